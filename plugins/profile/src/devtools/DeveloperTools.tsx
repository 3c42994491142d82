import { Button, usePluginTranslation } from '@palisade/sdk';
import { overridesAllowed, reloadConsole } from './consoleEnvironment';

/** The localStorage key import-map-overrides' panel waits for (`show-when-local-storage`). */
export const DEVTOOLS_KEY = 'devtools';

/**
 * Shows or hides import-map-overrides' panel where overrides are allowed. The
 * panel reads `localStorage.devtools` when the console boots, hence the reload.
 */
export function DeveloperTools() {
  const { t } = usePluginTranslation();
  if (!overridesAllowed()) return null;
  const shown = window.localStorage.getItem(DEVTOOLS_KEY) === 'true';

  function toggle() {
    if (shown) window.localStorage.removeItem(DEVTOOLS_KEY);
    else window.localStorage.setItem(DEVTOOLS_KEY, 'true');
    reloadConsole();
  }

  return (
    <section className="palisade-profile__devtools" aria-labelledby="profile-devtools">
      <h2 id="profile-devtools">{t('devtools.heading')}</h2>
      <p>{t('devtools.description')}</p>
      {shown && <p>{t('devtools.enabled')}</p>}
      <Button variant="secondary" onClick={toggle}>
        {shown ? t('devtools.hide') : t('devtools.open')}
      </Button>
    </section>
  );
}
