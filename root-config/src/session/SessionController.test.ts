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
  it('lands where the landing steps say once access is known; unknown access lands on the default page', async () => {
    const server = fakeConsoleServer({ imports: {}, modules: [{ id: 'INTEGRATIONS' }] });
    const runtime = createConsoleRuntime({ fetch: server.fetch, apiPrefix: `${TEST_ORIGIN}/bff/api` });
    const landing = vi.fn(() => '/admin/configuration/integrations');
    const controller = new SessionController({ runtime, doFetch: server.fetch, loadFlags: async () => {}, landing, onPhase: () => {}, assign: vi.fn() });
    expect(controller.landingPath()).toBe('/admin/dashboard/dashboard');
    expect(landing).not.toHaveBeenCalled();
    await controller.loadAccessInfo();
    expect(controller.landingPath()).toBe('/admin/configuration/integrations');
  });

  it("asks for access, tenant and flags at once, the flags for the session's tenant; a failed tenant load is ignored (spec section 4)", async () => {
    const started: string[] = [];
    const held: (() => void)[] = [];
    const hold = (name: string, answer: () => Response) => () => {
      started.push(name);
      return new Promise<Response>((resolve) => held.push(() => resolve(answer())));
    };
    const server = fakeConsoleServer({
      imports: {},
      routes: {
        '/bff/api/tenant/api/v1/tenant': hold('tenant', () => jsonResponse({ error: { code: 'INTERNAL', message: 'down' } }, 500)),
        '/bff/api/tenant/rbac/api/v1/rbac/user': hold('access', () => jsonResponse({ emailid: 'a@acme.test', name: 'Ada', modules: [{ id: 'DASHBOARD' }], actions: [] })),
      },
    });
    const runtime = createConsoleRuntime({ fetch: server.fetch, apiPrefix: `${TEST_ORIGIN}/bff/api` });
    runtime.setSession(createTestSession({ tenant: { id: 't1', name: 'acme' } }));
    const loadFlags = (name: string) => {
      started.push(`flags for ${name}`);
      return new Promise<void>((resolve) => held.push(resolve));
    };
    const phases: string[] = [];
    const controller = new SessionController({ runtime, doFetch: server.fetch, loadFlags, onPhase: (p) => phases.push(p), assign: vi.fn() });

    const done = controller.start();
    await vi.waitFor(() => expect(started).toHaveLength(3));
    expect(new Set(started)).toEqual(new Set(['access', 'tenant', 'flags for acme']));
    for (const release of held) release();
    await done;
    expect(phases).toEqual(['loading', 'ready']);
    expect(controller.tenantInfo.get()).toBeNull();
    await controller.signOut('user');
  });

  it("takes the page's start data instead of asking for access, tenant and the password's age; the flags go to loadFlags", async () => {
    const server = fakeConsoleServer({ imports: {} });
    const runtime = createConsoleRuntime({ fetch: server.fetch, apiPrefix: `${TEST_ORIGIN}/bff/api` });
    runtime.setSession(createTestSession({ tenant: { id: 't1', name: 'acme' } }));
    const flagsGiven: unknown[] = [];
    const loadFlags = async (_name: string, carried?: unknown) => void flagsGiven.push(carried);
    const controller = new SessionController({ runtime, doFetch: server.fetch, loadFlags, onPhase: () => {}, assign: vi.fn() });
    const flags = { request: { flags: [] }, answer: { status: 200, body: [] } };

    await controller.start({
      access: { status: 200, body: { emailid: 'a@acme.test', name: 'Ada', modules: [{ id: 'ALERTS' }], actions: ['MANAGE_ALERTS'] } },
      tenant: { status: 200, body: { name: 'acme', subscriptions: ['CSPM'] } },
      passwordStatus: { status: 200, body: { expired: true } },
      flags,
    });
    expect(server.requests).toEqual([]);
    expect(runtime.store.get(runtime.atoms.access)).toMatchObject({ status: 'ready', modules: new Set(['ALERTS']) });
    expect(controller.tenantInfo.get()).toEqual({ name: 'acme', subscriptions: ['CSPM'] });
    expect(controller.passwordExpired.get()).toBe(true);
    expect(flagsGiven).toEqual([flags]);
    await controller.signOut('user');
  });

  it("start data that carries failures keeps spec section 4's meaning: access failed, tenant ignored, no reminder", async () => {
    const server = fakeConsoleServer({ imports: {} });
    const runtime = createConsoleRuntime({ fetch: server.fetch, apiPrefix: `${TEST_ORIGIN}/bff/api` });
    runtime.setSession(createTestSession({ tenant: { id: 't1', name: 'acme' } }));
    const controller = new SessionController({ runtime, doFetch: server.fetch, loadFlags: async () => {}, onPhase: () => {}, assign: vi.fn() });
    await controller.start({
      access: { status: 500, body: { error: { code: 'INTERNAL', message: 'down' } } },
      tenant: { status: 500, body: null },
      passwordStatus: { status: 500, body: null },
      flags: null,
    });
    expect(server.requests).toEqual([]);
    expect(controller.accessInfo.get().userInfo).toBe('Failed');
    expect(runtime.store.get(runtime.atoms.access)).toMatchObject({ status: 'failed' });
    expect(controller.tenantInfo.get()).toBeNull();
    expect(controller.passwordExpired.get()).toBe(false);
    await controller.signOut('user');
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
