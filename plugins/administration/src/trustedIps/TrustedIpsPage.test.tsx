// @vitest-environment jsdom
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithConsole } from '@palisade/sdk/testing';
import en from '../locales/en-US';
import TrustedIpsPage from './TrustedIpsPage';

afterEach(cleanup);

const list = {
  enabled: false, yourAddress: '192.0.2.50', yourAddressTrusted: false,
  items: [{ id: 'tip_1', cidr: '203.0.113.0/24', description: 'Head office', createdBy: { id: 'u', email: 'admin@acme.test', name: 'Ada' }, createdAt: 1_700_000_000_000 }],
};

function server() {
  return async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    if (request.method === 'PUT') {
      return Response.json({ error: { code: 'CONFLICT', message: 'Enabling the trusted IP list would lock you out: your current address 192.0.2.50 is not in the trusted list. Add it (or a range that holds it) first.' } }, { status: 409 });
    }
    return Response.json(list);
  };
}

const render = (actions: string[]) =>
  renderWithConsole(<TrustedIpsPage />, { fetch: server(), translations: en, plugin: { id: 'administration', version: '1.0.0' }, modules: ['TRUSTED_IP_MANAGEMENT'], actions });

describe('TrustedIpsPage', () => {
  it('shows the list, whether it is enforced and the caller address', async () => {
    render(['MANAGE_ADMINISTRATION']);
    const table = await screen.findByRole('table', { name: 'Trusted IP addresses and ranges' });
    expect(within(table).getByText('203.0.113.0/24')).toBeTruthy();
    expect(screen.getByText('Not enforced.')).toBeTruthy();
    expect(screen.getByText('192.0.2.50')).toBeTruthy();
    expect(screen.getByText('(not in the list)')).toBeTruthy();
  });

  it('checks addresses as typed with clear messages', async () => {
    render(['MANAGE_ADMINISTRATION']);
    const field = await screen.findByLabelText('Address or CIDR range');
    for (const [value, message] of [
      ['300.1.1.1', '300.1.1.1 is not a valid IPv4 address: each of the four parts is 0 to 255'],
      ['10.0.0.0/33', 'The prefix length of an IPv4 range must be between 0 and 32'],
    ]) {
      fireEvent.change(field, { target: { value } });
      fireEvent.blur(field);
      expect(await screen.findByText(message!)).toBeTruthy();
    }
  });

  it('says why enabling was refused', async () => {
    render(['MANAGE_ADMINISTRATION']);
    fireEvent.click(await screen.findByRole('button', { name: 'Enable the list' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Enable the list' }));
    expect(await within(dialog).findByText(/would lock you out: your current address 192.0.2.50/)).toBeTruthy();
  });

  it('gives a look-only role no controls', async () => {
    render([]);
    await screen.findByRole('table', { name: 'Trusted IP addresses and ranges' });
    expect(screen.getByText('Your role may look at this area but not change it.')).toBeTruthy();
    expect(screen.queryByLabelText('Address or CIDR range')).toBeNull();
    expect(screen.queryByRole('button', { name: /Enable|Delete/ })).toBeNull();
  });
});
