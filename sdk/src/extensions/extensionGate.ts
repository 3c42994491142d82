import { extensionVisibility } from '@palisade/contracts/catalogue/kinds';
import type { FeatureFlagMap } from '../flags/FeatureFlagMap';
import { isFlagEnabled } from '../flags/groupFeatureFlags';
import type { Extension } from './extension';

/** What decides whether an extension shows: the role's modules, the tenant's flags and, when given, its subscriptions. */
export interface VisibilityContext {
  modules: ReadonlySet<string>;
  flags: FeatureFlagMap;
  /** The organisation's subscriptions; `null` or absent while unknown (nothing is held back then). */
  subscriptions?: readonly string[] | null;
}

/**
 * Why an extension is held back from the user, first reason first: the role
 * lacks its RBAC module, the organisation has not bought its subscription,
 * or its feature flag is off for the tenant.
 */
export type ExtensionGate =
  | { kind: 'module'; module: string }
  | { kind: 'subscription'; subscription: string }
  | { kind: 'flag'; flag: string };

/**
 * The first gate that holds an extension back from the user, `null` when it
 * shows. Each kind's visibility rule (contracts' catalogue kinds) says what it
 * requires, in this order: RBAC module, or any one of several (a dashboard card's built-in
 * module is a DASHBOARD sub-app, checked as `DASHBOARD/<module>`; a plugin's
 * own module id as is), subscription (when the
 * context knows the subscriptions), feature flag. The console's pages for a
 * held-back route (no access, Subscription Required, not enabled) follow it.
 */
export function extensionGate(extension: Extension, context: VisibilityContext): ExtensionGate | null {
  for (const requirement of extensionVisibility(extension)) {
    if (requirement.kind === 'module' && !context.modules.has(requirement.grant)) return { kind: 'module', module: requirement.module };
    // None of several grants: the page that says so names the first, the module the extension is mainly of.
    if (requirement.kind === 'any-module' && !requirement.grants.some((grant) => context.modules.has(grant))) {
      return { kind: 'module', module: requirement.modules[0] ?? '' };
    }
    if (requirement.kind === 'subscription' && context.subscriptions && !context.subscriptions.includes(requirement.subscription)) {
      return { kind: 'subscription', subscription: requirement.subscription };
    }
    if (requirement.kind === 'flag' && !isFlagEnabled(context.flags, requirement.flag)) return { kind: 'flag', flag: requirement.flag };
  }
  return null;
}
