// @vitest-environment jsdom
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { navigateToUrl } from 'single-spa';
import { describe, expect, it } from 'vitest';
import type { CataloguePlugin, ManifestExtension } from '@palisade/contracts/catalogue';
import { FakeSystem } from './loader/fakeSystem';
import { startConsole } from './startConsole';
import { fakeConsoleServer, jsonResponse, testBoot, TEST_ORIGIN as origin } from './testing/fakeConsoleServer';
import { cataloguePlugin, entryModule, routeOf, testCatalogue } from './testing/testCatalogue';

const url = (id: string) => `${origin}/plugins/${id}/plugin.js`;
const page = (title: string) => () => Promise.resolve({ default: () => <h1>{title}</h1> });
const title = (id: string) => `${id[0]!.toUpperCase()}${id.slice(1)}`;
type Route = { path: string; module?: string };
type Menu = { id: string; order: number; module?: string };
const menuItem = (route: Route, menu: Menu) => ({ type: 'console.navigation/item', properties: { ...menu, labelKey: 'menu.label', section: 'main', href: route.path } });
const flagsOf = (id: string) => (id === 'alerts' ? [{ key: 'alerts_v2', default: false }] : id === 'policies' ? [{ key: 'policies_v2', default: true }] : []);
/** A plugin's entry module. */
const plugin = (id: string, route: Route, menu?: Menu) =>
  entryModule(id, [{ type: 'console.page/route', properties: { ...route, component: page(`${id} page`) } }, ...(menu ? [menuItem(route, menu)] : [])], {
    flags: flagsOf(id),
    translations: { 'en-US': () => Promise.resolve({ default: { menu: { label: title(id) } } }) },
  });
/** The same plugin as the catalogue states it. */
const declared = (id: string, route: Route, menu?: Menu): CataloguePlugin => ({
  ...cataloguePlugin(id, [routeOf(route.path, route.module ? { module: route.module } : {}), ...(menu ? [menuItem(route, menu) as ManifestExtension] : [])], {
    flags: flagsOf(id),
    labels: { 'menu.label': title(id) },
  }),
  url: url(id),
});

const catalogue = testCatalogue([
  declared('alerts', { path: '/admin/alerts', module: 'ALERTS' }, { id: 'alerts', order: 200, module: 'ALERTS' }),
  declared('policies', { path: '/admin/policy/forwardingpolicies', module: 'POLICIES' }),
  declared('broken', { path: '/admin/broken' }, { id: 'broken', order: 900 }),
  declared('slow', { path: '/admin/slow' }),
]);

const flagBodies: unknown[] = [];
const { fetch: fakeFetch, requests } = fakeConsoleServer({
  imports: {},
  modules: [{ id: 'DASHBOARD' }, { id: 'ALERTS' }],
  unreadCount: 3,
  routes: {
    '/bff/api/featureflag/api/v2/isenabled': async (request) => {
      flagBodies.push(await request.json());
      return jsonResponse([]);
    },
  },
  unknown: 'not-found',
});
const boot = testBoot(300);

// Boots the whole console in jsdom (single-spa, the SDK, lazy pages): its steps wait up to 15 s each (a busy machine).
describe('startConsole', { timeout: 60_000 }, () => {
  const system = new FakeSystem({
    [url('alerts')]: plugin('alerts', { path: '/admin/alerts', module: 'ALERTS' }, { id: 'alerts', order: 200, module: 'ALERTS' }),
    [url('policies')]: plugin('policies', { path: '/admin/policy/forwardingpolicies', module: 'POLICIES' }),
    [url('slow')]: { kind: 'hangs' },
  });
  const start = () => {
    const container = document.body.appendChild(document.createElement('div'));
    startConsole({ container, system, boot, fetch: fakeFetch, apiPrefix: `${origin}/bff/api`, catalogue: async () => catalogue });
    return container;
  };

  it('draws the shell before plugins load, then loads and mounts only the plugin of the current route, with every flag in one request', async () => {
    window.history.replaceState(null, '', '/admin/alerts');
    const container = start();
    // Drawn synchronously, before any plugin or the session has answered.
    expect(container.textContent).toContain('Starting the console');

    expect(await screen.findByRole('heading', { name: 'alerts page' }, { timeout: 15_000 })).toBeTruthy();
    const outlet = document.getElementById('palisade-plugin-outlet')!;
    expect(within(outlet).getByRole('heading', { name: 'alerts page' })).toBeTruthy();
    const nav = screen.getByRole('navigation', { name: 'Main' });
    const link = await within(nav).findByRole('link', { name: 'Alerts' }, { timeout: 15_000 });
    expect(link.getAttribute('aria-current')).toBe('page');
    await waitFor(() => expect(requests).toContain('POST /bff/api/featureflag/api/v2/isenabled'), { timeout: 15_000 });
    expect(flagBodies).toEqual([
      {
        flags: [
          { flag_key: 'alerts_v2', default_val: false, filterProps: { component: 'alerts', feature: 'default', tenant_name: 'acme', cloud_type: '' } },
          { flag_key: 'policies_v2', default_val: true, filterProps: { component: 'policies', feature: 'default', tenant_name: 'acme', cloud_type: '' } },
        ],
      },
    ]);
    expect(system.imports).toEqual([url('alerts')]);
  });

  it("keeps a failed plugin's menu entry; its route shows its error panel alone, and Retry loads it for real", async () => {
    const nav = screen.getByRole('navigation', { name: 'Main' });
    await userEvent.click(within(nav).getByRole('link', { name: 'Broken' }));
    const panel = await waitFor(() => {
      const found = document.querySelector<HTMLElement>('[data-plugin-id="broken"]');
      if (!found) throw new Error('no error panel for broken');
      return found;
    });
    expect(panel.getAttribute('data-error-kind')).toBe('not-found');
    expect(panel.textContent).toContain(`The entry of plugin "broken" was not found (404 at ${url('broken')}).`);
    expect(document.querySelectorAll('[data-plugin-id="broken"]')).toHaveLength(1);
    expect(screen.queryByRole('heading', { name: 'Page not found' })).toBeNull();
    expect(within(nav).getByRole('link', { name: 'Broken' })).toBeTruthy();
    expect(screen.getByRole('button', { name: /1 plugin failed to load/ })).toBeTruthy();

    system.modules[`${url('broken')}?palisade-retry=1`] = plugin('broken', { path: '/admin/broken' }, { id: 'broken', order: 900 });
    await userEvent.click(within(panel).getByRole('button', { name: 'Retry loading broken' }));
    expect(await screen.findByRole('heading', { name: 'broken page' }, { timeout: 15_000 })).toBeTruthy();
    expect(document.querySelectorAll('[data-plugin-id="broken"]')).toHaveLength(0);
    expect(system.deleted).toContain(url('broken'));
    expect(screen.queryByRole('button', { name: /failed to load/ })).toBeNull();
  });

  it('shows NotFound for an unknown admin path and a no-access page for a module the role lacks', async () => {
    act(() => navigateToUrl('/admin/nowhere'));
    expect(await screen.findByRole('heading', { name: 'Page not found' }, { timeout: 15_000 })).toBeTruthy();

    act(() => navigateToUrl('/admin/policy/forwardingpolicies'));
    expect(await screen.findByRole('heading', { name: 'You do not have access to this page' }, { timeout: 15_000 })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'policies page' })).toBeNull();
    // A page the user may not open loads no code.
    expect(system.imports.filter((u) => u === url('policies'))).toHaveLength(0);
  });
});
