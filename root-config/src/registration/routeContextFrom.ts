import type { ConsoleRuntime } from '@palisade/sdk/host';
import type { PluginState } from '../loader/PluginLoader';
import type { LoadedPlugin } from '../loader/loadPlugin';
import type { RouteContext } from './resolveRoute';

/** The route context from the console's current state; shared by activeWhen and the shell so they always agree. */
export function routeContextFrom(runtime: ConsoleRuntime, states: readonly PluginState[], ready: boolean): RouteContext {
  const plugins: LoadedPlugin[] = states.flatMap((s) => (s.status === 'loaded' ? [s.plugin] : []));
  return {
    plugins,
    access: runtime.store.get(runtime.atoms.access),
    flags: runtime.store.get(runtime.atoms.flags),
    ready,
    pluginsPending: states.some((s) => s.status === 'loading'),
    subscriptions: runtime.store.get(runtime.atoms.subscriptions),
  };
}
