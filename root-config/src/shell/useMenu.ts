import { useSyncExternalStore } from 'react';
import type { ConsoleRuntime } from '@palisade/sdk/host';
import { buildMenu, type Menu } from './buildMenu';
import { menuLabel } from './menuLabel';
import { useShell } from './ShellServices';
import { useConsoleState } from './useRouteResolution';

const EMPTY: Menu = { main: [], utility: [] };

interface TranslationVersion {
  get: () => number;
  subscribe: (listener: () => void) => () => void;
}

// One counter and one built menu per console, however many components draw the menu (header, navigation, the
// first permitted page…): each of them building its own cost a cold page tens of milliseconds before its figures.
const versions = new WeakMap<ConsoleRuntime, TranslationVersion>();
const built = new WeakMap<ConsoleRuntime, { inputs: readonly unknown[]; menu: Menu }>();

/** Counts translation changes: a plugin's namespace loads with its code, after the catalogue's labels. */
function translationVersion(runtime: ConsoleRuntime): TranslationVersion {
  let kept = versions.get(runtime);
  if (kept === undefined) {
    let version = 0;
    const listeners = new Set<() => void>();
    const bump = () => {
      version++;
      for (const listener of listeners) listener();
    };
    runtime.i18n.store.on('added', bump);
    runtime.i18n.on('loaded', bump);
    kept = { get: () => version, subscribe: (listener) => (listeners.add(listener), () => void listeners.delete(listener)) };
    versions.set(runtime, kept);
  }
  return kept;
}

/** The menu for the current user, built once per change of catalogue, access, flags or translations. Empty until access info has loaded. */
export function useMenu(): Menu {
  const { runtime } = useShell();
  const { extensions, access, flags } = useConsoleState();
  const counter = translationVersion(runtime);
  const version = useSyncExternalStore(counter.subscribe, counter.get);
  const inputs = [extensions, access, flags, version];
  const last = built.get(runtime);
  if (last !== undefined && last.inputs.every((input, i) => input === inputs[i])) return last.menu;
  const translate = (pluginId: string, key: string) => menuLabel(runtime.i18n, pluginId, key);
  const menu = access.status === 'ready' ? buildMenu(extensions, { modules: access.modules, flags, translate }) : EMPTY;
  built.set(runtime, { inputs, menu });
  return menu;
}
