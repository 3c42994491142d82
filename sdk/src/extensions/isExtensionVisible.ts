import type { Extension } from './extension';
import { extensionGate, type VisibilityContext } from './extensionGate';

export type { VisibilityContext };

/**
 * Whether the user sees an extension: its RBAC module is granted (when it
 * names one), its feature flag is on (when it names one) and, when the
 * context knows the subscriptions, its subscription is bought. A dashboard
 * card's built-in module is a DASHBOARD sub-app, checked as
 * `DASHBOARD/<module>`; a plugin's own module id is checked as is.
 */
export function isExtensionVisible(extension: Extension, context: VisibilityContext): boolean {
  return extensionGate(extension, context) === null;
}
