import { QueryClient } from '@tanstack/react-query';

/**
 * How long fetched data counts as fresh: none. A page shown again draws what
 * the cache holds at once and asks the server again in the background, so a
 * security list is never older than the last visit. Concurrent asks for one
 * key are still made once.
 */
export const QUERY_STALE_TIME_MS = 0;

/**
 * How long data no page shows is kept: 10 minutes, long enough to go back and
 * forth between the pages of a task, short enough that pages left behind
 * (alert pages can be large) do not pile up. Sign-out and a group switch
 * clear it at once whatever its age.
 */
export const QUERY_GC_TIME_MS = 10 * 60_000;

/**
 * The console's one server-state cache. Failures are not retried: the pages
 * show the error with their own Retry at once, and a 403 or 404 asked again
 * only delays it. Focus does not refetch either: coming back to the tab is not
 * a reason to reload a 230,000-alert list; showing a page again is.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: QUERY_STALE_TIME_MS,
        gcTime: QUERY_GC_TIME_MS,
        retry: false,
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  });
}
