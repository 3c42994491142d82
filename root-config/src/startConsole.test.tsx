// @vitest-environment jsdom
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { navigateToUrl } from 'single-spa';
import { describe, expect, it } from 'vitest';
import { FakeSystem } from './loader/fakeSystem';
import { startConsole } from './startConsole';
import { fakeConsoleServer, jsonResponse, testBoot, TEST_ORIGIN as origin } from './testing/fakeConsoleServer';

const url = (id: string) => `${origin}/plugins/${id}/plugin.js`;
const page = (title: string) => () => Promise.resolve({ default: () => <h1>{title}</h1> });
const plugin = (id: string, route: { path: string; module?: string }, menu?: { id: string; order: number; module?: string }) => ({
  kind: 'module' as const,
  namespace: {
    default: {
      id,
      version: '1.0.0',
      sdk: '^1.0.0',
      extensions: [
        { type: 'console.page/route', properties: { ...route, component: page(`${id} page`) } },
        ...(menu ? [{ type: 'console.navigation/item', properties: { ...menu, labelKey: 'menu.label', section: 'main', href: route.path } }] : []),
      ],
      flags: id === 'alerts' ? [{ key: 'alerts_v2', default: false }] : [],
      translations: { 'en-US': () => Promise.resolve({ default: { menu: { label: `${id[0]!.toUpperCase()}${id.slice(1)}` } } }) },
    },
  },
});

const flagBodies: unknown[] = [];
const { fetch: fakeFetch, requests } = fakeConsoleServer({
  imports: {
    react: '/shared/react.js',
    '@palisade-plugins/alerts': '/plugins/alerts/plugin.js',
    '@palisade-plugins/policies': '/plugins/policies/plugin.js',
    '@palisade-plugins/broken': '/plugins/broken/plugin.js',
    '@palisade-plugins/slow': '/plugins/slow/plugin.js',
  },
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

// Boots the whole console in jsdom (single-spa, the SDK, lazy pages): its steps wait up to 5 s each.
describe('startConsole', { timeout: 30_000 }, () => {
  const system = new FakeSystem({
    [url('alerts')]: plugin('alerts', { path: '/admin/alerts', module: 'ALERTS' }, { id: 'alerts', order: 200, module: 'ALERTS' }),
    [url('policies')]: plugin('policies', { path: '/admin/policy/forwardingpolicies', module: 'POLICIES' }),
    [url('slow')]: { kind: 'hangs' },
  });

  it('draws the shell before plugins load, then mounts the plugin of the current route', async () => {
    window.history.replaceState(null, '', '/admin/alerts');
    const container = document.body.appendChild(document.createElement('div'));
    startConsole({ container, system, boot, fetch: fakeFetch, apiPrefix: `${origin}/bff/api` });
    // Drawn synchronously, before any plugin or the session has answered.
    expect(container.textContent).toContain('Starting the console');

    expect(await screen.findByRole('heading', { name: 'alerts page' }, { timeout: 5000 })).toBeTruthy();
    const outlet = document.getElementById('palisade-plugin-outlet')!;
    expect(within(outlet).getByRole('heading', { name: 'alerts page' })).toBeTruthy();
    const nav = screen.getByRole('navigation', { name: 'Main' });
    const link = await within(nav).findByRole('link', { name: 'Alerts' }, { timeout: 5000 });
    expect(link.getAttribute('aria-current')).toBe('page');
    await waitFor(() => expect(requests).toContain('POST /bff/api/featureflag/api/v2/isenabled'), { timeout: 5000 });
    expect(flagBodies[0]).toEqual({
      flags: [{ flag_key: 'alerts_v2', default_val: false, filterProps: { component: 'alerts', feature: 'default', tenant_name: 'acme', cloud_type: '' } }],
    });
  });

  it('shows failed plugins in the header, with errors naming plugin, kind and address, and retries for real', async () => {
    const indicator = await screen.findByRole('button', { name: /2 plugins failed to load/ }, { timeout: 3000 });
    // Shown in the content area on every page until collapsed.
    expect(indicator.getAttribute('aria-expanded')).toBe('true');
    const panel = document.getElementById('shell-failed-panel')!;
    expect(panel.hidden).toBe(false);
    expect(panel.textContent).toContain('The “broken” plugin is unavailable');
    expect(panel.textContent).toContain(`(missing: ${url('broken')})`);
    expect(panel.textContent).toContain(`(timeout: ${url('slow')})`);

    system.modules[url('broken')] = plugin('broken', { path: '/admin/broken' });
    await userEvent.click(within(panel).getByRole('button', { name: 'Retry loading broken' }));
    await waitFor(() => expect(screen.getByRole('button', { name: /1 plugin failed to load/ })).toBeTruthy(), { timeout: 5000 });
    expect(system.deleted).toContain(url('broken'));

    act(() => navigateToUrl('/admin/broken'));
    expect(await screen.findByRole('heading', { name: 'broken page' }, { timeout: 5000 })).toBeTruthy();
    expect(document.querySelectorAll('[data-plugin-id="broken"]')).toHaveLength(0);

    await userEvent.click(screen.getByRole('button', { name: /1 plugin failed to load/ }));
    expect(panel.hidden).toBe(true);
    expect(screen.queryByRole('heading', { name: 'alerts page' })).toBeNull();
  });

  it('shows NotFound for an unknown admin path and a no-access page for a module the role lacks', async () => {
    act(() => navigateToUrl('/admin/nowhere'));
    expect(await screen.findByRole('heading', { name: 'Page not found' }, { timeout: 5000 })).toBeTruthy();

    act(() => navigateToUrl('/admin/policy/forwardingpolicies'));
    expect(await screen.findByRole('heading', { name: 'You do not have access to this page' }, { timeout: 5000 })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'policies page' })).toBeNull();
    expect(system.imports.filter((u) => u === url('policies'))).toHaveLength(1);
  });
});
