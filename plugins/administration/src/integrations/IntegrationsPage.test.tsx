// @vitest-environment jsdom
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithConsole } from '@palisade/sdk/testing';
import en from '../locales/en-US';
import IntegrationsPage from './IntegrationsPage';

afterEach(cleanup);

const slack = { id: 'i1', name: 'Slack SOC', enabled: true, config: { type: 'slack', channel: '#soc' }, secretsSet: ['webhookUrl'],
  createdAt: 0, updatedAt: 0, lastTest: { at: 0, status: 'failure', message: 'hooks.example answered 404 Not Found' } };
const fetch = (async () => Response.json({ items: [slack] })) as typeof globalThis.fetch;
const render = (actions: string[]) =>
  renderWithConsole(<IntegrationsPage />, { fetch, translations: en, plugin: { id: 'administration', version: '1.0.0' }, actions });

describe('IntegrationsPage', () => {
  it('says a secret is set without showing it, and the last test result', async () => {
    render(['MANAGE_ADMINISTRATION']);
    const table = await screen.findByRole('table', { name: 'Integrations' });
    expect(within(table).getByText('#soc · Webhook URL set')).toBeTruthy();
    expect(within(table).getByText('Failed: hooks.example answered 404 Not Found')).toBeTruthy();
  });

  it('keeps the saved secret on edit and checks the channel as typed', async () => {
    render(['MANAGE_ADMINISTRATION']);
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Slack SOC' }));
    const form = screen.getByRole('form', { name: 'Edit Slack SOC' });
    expect(within(form).getByText('A value is saved. Leave empty to keep it, or type a new one to replace it.')).toBeTruthy();
    expect((within(form).getByLabelText('Webhook URL') as HTMLInputElement).value).toBe('');
    const channel = within(form).getByRole('textbox', { name: 'Channel' });
    fireEvent.change(channel, { target: { value: 'soc team' } });
    fireEvent.blur(channel);
    expect(await within(form).findByText('Start with # and use no spaces, e.g. #security-alerts')).toBeTruthy();
  });

  it('offers a look-only role no actions', async () => {
    render([]);
    expect(await screen.findByRole('table', { name: 'Integrations' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Send a test|Edit|Delete|Add integration/ })).toBeNull();
    expect(screen.getByText('Your role may look at this area but not change it.')).toBeTruthy();
  });
});
