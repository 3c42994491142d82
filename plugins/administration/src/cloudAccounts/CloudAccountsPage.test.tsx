// @vitest-environment jsdom
import { renderRoute } from '@palisade/sdk/testing';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import plugin from '../plugin';

afterEach(cleanup);

const PATH = '/admin/configuration/cloud-accounts';
const accounts = [
  { id: 1, cloud: 'aws', name: 'Management', externalId: '111122223333', group: 'Core', auth: 'keys', status: 'connected', statusReason: '', roleArn: '', roleExternalId: '', zsTag: '',
    schedule: 'daily', lastScanAt: 1_700_000_000_000, nextScanAt: 1_700_086_400_000, assets: 24, openAlerts: 18,
    scan: { id: 7, accountId: 1, status: 'running', progress: 40, step: 'Listing resources', startedAt: 1_700_000_000_000, finishedAt: null, error: '' } },
  { id: 2, cloud: 'azure', name: 'Contoso Finance', externalId: '3f2504e0-4f89-41d3-9a0c-0305e82c3302', group: '', auth: 'azure', status: 'error', roleArn: '', roleExternalId: '', zsTag: '',
    statusReason: 'AuthorizationFailed: The client does not have authorization', schedule: 'daily', lastScanAt: null, nextScanAt: null, assets: 0, openAlerts: 0, scan: null },
];

function api() {
  const calls: Request[] = [];
  const fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(new URL(String(input), 'http://localhost'), init);
    calls.push(request.clone());
    const path = new URL(request.url).pathname;
    if (path.endsWith('/accounts/2/disconnect')) return Response.json({ assets: 5, alerts: 4, identities: 3, vulnerabilities: 2 });
    if (request.method === 'DELETE') return Response.json({ assets: 5, alerts: 4, identities: 3, vulnerabilities: 2 });
    return Response.json({ items: accounts, groups: ['Core'] });
  };
  return { fetch, lists: () => calls.filter((c) => c.method === 'GET' && new URL(c.url).pathname.endsWith('/accounts')).map((c) => new URL(c.url)), calls };
}
const manage = { modules: ['CLOUD_ACCOUNTS'], actions: ['MANAGE_ADMINISTRATION'] };
const flag = (on: boolean) => ({ flags: [{ key: 'new_cloud_accounts', value: on }] });

describe('CloudAccountsPage', { timeout: 60_000 }, () => {
  it('lists each account with its status, the reason of an error, a running scan\'s progress and its counts', async () => {
    const server = api();
    await renderRoute(plugin, PATH, { fetch: server.fetch, ...manage });
    const table = await screen.findByRole('table', { name: 'Cloud accounts' });
    const [, first, second] = within(table).getAllByRole('row');
    expect(within(first!).getAllByRole('cell').map((c) => c.textContent).filter((_, i) => [1, 2, 3, 4, 8, 9].includes(i)))
      .toEqual(['AWS', 'Management', '111122223333', 'Core', '24', '18']);
    expect(within(first!).getByRole('progressbar', { name: 'Scan of Management' }).getAttribute('value')).toBe('40');
    expect(within(first!).getByText('Scanning: Listing resources (40%)')).toBeTruthy();
    expect(within(second!).getByText('AuthorizationFailed: The client does not have authorization')).toBeTruthy();
    expect(within(second!).getAllByText('Never')).toHaveLength(2);
  });

  it('reads the filters and sort from the URL, sends each value, and shows them as chips', async () => {
    const server = api();
    await renderRoute(plugin, `${PATH}?status=error,pending&cloud=azure&sort=lastScanAt&dir=desc`, { fetch: server.fetch, ...manage });
    await screen.findByRole('table', { name: 'Cloud accounts' });
    const sent = server.lists()[0]!.searchParams;
    expect([sent.getAll('status'), sent.getAll('cloud'), sent.get('sort'), sent.get('dir')]).toEqual([['error', 'pending'], ['azure'], 'lastScanAt', 'desc']);
    await userEvent.click(screen.getByRole('button', { name: 'Remove filter Status: Pending' }));
    await waitFor(() => expect(server.lists().at(-1)!.searchParams.getAll('status')).toEqual(['error']));
  });

  it('without the new cloud accounts flag, connecting is the one-page form with access keys (no role), and names a wrong field', async () => {
    await renderRoute(plugin, PATH, { fetch: api().fetch, ...manage, ...flag(false) });
    await userEvent.click(await screen.findByRole('button', { name: 'Connect a cloud account' }));
    await screen.findByRole('heading', { name: 'Add a cloud account' });
    expect(screen.queryByRole('list', { name: 'Steps' })).toBeNull();
    expect(within(screen.getByLabelText('Sign in with')).getAllByRole('option').map((o) => o.textContent)).toEqual(['Access keys']);
    await userEvent.type(screen.getByLabelText('Account ID'), '12345');
    await userEvent.click(screen.getByRole('button', { name: 'Save account' }));
    expect(await screen.findByText('Account ID must be the 12 digits of the AWS account')).toBeTruthy();
  });

  it('with the flag, connecting is the wizard, with an IAM role first', async () => {
    await renderRoute(plugin, PATH, { fetch: api().fetch, ...manage, ...flag(true) });
    await userEvent.click(await screen.findByRole('button', { name: 'Connect a cloud account' }));
    const steps = await screen.findByRole('list', { name: 'Steps' });
    expect(within(steps).getAllByRole('listitem').map((s) => s.textContent)).toEqual(['Details', 'Connection test', 'Organization', 'First scan']);
    expect((screen.getByLabelText('Sign in with') as HTMLSelectElement).value).toBe('role');
    expect(screen.queryByLabelText('Secret access key')).toBeNull();
  });

  it('disconnect says what keeping and purging mean, with the counts, and purges when chosen', async () => {
    const server = api();
    await renderRoute(plugin, PATH, { fetch: server.fetch, ...manage });
    await userEvent.click(await screen.findByRole('button', { name: 'Disconnect Contoso Finance' }));
    const dialog = await screen.findByRole('dialog', { name: 'Disconnect Contoso Finance?' });
    await within(dialog).findByText('Kept: 5 assets, 4 alerts, 3 identities and 2 vulnerabilities stay in the console.');
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Purge its data' }));
    expect(within(dialog).getByText('Removed for good: 5 assets, 4 alerts, 3 identities and 2 vulnerabilities.')).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Disconnect and purge data' }));
    await waitFor(() => expect(server.calls.find((c) => c.method === 'DELETE')?.url).toMatch(/\/accounts\/2\?purge=true$/));
  });
});
