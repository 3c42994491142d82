// @vitest-environment jsdom
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderRoute } from '@palisade/sdk/testing';
import plugin from '../plugin';
import { fakeConnectorsApi, IDLE } from '../testing/fakeConnectorsApi';

afterEach(cleanup);

const FLAGS = [{ key: 'cloud_connectors', value: true }];
const template = {
  id: 'clt_branch', version: 1, pending: null, name: 'Branch default', prefix: 'BR', xffForwarding: true, enforceAuthentication: true, caution: false,
  aup: true, aupFrequencyDays: 30, sslInspection: true, zappSsl: false, firewallControl: true, bandwidthControl: true, downloadMbps: 200, uploadMbps: 50, ipsControl: true,
};
const gateway = { id: 'gw_1', version: 1, pending: null, type: 'zia', name: 'Frankfurt egress', primaryProxy: 'fra1.gw.example', secondaryProxy: 'fra2.gw.example', failClose: true };
const buttonsOf = (row: HTMLElement) => within(row).getAllByRole('button').map((b) => b.getAttribute('aria-label'));

describe('the actions column of a connectors list', () => {
  it('offers View, Edit and Delete named after the row where the page has details; View opens them', async () => {
    const api = fakeConnectorsApi({ '/location-templates': { items: [template] }, '/activation': IDLE });
    await renderRoute(plugin, '/admin/connectors/location-templates', { fetch: api.fetch, flags: FLAGS });
    const row = (await screen.findByRole('button', { name: 'View Branch default' })).closest('tr')!;
    expect(buttonsOf(row)).toEqual(['View Branch default', 'Edit Branch default', 'Delete Branch default']);
    fireEvent.click(within(row).getByRole('button', { name: 'View Branch default' }));
    expect(within(await screen.findByRole('dialog')).getByText('BR')).toBeTruthy();
  });

  it('offers Edit and Delete only where the page has no details view; Delete asks first', async () => {
    const api = fakeConnectorsApi({ '/gateways': { items: [gateway] }, '/administrators': { items: [] }, '/activation': IDLE });
    await renderRoute(plugin, '/admin/connectors/gateways', { fetch: api.fetch, flags: FLAGS });
    const row = (await screen.findByRole('button', { name: 'Edit Frankfurt egress' })).closest('tr')!;
    expect(buttonsOf(row)).toEqual(['Edit Frankfurt egress', 'Delete Frankfurt egress']);
    fireEvent.click(within(row).getByRole('button', { name: 'Delete Frankfurt egress' }));
    expect((await screen.findByRole('dialog')).textContent).toContain('Frankfurt egress');
    expect(api.received.filter((r) => r.method !== 'GET')).toEqual([]);
  });
});
