// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithConsole } from '@palisade/sdk/testing';
import en from '../locales/en-US';
import ApiKeysPage from './ApiKeysPage';

afterEach(cleanup);

const key = (over: Record<string, unknown>) => ({
  id: 'key_1', name: 'CI pipeline', prefix: 'pal_0123456789ab', role: { id: 'rol_dev', name: 'Developer' },
  createdBy: { id: 'u', email: 'admin@acme.test', name: 'Ada' }, createdByApiKey: null, createdAt: 1_700_000_000_000, expiresAt: 1_800_000_000_000,
  lastUsedAt: null, revokedAt: null, status: 'active', ...over,
});

/** A stand-in for the server: the list, the roles, and what was posted. */
function server(posted: { url: string; body: unknown }[] = []) {
  return async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    const url = request.url;
    if (request.method === 'POST' && url.endsWith('/admin/v1/api-keys')) {
      const body = await request.json();
      posted.push({ url, body });
      if (body.name === 'taken') {
        return Response.json({ error: { code: 'CONFLICT', message: 'exists', fields: [{ path: 'name', message: 'An active API key named "taken" already exists (created by admin@acme.test)' }] } }, { status: 409 });
      }
      return Response.json({ apiKey: key({ id: 'key_2', name: body.name }), key: 'pal_0123456789ab.SECRET-VALUE-abcdefghijklmnopqrstuvwxyz0123456' }, { status: 201 });
    }
    if (url.endsWith('/admin/v1/api-keys/roles')) return Response.json({ items: [{ id: 'rol_dev', name: 'Developer', grantable: true }, { id: 'rol_view', name: 'Viewer', grantable: true },
      { id: 'rol_admin', name: 'Administrator', grantable: false }] });
    return Response.json({ items: [key({}), key({ id: 'key_old', name: 'Old script', status: 'revoked', revokedAt: 1 })] });
  };
}

const render = (actions: string[], fetch = server()) =>
  renderWithConsole(<ApiKeysPage />, { fetch, translations: en, plugin: { id: 'administration', version: '1.0.0' }, modules: ['API_KEYS'], actions });

describe('ApiKeysPage', () => {
  it('lists keys with prefix, creator, status; revoked keys cannot be revoked again', async () => {
    render(['MANAGE_ADMINISTRATION']);
    const table = await screen.findByRole('table', { name: 'API keys' });
    expect(within(table).getAllByText('pal_0123456789ab', { selector: 'code' })).toHaveLength(2);
    expect(within(table).getAllByText('admin@acme.test')).toHaveLength(2);
    expect(within(table).getByText('Revoked')).toBeTruthy();
    expect(within(table).getAllByRole('button', { name: /Revoke API key/ }).map((b) => b.getAttribute('aria-label'))).toEqual(['Revoke API key CI pipeline']);
  });

  it('shows a look-only role the list without create or revoke controls', async () => {
    render([]);
    await screen.findByRole('table', { name: 'API keys' });
    expect(screen.getByText('Your role may look at this area but not change it.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Create API key' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Revoke/ })).toBeNull();
  });

  it('shows a role that grants more than the signed-in user holds, but does not let them choose it', async () => {
    render(['MANAGE_ADMINISTRATION']);
    fireEvent.click(await screen.findByRole('button', { name: 'Create API key' }));
    const options = within(screen.getByLabelText('Role')).getAllByRole('option') as HTMLOptionElement[];
    expect(options.map((o) => [o.textContent, o.disabled])).toEqual([
      ['Choose a role', false], ['Developer', false], ['Viewer', false], ['Administrator (grants more than your own role)', true],
    ]);
  });

  it('asks before Cancel drops what was typed', async () => {
    render(['MANAGE_ADMINISTRATION']);
    fireEvent.click(await screen.findByRole('button', { name: 'Create API key' }));
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('form', { name: 'Create API key' })).toBeNull());
    fireEvent.click(screen.getByRole('button', { name: 'Create API key' }));
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Half typed' } });
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    const dialog = await screen.findByRole('dialog', { name: 'Leave without saving?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Stay on this page' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect((screen.getByLabelText('Name') as HTMLInputElement).value).toBe('Half typed');
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Leave' }));
    await waitFor(() => expect(screen.queryByRole('form', { name: 'Create API key' })).toBeNull());
  });

  it('validates as typed, keeps what was typed on a server refusal, and shows the new key once', async () => {
    const posted: { url: string; body: unknown }[] = [];
    render(['MANAGE_ADMINISTRATION'], server(posted));
    fireEvent.click(await screen.findByRole('button', { name: 'Create API key' }));
    const days = screen.getByLabelText('Expires in (days)');
    fireEvent.change(days, { target: { value: '400' } });
    fireEvent.blur(days);
    expect(await screen.findByText('Invalid Range. The number should be between 1 and 365')).toBeTruthy();
    fireEvent.change(days, { target: { value: '30' } });
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'taken' } });
    fireEvent.change(screen.getByLabelText('Role'), { target: { value: 'rol_view' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create key' }));
    expect(await screen.findByText('An active API key named "taken" already exists (created by admin@acme.test)')).toBeTruthy();
    expect((screen.getByLabelText('Name') as HTMLInputElement).value).toBe('taken');

    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Nightly export' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create key' }));
    const secret = await screen.findByLabelText('Your new API key');
    expect((secret as HTMLInputElement).value).toBe('pal_0123456789ab.SECRET-VALUE-abcdefghijklmnopqrstuvwxyz0123456');
    expect(screen.getByText(/You will not see it again/)).toBeTruthy();
    expect(posted.at(-1)?.body).toEqual({ name: 'Nightly export', roleId: 'rol_view', expiresInDays: 30 });
    fireEvent.click(screen.getByRole('button', { name: 'I have copied it' }));
    await waitFor(() => expect(screen.queryByLabelText('Your new API key')).toBeNull());
    expect(document.body.textContent).not.toContain('SECRET-VALUE');
  });
});
