import { createContext, useContext, useSyncExternalStore } from 'react';
import type { ConsoleRuntime } from '@palisade/sdk/host';
import type { BootState } from '../boot/bootState';
import type { CatalogueState } from '../catalogue/CatalogueState';
import type { ActiveOverride } from '../discovery/activeOverrides';
import type { PluginLoader, PluginState } from '../loader/PluginLoader';
import type { PluginLoadError } from '../loader/PluginLoadError';
import type { ValueStore } from '../state/valueStore';

/** Where the console is in its start-up for this visitor. */
export type ConsolePhase =
  | { status: 'checking' }
  | { status: 'signed-out' }
  /** Signed in; access info and flags are loading. */
  | { status: 'loading' }
  | { status: 'ready' };

/** Everything the shell's components use, made once in main.tsx. */
export interface ShellServices {
  runtime: ConsoleRuntime;
  boot: BootState;
  loader: PluginLoader;
  /** The plugin catalogue: what the menu, routes and card frames are drawn from. */
  catalogue: ValueStore<CatalogueState>;
  remount: (pluginId: string) => Promise<void>;
  mountFailures: ValueStore<ReadonlyMap<string, PluginLoadError>>;
  phase: ValueStore<ConsolePhase>;
  /** Whether the content area's plugin outlet is in the document: plugins mount only while it is. */
  outletPresent: ValueStore<boolean>;
  /** Overrides in effect (always empty when boot.js disabled them). */
  overrides: ValueStore<readonly ActiveOverride[]>;
  /** Removes every override and reloads (only offered when overrides are enabled). */
  resetOverrides?: () => void;
  signOut: () => Promise<void>;
  /** The administrators' messages the page carried for this host, once (the answer's body); `undefined` after, or without them. */
  takePageAdminMessages: () => unknown;
}

export const ShellContext = createContext<ShellServices | null>(null);

export function useShell(): ShellServices {
  const services = useContext(ShellContext);
  if (!services) throw new Error('Shell components need ShellContext (see main.tsx)');
  return services;
}

export function useStoreValue<T>(store: ValueStore<T>): T {
  return useSyncExternalStore(store.subscribe, store.get);
}

export function usePluginStates(): readonly PluginState[] {
  const { loader } = useShell();
  return useSyncExternalStore(loader.subscribe, loader.getSnapshot);
}
