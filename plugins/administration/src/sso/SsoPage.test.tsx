// @vitest-environment jsdom
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithConsole } from '@palisade/sdk/testing';
import en from '../locales/en-US';
import SsoPage from './SsoPage';

afterEach(cleanup);

const settings = {
  configured: true, metadataUrl: 'http://localhost/idp/saml/metadata', metadataXml: '', entityId: 'urn:palisade:stand-in-idp', ssoUrl: '',
  certificate: '-----BEGIN CERTIFICATE-----\nAAAA\n-----END CERTIFICATE-----', certificateInfo: { subject: 'CN=Palisade stand-in IdP', validTo: '2036-01-01T00:00:00.000Z', fingerprint: 'AB:CD' },
  jitEnabled: false, defaultGroupId: 'g1', updatedAt: 1, lastTest: null, connection: 'initech-saml', groups: [{ id: 'g1', name: 'Initech Administrators' }],
  standInMetadataPath: '/idp/saml/metadata',
};
const fetch = (async () => Response.json(settings)) as typeof globalThis.fetch;
const render = (actions: string[]) =>
  renderWithConsole(<SsoPage />, { fetch, translations: en, plugin: { id: 'administration', version: '1.0.0' }, actions });

describe('SsoPage', () => {
  it('shows the connection and asks for a default group when JIT is turned on', async () => {
    render(['MANAGE_ADMINISTRATION']);
    expect(await screen.findByText('CN=Palisade stand-in IdP')).toBeTruthy();
    const form = screen.getByRole('form', { name: 'SAML settings' });
    fireEvent.change(within(form).getByRole('combobox', { name: 'Default group' }), { target: { value: '' } });
    fireEvent.click(within(form).getByRole('checkbox', { name: /just-in-time provisioning/ }));
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByText('Choose the group new users join')).toBeTruthy();
  });

  it('shows a look-only role the settings without the form or the test', async () => {
    render([]);
    expect(await screen.findByText('initech-saml')).toBeTruthy();
    expect(screen.queryByRole('form', { name: 'SAML settings' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Test connection' })).toBeNull();
  });
});
