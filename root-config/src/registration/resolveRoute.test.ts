import { describe, expect, it } from 'vitest';
import type { AccessState } from '@palisade/sdk/host';
import { catalogueExtensions } from '../catalogue/catalogueExtensions';
import { cataloguePlugin, routeOf, testCatalogue } from '../testing/testCatalogue';
import { createRouteResolver, resolveRoute, type RouteContext } from './resolveRoute';
import { RouteTable } from './RouteTable';

type Route = { path: string; module?: string; flag?: string; aliases?: string[]; subscription?: string };
const plugin = (id: string, routes: Route[]) => cataloguePlugin(id, routes.map(({ path, ...more }) => routeOf(path, more)));
const noCode = () => Promise.reject(new Error('no plugin code in this test'));

const table = new RouteTable(catalogueExtensions(testCatalogue([
  plugin('alerts', [{ path: '/admin/alerts/*', module: 'ALERTS' }]),
  plugin('policy', [{ path: '/admin/policy/forwardingpolicies', module: 'POLICIES', aliases: ['/admin/policy/addPolicy'] }]),
  plugin('system-notifications', [{ path: '/admin/system-notification', module: 'SYSTEM_NOTIFICATIONS', flag: 'system_notifications' }]),
  plugin('profile', [{ path: '/admin/profile' }]),
  plugin('vulnerability', [{ path: '/admin/cloud-posture/vulnerability/inventory', subscription: 'VULNERABILITY' }]),
  plugin('analytics', [{ path: '/admin/analytics/reports/*', module: 'ANALYTICS', flag: 'analytics', subscription: 'ANALYTICS' }]),
]), noCode));
const access = (...modules: string[]): AccessState => ({ status: 'ready', modules: new Set(modules), actions: new Set(), group: null });
const context = (over: Partial<RouteContext> = {}): RouteContext => ({
  table,
  access: access('ALERTS', 'SYSTEM_NOTIFICATIONS'),
  flags: { system_notifications: { default: true } },
  ready: true,
  ...over,
});

describe('resolveRoute', () => {
  it('gives the plugin whose route matches, including nested paths and aliases', () => {
    expect(resolveRoute('/admin/alerts', context())).toMatchObject({ kind: 'plugin', pluginId: 'alerts' });
    expect(resolveRoute('/admin/alerts/123', context())).toMatchObject({ kind: 'plugin', pluginId: 'alerts' });
    expect(resolveRoute('/admin/policy/addPolicy', context({ access: access('POLICIES') }))).toMatchObject({ kind: 'plugin', pluginId: 'policy' });
  });

  it('shows a route with no module to every signed-in user', () => {
    expect(resolveRoute('/admin/profile', context({ access: access() }))).toMatchObject({ kind: 'plugin', pluginId: 'profile' });
  });

  it('gives the no-access page, not the plugin, when the role lacks the module', () => {
    expect(resolveRoute('/admin/policy/forwardingpolicies', context())).toEqual({ kind: 'no-access', pluginId: 'policy', module: 'POLICIES' });
    expect(resolveRoute('/admin/alerts', context({ access: { status: 'failed' } }))).toMatchObject({ kind: 'no-access' });
  });

  it('says a page whose feature flag is off is not enabled, rather than not found', () => {
    expect(resolveRoute('/admin/system-notification', context({ flags: { system_notifications: { default: false } } }))).toEqual({
      kind: 'feature-disabled',
      pluginId: 'system-notifications',
      flag: 'system_notifications',
    });
  });

  it('names the first closed gate of a route: module, then subscription, then flag', () => {
    const path = '/admin/analytics/reports/executive-report';
    const flagOff = { analytics: { default: false } };
    expect(resolveRoute(path, context({ flags: flagOff, subscriptions: [] }))).toEqual({ kind: 'no-access', pluginId: 'analytics', module: 'ANALYTICS' });
    // Globex US: the role grants Analytics, the tenant neither bought it nor has its flag on.
    expect(resolveRoute(path, context({ access: access('ANALYTICS'), flags: flagOff, subscriptions: ['CSPM'] }))).toEqual({
      kind: 'subscription-required',
      pluginId: 'analytics',
      subscription: 'ANALYTICS',
    });
    expect(resolveRoute(path, context({ access: access('ANALYTICS'), flags: flagOff, subscriptions: ['ANALYTICS'] }))).toEqual({
      kind: 'feature-disabled',
      pluginId: 'analytics',
      flag: 'analytics',
    });
    expect(resolveRoute(path, context({ access: access('ANALYTICS'), flags: { analytics: { default: true } }, subscriptions: ['ANALYTICS'] }))).toMatchObject({
      kind: 'plugin',
      pluginId: 'analytics',
    });
  });

  it('gives NotFound for an admin path no plugin serves, once the catalogue is read', () => {
    expect(resolveRoute('/admin/nowhere', context())).toEqual({ kind: 'not-found' });
    expect(resolveRoute('/admin/alerts', context({ table: null }))).toEqual({ kind: 'pending' });
  });

  it('matches case-insensitively, with or without a trailing slash, literal paths before patterns', () => {
    expect(resolveRoute('/Admin/Profile/', context())).toMatchObject({ kind: 'plugin', pluginId: 'profile' });
    expect(resolveRoute('/admin/alerts/', context())).toMatchObject({ kind: 'plugin', pluginId: 'alerts' });
    expect(resolveRoute('/admin/alertsx', context())).toEqual({ kind: 'not-found' });
  });

  it('waits while access or flags are loading instead of refusing', () => {
    expect(resolveRoute('/admin/alerts', context({ access: { status: 'loading' } }))).toEqual({ kind: 'pending' });
    expect(resolveRoute('/admin/alerts', context({ ready: false }))).toEqual({ kind: 'pending' });
  });

  it('leaves non-admin paths to the shell', () => {
    expect(resolveRoute('/', context())).toEqual({ kind: 'outside' });
    expect(resolveRoute('/login', context())).toEqual({ kind: 'outside' });
  });

  it('shows Subscription Required, not the plugin, for a page the organisation has not bought', () => {
    const path = '/admin/cloud-posture/vulnerability/inventory';
    expect(resolveRoute(path, context({ subscriptions: ['CSPM'] }))).toEqual({
      kind: 'subscription-required',
      pluginId: 'vulnerability',
      subscription: 'VULNERABILITY',
    });
    expect(resolveRoute(path, context({ subscriptions: ['CSPM', 'VULNERABILITY'] }))).toMatchObject({ kind: 'plugin' });
    // Unknown subscriptions (tenant info failed) do not hold a page back.
    expect(resolveRoute(path, context({ subscriptions: null }))).toMatchObject({ kind: 'plugin' });
  });
});

describe('createRouteResolver', () => {
  it('resolves a path once for every application that asks, and again when the path or the context changes', () => {
    let current = context();
    let searches = 0;
    const counting = new Proxy(table, {
      get: (target, key) => (key === 'match' ? (path: string) => (searches++, target.match(path)) : Reflect.get(target, key)),
    });
    current = context({ table: counting });
    const resolve = createRouteResolver(() => current);
    for (let app = 0; app < 264; app++) resolve('/admin/alerts/1');
    expect(searches).toBe(1);
    resolve('/admin/profile');
    expect(searches).toBe(2);
    current = { ...current, access: access('ALERTS') };
    expect(resolve('/admin/profile')).toMatchObject({ kind: 'plugin', pluginId: 'profile' });
    expect(searches).toBe(3);
  });
});
