import type { FeatureFlagMap, RouteExtension } from '@palisade/sdk';
import { findRouteForPath, isExtensionVisible, type AccessState } from '@palisade/sdk/host';
import type { LoadedPlugin } from '../loader/loadPlugin';

/** What the console shows at a path. */
export type RouteResolution =
  /** A plugin's page the user may see: that plugin is mounted. */
  | { kind: 'plugin'; pluginId: string; route: RouteExtension }
  /** A plugin's page that needs a subscription the organisation has not bought. */
  | { kind: 'subscription-required'; pluginId: string; subscription: string }
  /** A plugin's page whose RBAC module the user's role lacks. */
  | { kind: 'no-access'; pluginId: string; module: string }
  /** An admin path nobody serves (or a page whose feature flag is off). */
  | { kind: 'not-found' }
  /** Not decided yet: access, flags or plugins are still loading. */
  | { kind: 'pending' }
  /** Not an admin path and no plugin claims it: the shell's own business (`/`, `/login`…). */
  | { kind: 'outside' };

export interface RouteContext {
  plugins: readonly LoadedPlugin[];
  access: AccessState;
  flags: FeatureFlagMap;
  /** Access and flags have loaded for this session. */
  ready: boolean;
  /** Some plugins are still loading (one of them may claim the path). */
  pluginsPending: boolean;
  /** The tenant's subscriptions; `null` or absent while unknown (routes are then not held back). */
  subscriptions?: readonly string[] | null;
}

const isAdminPath = (pathname: string) => pathname === '/admin' || pathname.startsWith('/admin/');

/**
 * Decides what a path shows: the first loaded plugin whose route matches
 * wins; a route the user's role does not grant gives the no-access page
 * (never the plugin); an unknown admin path gives NotFound.
 */
export function resolveRoute(pathname: string, context: RouteContext): RouteResolution {
  for (const plugin of context.plugins) {
    const match = findRouteForPath(plugin.definition.extensions, pathname);
    if (!match) continue;
    if (!context.ready || context.access.status === 'loading') return { kind: 'pending' };
    const modules = context.access.status === 'ready' ? context.access.modules : new Set<string>();
    const { route } = match;
    if (isExtensionVisible(route, { modules, flags: context.flags })) {
      const { subscription } = route.properties;
      if (subscription && context.subscriptions && !context.subscriptions.includes(subscription)) {
        return { kind: 'subscription-required', pluginId: plugin.descriptor.id, subscription };
      }
      return { kind: 'plugin', pluginId: plugin.descriptor.id, route };
    }
    const module = route.properties.module;
    if (module && !modules.has(module)) return { kind: 'no-access', pluginId: plugin.descriptor.id, module };
    return { kind: 'not-found' };
  }
  if (context.pluginsPending && isAdminPath(pathname)) return { kind: 'pending' };
  return isAdminPath(pathname) ? { kind: 'not-found' } : { kind: 'outside' };
}
