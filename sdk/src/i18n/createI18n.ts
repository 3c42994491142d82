import i18next, { type i18n } from 'i18next';

/** The console's default and fallback locale (spec section 9). */
export const DEFAULT_LOCALE = 'en-US';

/** The namespace of the console's own messages; each plugin's namespace is its id. */
export const CONSOLE_NAMESPACE = 'console';

/**
 * Creates the one i18next instance every React root shares. Messages are
 * added per namespace as plugins load; `en-US` is the fallback.
 */
export function createI18n(locale: string = DEFAULT_LOCALE, consoleMessages?: Record<string, unknown>): i18n {
  const instance = i18next.createInstance();
  void instance.init({
    lng: locale,
    fallbackLng: DEFAULT_LOCALE,
    ns: [CONSOLE_NAMESPACE],
    defaultNS: CONSOLE_NAMESPACE,
    resources: consoleMessages ? { [DEFAULT_LOCALE]: { [CONSOLE_NAMESPACE]: consoleMessages } } : {},
    partialBundledLanguages: true,
    initAsync: false,
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  return instance;
}
