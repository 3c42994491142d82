import { useAtomValue } from 'jotai';
import { useMemo } from 'react';
import { useRuntime } from '../runtime/RuntimeContext';

/** What {@link useUnreadNotificationCount} returns. @public */
export interface UnreadNotificationCount {
  /** Unread system notifications; `null` until loaded. */
  count: number | null;
  /** True while the count is being (re)loaded; a failure ends it and keeps the last count. */
  loading: boolean;
  /** Reloads the count from the server (the bell updates everywhere). */
  refresh(): Promise<void>;
  /** Sets the count to zero. */
  reset(): void;
}

/**
 * The unread system-notification count the shell's bell shows, shared by
 * every plugin.
 *
 * @example
 * ```tsx
 * const unread = useUnreadNotificationCount();
 * await markRead(id);
 * await unread.refresh();
 * ```
 *
 * @public
 */
export function useUnreadNotificationCount(): UnreadNotificationCount {
  const runtime = useRuntime('useUnreadNotificationCount');
  const count = useAtomValue(runtime.atoms.unreadCount, { store: runtime.store });
  const loading = useAtomValue(runtime.atoms.unreadCountLoading, { store: runtime.store });
  return useMemo(
    () => ({ count, loading, refresh: () => runtime.refreshUnreadCount(), reset: () => runtime.setUnreadCount(0) }),
    [count, loading, runtime],
  );
}
