// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithConsole } from '@palisade/sdk/testing';
import en from '../locales/en-US';
import AdministrationPage from './AdministrationPage';

afterEach(cleanup);

describe('AdministrationPage', () => {
  it("shows the organization's details and subscriptions from the server", async () => {
    const fetch = async () =>
      Response.json({ name: 'Globex EU', customerType: 'Enterprise', region: 'eu-central-1', eusaAccepted: true, subscriptions: ['CSPM', 'IAC'], organization: { id: 'o', name: 'Globex' } });
    renderWithConsole(<AdministrationPage />, { fetch, translations: en, plugin: { id: 'administration', version: '1.0.0' } });
    expect(await screen.findByText('Globex EU')).toBeTruthy();
    expect(screen.getByText('CSPM, IAC')).toBeTruthy();
    expect(screen.getByText('eu-central-1')).toBeTruthy();
  });

  it('shows a tile for each area the role grants and whose flag is on', async () => {
    const fetch = async () => Response.json({ name: 'Acme', customerType: 'Enterprise', region: 'us-east-1', eusaAccepted: true, subscriptions: [] });
    renderWithConsole(<AdministrationPage />, {
      fetch,
      translations: en,
      plugin: { id: 'administration', version: '1.0.0' },
      modules: ['ADMINISTRATION', 'AUDIT_LOGS', 'API_KEYS', 'INTEGRATIONS'],
      flags: [{ key: 'api_key_management', value: false }, { key: 'audit_logs', value: true }],
    });
    const tiles = await screen.findByRole('navigation', { name: 'Administration areas' });
    const links = within(tiles).getAllByRole('link');
    expect(links.map((a) => a.getAttribute('href'))).toEqual(['/admin/configuration/integrations', '/admin/configuration/audit-logs']);
    expect(links[1]?.textContent).toContain('Audit logs');
  });
});
