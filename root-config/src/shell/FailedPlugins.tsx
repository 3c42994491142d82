import { usePluginStates, useShell } from './ShellServices';
import { PluginErrorPanel } from './PluginErrorPanel';
import type { PluginState } from '../loader/PluginLoader';

/** Plugins that failed to load, and those being retried after a failure. */
export function useFailedPlugins() {
  const states = usePluginStates();
  return states.filter((s): s is Extract<PluginState, { status: 'failed' }> => s.status === 'failed');
}

/** One error panel per failed plugin, each with a Retry that loads it again. */
export function FailedPluginsList() {
  const { loader } = useShell();
  const failed = useFailedPlugins();
  if (failed.length === 0) return null;
  return (
    <div className="shell-failed-plugins">
      {failed.map((state) => (
        <PluginErrorPanel key={state.id} error={state.error} onRetry={() => void loader.retry(state.id).catch(() => undefined)} />
      ))}
    </div>
  );
}

/** "1 plugin failed to load" in the header, so a failure shows on every page; it opens the list. */
export function FailedPluginsIndicator({ expanded, onToggle }: { expanded: boolean; onToggle: () => void }) {
  const failed = useFailedPlugins();
  if (failed.length === 0) return null;
  const text = failed.length === 1 ? '1 plugin failed to load' : `${failed.length} plugins failed to load`;
  return (
    <button type="button" className="shell-failed-indicator" aria-expanded={expanded} aria-controls="shell-failed-panel" onClick={onToggle}>
      <span aria-hidden="true">⚠</span> {text}
    </button>
  );
}
