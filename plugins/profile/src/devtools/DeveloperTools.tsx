import { Button, usePluginTranslation } from '@palisade/sdk';
import { overridesAllowed } from './overridesAllowed';

const STORAGE_KEY = 'devtools';

/**
 * Shows or hides import-map-overrides' panel. The console renders the panel
 * only while `localStorage.devtools` is `'true'`, so a reload applies it.
 */
export function DeveloperTools() {
  const { t } = usePluginTranslation();
  if (!overridesAllowed()) return null;
  const shown = window.localStorage.getItem(STORAGE_KEY) === 'true';

  function toggle() {
    if (shown) window.localStorage.removeItem(STORAGE_KEY);
    else window.localStorage.setItem(STORAGE_KEY, 'true');
    window.location.reload();
  }

  return (
    <section className="palisade-profile__devtools" aria-labelledby="profile-devtools">
      <h2 id="profile-devtools">{t('devtools.heading')}</h2>
      <p>{t('devtools.description')}</p>
      {shown && <p>{t('devtools.enabled')}</p>}
      <Button onClick={toggle}>{shown ? t('devtools.hide') : t('devtools.open')}</Button>
    </section>
  );
}
