import type { FeatureFlagMap } from '../flags/FeatureFlagMap';
import { isFlagEnabled } from '../flags/groupFeatureFlags';
import { dashboardGrant } from '../access/AccessState';
import type { Extension } from './extension';

/** What decides whether an extension shows: the role's modules, the tenant's flags and, when given, its subscriptions. */
export interface VisibilityContext {
  modules: ReadonlySet<string>;
  flags: FeatureFlagMap;
  /**
   * The organisation's subscriptions; `null` or absent while unknown (nothing
   * is held back then). Routes leave it out: an unbought page shows
   * Subscription Required instead of vanishing.
   */
  subscriptions?: readonly string[] | null;
}

/**
 * Whether the user sees an extension: its RBAC module is granted (when it
 * names one), its feature flag is on (when it names one) and, when the
 * context knows the subscriptions, its subscription is bought. A dashboard
 * card's module is a DASHBOARD sub-app, checked as `DASHBOARD/<module>`.
 */
export function isExtensionVisible(extension: Extension, context: VisibilityContext): boolean {
  const { module, flag } = extension.properties;
  const grant = module && extension.type === 'console.dashboard/card' ? dashboardGrant(module) : module;
  if (grant && !context.modules.has(grant)) return false;
  if (flag && !isFlagEnabled(context.flags, flag)) return false;
  const subscription = 'subscription' in extension.properties ? extension.properties.subscription : undefined;
  if (subscription && context.subscriptions && !context.subscriptions.includes(subscription)) return false;
  return true;
}
