import { useMemo } from 'react';
import { usePlugin } from '../plugin/usePlugin';
import { useRuntime } from '../runtime/RuntimeContext';

/** What {@link useErrorReporter} returns. @public */
export interface PluginErrorReporter {
  /** Reports an error, tagged `plugin: <id>`, with optional extra data (no personal data). */
  report(error: unknown, extra?: Record<string, unknown>): void;
}

/**
 * Reports errors the plugin caught itself; each event is tagged with the
 * plugin's id.
 *
 * @example
 * ```tsx
 * const { report } = useErrorReporter();
 * load().catch((error) => report(error, { during: 'load alerts' }));
 * ```
 *
 * @public
 */
export function useErrorReporter(): PluginErrorReporter {
  const runtime = useRuntime('useErrorReporter');
  const { id } = usePlugin();
  return useMemo(() => ({ report: (error, extra) => runtime.reportError(error, { pluginId: id, extra }) }), [runtime, id]);
}
