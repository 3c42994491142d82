import { usePlugin } from '../plugin/usePlugin';
import { useRuntime } from '../runtime/RuntimeContext';
import { useNamespaceTranslation, type NamespaceTranslation } from './useNamespaceTranslation';

/**
 * i18next's `t`, bound to the plugin's namespace (its id). Messages come from
 * the plugin's `translations`; en-US is the fallback. The component
 * re-renders when the plugin's messages arrive or the language changes.
 *
 * @example
 * ```tsx
 * const { t } = usePluginTranslation();
 * return <h1>{t('page.title')}</h1>;
 * ```
 *
 * @public
 */
export function usePluginTranslation(): NamespaceTranslation {
  const runtime = useRuntime('usePluginTranslation');
  const { id } = usePlugin();
  return useNamespaceTranslation(runtime.i18n, id);
}

/**
 * `t` over other plugins' namespaces (their ids), to show texts they
 * contributed with their extensions: a card's title, a menu item's label.
 * The first id is the default namespace; pick others with `{ ns }`.
 *
 * @example
 * ```tsx
 * const cards = useExtensions('console.dashboard/card');
 * const { t } = useExtensionTranslation(cards.map((c) => c.pluginId));
 * cards.map((c) => t(c.extension.properties.titleKey, { ns: c.pluginId }));
 * ```
 *
 * @public
 */
export function useExtensionTranslation(pluginIds: readonly string[]): NamespaceTranslation {
  const runtime = useRuntime('useExtensionTranslation');
  return useNamespaceTranslation(runtime.i18n, pluginIds);
}
