import type { Gated, LazyComponent } from '../extensionParts';

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
    component: LazyComponent;
  };
}

/** True for a `console.page/route` extension. */
export const isRouteExtension = (e: { type: string }): e is RouteExtension => e.type === 'console.page/route';
