// @vitest-environment jsdom
import type { AuditLogEntry } from '@palisade/contracts';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithConsole } from '@palisade/sdk/testing';
import en from '../locales/en-US';
import AuditLogsPage from './AuditLogsPage';

afterEach(cleanup);

const entry = (n: number, extra: Partial<AuditLogEntry> = {}): AuditLogEntry => ({
  id: `aud_${n}`, at: new Date(Date.UTC(2026, 0, 1, 10, n)).toISOString(), tenant: { id: 'tnt_acme', name: 'Acme' },
  actor: { userId: 'usr_acme_admin', name: 'Ada Admin', email: 'admin@acme.test' }, interface: 'UI', action: 'alert.resolve',
  target: `ZS-CLOUD-${n}`, before: { status: 'Open' }, after: { status: 'Resolved', statusDescription: 'Fixed' }, details: {}, ...extra,
});

/** The audit API double; records the query of each list call. */
function api(items: AuditLogEntry[] = [entry(1), entry(2, { interface: 'API_KEY', action: 'role.update', target: 'role:Analyst' })], total = items.length) {
  const queries: URLSearchParams[] = [];
  const fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(new URL(String(input), 'http://localhost'), init);
    const url = new URL(request.url);
    if (url.pathname.endsWith('/audit-logs/facets')) {
      return Response.json({ users: [{ userId: 'usr_acme_admin', name: 'Ada Admin', email: 'admin@acme.test' }], actions: ['alert.resolve', 'role.update'] });
    }
    if (url.pathname.endsWith('/audit-logs')) {
      queries.push(url.searchParams);
      const pageSize = Number(url.searchParams.get('pageSize'));
      return Response.json({ items, total, page: Number(url.searchParams.get('page')), pageSize, pageCount: Math.ceil(total / pageSize) });
    }
    const one = /\/audit-logs\/([^/]+)$/.exec(url.pathname);
    if (one) return Response.json(entry(9, { id: one[1]!, action: 'sso.update', before: { enabled: false }, after: { enabled: true } }));
    return Response.json({ error: { code: 'NOT_FOUND', message: 'no' } }, { status: 404 });
  };
  return { fetch, queries };
}

const render = (fetch: typeof globalThis.fetch, path = '/admin/configuration/audit-logs') =>
  renderWithConsole(<AuditLogsPage />, { fetch, path, translations: en, plugin: { id: 'administration', version: '1.0.0' } });

describe('AuditLogsPage', () => {
  it('lists who did what, through which interface', async () => {
    const { fetch } = api();
    render(fetch);
    const table = await screen.findByRole('table', { name: 'Audit log entries' }, { timeout: 5000 });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(rows[1]!.textContent).toContain('Ada Admin');
    expect(rows[1]!.textContent).toContain('admin@acme.test');
    expect(rows[2]!.textContent).toContain('API key');
    expect(screen.getByRole('status').textContent).toBe('Entries 1–2 of 2');
  });

  it('applies the filters together and puts them in the request', async () => {
    const { fetch, queries } = api();
    render(fetch);
    await screen.findByRole('table', { name: 'Audit log entries' }, { timeout: 5000 });
    const user = userEvent.setup();
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'ZS-CLOUD');
    await user.selectOptions(await screen.findByRole('combobox', { name: 'User' }), 'usr_acme_admin');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Action' }), 'role.update');
    await user.click(screen.getByRole('checkbox', { name: 'Limit to a time range' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Time range' }), 'last-1-week');
    await user.click(screen.getByRole('button', { name: 'Apply filters' }));
    await waitFor(() => expect(queries.at(-1)?.get('action')).toBe('role.update'), { timeout: 5000 });
    const q = queries.at(-1)!;
    expect(q.get('q')).toBe('ZS-CLOUD');
    expect(q.get('user')).toBe('usr_acme_admin');
    expect(Number(q.get('to')) - Number(q.get('from'))).toBeGreaterThanOrEqual(7 * 86_400_000);
    expect(q.get('page')).toBe('1');
  });

  it("says what is wrong with the page size and doesn't load", async () => {
    const { fetch, queries } = api();
    render(fetch);
    await screen.findByRole('table', { name: 'Audit log entries' }, { timeout: 5000 });
    const user = userEvent.setup();
    const size = screen.getByRole('textbox', { name: 'Rows per page' });
    await user.clear(size);
    await user.type(size, '500');
    await user.click(screen.getByRole('button', { name: 'Apply filters' }));
    expect(await screen.findByText('Invalid Range. The number should be between 10 and 200', undefined, { timeout: 5000 })).toBeTruthy();
    await user.clear(size);
    await user.type(size, 'ten');
    expect(await screen.findByText('Enter a number.')).toBeTruthy();
    expect(queries).toHaveLength(1);
  });

  it('opens an entry with its fields before and after', async () => {
    const { fetch } = api();
    render(fetch);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'View alert.resolve on ZS-CLOUD-1' }, { timeout: 5000 }));
    const dialog = await screen.findByRole('dialog', { name: 'alert.resolve' }, { timeout: 5000 });
    const changes = within(dialog).getByRole('table', { name: 'Before and after' });
    const status = within(changes).getByRole('rowheader', { name: /status \(changed\)/ }).closest('tr')!;
    expect([...status.querySelectorAll('td')].map((td) => td.textContent)).toEqual(['Open', 'Resolved']);
    expect(within(dialog).getByText('Ada Admin · admin@acme.test')).toBeTruthy();
  });

  it('opens the entry a link names, even when it is not on the page', async () => {
    const { fetch } = api();
    render(fetch, '/admin/configuration/audit-logs?entry=aud_77&action=sso.update');
    const dialog = await screen.findByRole('dialog', { name: 'sso.update' }, { timeout: 5000 });
    expect(within(dialog).getByText('enabled')).toBeTruthy();
    await userEvent.setup().keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), { timeout: 5000 });
    // The link's filter is in the form too.
    expect((screen.getByRole('combobox', { name: 'Action' }) as HTMLSelectElement).value).toBe('sso.update');
  });

  it('links the CSV export to the filtered set', async () => {
    const { fetch } = api();
    render(fetch, '/admin/configuration/audit-logs?action=role.update&q=Analyst');
    const link = await screen.findByRole('link', { name: 'Export CSV' }, { timeout: 5000 });
    expect(link.getAttribute('href')).toBe('/bff/api/admin/v1/audit-logs/export.csv?dir=desc&q=Analyst&action=role.update');
  });
});
