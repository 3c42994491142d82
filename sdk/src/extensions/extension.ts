import type { DashboardCardExtension } from './kinds/dashboardCard';
import type { MenuItemExtension } from './kinds/menuItem';
import type { RouteExtension } from './kinds/route';
import type { StandalonePageExtension } from './kinds/standalonePage';

// Each kind lives in kinds/<kind>.ts (type, guard, docs) and in the contracts'
// catalogue/kinds/<kind>.ts (schema, claims, visibility rule).
export type { LazyComponent, Gated } from './extensionParts';
export type { RouteExtension, HostedExtensionType } from './kinds/route';
export type { StandalonePageExtension } from './kinds/standalonePage';
export type { MenuIndicator, MenuItemExtension, MenuSection } from './kinds/menuItem';
export type { DashboardCardExtension, CardCount, CardCountRequest, CardLoadContext, CardTrendDeclaration } from './kinds/dashboardCard';

/** Every extension a plugin may contribute. @public */
export type Extension = RouteExtension | StandalonePageExtension | MenuItemExtension | DashboardCardExtension;

/** The `type` strings of {@link Extension}. @public */
export type ExtensionType = Extension['type'];
