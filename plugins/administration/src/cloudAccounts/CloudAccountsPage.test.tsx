// @vitest-environment jsdom
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithConsole } from '@palisade/sdk/testing';
import en from '../locales/en-US';
import CloudAccountsPage from './CloudAccountsPage';

afterEach(cleanup);

const accounts = [
  { id: 1, cloud: 'aws', name: 'Management', externalId: '111122223333', group: 'Core', auth: 'keys', status: 'connected', statusReason: '', schedule: 'daily',
    lastScanAt: 1_700_000_000_000, nextScanAt: 1_700_086_400_000, assets: 24, openAlerts: 18 },
  { id: 2, cloud: 'azure', name: 'Contoso Finance', externalId: '3f2504e0-4f89-41d3-9a0c-0305e82c3302', group: '', auth: 'azure', status: 'error',
    statusReason: 'AuthorizationFailed: The client does not have authorization', schedule: 'daily', lastScanAt: null, nextScanAt: null, assets: 0, openAlerts: 0 },
];

function server(asked: URL[]) {
  return async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(new Request(input, init).url);
    asked.push(url);
    const status = url.searchParams.get('status');
    return Response.json({ items: accounts.filter((a) => !status || a.status === status), groups: ['Core'] });
  };
}

describe('CloudAccountsPage', () => {
  it('lists each account with its status, the reason of an error, and its counts', async () => {
    renderWithConsole(<CloudAccountsPage />, { fetch: server([]), translations: en, plugin: { id: 'administration', version: '1.0.0' }, modules: ['CLOUD_ACCOUNTS'] });
    const table = await screen.findByRole('table', { name: 'Cloud accounts' });
    const [, first, second] = within(table).getAllByRole('row');
    expect(within(first!).getAllByRole('cell').map((c) => c.textContent).filter((_, i) => [0, 1, 2, 3, 4, 7, 8].includes(i)))
      .toEqual(['AWS', 'Management', '111122223333', 'Core', 'Connected', '24', '18']);
    expect(within(second!).getByText('AuthorizationFailed: The client does not have authorization')).toBeTruthy();
    expect(within(second!).getAllByText('Never')).toHaveLength(2);
  });

  it('filters by status through the API', async () => {
    const asked: URL[] = [];
    renderWithConsole(<CloudAccountsPage />, { fetch: server(asked), translations: en, plugin: { id: 'administration', version: '1.0.0' }, modules: ['CLOUD_ACCOUNTS'] });
    await screen.findByRole('table', { name: 'Cloud accounts' });
    fireEvent.change(screen.getByLabelText('Status'), { target: { value: 'error' } });
    await screen.findByText((_, el) => el?.tagName === 'TD' && el.textContent === 'Contoso Finance' && screen.queryByText('Management') === null);
    expect(asked.at(-1)?.searchParams.get('status')).toBe('error');
  });
});
