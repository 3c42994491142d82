import type { FeatureFlagMap, RouteExtension } from '@palisade/sdk';
import { extensionGate, type AccessState } from '@palisade/sdk/host';
import type { RouteTable } from './RouteTable';

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
  /** Not decided yet: the catalogue, access or flags are still loading. */
  | { kind: 'pending' }
  /** Not an admin path and no plugin claims it: the shell's own business (`/`, `/login`…). */
  | { kind: 'outside' };

export interface RouteContext {
  /** The catalogue's routes; `null` until the catalogue is read. */
  table: RouteTable | null;
  access: AccessState;
  flags: FeatureFlagMap;
  /** Access and flags have loaded for this session. */
  ready: boolean;
  /** The tenant's subscriptions; `null` or absent while unknown (routes are then not held back). */
  subscriptions?: readonly string[] | null;
}

const isAdminPath = (pathname: string) => pathname === '/admin' || pathname.startsWith('/admin/');

/**
 * Decides what a path shows, from the catalogue's route table (no plugin
 * code needed). A route held back from the user gives the page that says
 * why, by the route's first closed gate (module, then subscription, then
 * flag), never the plugin; only an admin path no plugin claims gives NotFound.
 */
export function resolveRoute(pathname: string, context: RouteContext): RouteResolution {
  if (context.table === null) return isAdminPath(pathname) ? { kind: 'pending' } : { kind: 'outside' };
  const match = context.table.match(pathname);
  if (!match) return isAdminPath(pathname) ? { kind: 'not-found' } : { kind: 'outside' };
  if (!context.ready || context.access.status === 'loading') return { kind: 'pending' };
  const modules = context.access.status === 'ready' ? context.access.modules : new Set<string>();
  const { pluginId, route } = match;
  const gate = extensionGate(route, { modules, flags: context.flags, subscriptions: context.subscriptions });
  switch (gate?.kind) {
    case undefined:
      return { kind: 'plugin', pluginId, route };
    case 'module':
      return { kind: 'no-access', pluginId, module: gate.module };
    case 'subscription':
      return { kind: 'subscription-required', pluginId, subscription: gate.subscription };
    case 'flag':
      return { kind: 'feature-disabled', pluginId, flag: gate.flag };
  }
}

/**
 * `resolveRoute` for single-spa's `activeWhen`, asked once per application
 * on every reroute: the answer is kept while the path and the context (its
 * parts compared by identity) stay the same, so each further call is a
 * comparison, not a search.
 */
export function createRouteResolver(context: () => RouteContext): (pathname: string) => RouteResolution {
  let last: { pathname: string; context: RouteContext; resolution: RouteResolution } | null = null;
  const same = (a: RouteContext, b: RouteContext) =>
    a.table === b.table && a.access === b.access && a.flags === b.flags && a.ready === b.ready && a.subscriptions === b.subscriptions;
  return (pathname) => {
    const current = context();
    if (last && last.pathname === pathname && same(last.context, current)) return last.resolution;
    last = { pathname, context: current, resolution: resolveRoute(pathname, current) };
    return last.resolution;
  };
}
