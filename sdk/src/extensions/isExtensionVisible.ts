import type { FeatureFlagMap } from '../flags/FeatureFlagMap';
import { isFlagEnabled } from '../flags/groupFeatureFlags';
import { dashboardGrant } from '../access/AccessState';
import type { Extension } from './extension';

/** What decides whether an extension shows: the role's modules and the tenant's flags. */
export interface VisibilityContext {
  modules: ReadonlySet<string>;
  flags: FeatureFlagMap;
}

/**
 * Whether the user sees an extension: its RBAC module is granted (when it
 * names one) and its feature flag is on (when it names one). A dashboard
 * card's module is a DASHBOARD sub-app, checked as `DASHBOARD/<module>`.
 */
export function isExtensionVisible(extension: Extension, context: VisibilityContext): boolean {
  const { module, flag } = extension.properties;
  const grant = module && extension.type === 'console.dashboard/card' ? dashboardGrant(module) : module;
  if (grant && !context.modules.has(grant)) return false;
  if (flag && !isFlagEnabled(context.flags, flag)) return false;
  return true;
}
