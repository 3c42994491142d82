/** Props of {@link SubscriptionRequired}. @public */
export interface SubscriptionRequiredProps {
  /** The feature's name, e.g. `Vulnerability Management`; the message then names it. */
  feature?: string;
}

/**
 * Shown instead of a feature the organisation has not bought (spec sections 6
 * and 9): 'Subscription Required' and that the organization lacks the subscription.
 *
 * @example
 * ```tsx
 * <SubscriptionRequired feature="Analytics" />
 * ```
 *
 * @public
 */
export function SubscriptionRequired({ feature }: SubscriptionRequiredProps) {
  return (
    <section className="pl-subscription-required" aria-labelledby="pl-subscription-required-title">
      <h1 id="pl-subscription-required-title">Subscription Required</h1>
      <p>
        {feature
          ? `Your organization does not have a subscription for ${feature}.`
          : 'Your organization does not have a subscription for this feature.'}{' '}
        Contact your account team to add it.
      </p>
    </section>
  );
}
