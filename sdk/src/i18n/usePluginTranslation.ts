import { useTranslation, type UseTranslationResponse } from 'react-i18next';
import { usePlugin } from '../plugin/usePlugin';
import { useRuntime } from '../runtime/RuntimeContext';

/**
 * react-i18next's `t`, bound to the plugin's namespace (its id). Messages
 * come from the plugin's `translations`; en-US is the fallback.
 *
 * @example
 * ```tsx
 * const { t } = usePluginTranslation();
 * return <h1>{t('page.title')}</h1>;
 * ```
 */
export function usePluginTranslation(): UseTranslationResponse<string, undefined> {
  const runtime = useRuntime('usePluginTranslation');
  const { id } = usePlugin();
  return useTranslation(id, { i18n: runtime.i18n, useSuspense: false });
}
