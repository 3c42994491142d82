import type { ComponentType } from 'react';
import type { ModuleId } from '../access/moduleIds';

/**
 * A reference to code that loads only when it is needed: a route's page, a
 * card's body. Write it as `() => import('./Page')` so the plugin's bundler
 * splits it into its own chunk.
 *
 * @example
 * ```ts
 * component: () => import('./NotificationsPage'),
 * ```
 */
export type LazyComponent<P = object> = () => Promise<{ default: ComponentType<P> }>;

/** What every extension may say about who sees it. */
export interface Gated {
  /** RBAC module id the user's role must grant; omit for "every signed-in user". */
  module?: ModuleId;
  /** Feature flag key that must be on. */
  flag?: string;
}

/**
 * A page at a console path. The plugin is mounted into the shell's content
 * area while one of its routes is active.
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
    component: LazyComponent;
  };
}

/** Where a menu item stands. `cloud-posture` items are grouped under "Cloud Posture". */
export type MenuSection = 'main' | 'cloud-posture' | 'administration' | 'utility';

/** An entry of the navigation menu. */
export interface MenuItemExtension {
  type: 'console.navigation/item';
  properties: Gated & {
    /** Unique across all plugins. */
    id: string;
    /** i18n key in the plugin's namespace. */
    labelKey: string;
    section: MenuSection;
    /** Lower comes first within its section. */
    order: number;
    /** Path the item opens; also marks the item active for paths below it. */
    href: string;
    /** Other path prefixes that mark this item active. */
    activeOn?: readonly string[];
  };
}

/** What a dashboard card's count loader resolves to. */
export type CardCount = { value: number; unit?: '%' };

/** The services a card's count loader may use. */
export interface CardLoadContext {
  /** The console API client (see {@link HttpClient}). */
  http: import('../http/HttpClient').HttpClient;
  signal: AbortSignal;
}

/**
 * A card on the dashboard carousel (spec sections 2 and 3), ordered by
 * `appId`. The six built-in cards hold 0 to 5; an `appId` is one card's
 * only, so the console refuses a plugin whose card takes one another plugin
 * already has, and a third-party card (100 and above, by convention) comes
 * after the six.
 */
export interface DashboardCardExtension {
  type: 'console.dashboard/card';
  properties: {
    /** Position on the carousel, unique across plugins: 0 to 5 for the built-in cards, 100+ for others. */
    appId: number;
    /** i18n key of the card's title (spec: app_name). */
    titleKey: string;
    /** i18n key of the caption above the figure (spec: app_info_above). */
    infoKey?: string;
    /** DASHBOARD sub-app the role must grant (spec: rbacId). */
    module: ModuleId;
    flag?: string;
    /**
     * Subscription the organisation must have bought (as on the area's
     * route, e.g. `VULNERABILITY`); without it the card is not shown.
     */
    subscription?: string;
    /** Where a click on the card leads. */
    href: string;
    /** Loads the card's figure (spec: above_value). A rejection shows '--'. */
    loadCount: (context: CardLoadContext) => Promise<CardCount>;
    /** Optional body drawn under the figure. */
    component?: LazyComponent;
  };
}

/** Every extension a plugin may contribute. */
export type Extension = RouteExtension | MenuItemExtension | DashboardCardExtension;

/** The `type` strings of {@link Extension}. */
export type ExtensionType = Extension['type'];
