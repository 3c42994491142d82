import type { Gated, LazyComponent } from '../extensionParts';
import type { DashboardCardExtension } from './dashboardCard';

/** The extension kinds a route may host (see `hosts`). @public */
export type HostedExtensionType = DashboardCardExtension['type'];

/**
 * A page at a console path, drawn inside the console layout (header and
 * menu). The plugin is mounted into the shell's content area while one of its
 * routes is active. Its path and aliases are its own: the console refuses
 * another plugin's route that overlaps them (same path, a wildcard over it).
 *
 * @example
 * ```ts
 * {
 *   type: 'console.page/route',
 *   properties: {
 *     path: '/admin/system-notification',
 *     module: 'SYSTEM_NOTIFICATIONS',
 *     component: () => import('./NotificationsPage'),
 *   },
 * }
 * ```
 *
 * @public
 */
export interface RouteExtension {
  type: 'console.page/route';
  properties: Gated & {
    /** Absolute path under `/admin/`; a trailing `/*` matches everything below it. */
    path: string;
    /** Other paths that show the same page (spec: `/admin/policy/addPolicy` counts as policies). */
    aliases?: readonly string[];
    /**
     * Subscription the organisation must have bought (a name from the tenant's
     * `subscriptions`, e.g. `VULNERABILITY`); without it the console shows
     * Subscription Required instead of the page (spec sections 6 and 9).
     */
    subscription?: string;
    /**
     * The route's step (1 to 21) in the spec's landing priority (section 4):
     * after sign-in or a group switch the console opens the page of the
     * lowest step the user may see, at this path without its trailing `/*`.
     */
    landing?: number;
    /**
     * The extension kind this page shows, e.g. the dashboard's cards. When
     * the page's plugin fails, the console draws those extensions' frames
     * from the catalogue under the plugin's error panel (a card: its title,
     * its link, its figure or '--'), so what they lead to stays in reach.
     */
    hosts?: HostedExtensionType;
    component: LazyComponent;
  };
}

/** True for a `console.page/route` extension. @public */
export const isRouteExtension = (e: { type: string }): e is RouteExtension => e.type === 'console.page/route';
