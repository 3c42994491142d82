import type { DashboardCardExtension, Extension, MenuItemExtension, RouteExtension } from './extension';

/** True for a `console.page/route` extension. */
export const isRouteExtension = (e: Extension): e is RouteExtension => e.type === 'console.page/route';

/** True for a `console.navigation/item` extension. */
export const isMenuItemExtension = (e: Extension): e is MenuItemExtension =>
  e.type === 'console.navigation/item';

/** True for a `console.dashboard/card` extension. */
export const isDashboardCardExtension = (e: Extension): e is DashboardCardExtension =>
  e.type === 'console.dashboard/card';
