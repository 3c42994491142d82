// @vitest-environment jsdom
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithConsole } from '@palisade/sdk/testing';
import { ROLE_ACTIONS, ROLE_DASHBOARD_APPS, ROLE_MODULES } from '@palisade/contracts';
import en from '../locales/en-US';
import RolesPage from './RolesPage';

afterEach(() => {
  cleanup();
  window.history.pushState(null, '', '/');
});

const viewerRole = { id: 'r1', name: 'Read-only viewer', description: '', builtin: true, dashboard: ['CLOUD_ALERTS'], modules: ['ALERTS'], actions: [],
  usage: { groups: [{ id: 'g1', name: 'Acme Viewers' }], apiKeys: [{ id: 'k1', name: 'SIEM export' }] } };

const fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
  const url = new URL(input instanceof Request ? input.url : String(input));
  const method = input instanceof Request ? input.method : init?.method ?? 'GET';
  if (url.pathname.endsWith('/roles/catalog')) return Response.json({ dashboard: ROLE_DASHBOARD_APPS, modules: ROLE_MODULES, actions: ROLE_ACTIONS });
  if (url.pathname.endsWith('/roles/r1')) return Response.json({ role: viewerRole });
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
});
