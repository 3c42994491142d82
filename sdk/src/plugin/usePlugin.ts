import { useContext } from 'react';
import { PluginContext, type PluginIdentity } from './PluginContext';

/**
 * The plugin this component belongs to.
 *
 * @example
 * ```tsx
 * const { id, version } = usePlugin();
 * return <small>{id} {version}</small>;
 * ```
 *
 * @public
 */
export function usePlugin(): PluginIdentity {
  const plugin = useContext(PluginContext);
  if (!plugin) {
    throw new Error('usePlugin() needs a plugin: render inside PluginProvider (in tests, use renderWithConsole)');
  }
  return plugin;
}
