// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithConsole } from '@palisade/sdk/testing';
import en from '../locales/en-US.json';
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
});
