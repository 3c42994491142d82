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

describe('LocationTemplatesPage', () => {
  it('checks the bandwidth range as typed, with the spec text, and sends nothing while it is wrong', async () => {
    const api = fakeConnectorsApi({ '/location-templates': { items: [template] }, '/activation': IDLE });
    await renderRoute(plugin, '/admin/connectors/location-templates', { fetch: api.fetch, flags: FLAGS });
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Branch default' }));
    const dialog = await screen.findByRole('dialog');
    const download = within(dialog).getByLabelText('Download (Mbps)');
    fireEvent.change(download, { target: { value: '100000' } });
    fireEvent.blur(download);
    expect(await within(dialog).findByText('Invalid Range. The number should be between 1 and 99999')).toBeTruthy();
    fireEvent.change(download, { target: { value: 'lots' } });
    expect(await within(dialog).findByText('Enter a number.')).toBeTruthy();
    const prefix = within(dialog).getByLabelText('Prefix');
    fireEvent.change(prefix, { target: { value: 'B R' } });
    fireEvent.blur(prefix);
    expect(await within(dialog).findByText('Whitespaces Are Not Allowed!')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Enter a number.')).toBeTruthy();
    expect(api.received.filter((r) => r.method !== 'GET')).toEqual([]);
  });

  it('shows the activation panel with its states beside the list', async () => {
    const status = { ...IDLE, myState: 'Editing', pendingChanges: 2, currentlyEditing: [{ email: 'bree@acme.test', name: 'Bree', state: 'Session expired', pendingChanges: 1, since: 0 }] };
    const api = fakeConnectorsApi({ '/location-templates': { items: [template] }, '/activation': status });
    await renderRoute(plugin, '/admin/connectors/location-templates', { fetch: api.fetch, flags: FLAGS });
    expect((await screen.findByTestId('my-activation-status')).textContent).toBe('Editing');
    expect(screen.getByText('Logged in')).toBeTruthy();
    expect(screen.getByText('Bree (bree@acme.test): Session expired, 1 pending change')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Activate' }) as HTMLButtonElement).disabled).toBe(false);
  });
});
