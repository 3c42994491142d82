import { useMemo, type ReactNode } from 'react';
import { PluginErrorBoundary } from '../errors/PluginErrorBoundary';
import { useRuntime } from '../runtime/RuntimeContext';
import { PluginContext, type PluginIdentity } from './PluginContext';

/** Props of {@link PluginProvider}. */
export interface PluginProviderProps {
  plugin: PluginIdentity;
  children?: ReactNode;
  /**
   * Runs when the user presses Retry after a crash, before the plugin renders
   * again; the host uses it to forget failed lazy chunks.
   */
  onRetry?: () => void;
}

/**
 * Marks a tree as one plugin's (for `usePlugin`, translations, error tags) and
 * isolates its failures: a render error is reported with the plugin's id and
 * replaced by ServerError with a Retry. Use inside `ConsoleProvider`.
 */
export function PluginProvider({ plugin, children, onRetry }: PluginProviderProps) {
  const runtime = useRuntime('PluginProvider');
  const value = useMemo(() => ({ id: plugin.id, version: plugin.version }), [plugin.id, plugin.version]);
  return (
    <PluginContext.Provider value={value}>
      <PluginErrorBoundary pluginId={plugin.id} report={runtime.reportError} onRetry={onRetry}>
        {children}
      </PluginErrorBoundary>
    </PluginContext.Provider>
  );
}
