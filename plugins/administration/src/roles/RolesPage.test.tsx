// @vitest-environment jsdom
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { expectToast, renderWithConsole } from '@palisade/sdk/testing';
import { ROLE_ACTIONS, ROLE_DASHBOARD_APPS, ROLE_MODULES } from '@palisade/contracts';
import en from '../locales/en-US';
import RolesPage from './RolesPage';

afterEach(() => {
  cleanup();
  window.history.pushState(null, '', '/');
});

const viewerRole = { id: 'r1', name: 'Read-only viewer', description: '', builtin: true, dashboard: ['CLOUD_ALERTS'], modules: ['ALERTS'], actions: [], pluginModules: [],
  usage: { groups: [{ id: 'g1', name: 'Acme Viewers' }], apiKeys: [{ id: 'k1', name: 'SIEM export' }] } };

// A custom role holding a deployed plugin's module and one of a plugin since removed.
const inventoryRole = { id: 'r2', name: 'Inventory keeper', description: '', builtin: false, dashboard: [], modules: ['ALERTS'], actions: [],
  pluginModules: ['acme.inventory', 'globex.billing'], usage: { groups: [], apiKeys: [] } };
const pluginModules = [
  { id: 'acme.inventory', pluginId: 'acme-inventory', name: 'Acme inventory', description: 'The inventory page and its card' },
  { id: 'acme.reports', pluginId: 'acme-inventory', name: 'Acme reports', description: 'Scheduled inventory reports' },
];
const sent: unknown[] = [];

const fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
  const url = new URL(input instanceof Request ? input.url : String(input));
  const method = input instanceof Request ? input.method : init?.method ?? 'GET';
  if (url.pathname.endsWith('/roles/catalog')) return Response.json({ dashboard: ROLE_DASHBOARD_APPS, modules: ROLE_MODULES, actions: ROLE_ACTIONS, pluginModules });
  if (url.pathname.endsWith('/roles/r1')) return Response.json({ role: viewerRole });
  if (url.pathname.endsWith('/roles/r2') && method === 'PUT') {
    sent.push(await (input instanceof Request ? input.json() : JSON.parse(String(init?.body))));
    return Response.json({ role: inventoryRole });
  }
  if (url.pathname.endsWith('/roles/r2')) return Response.json({ role: inventoryRole });
  if (url.pathname.endsWith('/roles') && method === 'GET') return Response.json({ roles: [viewerRole] });
  return new Response('{}', { status: 404 });
}) as typeof globalThis.fetch;

const render = (actions?: string[]) =>
  renderWithConsole(<RolesPage />, { fetch, translations: en, plugin: { id: 'administration', version: '1.0.0' }, ...(actions ? { actions } : {}) });

describe('RolesPage', () => {
  it('lists roles with who uses them; built-in roles offer no delete', async () => {
    render();
    const table = await screen.findByRole('table', { name: 'Roles' });
    expect(within(table).getByText('Acme Viewers, API key SIEM export')).toBeTruthy();
    expect(within(table).getByText('Built-in')).toBeTruthy();
    expect(within(table).queryByRole('button', { name: /Delete/ })).toBeNull();
    expect(screen.getByRole('link', { name: 'Create role' })).toBeTruthy();
  });

  it('shows a built-in role as a read-only checklist', async () => {
    window.history.pushState(null, '', '/admin/configuration/userroles/r1');
    render();
    const modules = await screen.findByRole('group', { name: 'Modules' });
    expect((within(modules).getByRole('checkbox', { name: 'Alerts' }) as HTMLInputElement).checked).toBe(true);
    expect(within(modules).getByRole('checkbox', { name: 'Alerts' }).matches(':disabled')).toBe(true);
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
    expect(screen.getByText(/built in and cannot be changed/)).toBeTruthy();
  });

  it('groups the checklist as the spec does and asks for at least one module', async () => {
    window.history.pushState(null, '', '/admin/configuration/userroles/new');
    render();
    const apps = await screen.findByRole('group', { name: 'Dashboard apps' });
    expect(within(apps).getAllByRole('checkbox').map((c) => c.nextSibling?.textContent)).toEqual(
      ['Cloud Threats', 'Cloud Assets', 'Cloud Identities', 'Infrastructure as Code', 'Compliance', 'Vulnerability']);
    expect(within(screen.getByRole('group', { name: 'Actions' })).getByRole('checkbox', { name: 'Change administration settings' })).toBeTruthy();
    fireEvent.change(screen.getByRole('textbox', { name: 'Role name' }), { target: { value: 'Triage' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create role' }));
    expect(await screen.findByText('Select at least one module')).toBeTruthy();
  });

  it('shows a look-only role no create link', async () => {
    render([]);
    await screen.findByRole('table', { name: 'Roles' });
    expect(screen.queryByRole('link', { name: 'Create role' })).toBeNull();
  });

  it("lists each plugin's modules under the plugin with their names, a removed plugin's module as unknown, and saves them", async () => {
    window.history.pushState(null, '', '/admin/configuration/userroles/r2');
    const { runtime } = render();
    const acme = await screen.findByRole('group', { name: 'Modules of plugin acme-inventory' });
    const inventory = within(acme).getByRole('checkbox', { name: 'Acme inventory' }) as HTMLInputElement;
    expect(inventory.checked).toBe(true);
    expect(inventory.getAttribute('aria-describedby') && document.getElementById(inventory.getAttribute('aria-describedby')!)?.textContent)
      .toBe('The inventory page and its card');
    const reports = within(acme).getByRole('checkbox', { name: 'Acme reports' }) as HTMLInputElement;
    expect(reports.checked).toBe(false);
    const unknown = screen.getByRole('group', { name: 'Modules of plugins not installed' });
    expect((within(unknown).getByRole('checkbox', { name: 'globex.billing: unknown module (plugin not installed)' }) as HTMLInputElement).checked).toBe(true);
    fireEvent.click(reports);
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await expectToast(runtime, 'Role Inventory keeper saved');
    expect(sent).toEqual([expect.objectContaining({ modules: ['ALERTS'], pluginModules: ['acme.inventory', 'globex.billing', 'acme.reports'] })]);
  });
});
