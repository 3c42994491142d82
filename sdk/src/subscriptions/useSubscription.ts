import { useAtomValue } from 'jotai';
import { useRuntime } from '../runtime/RuntimeContext';

/** Whether the organisation has bought a subscription; `unknown` while the tenant info has not loaded (or failed). @public */
export type SubscriptionStatus = 'subscribed' | 'not-subscribed' | 'unknown';

/** The status of `subscription` among the tenant's subscriptions; `unknown` when they are not known. @public */
export function subscriptionStatus(subscriptions: readonly string[] | null, subscription: string): SubscriptionStatus {
  if (subscriptions === null) return 'unknown';
  return subscriptions.includes(subscription) ? 'subscribed' : 'not-subscribed';
}

/**
 * Whether the user's organisation has bought `subscription` (spec section 6).
 * For a whole page, prefer the route extension's `subscription` property: the
 * console then shows Subscription Required for you.
 *
 * @example
 * ```tsx
 * if (useSubscription('VULNERABILITY') === 'not-subscribed') return <SubscriptionRequired feature="Vulnerability" />;
 * ```
 *
 * @public
 */
export function useSubscription(subscription: string): SubscriptionStatus {
  const runtime = useRuntime('useSubscription');
  return subscriptionStatus(useAtomValue(runtime.atoms.subscriptions, { store: runtime.store }), subscription);
}
