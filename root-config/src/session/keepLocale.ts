import type { i18n } from 'i18next';
import { KEPT_ON_SIGN_OUT } from './constants';

/**
 * Writes the console's language to the one localStorage value sign-out keeps:
 * now (once i18next has settled on it) and whenever it changes. The next
 * start, signed in or not, speaks it again. Returns the unsubscribe.
 */
export function keepLocale(instance: Pick<i18n, 'language' | 'on' | 'off'>, storage: Pick<Storage, 'setItem'> = localStorage): () => void {
  const write = (language: string | undefined) => {
    if (!language || language === 'cimode') return;
    try {
      storage.setItem(KEPT_ON_SIGN_OUT, language);
    } catch {
      // Storage full or blocked: the language is still used for this page.
    }
  };
  write(instance.language);
  instance.on('languageChanged', write);
  return () => instance.off('languageChanged', write);
}
