import type { i18n } from 'i18next';
import type { PluginDefinition, TranslationLoader } from '../plugin/PluginDefinition';
import { DEFAULT_LOCALE } from './createI18n';

/**
 * The entry of a per-locale record for `locale`: an exact match, else one of
 * the same language (`de-AT` takes `de-DE`), as `[locale, value]`.
 *
 * @example
 * ```ts
 * pickLocale({ 'en-US': a, 'de-DE': b }, 'de-AT'); // ['de-DE', b]
 * ```
 */
export function pickLocale<T>(record: Readonly<Record<string, T>>, locale: string): [string, T] | undefined {
  const exact = record[locale];
  if (exact) return [locale, exact];
  const language = locale.split('-')[0]?.toLowerCase();
  const entry = Object.entries(record).find(([key]) => key.split('-')[0]?.toLowerCase() === language);
  return entry ? [entry[0], entry[1]] : undefined;
}

async function loadMessages(loader: TranslationLoader): Promise<Record<string, unknown>> {
  const module = await loader();
  const messages = 'default' in module && typeof module.default === 'object' ? module.default : module;
  return messages as Record<string, unknown>;
}

/**
 * Loads a plugin's messages for the current locale, and `en-US` as the
 * fallback, into the namespace named after the plugin. A loader that fails
 * is passed to `onError`; the plugin then shows its keys or the fallback.
 */
export async function registerPluginTranslations(
  instance: i18n,
  definition: Pick<PluginDefinition, 'id' | 'translations'>,
  onError: (error: unknown) => void = () => {},
): Promise<void> {
  const { translations, id } = definition;
  if (!translations) return;
  const locale = instance.language || DEFAULT_LOCALE;
  const wanted = new Map<string, TranslationLoader>();
  for (const target of new Set([locale, DEFAULT_LOCALE])) {
    const found = pickLocale(translations, target);
    if (found) wanted.set(target, found[1]);
  }
  await Promise.all(
    [...wanted].map(async ([target, loader]) => {
      try {
        instance.addResourceBundle(target, id, await loadMessages(loader), true, true);
      } catch (error) {
        onError(new Error(`Plugin "${id}": translations for ${target} failed to load`, { cause: error }));
      }
    }),
  );
}
