import type { FeatureFlagMap } from '../flags/FeatureFlagMap';
import { isFlagEnabled } from '../flags/groupFeatureFlags';
import type { Extension } from './extension';

/** What decides whether an extension shows: the role's modules and the tenant's flags. */
export interface VisibilityContext {
  modules: ReadonlySet<string>;
  flags: FeatureFlagMap;
}

/**
 * Whether the user sees an extension: its RBAC module is granted (when it
 * names one) and its feature flag is on (when it names one).
 */
export function isExtensionVisible(extension: Extension, context: VisibilityContext): boolean {
  const { module, flag } = extension.properties;
  if (module && !context.modules.has(module)) return false;
  if (flag && !isFlagEnabled(context.flags, flag)) return false;
  return true;
}
