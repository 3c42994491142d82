import type { ComponentType } from 'react';
import type { ModuleId } from '../access/moduleIds';

/**
 * A reference to code that loads only when it is needed: a route's page, a
 * card's body. Write it as `() => import('./Page')` so the plugin's bundler
 * splits it into its own chunk (the manifest names that chunk).
 *
 * @example
 * ```ts
 * component: () => import('./NotificationsPage'),
 * ```
 *
 * @public
 */
export type LazyComponent<P = object> = () => Promise<{ default: ComponentType<P> }>;

/** What every extension may say about who sees it. @public */
export interface Gated {
  /** RBAC module id the user's role must grant; omit (and `anyModule`) for "every signed-in user". */
  module?: ModuleId;
  /**
   * RBAC grants any one of which shows the extension, in place of `module`
   * (give one or the other): for a page that serves several roles, each
   * seeing the part its grant allows. A DASHBOARD sub-app is named by its
   * grant, `DASHBOARD/<id>` (see `dashboardGrant`). The page itself decides
   * what each grant shows, and the server enforces it.
   *
   * @example
   * ```ts
   * anyModule: ['ALERTS', 'DASHBOARD/IAC_ALERTS'],
   * ```
   */
  anyModule?: readonly ModuleId[];
  /** Feature flag key that must be on. */
  flag?: string;
}
