import { useCallback, useEffect, useRef, useState } from 'react';
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

/**
 * Loads the user's notifications and marks them read. Every successful change
 * refreshes the shell's bell so its count matches the list.
 */
export function useNotifications() {
  const http = useHttp();
  const unread = useUnreadNotificationCount();
  const [state, setState] = useState<NotificationsState>({ status: 'loading' });
  const controller = useRef<AbortController | null>(null);

  const load = useCallback(async () => {
    controller.current?.abort();
    const ac = new AbortController();
    controller.current = ac;
    setState({ status: 'loading' });
    try {
      const items = await fetchNotifications(http, ac.signal);
      if (!ac.signal.aborted) setState({ status: 'ready', items });
    } catch (error) {
      if (!ac.signal.aborted) setState({ status: 'error', error });
    }
  }, [http]);

  useEffect(() => {
    void load();
    return () => controller.current?.abort();
  }, [load]);

  const markRead = useCallback(
    async (targets: readonly SystemNotification[]): Promise<MarkResult> => {
      const results = await Promise.allSettled(targets.map((n) => markNotificationRead(http, n.id)));
      const done = new Set(targets.filter((_, i) => results[i]?.status === 'fulfilled').map((n) => n.id));
      if (done.size > 0) {
        setState((s) =>
          s.status === 'ready' ? { ...s, items: s.items.map((n) => (done.has(n.id) ? { ...n, read: true } : n)) } : s,
        );
        void unread.refresh();
      }
      const failed = targets.filter((n) => !done.has(n.id));
      return failed.length === 0 ? { ok: true } : { ok: false, failed };
    },
    [http, unread],
  );

  return { state, reload: load, markRead };
}
