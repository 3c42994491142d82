// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createTestSession } from '@palisade/sdk/testing';
import { FakeSystem } from './loader/fakeSystem';
import { startConsole } from './startConsole';
import { fakeConsoleServer, jsonResponse, testBoot, TEST_ORIGIN as origin } from './testing/fakeConsoleServer';
import { cataloguePlugin, routeOf, testCatalogue } from './testing/testCatalogue';

const entry = `${origin}/plugins/dashboard/plugin.js`;
const dashboard = {
  id: 'dashboard',
  version: '1.0.0',
  sdk: '^1.0.0',
  extensions: [
    {
      type: 'console.page/route',
      properties: { path: '/admin/dashboard/dashboard', module: 'DASHBOARD', landing: 1, component: () => Promise.resolve({ default: () => <h1>dashboard page</h1> }) },
    },
  ],
};

const catalogue = testCatalogue([{ ...cataloguePlugin('dashboard', [routeOf('/admin/dashboard/dashboard', { module: 'DASHBOARD', landing: 1 })], { flags: [{ key: 'dashboard_v2', default: true }] }), url: entry }]);

const signedIn = createTestSession({ tenant: { id: 't1', name: 'acme' } });
let authenticated = false;
const { fetch: fakeFetch, requests } = fakeConsoleServer({
  imports: { '@palisade-plugins/dashboard': '/plugins/dashboard/plugin.js' },
  routes: {
    '/bff/session': () => jsonResponse(authenticated ? signedIn : { authenticated: false, csrfToken: 'csrf-1' }),
    '/bff/login': () => {
      authenticated = true;
      return jsonResponse(signedIn);
    },
    '/bff/api/auth/api/v1/orglookup': () =>
      jsonResponse({ OrganizationId: 'o1', SSOEnabled: false, MultiTenant: false, OTP: false, Connections: [{ Type: 'auth0', ConnectionName: 'acme', SSOEnabled: false }] }),
  },
});
const boot = testBoot(3000);

describe('startConsole, signing in from the sign-in page', { timeout: 60_000 }, () => {
  it('mounts the landing page’s plugin into the layout that sign-in draws, using the session the sign-in answered with', async () => {
    window.history.replaceState(null, '', '/login');
    const container = document.body.appendChild(document.createElement('div'));
    const system = new FakeSystem({ [entry]: { kind: 'module', namespace: { default: dashboard } } });
    startConsole({ container, system, boot, fetch: fakeFetch, apiPrefix: `${origin}/bff/api`, catalogue: async () => catalogue });

    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Email', {}, { timeout: 15_000 }), 'admin@acme.test');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await user.type(await screen.findByLabelText('Password', {}, { timeout: 15_000 }), 'Palisade-demo-1');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    const outlet = await waitForElement(() => document.getElementById('palisade-plugin-outlet'));
    expect(await within(outlet).findByRole('heading', { name: 'dashboard page' }, { timeout: 15_000 })).toBeTruthy();
    expect(document.querySelector('[data-plugin-id="dashboard"][data-error-kind]')).toBeNull();
    // The session was asked for once, on arrival; the sign-in's answer carried it after that.
    expect(requests.filter((r) => r === 'GET /bff/session')).toHaveLength(1);
    expect(requests.filter((r) => r === 'POST /bff/api/featureflag/api/v2/isenabled')).toHaveLength(1);
  });
});

const waitForElement = (find: () => HTMLElement | null): Promise<HTMLElement> =>
  waitFor(
    () => {
      const element = find();
      if (!element) throw new Error('The layout never drew its plugin outlet');
      return element;
    },
    { timeout: 15_000 },
  );
