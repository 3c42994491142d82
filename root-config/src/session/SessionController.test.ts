// @vitest-environment jsdom
import { createConsoleRuntime } from '@palisade/sdk/host';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTestSession } from '@palisade/sdk/testing';
import { fakeConsoleServer, jsonResponse, TEST_ORIGIN } from '../testing/fakeConsoleServer';
import { STORAGE_KEYS } from './constants';
import { SessionController } from './SessionController';

function setup(modules: readonly { id: string }[] = [{ id: 'DASHBOARD' }]) {
  const server = fakeConsoleServer({ imports: {}, modules });
  const runtime = createConsoleRuntime({ fetch: server.fetch, apiPrefix: `${TEST_ORIGIN}/bff/api` });
  const assign = vi.fn();
  const controller = new SessionController({ runtime, doFetch: server.fetch, loadFlags: async () => {}, onPhase: () => {}, assign });
  return { controller, assign, server };
}

beforeEach(() => sessionStorage.clear());
afterEach(() => vi.restoreAllMocks());

describe('SessionController', () => {
  it('lands a group without the dashboard on its first permitted page; unknown access lands on the dashboard', async () => {
    const { controller } = setup([{ id: 'AUDIT_LOGS' }, { id: 'INTEGRATIONS' }, { id: 'ANALYTICS' }]);
    expect(controller.landingPath()).toBe('/admin/dashboard/dashboard');
    await controller.loadAccessInfo();
    expect(controller.landingPath()).toBe('/admin/configuration/integrations');
  });

  it("loads the tenant info, then that tenant's flags; a failed tenant load is ignored and flags still load (spec section 4)", async () => {
    const events: string[] = [];
    let tenant = () => jsonResponse({ name: 'Acme Production', customerType: 'paid', region: 'eu', eusaAccepted: true, subscriptions: ['CSPM'] });
    const server = fakeConsoleServer({ imports: {}, routes: { '/bff/api/tenant/api/v1/tenant': () => (events.push('tenant'), tenant()) } });
    const runtime = createConsoleRuntime({ fetch: server.fetch, apiPrefix: `${TEST_ORIGIN}/bff/api` });
    runtime.setSession(createTestSession({ tenant: { id: 't1', name: 'acme' } }));
    const loadFlags = async (name: string) => void events.push(`flags for ${name}`);
    const controller = new SessionController({ runtime, doFetch: server.fetch, loadFlags, onPhase: () => {}, assign: vi.fn() });

    await controller.loadTenant();
    expect(events).toEqual(['tenant', 'flags for Acme Production']);
    expect(controller.tenantInfo.get()).toMatchObject({ name: 'Acme Production', region: 'eu' });

    events.length = 0;
    tenant = () => jsonResponse({ error: { code: 'INTERNAL', message: 'down' } }, 500);
    await expect(controller.loadTenant()).resolves.toBeUndefined();
    expect(events).toEqual(['tenant', 'flags for acme']);
    expect(controller.tenantInfo.get()).toMatchObject({ name: 'Acme Production' });
  });

  it("a group switch forgets the old group's server data; a refused switch keeps it", async () => {
    let refuse = true;
    const server = fakeConsoleServer({
      imports: {},
      modules: [{ id: 'ALERTS' }],
      routes: {
        '/bff/api/tenant/rbac/api/v1/tenant/user/group/switch': () =>
          refuse ? jsonResponse({ error: { code: 'FORBIDDEN', message: 'Not a member' } }, 403) : jsonResponse({ ok: true }),
      },
    });
    const runtime = createConsoleRuntime({ fetch: server.fetch, apiPrefix: `${TEST_ORIGIN}/bff/api` });
    runtime.setSession(createTestSession());
    const controller = new SessionController({ runtime, doFetch: server.fetch, loadFlags: async () => {}, onPhase: () => {}, assign: vi.fn() });
    runtime.queryClient.setQueryData(['alerts', 'list'], { items: ['ZS-CLOUD-115001'] });

    expect(await controller.switchGroup('grp_x')).toEqual({ ok: false, message: { text: 'Not a member' } });
    expect(runtime.queryClient.getQueryData(['alerts', 'list'])).toEqual({ items: ['ZS-CLOUD-115001'] });

    refuse = false;
    expect(await controller.switchGroup('grp_auditors')).toMatchObject({ ok: true });
    expect(runtime.queryClient.getQueryData(['alerts', 'list'])).toBeUndefined();
  });

  it('a sign-out forgets the dismissed password reminder and a stale return address', async () => {
    const { controller, assign, server } = setup();
    sessionStorage.setItem(STORAGE_KEYS.passwordReminderDismissed, '1');
    sessionStorage.setItem(STORAGE_KEYS.returnAddress, '/admin/alerts?page=3');
    await controller.signOut('user');
    expect(sessionStorage.getItem(STORAGE_KEYS.passwordReminderDismissed)).toBeNull();
    expect(sessionStorage.getItem(STORAGE_KEYS.returnAddress)).toBeNull();
    expect(server.requests).toContain('POST /bff/logout');
    expect(assign).toHaveBeenCalledWith('/');
  });

  it('a new sign-in shows the reminder again, whatever an earlier sign-in in this tab dismissed', async () => {
    const { controller } = setup();
    sessionStorage.setItem(STORAGE_KEYS.passwordReminderDismissed, '1');
    await expect(controller.completeSignIn(null)).resolves.toBe('/admin/dashboard/dashboard');
    expect(sessionStorage.getItem(STORAGE_KEYS.passwordReminderDismissed)).toBeNull();
    await controller.signOut('user');
  });
});
