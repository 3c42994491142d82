import type { QueryClient } from '@tanstack/react-query';

/**
 * Forgets every piece of server state: requests under way are cancelled (a
 * late answer lands nowhere), pending mutations are dropped, and no cached
 * data stays. With `refetchShown`, the queries a page on screen shows start
 * again from nothing (a group switch: same user, other rights); without it
 * nothing is asked (a sign-out: there is no session to ask with).
 */
export function clearServerState(client: QueryClient, options: { refetchShown: boolean }): void {
  client.getMutationCache().clear();
  if (!options.refetchShown) {
    client.clear();
    return;
  }
  client.removeQueries({ type: 'inactive' });
  void client.resetQueries({ type: 'active' });
}
