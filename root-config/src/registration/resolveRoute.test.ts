import { describe, expect, it } from 'vitest';
import type { PluginDefinition } from '@palisade/sdk';
import type { AccessState } from '@palisade/sdk/host';
import type { LoadedPlugin } from '../loader/loadPlugin';
import { resolveRoute, type RouteContext } from './resolveRoute';

const page = () => Promise.resolve({ default: () => null });
function plugin(id: string, routes: { path: string; module?: string; flag?: string; aliases?: string[]; subscription?: string }[]): LoadedPlugin {
  const definition: PluginDefinition = {
    id,
    version: '1.0.0',
    sdk: '^1.0.0',
    extensions: routes.map((r) => ({ type: 'console.page/route' as const, properties: { ...r, component: page } })),
  };
  return { descriptor: { id, specifier: `@palisade-plugins/${id}`, url: `/plugins/${id}/plugin.js` }, definition, css: [] };
}

const plugins = [
  plugin('alerts', [{ path: '/admin/alerts/*', module: 'ALERTS' }]),
  plugin('policy', [{ path: '/admin/policy/forwardingpolicies', module: 'POLICIES', aliases: ['/admin/policy/addPolicy'] }]),
  plugin('system-notifications', [{ path: '/admin/system-notification', module: 'SYSTEM_NOTIFICATIONS', flag: 'system_notifications' }]),
  plugin('profile', [{ path: '/admin/profile' }]),
  plugin('vulnerability', [{ path: '/admin/cloud-posture/vulnerability/inventory', subscription: 'VULNERABILITY' }]),
  plugin('analytics', [{ path: '/admin/analytics/reports/*', module: 'ANALYTICS', flag: 'analytics', subscription: 'ANALYTICS' }]),
];
const access = (...modules: string[]): AccessState => ({ status: 'ready', modules: new Set(modules), actions: new Set(), group: null });
const context = (over: Partial<RouteContext> = {}): RouteContext => ({
  plugins,
  access: access('ALERTS', 'SYSTEM_NOTIFICATIONS'),
  flags: { system_notifications: { default: true } },
  ready: true,
  pluginsPending: false,
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

  it('gives NotFound for an admin path no plugin serves, once every plugin has settled', () => {
    expect(resolveRoute('/admin/nowhere', context())).toEqual({ kind: 'not-found' });
    expect(resolveRoute('/admin/nowhere', context({ pluginsPending: true }))).toEqual({ kind: 'pending' });
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
