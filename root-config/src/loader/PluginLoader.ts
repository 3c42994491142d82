import type { CataloguePlugin } from '@palisade/contracts/catalogue';
import { DEFAULT_LOAD_TIMEOUT_MS, loadPlugin, type LoadedPlugin, type LoadPluginDeps, type PluginLoadResult } from './loadPlugin';

/** A catalogue plugin's code: not asked for yet, loading, loaded, or failed. */
export type PluginState =
  | { status: 'idle'; id: string; descriptor: CataloguePlugin }
  | { status: 'loading'; id: string; descriptor: CataloguePlugin }
  | { status: 'loaded'; id: string; descriptor: CataloguePlugin; plugin: LoadedPlugin }
  | { status: 'failed'; id: string; descriptor: CataloguePlugin; error: import('./PluginLoadError').PluginLoadError };

export interface PluginLoaderDeps extends LoadPluginDeps {
  /** The runtime's `reportError`; every failure is reported with the plugin's id. */
  reportError: (error: unknown, context: { pluginId: string }) => void;
  /**
   * Awaited before a plugin counts as loaded, so its pages and cards never
   * show raw keys (its translations). Bounded by `timeoutMs`; a failure is
   * the step's own to report.
   */
  prepare?: (plugin: LoadedPlugin) => Promise<unknown>;
  /** Called once for each plugin that loads after a failure (Retry): single-spa needs a fresh registration. */
  onRecovered?: (plugin: LoadedPlugin) => void;
  /**
   * Told when a plugin's entry starts loading (and when more of its code is
   * wanted while it loads): starts fetching what the entry will ask for next
   * (see `warmPlugin`). `code` names manifest files whose code is wanted.
   */
  warm?: (descriptor: CataloguePlugin, entryUrl: string, code: readonly string[]) => void;
}

const toState = (result: PluginLoadResult): PluginState =>
  result.status === 'loaded'
    ? { status: 'loaded', id: result.plugin.descriptor.id, descriptor: result.plugin.descriptor, plugin: result.plugin }
    : { status: 'failed', id: result.id, descriptor: result.descriptor, error: result.error };

/** The address a retry fetches: the entry with a query the browser has not seen, so neither its cache nor a stalled request answers. */
export function retryUrl(url: string, attempt: number): string {
  const next = new URL(url);
  next.searchParams.set('palisade-retry', String(attempt));
  return next.href;
}

/**
 * Loads a plugin's code when it is first needed (one of its routes is
 * active, one of its cards is on screen) and keeps every catalogue plugin's
 * state for the shell (a `useSyncExternalStore` source). A failure never
 * stops the others.
 */
export class PluginLoader {
  private states: readonly PluginState[] = [];
  private readonly byId = new Map<string, PluginState>();
  private readonly pending = new Map<string, Promise<PluginLoadResult>>();
  private readonly attempts = new Map<string, number>();
  private readonly listeners = new Set<() => void>();

  constructor(private readonly deps: PluginLoaderDeps) {}

  readonly subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => void this.listeners.delete(listener);
  };

  readonly getSnapshot = (): readonly PluginState[] => this.states;

  /** The catalogue's plugins, none loaded yet. */
  setCatalogue(plugins: readonly CataloguePlugin[]): void {
    this.states = plugins.map((descriptor) => ({ status: 'idle', id: descriptor.id, descriptor }));
    this.byId.clear();
    for (const state of this.states) this.byId.set(state.id, state);
    this.emit();
  }

  state(id: string): PluginState | undefined {
    return this.byId.get(id);
  }

  /**
   * The plugin's code, loading it on first use; a failed plugin stays failed
   * until {@link retry}. `code` names manifest files (a page's chunk) wanted
   * next, fetched beside the entry.
   */
  load(id: string, code: readonly string[] = []): Promise<PluginLoadResult> {
    const state = this.byId.get(id);
    if (!state) return Promise.reject(new Error(`Plugin "${id}" is not in the console's catalogue`));
    if (state.status === 'loaded') return Promise.resolve({ status: 'loaded', plugin: state.plugin });
    if (state.status === 'failed') return Promise.resolve({ status: 'failed', id, descriptor: state.descriptor, error: state.error });
    const pending = this.pending.get(id);
    if (pending === undefined) return this.start(state.descriptor, state.descriptor.url, code);
    if (code.length > 0) this.deps.warm?.(state.descriptor, state.descriptor.url, code);
    return pending;
  }

  /**
   * Loads a failed plugin again. SystemJS keeps failed and stalled loads in
   * its registry, and the browser hands a stalled script request back to a
   * second one: the entry and every failed module are deleted, and the entry
   * is fetched at a new address (same file, same integrity hash).
   */
  retry(id: string): Promise<PluginLoadResult> {
    const state = this.byId.get(id);
    if (!state || state.status !== 'failed') return Promise.reject(new Error(`Plugin "${id}" has not failed; nothing to retry`));
    const { system } = this.deps;
    const { url } = state.descriptor;
    const attempt = (this.attempts.get(id) ?? 0) + 1;
    this.attempts.set(id, attempt);
    const next = retryUrl(url, attempt);
    clearFailedModules(system, url);
    const integrity = system.getImportMap?.().integrity?.[url];
    if (integrity !== undefined) system.addImportMap?.({ imports: {}, integrity: { [next]: integrity } });
    return this.start(state.descriptor, next).then((result) => {
      if (result.status === 'loaded') this.deps.onRecovered?.(result.plugin);
      return result;
    });
  }

  private start(descriptor: CataloguePlugin, importUrl: string, code: readonly string[] = []): Promise<PluginLoadResult> {
    const { id } = descriptor;
    this.setState({ status: 'loading', id, descriptor });
    this.deps.warm?.(descriptor, importUrl, code);
    const promise = this.loadOne(descriptor, importUrl).finally(() => this.pending.delete(id));
    this.pending.set(id, promise);
    return promise;
  }

  private async loadOne(descriptor: CataloguePlugin, importUrl: string): Promise<PluginLoadResult> {
    const result = await loadPlugin(descriptor, this.deps, importUrl);
    if (result.status === 'loaded') await this.prepare(result.plugin);
    this.setState(toState(result));
    if (result.status === 'failed') this.deps.reportError(result.error, { pluginId: descriptor.id });
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

  /** Forgets every module whose load failed (a page chunk, say), so that the next import fetches it again. */
  forgetFailedModules(): void {
    clearFailedModules(this.deps.system);
  }

  private setState(next: PluginState) {
    this.byId.set(next.id, next);
    this.states = this.states.some((s) => s.id === next.id) ? this.states.map((s) => (s.id === next.id ? next : s)) : [...this.states, next];
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
