import { describe, expect, it } from 'vitest';
import type { PluginDefinition } from '@palisade/sdk';
import type { AccessState } from '@palisade/sdk/host';
import type { LoadedPlugin } from '../loader/loadPlugin';
import type { RouteContext } from '../registration/resolveRoute';
import { buildMenu } from './buildMenu';
import { firstPermittedPage } from './firstPermittedPage';

const page = () => Promise.resolve({ default: () => null });
type Area = { path: string; module?: string; label: string; section?: 'main' | 'administration' };
function plugin(id: string, areas: Area[]): LoadedPlugin {
  const definition: PluginDefinition = {
    id,
    version: '1.0.0',
    sdk: '^1.0.0',
    extensions: areas.flatMap((a, i) => [
      { type: 'console.page/route' as const, properties: { path: a.path === '/admin/configuration' ? a.path : `${a.path}/*`, module: a.module, component: page } },
      {
        type: 'console.navigation/item' as const,
        properties: { id: `${id}-${i}`, labelKey: a.label, section: a.section ?? 'main', order: i, href: a.path, module: a.module },
      },
    ]),
  };
  return { descriptor: { id, specifier: `@palisade-plugins/${id}`, url: `/plugins/${id}/plugin.js` }, definition, css: [] };
}

const plugins = [
  plugin('dashboard', [{ path: '/admin/dashboard/dashboard', module: 'DASHBOARD', label: 'Dashboard' }]),
  plugin('alerts', [{ path: '/admin/alerts', module: 'ALERTS', label: 'Alerts' }]),
  plugin('administration', [
    { path: '/admin/configuration', module: 'ADMINISTRATION', label: 'Overview', section: 'administration' },
    { path: '/admin/configuration/integrations', module: 'INTEGRATIONS', label: 'Integrations', section: 'administration' },
    { path: '/admin/configuration/audit-logs', module: 'AUDIT_LOGS', label: 'Audit logs', section: 'administration' },
  ]),
  plugin('cost', [{ path: '/admin/cost', label: 'Cloud cost' }]),
];
const access = (...modules: string[]): AccessState => ({ status: 'ready', modules: new Set(modules), actions: new Set(), group: null });
const context = (modules: string[]): RouteContext => ({ plugins, access: access(...modules), flags: {}, ready: true, pluginsPending: false });
const first = (modules: string[]) => {
  const menu = buildMenu(plugins, { modules: new Set(modules), flags: {}, translate: (_, key) => key });
  return firstPermittedPage(context(modules), menu);
};

describe('firstPermittedPage', () => {
  it('is the dashboard for a role that grants it', () => {
    expect(first(['DASHBOARD', 'ALERTS'])).toEqual({ href: '/admin/dashboard/dashboard', label: 'Dashboard' });
  });

  it('follows the landing priority past areas the role lacks, named as the menu names the page', () => {
    // Integrations (step 13) comes before audit logs (step 15); the overview is not a step of its own.
    expect(first(['ADMINISTRATION', 'AUDIT_LOGS', 'INTEGRATIONS'])).toEqual({ href: '/admin/configuration/integrations', label: 'Integrations' });
    expect(first(['AUDIT_LOGS'])).toEqual({ href: '/admin/configuration/audit-logs', label: 'Audit logs' });
  });

  it('skips a priority step no loaded plugin serves, and falls back to the first menu link that opens a page', () => {
    // CLOUD_ACCOUNTS (step 9) has no page here.
    expect(first(['CLOUD_ACCOUNTS', 'AUDIT_LOGS'])).toEqual({ href: '/admin/configuration/audit-logs', label: 'Audit logs' });
    expect(first(['CLOUD_ACCOUNTS'])).toEqual({ href: '/admin/cost', label: 'Cloud cost' });
  });

  it('is null when nothing opens', () => {
    const menu = { main: [], utility: [] };
    expect(firstPermittedPage({ ...context(['DASHBOARD']), plugins: [] }, menu)).toBeNull();
  });
});
