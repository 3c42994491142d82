import { useAtomValue } from 'jotai';
import { useLocation } from 'react-router';
import { resolveRoute, type RouteResolution } from '../registration/resolveRoute';
import type { LoadedPlugin } from '../loader/loadPlugin';
import { usePluginStates, useShell, useStoreValue } from './ShellServices';

/** Loaded plugins, access and flags as React state. */
export function useConsoleState() {
  const { runtime, phase } = useShell();
  const states = usePluginStates();
  const access = useAtomValue(runtime.atoms.access, { store: runtime.store });
  const flags = useAtomValue(runtime.atoms.flags, { store: runtime.store });
  const subscriptions = useAtomValue(runtime.atoms.subscriptions, { store: runtime.store });
  const ready = useStoreValue(phase).status === 'ready';
  const plugins: LoadedPlugin[] = states.flatMap((s) => (s.status === 'loaded' ? [s.plugin] : []));
  return { states, plugins, access, flags, ready, subscriptions };
}

/** What the current path shows; the same decision single-spa's activeWhen makes. */
export function useRouteResolution(): RouteResolution {
  const { pathname } = useLocation();
  const { states, plugins, access, flags, ready, subscriptions } = useConsoleState();
  return resolveRoute(pathname, { plugins, access, flags, ready, subscriptions, pluginsPending: states.some((s) => s.status === 'loading') });
}
