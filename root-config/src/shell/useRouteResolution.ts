import { useAtomValue } from 'jotai';
import { useLocation } from 'react-router';
import type { ContributedExtension } from '@palisade/sdk/host';
import { resolveRoute, type RouteResolution } from '../registration/resolveRoute';
import { useShell, useStoreValue } from './ShellServices';

const NONE: readonly ContributedExtension[] = [];

/** The catalogue's route table and extensions, access and flags as React state. */
export function useConsoleState() {
  const { runtime, phase, catalogue } = useShell();
  const state = useStoreValue(catalogue);
  const access = useAtomValue(runtime.atoms.access, { store: runtime.store });
  const flags = useAtomValue(runtime.atoms.flags, { store: runtime.store });
  const subscriptions = useAtomValue(runtime.atoms.subscriptions, { store: runtime.store });
  const ready = useStoreValue(phase).status === 'ready';
  const table = state.status === 'ready' ? state.table : null;
  const extensions = state.status === 'ready' ? state.extensions : NONE;
  return { table, extensions, access, flags, ready, subscriptions };
}

/** What the current path shows; the same decision single-spa's activeWhen makes. */
export function useRouteResolution(): RouteResolution {
  const { pathname } = useLocation();
  const { table, access, flags, ready, subscriptions } = useConsoleState();
  return resolveRoute(pathname, { table, access, flags, ready, subscriptions });
}
