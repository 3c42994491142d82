import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useHttp, useUnreadNotificationCount } from '@palisade/sdk';
import { fetchNotifications, markNotificationRead } from './notificationsApi';
import type { SystemNotification } from './SystemNotification';

/** What the page knows about the list. */
export type NotificationsState =
  | { status: 'loading' }
  | { status: 'error'; error: unknown }
  | { status: 'ready'; items: readonly SystemNotification[] };

/** Outcome of a mark-as-read action: the titles that failed, if any. */
export type MarkResult = { ok: true } | { ok: false; failed: readonly SystemNotification[] };

const NOTIFICATIONS_KEY = ['system-notifications', 'list'] as const;

/**
 * Loads the user's notifications and marks them read. Every successful change
 * refreshes the shell's bell so its count matches the list.
 */
export function useNotifications() {
  const http = useHttp();
  const unread = useUnreadNotificationCount();
  const queryClient = useQueryClient();
  const query = useQuery({ queryKey: NOTIFICATIONS_KEY, queryFn: ({ signal }) => fetchNotifications(http, signal) });
  // A retry after a failure shows the spinner again.
  const state: NotificationsState =
    query.status === 'success' ? { status: 'ready', items: query.data }
      : query.status === 'error' && !query.isFetching ? { status: 'error', error: query.error }
        : { status: 'loading' };
  const { refetch } = query;
  const reload = useCallback(async () => {
    await refetch();
  }, [refetch]);

  const markRead = useCallback(
    async (targets: readonly SystemNotification[]): Promise<MarkResult> => {
      const results = await Promise.allSettled(targets.map((n) => markNotificationRead(http, n.id)));
      const done = new Set(targets.filter((_, i) => results[i]?.status === 'fulfilled').map((n) => n.id));
      if (done.size > 0) {
        // The server's answer is known: the cached list changes in place, with no request.
        queryClient.setQueryData(NOTIFICATIONS_KEY, (items: readonly SystemNotification[] | undefined) =>
          items?.map((n) => (done.has(n.id) ? { ...n, read: true } : n)),
        );
        void unread.refresh();
      }
      const failed = targets.filter((n) => !done.has(n.id));
      return failed.length === 0 ? { ok: true } : { ok: false, failed };
    },
    [http, unread, queryClient],
  );

  return { state, reload, markRead };
}
