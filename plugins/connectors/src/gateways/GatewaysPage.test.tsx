// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderRoute } from '@palisade/sdk/testing';
import plugin from '../plugin';
import { fakeConnectorsApi, IDLE } from '../testing/fakeConnectorsApi';

afterEach(cleanup);

const FLAGS = [{ key: 'cloud_connectors', value: true }];
const ADMINS = [
  { email: 'admin@acme.test', name: 'Ada Admin', status: 'active', groups: ['Acme Administrators', 'Network team'], canChange: true },
  { email: 'paul@acme.test', name: 'Paul Posture', status: 'invited', groups: ['Acme Viewers'], canChange: false },
];

describe('GatewaysPage', () => {
  it('lists the administrators of the area with their groups and whether they can change it', async () => {
    const api = fakeConnectorsApi({ '/gateways': { items: [] }, '/administrators': { items: ADMINS }, '/activation': IDLE });
    await renderRoute(plugin, '/admin/connectors/gateways', { fetch: api.fetch, flags: FLAGS });
    const table = await screen.findByRole('table', { name: 'Administrators of the area' });
    const rows = within(table).getAllByRole('row').slice(1).map((row) => within(row).getAllByRole('cell').map((c) => c.textContent));
    expect(rows).toEqual([
      ['Ada Admin', 'admin@acme.test', 'Acme Administrators, Network team', 'Can save and activate changes'],
      ['Paul Posture (invited)', 'paul@acme.test', 'Acme Viewers', 'View only'],
    ]);
    expect(screen.getByRole('link', { name: 'Administrators and groups' }).getAttribute('href')).toBe('/admin/configuration/users');
  });
});
