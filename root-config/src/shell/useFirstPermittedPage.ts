import { useMemo } from 'react';
import { firstPermittedPage, type PermittedPage } from './firstPermittedPage';
import { useMenu } from './useMenu';
import { useConsoleState } from './useRouteResolution';

/** The user's first permitted page for the current access, flags and catalogue (see firstPermittedPage). */
export function useFirstPermittedPage(): PermittedPage | null {
  const menu = useMenu();
  const { table, access, flags, ready, subscriptions } = useConsoleState();
  return useMemo(() => firstPermittedPage({ table, access, flags, ready, subscriptions }, menu), [table, access, flags, ready, subscriptions, menu]);
}
