import type { FeatureFlagMap, RouteExtension } from '@palisade/sdk';
import { extensionGate, findRouteForPath, type AccessState } from '@palisade/sdk/host';
import type { LoadedPlugin } from '../loader/loadPlugin';

/** What the console shows at a path. */
export type RouteResolution =
  /** A plugin's page the user may see: that plugin is mounted. */
  | { kind: 'plugin'; pluginId: string; route: RouteExtension }
  /** A plugin's page that needs a subscription the organisation has not bought. */
  | { kind: 'subscription-required'; pluginId: string; subscription: string }
  /** A plugin's page whose RBAC module the user's role lacks. */
  | { kind: 'no-access'; pluginId: string; module: string }
  /** A plugin's page whose feature flag is off for the tenant. */
  | { kind: 'feature-disabled'; pluginId: string; flag: string }
  /** An admin path nobody serves. */
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
 * wins. A route held back from the user gives the page that says why, by the
 * route's first closed gate (module, then subscription, then flag), never the
 * plugin; only an admin path no plugin claims gives NotFound.
 */
export function resolveRoute(pathname: string, context: RouteContext): RouteResolution {
  for (const plugin of context.plugins) {
    const match = findRouteForPath(plugin.definition.extensions, pathname);
    if (!match) continue;
    if (!context.ready || context.access.status === 'loading') return { kind: 'pending' };
    const modules = context.access.status === 'ready' ? context.access.modules : new Set<string>();
    const pluginId = plugin.descriptor.id;
    const gate = extensionGate(match.route, { modules, flags: context.flags, subscriptions: context.subscriptions });
    switch (gate?.kind) {
      case undefined:
        return { kind: 'plugin', pluginId, route: match.route };
      case 'module':
        return { kind: 'no-access', pluginId, module: gate.module };
      case 'subscription':
        return { kind: 'subscription-required', pluginId, subscription: gate.subscription };
      case 'flag':
        return { kind: 'feature-disabled', pluginId, flag: gate.flag };
    }
  }
  if (context.pluginsPending && isAdminPath(pathname)) return { kind: 'pending' };
  return isAdminPath(pathname) ? { kind: 'not-found' } : { kind: 'outside' };
}
