// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createTestSession } from '@palisade/sdk/testing';
import { FakeSystem } from './loader/fakeSystem';
import { startConsole } from './startConsole';
import { fakeConsoleServer, testBoot, TEST_ORIGIN as origin } from './testing/fakeConsoleServer';
import { cataloguePlugin, entryModule, routeOf, testCatalogue } from './testing/testCatalogue';

const url = `${origin}/plugins/alerts/plugin.js`;
const flags = [{ key: 'alerts_v2', default: false }];
const entry = entryModule('alerts', [{ type: 'console.page/route', properties: { path: '/admin/alerts', module: 'ALERTS', component: () => Promise.resolve({ default: () => <h1>alerts page</h1> }) } }], { flags });
const catalogue = testCatalogue([{ ...cataloguePlugin('alerts', [routeOf('/admin/alerts', { module: 'ALERTS' })], { flags }), url }]);

// Asked, the server would grant DASHBOARD only: the alerts page shows only if the console took the page's answers.
const { fetch: fakeFetch, requests } = fakeConsoleServer({ imports: {}, modules: [{ id: 'DASHBOARD' }], unknown: 'not-found' });

function block(id: string, value: unknown): void {
  const element = document.head.appendChild(document.createElement('script'));
  element.type = 'application/json';
  element.id = id;
  element.textContent = JSON.stringify(value);
}

describe('startConsole with the signed-in session and its start data in the page', { timeout: 60_000 }, () => {
  it("asks for none of session, access, tenant, password age, flags and the administrators' messages, and shows what they say", async () => {
    window.history.replaceState(null, '', '/admin/alerts');
    block('palisade-session', { ...createTestSession({ tenant: { id: 't1', name: 'acme' } }), authenticated: true, csrfToken: 'csrf-1' });
    block('palisade-start', {
      access: { status: 200, body: { emailid: 'admin@acme.test', name: 'Ada Admin', modules: [{ id: 'DASHBOARD' }, { id: 'ALERTS' }], actions: [] } },
      tenant: { status: 200, body: { name: 'acme' } },
      passwordStatus: { status: 200, body: { expired: false } },
      flags: {
        request: { flags: [{ flag_key: 'alerts_v2', default_val: false, filterProps: { component: 'alerts', feature: 'default', tenant_name: 'acme', cloud_type: '' } }] },
        answer: { status: 200, body: [{ flag_key: 'alerts_v2', result: true, filter_props: { feature: 'default' } }] },
      },
      adminMessages: { host: window.location.hostname, answer: { status: 200, body: [{ id: 'm1', severity: 'warning', message: 'Maintenance on Sunday.' }] } },
    });
    const system = new FakeSystem({ [url]: entry });
    const { runtime } = startConsole({ container: document.body.appendChild(document.createElement('div')), system, boot: testBoot(300), fetch: fakeFetch, apiPrefix: `${origin}/bff/api`, catalogue: async () => catalogue });

    expect(await screen.findByRole('heading', { name: 'alerts page' }, { timeout: 15_000 })).toBeTruthy();
    await waitFor(() => expect(runtime.store.get(runtime.atoms.flags)).toMatchObject({ alerts_v2: { default: true } }), { timeout: 15_000 });
    expect(await screen.findByText('Maintenance on Sunday.', {}, { timeout: 15_000 })).toBeTruthy();
    const asked = ['/bff/session', 'rbac/user', 'tenant/api/v1/tenant', 'password/status', 'featureflag', 'admin-ui-messages'];
    expect(requests.filter((r) => asked.some((path) => r.includes(path)))).toEqual([]);
    // Both blocks are taken once: nothing of them stays in the page.
    expect(document.getElementById('palisade-session')).toBeNull();
    expect(document.getElementById('palisade-start')).toBeNull();
  });
});
