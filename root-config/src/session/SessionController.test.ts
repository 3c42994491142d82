// @vitest-environment jsdom
import { createConsoleRuntime } from '@palisade/sdk/host';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeConsoleServer, TEST_ORIGIN } from '../testing/fakeConsoleServer';
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
