import { describe, expect, it, vi } from 'vitest';
import { UnauthenticatedError } from '../http/HttpError';
import { createTestSession } from '../testing/createTestSession';
import { createConsoleRuntime } from './createConsoleRuntime';

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status });

function runtimeWith(respond: (request: Request) => Response) {
  const requests: Request[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(new URL(input instanceof Request ? input.url : String(input), 'http://console.test'), input instanceof Request ? input : init);
    requests.push(request);
    return respond(request);
  });
  const onSessionExpired = vi.fn();
  const runtime = createConsoleRuntime({ apiPrefix: 'http://console.test/bff/api', fetch, onSessionExpired });
  return { runtime, requests, onSessionExpired };
}

describe('createConsoleRuntime', () => {
  it('keeps the session without its CSRF token and sends the token on writes', async () => {
    const { runtime, requests } = runtimeWith(() => json(200, {}));
    runtime.setSession(createTestSession({ csrfToken: 'tok-1' }));
    const session = runtime.getSession();
    expect(session).toMatchObject({ status: 'signed-in', user: { email: 'admin@acme.test' }, tenant: { name: 'Acme' } });
    expect(JSON.stringify(session)).not.toContain('tok-1');
    await runtime.http.post('x', { json: {} });
    expect(requests[0]?.headers.get('X-CSRF-Token')).toBe('tok-1');
    runtime.setCsrfToken('tok-2');
    await runtime.http.delete('x');
    expect(requests[1]?.headers.get('X-CSRF-Token')).toBe('tok-2');
  });

  it('ends the session on a 401 and calls onSessionExpired once, until the next sign-in', async () => {
    const { runtime, onSessionExpired } = runtimeWith(() => json(401, { error: { code: 'UNAUTHENTICATED', message: 'gone' } }));
    runtime.setSession(createTestSession());
    await expect(runtime.http.get('a')).rejects.toBeInstanceOf(UnauthenticatedError);
    await expect(runtime.http.get('b')).rejects.toBeInstanceOf(UnauthenticatedError);
    expect(onSessionExpired).toHaveBeenCalledTimes(1);
    expect(runtime.getSession()).toEqual({ status: 'signed-out', reason: 'expired' });
    runtime.setSession(createTestSession());
    await runtime.http.get('c').catch(() => {});
    expect(onSessionExpired).toHaveBeenCalledTimes(2);
  });

  it('logs out through POST /bff/logout with the CSRF token', async () => {
    const { runtime, requests } = runtimeWith(() => new Response(null, { status: 204 }));
    runtime.setSession(createTestSession({ csrfToken: 'tok-9' }));
    const session = runtime.getSession();
    if (session.status !== 'signed-in') throw new Error('expected signed in');
    await session.logout();
    expect(requests[0]?.method).toBe('POST');
    expect(new URL(requests[0]!.url).pathname).toBe('/bff/logout');
    expect(requests[0]?.headers.get('X-CSRF-Token')).toBe('tok-9');
    expect(runtime.getSession()).toEqual({ status: 'signed-out', reason: 'logged-out' });
  });

  it('flattens granted modules and sub-modules, keeping DASHBOARD sub-apps apart', () => {
    const { runtime } = runtimeWith(() => json(200, {}));
    runtime.setAccess({ modules: [{ id: 'DASHBOARD', submodules: [{ id: 'CLOUD_ALERTS' }] }, { id: 'ALERTS' }], actions: ['DOWNLOAD_CLI_SCANNER'] });
    const access = runtime.store.get(runtime.atoms.access);
    expect(access.status === 'ready' && [...access.modules]).toEqual(['DASHBOARD', 'DASHBOARD/CLOUD_ALERTS', 'ALERTS']);
  });

  it('groups flag entries by key then feature', () => {
    const { runtime } = runtimeWith(() => json(200, {}));
    runtime.setFeatureFlags([{ key: 'alerts', value: true }, { key: 'alerts', value: false, feature: 'k8s' }]);
    expect(runtime.store.get(runtime.atoms.flags)).toEqual({ alerts: { default: true, k8s: false } });
  });

  it('loads the unread count (loading, then the count), and keeps the last one when the load fails, loading ended', async () => {
    let answer: Response = json(200, { count: 4 });
    const { runtime } = runtimeWith(() => answer);
    expect(runtime.store.get(runtime.atoms.unreadCountLoading)).toBe(false);
    const loading = runtime.refreshUnreadCount();
    expect(runtime.store.get(runtime.atoms.unreadCountLoading)).toBe(true);
    await loading;
    expect(runtime.store.get(runtime.atoms.unreadCountLoading)).toBe(false);
    expect(runtime.store.get(runtime.atoms.unreadCount)).toBe(4);
    answer = json(500, {});
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    await runtime.refreshUnreadCount();
    log.mockRestore();
    expect(runtime.store.get(runtime.atoms.unreadCount)).toBe(4);
    expect(runtime.store.get(runtime.atoms.unreadCountLoading)).toBe(false);
  });

  it('has no unread count, and reports nothing, for a user the server does not let read notifications', async () => {
    let answer: Response = json(200, { count: 2 });
    const { runtime } = runtimeWith(() => answer);
    await runtime.refreshUnreadCount();
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      for (const status of [403, 404]) {
        answer = json(status, { error: { code: status === 403 ? 'FORBIDDEN' : 'FEATURE_DISABLED', message: 'No notifications' } });
        await runtime.refreshUnreadCount();
        expect(runtime.store.get(runtime.atoms.unreadCount)).toBeNull();
      }
      answer = json(502, {});
      await runtime.refreshUnreadCount();
      expect(log).toHaveBeenCalledTimes(1);
    } finally {
      log.mockRestore();
    }
  });

  it('dismisses ordinary toasts after a while and keeps error toasts', () => {
    vi.useFakeTimers();
    try {
      const { runtime } = runtimeWith(() => json(200, {}));
      runtime.notify({ message: 'Saved' });
      runtime.notify({ message: 'Failed', error: true });
      vi.advanceTimersByTime(5000);
      expect(runtime.getToasts().map((t) => t.message)).toEqual(['Failed']);
    } finally {
      vi.useRealTimers();
    }
  });
});
