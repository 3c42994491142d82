import { addErrorHandler, getAppNames, registerApplication, unregisterApplication, type AppError } from 'single-spa';
import type { ConsoleRuntime } from '@palisade/sdk/host';
import type { LoadedPlugin } from '../loader/loadPlugin';
import { refusedForIntegrity } from '../loader/pluginIntegrity';
import { clearFailedModules } from '../loader/PluginLoader';
import { mountError, type PluginLoadError } from '../loader/PluginLoadError';
import type { SystemLike } from '../loader/systemLike';
import { PLUGIN_PREFIX } from '../discovery/discoverPlugins';
import type { ValueStore } from '../state/valueStore';
import type { PluginAppProps } from './createPluginLifecycles';
import type { RouteContext } from './resolveRoute';
import { resolveRoute } from './resolveRoute';

export interface RegistrationDeps {
  runtime: ConsoleRuntime;
  system: SystemLike;
  /** What decides which plugin a path shows (loaded plugins, access, flags). */
  routeContext: () => RouteContext;
  /** Plugins whose mount lifecycle failed (single-spa marks them broken), shown in place by the shell. */
  mountFailures: ValueStore<ReadonlyMap<string, PluginLoadError>>;
}

/** Whether a plugin should be mounted at a path: one of its visible routes matches. */
export function isPluginActive(pluginId: string, pathname: string, context: RouteContext): boolean {
  const resolution = resolveRoute(pathname, context);
  return resolution.kind === 'plugin' && resolution.pluginId === pluginId;
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

/** Creates the plugin registrar: one single-spa application per loaded plugin. */
export function createRegistrar(deps: RegistrationDeps) {
  const plugins = new Map<string, LoadedPlugin>();

  addErrorHandler((error: AppError) => {
    const name = error.appOrParcelName;
    if (!name?.startsWith(PLUGIN_PREFIX)) return;
    const pluginId = name.slice(PLUGIN_PREFIX.length);
    const plugin = plugins.get(pluginId);
    const failure = mountError(pluginId, plugin?.descriptor.url ?? '', error);
    deps.runtime.reportError(failure, { pluginId });
    deps.mountFailures.set((map) => new Map(map).set(pluginId, failure));
  });

  function register(plugin: LoadedPlugin) {
    const { id, specifier } = plugin.descriptor;
    plugins.set(id, plugin);
    registerApplication<PluginAppProps>({
      name: specifier,
      app: async () =>
        (await loadLifecycles()).createPluginLifecycles(plugin, {
          runtime: deps.runtime,
          remount: () => void remount(id),
          forgetFailedChunks: () => void clearFailedModules(deps.system),
          explainChunkFailure: (pluginId, error) => refusedForIntegrity(pluginId, error, deps.system, (...args) => globalThis.fetch(...args)),
        }),
      activeWhen: (location) => isPluginActive(id, location.pathname, deps.routeContext()),
      customProps: { pluginId: id },
    });
  }

  /** Registers a loaded plugin, replacing an earlier registration of the same id (after a retry). */
  async function registerPlugin(plugin: LoadedPlugin): Promise<void> {
    // Fetched as soon as a plugin has loaded, so mounting it does not wait one more round trip.
    loadLifecycles().catch(() => undefined);
    if (getAppNames().includes(plugin.descriptor.specifier)) await unregisterApplication(plugin.descriptor.specifier);
    register(plugin);
  }

  /** Unmounts and unregisters a plugin, forgets its failed chunks, and registers it again: single-spa mounts it afresh. */
  async function remount(pluginId: string): Promise<void> {
    const plugin = plugins.get(pluginId);
    if (!plugin) return;
    if (getAppNames().includes(plugin.descriptor.specifier)) await unregisterApplication(plugin.descriptor.specifier);
    clearFailedModules(deps.system);
    deps.mountFailures.set((map) => {
      const next = new Map(map);
      next.delete(pluginId);
      return next;
    });
    register(plugin);
  }

  return { registerPlugin, remount };
}
