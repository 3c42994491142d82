import type { PluginDefinition } from '@palisade/sdk';
import type { findConflicts as findConflictsFn, PluginConflict } from '@palisade/sdk/host';
import type { PluginDescriptor } from '../discovery/discoverPlugins';
import { DEFAULT_LOAD_TIMEOUT_MS, loadPlugin, type LoadedPlugin, type LoadPluginDeps, type PluginLoadResult } from './loadPlugin';
import { PluginLoadError } from './PluginLoadError';

/** A plugin's place in the console: still loading, loaded, or failed. */
export type PluginState = { status: 'loading'; id: string; descriptor: PluginDescriptor } | PluginLoadResult;

export interface PluginLoaderDeps extends LoadPluginDeps {
  findConflicts: typeof findConflictsFn;
  /** The runtime's `reportError`; every failure is reported with the plugin's id. */
  reportError: (error: unknown, context: { pluginId: string }) => void;
  /** Called once for each plugin that loads (again, after a retry): register it. */
  onLoaded?: (plugin: LoadedPlugin) => void;
  /**
   * Awaited before a plugin counts as loaded, so the menu, other plugins'
   * `useExtensions()` and its routes never see it half ready (its
   * translations: no raw keys). Bounded by `timeoutMs`; a failure is the
   * step's own to report.
   */
  prepare?: (plugin: LoadedPlugin) => Promise<unknown>;
  /** Starts loading the validator, so it downloads while the plugin entries do. */
  preloadValidation?: () => void;
}

const CONFLICT_LABEL: Record<PluginConflict['kind'], string> = {
  'route-path': 'route path',
  'menu-id': 'menu id',
  'card-app-id': 'dashboard card appId',
};

const stateId = (s: PluginState) => (s.status === 'loaded' ? s.plugin.descriptor.id : s.id);

/**
 * Loads every plugin in parallel and keeps their states for the shell
 * (a `useSyncExternalStore` source). A failure never stops the others.
 */
export class PluginLoader {
  private states: readonly PluginState[] = [];
  private readonly listeners = new Set<() => void>();

  constructor(private readonly deps: PluginLoaderDeps) {}

  readonly subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => void this.listeners.delete(listener);
  };

  readonly getSnapshot = (): readonly PluginState[] => this.states;

  /** Starts loading every plugin at once; resolves when all have settled. Never rejects. */
  loadAll(descriptors: readonly PluginDescriptor[]): Promise<PluginLoadResult[]> {
    this.states = descriptors.map((descriptor) => ({ status: 'loading', id: descriptor.id, descriptor }));
    this.emit();
    if (descriptors.length > 0) this.deps.preloadValidation?.();
    return Promise.all(descriptors.map((d) => this.loadOne(d)));
  }

  /**
   * Loads a failed plugin again. SystemJS keeps failed loads in its registry,
   * so the entry and every module whose load failed are deleted first.
   */
  retry(id: string): Promise<PluginLoadResult> {
    const state = this.states.find((s) => stateId(s) === id);
    if (!state || state.status !== 'failed') return Promise.reject(new Error(`Plugin "${id}" has not failed; nothing to retry`));
    clearFailedModules(this.deps.system, state.descriptor.url);
    this.setState({ status: 'loading', id, descriptor: state.descriptor });
    return this.loadOne(state.descriptor);
  }

  private async loadOne(descriptor: PluginDescriptor): Promise<PluginLoadResult> {
    let result = await loadPlugin(descriptor, this.deps);
    if (result.status === 'loaded') {
      await this.prepare(result.plugin);
      result = this.checkConflicts(result.plugin);
    }
    this.setState(result);
    if (result.status === 'failed') this.deps.reportError(result.error, { pluginId: descriptor.id });
    else this.deps.onLoaded?.(result.plugin);
    return result;
  }

  private async prepare(plugin: LoadedPlugin): Promise<void> {
    if (!this.deps.prepare) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timeout = new Promise<void>((resolve) => {
      timer = setTimeout(resolve, this.deps.timeoutMs ?? DEFAULT_LOAD_TIMEOUT_MS);
    });
    try {
      await Promise.race([this.deps.prepare(plugin), timeout]);
    } catch {
      // Shown without its translations rather than not at all.
    } finally {
      clearTimeout(timer);
    }
  }

  /** A plugin claiming a route path, menu id or card appId another loaded plugin already has fails; the first one keeps it. */
  private checkConflicts(plugin: LoadedPlugin): PluginLoadResult {
    const others: PluginDefinition[] = this.states.flatMap((s) =>
      s.status === 'loaded' && s.plugin.descriptor.id !== plugin.descriptor.id ? [s.plugin.definition] : [],
    );
    const conflicts = this.deps.findConflicts([...others, plugin.definition]).filter((c) => c.pluginIds.includes(plugin.descriptor.id));
    if (conflicts.length === 0) return { status: 'loaded', plugin };
    const list = conflicts
      .map((c) => `${CONFLICT_LABEL[c.kind]} "${c.value}" is already claimed by ${c.pluginIds.filter((p) => p !== plugin.descriptor.id).map((p) => `"${p}"`).join(', ')}`)
      .join('; ');
    const { id, url } = plugin.descriptor;
    return {
      status: 'failed',
      id,
      descriptor: plugin.descriptor,
      error: new PluginLoadError(`Plugin "${id}" has an invalid definition: ${list}`, { pluginId: id, kind: 'invalid-definition', url }),
    };
  }

  private setState(next: PluginState) {
    const id = stateId(next);
    this.states = this.states.some((s) => stateId(s) === id)
      ? this.states.map((s) => (stateId(s) === id ? next : s))
      : [...this.states, next];
    this.emit();
  }

  private emit() {
    for (const listener of this.listeners) listener();
  }
}

/**
 * Deletes every module whose load failed and, when given, the entry (loaded,
 * pending or failed), so the next import fetches them again.
 */
export function clearFailedModules(system: LoadPluginDeps['system'], entryUrl?: string): string[] {
  const cleared: string[] = [];
  for (const [url, namespace] of [...system.entries()]) {
    if (namespace === null && url !== entryUrl) {
      system.delete(url);
      cleared.push(url);
    }
  }
  if (entryUrl !== undefined) {
    system.delete(entryUrl);
    cleared.push(entryUrl);
  }
  return cleared;
}
