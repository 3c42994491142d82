import { describe, expect, it } from 'vitest';
import type { ManifestExtension } from '@palisade/contracts/catalogue';
import type { AccessState } from '@palisade/sdk/host';
import { catalogueExtensions } from '../catalogue/catalogueExtensions';
import type { RouteContext } from '../registration/resolveRoute';
import { RouteTable } from '../registration/RouteTable';
import { cataloguePlugin, routeOf, testCatalogue } from '../testing/testCatalogue';
import { buildMenu } from './buildMenu';
import { firstPermittedPage } from './firstPermittedPage';

type Area = { path: string; module?: string; label: string; section?: 'main' | 'administration'; landing?: number };
function plugin(id: string, areas: Area[]) {
  const extensions: ManifestExtension[] = areas.flatMap((a, i) => [
    routeOf(a.path === '/admin/configuration' ? a.path : `${a.path}/*`, { module: a.module, ...(a.landing ? { landing: a.landing } : {}) }),
    {
      type: 'console.navigation/item',
      properties: { id: `${id}-${i}`, labelKey: a.label, section: a.section ?? 'main', order: i, href: a.path, ...(a.module ? { module: a.module } : {}) },
    },
  ]);
  return cataloguePlugin(id, extensions);
}

// Listed in no particular order: the landing steps the routes declare decide.
const extensions = catalogueExtensions(
  testCatalogue([
    plugin('administration', [
      { path: '/admin/configuration', module: 'ADMINISTRATION', label: 'Overview', section: 'administration' },
      { path: '/admin/configuration/audit-logs', module: 'AUDIT_LOGS', label: 'Audit logs', section: 'administration', landing: 15 },
      { path: '/admin/configuration/integrations', module: 'INTEGRATIONS', label: 'Integrations', section: 'administration', landing: 13 },
    ]),
    plugin('alerts', [{ path: '/admin/alerts', module: 'ALERTS', label: 'Alerts', landing: 2 }]),
    plugin('dashboard', [{ path: '/admin/dashboard/dashboard', module: 'DASHBOARD', label: 'Dashboard', landing: 1 }]),
    plugin('cost', [{ path: '/admin/cost', label: 'Cloud cost' }]),
  ]),
  () => Promise.reject(new Error('no code')),
);
const table = new RouteTable(extensions);
const access = (...modules: string[]): AccessState => ({ status: 'ready', modules: new Set(modules), actions: new Set(), group: null });
const context = (modules: string[]): RouteContext => ({ table, access: access(...modules), flags: {}, ready: true });
const first = (modules: string[]) => {
  const menu = buildMenu(extensions, { modules: new Set(modules), flags: {}, translate: (_, key) => key });
  return firstPermittedPage(context(modules), menu);
};

describe('firstPermittedPage', () => {
  it('is the lowest landing step the role opens', () => {
    expect(first(['DASHBOARD', 'ALERTS'])).toEqual({ href: '/admin/dashboard/dashboard', label: 'Dashboard' });
    expect(first(['ALERTS'])).toEqual({ href: '/admin/alerts', label: 'Alerts' });
  });

  it('follows the declared steps past areas the role lacks, named as the menu names the page', () => {
    // Integrations (step 13) comes before audit logs (step 15); the overview declares no step.
    expect(first(['ADMINISTRATION', 'AUDIT_LOGS', 'INTEGRATIONS'])).toEqual({ href: '/admin/configuration/integrations', label: 'Integrations' });
    expect(first(['AUDIT_LOGS'])).toEqual({ href: '/admin/configuration/audit-logs', label: 'Audit logs' });
  });

  it('falls back to the first menu link that opens a page when no step does', () => {
    expect(first(['CLOUD_ACCOUNTS'])).toEqual({ href: '/admin/cost', label: 'Cloud cost' });
  });

  it('is null when nothing opens', () => {
    expect(firstPermittedPage({ ...context(['DASHBOARD']), table: new RouteTable([]) }, { main: [], utility: [] })).toBeNull();
  });
});
