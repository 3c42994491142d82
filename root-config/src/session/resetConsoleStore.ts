import type { ConsoleRuntime } from '@palisade/sdk/host';

/** The reset-store action (spec section 4): every piece of the console's shared state back to its start. */
export function resetConsoleStore(runtime: ConsoleRuntime): void {
  runtime.setSession({ authenticated: false, csrfToken: null });
  runtime.setAccess({ status: 'loading' });
  runtime.setFeatureFlags([]);
  runtime.setUnreadCount(null);
  runtime.store.set(runtime.atoms.unreadCountLoading, false);
  runtime.setSubscriptions(null);
  for (const toast of runtime.getToasts()) runtime.dismissToast(toast.id);
  runtime.clearServerState();
}
