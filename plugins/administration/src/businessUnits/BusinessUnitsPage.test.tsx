// @vitest-environment jsdom
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithConsole } from '@palisade/sdk/testing';
import en from '../locales/en-US';
import BusinessUnitsPage from './BusinessUnitsPage';

afterEach(cleanup);

const payments = { id: 'bu1', name: 'Payments', description: 'Card processing', createdAt: 0, updatedAt: 0,
  accounts: [{ id: 1, name: 'acme-aws-1', provider: 'aws', externalId: '1' }] };
const accounts = [{ id: 1, name: 'acme-aws-1', provider: 'aws', externalId: '1', businessUnit: { id: 'bu1', name: 'Payments' } },
  { id: 2, name: 'acme-azure-2', provider: 'azure', externalId: '2', businessUnit: null }];
const fetch = (async (input: RequestInfo | URL) => {
  const url = new URL(input instanceof Request ? input.url : String(input));
  if (url.pathname.endsWith('/business-units/accounts')) return Response.json({ items: accounts });
  if (url.pathname.endsWith('/business-units')) return Response.json({ items: [payments] });
  return new Response('{}', { status: 404 });
}) as typeof globalThis.fetch;
const render = (actions?: string[]) =>
  renderWithConsole(<BusinessUnitsPage />, { fetch, translations: en, plugin: { id: 'administration', version: '1.0.0' }, ...(actions ? { actions } : {}) });

describe('BusinessUnitsPage', () => {
  it('lists units with their accounts and checks a new unit as typed', async () => {
    render(['MANAGE_ADMINISTRATION']);
    const table = await screen.findByRole('table', { name: 'Business units' });
    expect(within(table).getByText('acme-aws-1')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'New business unit' }));
    const form = screen.getByRole('form', { name: 'New business unit' });
    expect(within(form).getByRole('checkbox', { name: 'acme-aws-1 (AWS) — in Payments' })).toBeTruthy();
    const name = within(form).getByRole('textbox', { name: 'Name' });
    fireEvent.change(name, { target: { value: 'x'.repeat(65) } });
    fireEvent.blur(name);
    expect(await within(form).findByText('Max Character Limit Exceeded')).toBeTruthy();
  });

  it('shows a look-only role everything but no controls', async () => {
    render([]);
    expect(await screen.findByRole('table', { name: 'Business units' })).toBeTruthy();
    expect(screen.getByText('Your role may look at this area but not change it.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'New business unit' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Edit Payments' })).toBeNull();
  });
});
