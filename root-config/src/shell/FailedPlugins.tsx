import { useCallback, useMemo, useSyncExternalStore } from 'react';
import type { CatalogueState } from '../catalogue/CatalogueState';
import type { PluginState } from '../loader/PluginLoader';
import { catalogueProblemError, type PluginLoadError } from '../loader/PluginLoadError';
import { PluginErrorPanel } from './PluginErrorPanel';
import { usePluginStates, useShell, useStoreValue } from './ShellServices';
import { useRouteResolution } from './useRouteResolution';

/** A plugin that could not be shown: its code failed to load, or the catalogue refused it (or one of its extensions). */
export interface FailedPlugin {
  key: string;
  error: PluginLoadError;
  /** Loads its code again; a catalogue refusal is decided by the server, so its Retry reads the page again. */
  retry: () => void;
}

/** What failed: the catalogue's refusals, and the plugins whose code failed to load. */
function failures(read: CatalogueState, states: readonly PluginState[]) {
  return {
    problems: read.status === 'ready' ? read.catalogue.problems : [],
    failed: states.filter((s): s is Extract<PluginState, { status: 'failed' }> => s.status === 'failed'),
  };
}

/** Plugins whose code failed to load, and the catalogue's refusals. */
export function useFailedPlugins(): readonly FailedPlugin[] {
  const { loader, catalogue } = useShell();
  const states = usePluginStates();
  const read = useStoreValue(catalogue);
  return useMemo(() => {
    const { problems, failed } = failures(read, states);
    return [
      ...problems.map((problem, i) => ({ key: `problem:${i}`, error: catalogueProblemError(problem), retry: () => window.location.reload() })),
      ...failed.map((s) => ({ key: `plugin:${s.id}`, error: s.error, retry: () => void loader.retry(s.id).catch(() => undefined) })),
    ];
  }, [states, read, loader]);
}

/**
 * How many entries `useFailedPlugins` lists. Its component is drawn again only when the number changes, not at every
 * plugin's load (the layout needs no more to open the list on a new failure).
 */
export function useFailedPluginCount(): number {
  const { loader, catalogue } = useShell();
  const subscribe = useCallback(
    (listener: () => void) => {
      const fromLoader = loader.subscribe(listener);
      const fromCatalogue = catalogue.subscribe(listener);
      return () => {
        fromLoader();
        fromCatalogue();
      };
    },
    [loader, catalogue],
  );
  return useSyncExternalStore(subscribe, () => {
    const { problems, failed } = failures(catalogue.get(), loader.getSnapshot());
    return problems.length + failed.length;
  });
}

/** One error panel per failed plugin, each with a Retry; the plugin whose page this is shows its panel there instead. */
export function FailedPluginsList() {
  const failed = useFailedPlugins();
  const resolution = useRouteResolution();
  const inPlace = resolution.kind === 'plugin' ? resolution.pluginId : null;
  const shown = failed.filter((f) => !(f.key === `plugin:${inPlace}`));
  if (shown.length === 0) return null;
  return (
    <div className="shell-failed-plugins">
      {shown.map((f) => (
        <PluginErrorPanel key={f.key} error={f.error} onRetry={f.retry} />
      ))}
    </div>
  );
}

/** "1 plugin failed to load" in the header, so a failure shows on every page; it opens the list. */
export function FailedPluginsIndicator({ expanded, onToggle }: { expanded: boolean; onToggle: () => void }) {
  const failed = useFailedPlugins();
  if (failed.length === 0) return null;
  // A plugin with several refused extensions counts once.
  const count = new Set(failed.map((f) => f.error.pluginId)).size;
  const text = count === 1 ? '1 plugin failed to load' : `${count} plugins failed to load`;
  return (
    <button type="button" className="shell-failed-indicator" aria-expanded={expanded} aria-controls="shell-failed-panel" onClick={onToggle}>
      <span aria-hidden="true">⚠</span> {text}
    </button>
  );
}
