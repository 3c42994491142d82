import { useMemo } from 'react';
import { firstPermittedPage, type PermittedPage } from './firstPermittedPage';
import { useMenu } from './useMenu';
import { useConsoleState } from './useRouteResolution';

/** The user's first permitted page for the current access, flags and plugins (see firstPermittedPage). */
export function useFirstPermittedPage(): PermittedPage | null {
  const menu = useMenu();
  const { states, plugins, access, flags, ready, subscriptions } = useConsoleState();
  const pluginsPending = states.some((s) => s.status === 'loading');
  return useMemo(
    () => firstPermittedPage({ plugins, access, flags, ready, subscriptions, pluginsPending }, menu),
    [plugins, access, flags, ready, subscriptions, pluginsPending, menu],
  );
}
