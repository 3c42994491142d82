import { addErrorHandler, getAppNames, registerApplication, unregisterApplication, type AppError } from 'single-spa';
import type { CataloguePlugin } from '@palisade/contracts/catalogue';
import type { ConsoleRuntime } from '@palisade/sdk/host';
import type { PluginLoader } from '../loader/PluginLoader';
import { refusedForIntegrity } from '../loader/pluginIntegrity';
import { clearFailedModules } from '../loader/PluginLoader';
import { mountError, type PluginLoadError } from '../loader/PluginLoadError';
import type { SystemLike } from '../loader/systemLike';
import type { ValueStore } from '../state/valueStore';
import type { PluginAppProps } from './createPluginLifecycles';
import type { RouteResolution } from './resolveRoute';

export interface RegistrationDeps {
  runtime: ConsoleRuntime;
  system: SystemLike;
  loader: PluginLoader;
  /** What a path shows (the catalogue's route table, access, flags), kept between calls for the same path. */
  resolve: (pathname: string) => RouteResolution;
  /** Plugins whose mount lifecycle failed (single-spa marks them broken), shown in place by the shell. */
  mountFailures: ValueStore<ReadonlyMap<string, PluginLoadError>>;
}

let lifecyclesModule: Promise<typeof import('./createPluginLifecycles')> | null = null;
/** The lifecycles chunk (single-spa-react, the plugin root): not needed for the shell's first paint. */
function loadLifecycles() {
  lifecyclesModule ??= import('./createPluginLifecycles').catch((error: unknown) => {
    lifecyclesModule = null; // a failed chunk load is tried again on the next mount
    throw error;
  });
  return lifecyclesModule;
}

/**
 * Creates the plugin registrar: one single-spa application per catalogue
 * plugin with a route, registered before any plugin code has loaded. Its
 * `activeWhen` is one lookup (the resolution of the path is shared by every
 * application); its code loads when the application is first active.
 */
export function createRegistrar(deps: RegistrationDeps) {
  const plugins = new Map<string, CataloguePlugin>();

  addErrorHandler((error: AppError) => {
    const name = error.appOrParcelName;
    const plugin = [...plugins.values()].find((p) => p.specifier === name);
    if (!plugin) return;
    // A plugin whose code failed to load is the loader's to show; this is a failure of a loaded plugin's mount.
    if (deps.loader.state(plugin.id)?.status === 'failed') return;
    const failure = mountError(plugin.id, plugin.url, error);
    deps.runtime.reportError(failure, { pluginId: plugin.id });
    deps.mountFailures.set((map) => new Map(map).set(plugin.id, failure));
  });

  function isActive(pluginId: string, pathname: string): boolean {
    const resolution = deps.resolve(pathname);
    return resolution.kind === 'plugin' && resolution.pluginId === pluginId && deps.loader.state(pluginId)?.status !== 'failed';
  }

  function register(plugin: CataloguePlugin) {
    const { id, specifier } = plugin;
    registerApplication<PluginAppProps>({
      name: specifier,
      app: async () => {
        const [loaded, lifecycles] = await Promise.all([deps.loader.load(id), loadLifecycles()]);
        if (loaded.status === 'failed') throw loaded.error;
        return lifecycles.createPluginLifecycles(loaded.plugin, {
          runtime: deps.runtime,
          remount: () => void remount(id),
          forgetFailedChunks: () => void clearFailedModules(deps.system),
          explainChunkFailure: (pluginId, error) => refusedForIntegrity(pluginId, error, deps.system, (...args) => globalThis.fetch(...args)),
        });
      },
      activeWhen: (location) => isActive(id, location.pathname),
      customProps: { pluginId: id },
    });
  }

  /** Registers the catalogue's plugins that have a route (once per catalogue). */
  function registerCatalogue(catalogue: readonly CataloguePlugin[]): void {
    for (const plugin of catalogue) {
      if (plugins.has(plugin.id) || !plugin.extensions.some((e) => e.type === 'console.page/route')) continue;
      plugins.set(plugin.id, plugin);
      register(plugin);
    }
  }

  /** Unmounts and unregisters a plugin, forgets its failed chunks, and registers it again: single-spa loads and mounts it afresh. */
  async function remount(pluginId: string): Promise<void> {
    const plugin = plugins.get(pluginId);
    if (!plugin) return;
    if (getAppNames().includes(plugin.specifier)) await unregisterApplication(plugin.specifier);
    clearFailedModules(deps.system);
    deps.mountFailures.set((map) => {
      const next = new Map(map);
      next.delete(pluginId);
      return next;
    });
    register(plugin);
  }

  /**
   * Starts loading a plugin's code (with `code`, the manifest files of the
   * page wanted) and the lifecycles chunk before its route can be decided
   * (access still loading), so mounting it then waits for neither.
   */
  function prefetch(pluginId: string, code: readonly string[] = []): void {
    if (!plugins.has(pluginId)) return;
    void deps.loader.load(pluginId, code);
    loadLifecycles().catch(() => undefined);
  }

  return { registerCatalogue, remount, prefetch };
}
