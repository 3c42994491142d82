// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithConsole } from '@palisade/sdk/testing';
import en from '../locales/en-US';
import UsersPage from './UsersPage';

afterEach(() => {
  cleanup();
  window.history.pushState(null, '', '/');
});

const users = [
  { id: 'u1', email: 'ada@acme.test', name: 'Ada Admin', status: 'active', breakglass: false, groups: [{ id: 'g1', name: 'Admins' }],
    currentGroup: { id: 'g1', name: 'Admins' }, createdAt: '2026-01-01T00:00:00Z', lastLoginAt: null },
  { id: 'u2', email: 'paul@acme.test', name: 'Paul Posture', status: 'invited', breakglass: false, groups: [{ id: 'g2', name: 'Posture' }],
    currentGroup: { id: 'g2', name: 'Posture' }, createdAt: '2026-01-01T00:00:00Z', lastLoginAt: null },
];
const groups = [{ id: 'g1', name: 'Admins', role: { id: 'r1', name: 'Administrator' }, memberCount: 1 }];

function fakeServer(onRequest: (url: URL, init?: RequestInit) => Response | undefined = () => undefined) {
  const seen: string[] = [];
  const fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(String(input), init);
    const url = new URL(request.url);
    seen.push(`${request.method} ${url.pathname}${url.search}`);
    const custom = onRequest(url, { method: request.method, body: request.method === 'GET' ? undefined : await request.text() });
    if (custom) return custom;
    if (url.pathname.endsWith('/admin/v1/users')) return Response.json({ users: users.filter((u) => u.name.toLowerCase().includes(url.searchParams.get('q') ?? '')) });
    if (url.pathname.endsWith('/admin/v1/groups')) return Response.json({ groups });
    return new Response('{}', { status: 404 });
  };
  return { fetch: fetch as typeof globalThis.fetch, seen };
}

const render = (fetch: typeof globalThis.fetch, actions?: string[]) =>
  renderWithConsole(<UsersPage />, { fetch, translations: en, plugin: { id: 'administration', version: '1.0.0' }, ...(actions ? { actions } : {}) });

describe('UsersPage', () => {
  it('lists users with status and groups, and searches by name', async () => {
    const server = fakeServer();
    render(server.fetch);
    const table = await screen.findByRole('table', { name: 'Users' });
    expect(within(table).getByText('Paul Posture')).toBeTruthy();
    expect(within(table).getByText('Invited')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Invite user' }).getAttribute('href')).toBe('/admin/configuration/users/invite');
    expect(screen.getByRole('button', { name: 'Delete paul@acme.test' })).toBeTruthy();
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search' }), { target: { value: 'paul' } });
    await waitFor(() => expect(within(table).queryByText('Ada Admin')).toBeNull());
    expect(server.seen).toContain('GET /bff/api/admin/v1/users?q=paul');
  });

  it('shows a look-only role the list without controls that change anything', async () => {
    render(fakeServer().fetch, []);
    await screen.findByRole('table', { name: 'Users' });
    expect(screen.queryByRole('link', { name: 'Invite user' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Delete|Disable/ })).toBeNull();
    expect(screen.getByText('Your role may look at this area but not change it.')).toBeTruthy();
  });

  it('validates the invite as the user types and puts server errors on their field, keeping what was typed', async () => {
    window.history.pushState(null, '', '/admin/configuration/users/invite');
    const server = fakeServer((url, init) => (init?.method === 'POST' && url.pathname.endsWith('/admin/v1/users')
      ? Response.json({ error: { code: 'CONFLICT', message: 'x', fields: [{ path: 'email', message: 'This email belongs to another organization' }] } }, { status: 409 })
      : undefined));
    render(server.fetch);
    const email = await screen.findByRole('textbox', { name: 'Email' });
    fireEvent.change(email, { target: { value: 'ann smith@acme.test' } });
    fireEvent.blur(email);
    expect(await screen.findByText('Whitespaces Are Not Allowed!')).toBeTruthy();
    fireEvent.change(email, { target: { value: 'ann@globex.test' } });
    const name = screen.getByRole('textbox', { name: 'Name' });
    fireEvent.change(name, { target: { value: 'x'.repeat(101) } });
    fireEvent.blur(name);
    expect(await screen.findByText('Max Character Limit Exceeded')).toBeTruthy();
    fireEvent.change(name, { target: { value: 'Ann' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByText('Select at least one group')).toBeTruthy();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Admins (Administrator)' }));
    fireEvent.click(screen.getByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByText('This email belongs to another organization')).toBeTruthy();
    expect((screen.getByRole('textbox', { name: 'Email' }) as HTMLInputElement).value).toBe('ann@globex.test');
    expect((screen.getByRole('textbox', { name: 'Name' }) as HTMLInputElement).value).toBe('Ann');
  });

  it("shows a refusal that names no field above the form, in the server's words", async () => {
    window.history.pushState(null, '', '/admin/configuration/users/invite');
    const refusal = 'Your role may look at ADMINISTRATORS_AND_GROUPS but not change it (needs MANAGE_ADMINISTRATION)';
    const server = fakeServer((url, init) => (init?.method === 'POST'
      ? Response.json({ error: { code: 'FORBIDDEN', message: refusal } }, { status: 403 }) : undefined));
    render(server.fetch);
    fireEvent.change(await screen.findByRole('textbox', { name: 'Email' }), { target: { value: 'ann@acme.test' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Name' }), { target: { value: 'Ann' } });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Admins (Administrator)' }));
    fireEvent.click(screen.getByRole('button', { name: 'Send invitation' }));
    expect((await screen.findByRole('alert')).textContent).toBe(refusal);
  });

  it('shows groups above the signed-in user as not choosable in the invite and user forms, unless the user is already in them', async () => {
    const ranked = [
      { id: 'g1', name: 'Admins', role: { id: 'r1', name: 'Administrator' }, memberCount: 1, grantable: false },
      { id: 'g2', name: 'Posture', role: { id: 'r2', name: 'Posture analyst' }, memberCount: 1, grantable: false },
      { id: 'g3', name: 'Readers', role: { id: 'r3', name: 'Alert reader' }, memberCount: 0, grantable: true },
    ];
    const access = { group: { id: 'g3', name: 'Readers' }, role: { id: 'r3', name: 'Alert reader' }, modules: [], actions: [] };
    const server = fakeServer((url) => {
      if (url.pathname.endsWith('/admin/v1/groups')) return Response.json({ groups: ranked });
      if (url.pathname.endsWith('/admin/v1/users/u2')) return Response.json({ user: { ...users[1], groups: [{ id: 'g2', name: 'Posture' }], access } });
      return undefined;
    });
    window.history.pushState(null, '', '/admin/configuration/users/invite');
    render(server.fetch);
    const admins = await screen.findByRole('checkbox', { name: 'Admins (Administrator, grants more than your own role)' });
    expect((admins as HTMLInputElement).disabled).toBe(true);
    expect((screen.getByRole('checkbox', { name: 'Readers (Alert reader)' }) as HTMLInputElement).disabled).toBe(false);
    cleanup();
    window.history.pushState(null, '', '/admin/configuration/users/user/u2');
    render(server.fetch);
    const kept = await screen.findByRole('checkbox', { name: 'Posture (Posture analyst)' });
    expect((kept as HTMLInputElement).disabled).toBe(false);
    expect((kept as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole('checkbox', { name: 'Admins (Administrator, grants more than your own role)' }) as HTMLInputElement).disabled).toBe(true);
  });
});
