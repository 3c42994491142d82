import { useEffect } from 'react';
import { SESSION_CONSTANTS } from '../session/constants';
import { useShell, useStoreValue } from './ShellServices';

/**
 * Loads the unread count, then polls it, while `wanted` holds and the user's
 * access and flags have loaded. The bell passes whether its menu item is
 * visible, so a role or tenant the server refuses notifications is never asked.
 */
export function useUnreadCountPolling(wanted: boolean): void {
  const { runtime, phase } = useShell();
  const ready = useStoreValue(phase).status === 'ready';
  const active = wanted && ready;
  useEffect(() => {
    if (!active) return;
    void runtime.refreshUnreadCount();
    const timer = setInterval(() => void runtime.refreshUnreadCount(), SESSION_CONSTANTS.notificationPollMs);
    return () => clearInterval(timer);
  }, [active, runtime]);
}
