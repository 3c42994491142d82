import { createTestSession } from '@palisade/sdk/testing';
import type { BootState } from '../boot/bootState';

/** Where the console under test pretends to be served from. */
export const TEST_ORIGIN = 'http://localhost:3000';

export const jsonResponse = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** Boot state of a local demo console; plugins that do not answer within `loadTimeoutMs` count as failed. */
export function testBoot(loadTimeoutMs: number): BootState {
  return {
    environment: 'local',
    overridesEnabled: false,
    config: { allowOverrides: false, sentryDsn: null, demo: true, version: 'test', loadTimeoutMs, error: null },
  };
}

export interface FakeConsoleServerOptions {
  /** The import map's entries. */
  imports: Readonly<Record<string, string>>;
  /** What Ada Admin's role grants; DASHBOARD by default. */
  modules?: readonly { id: string }[];
  /** The unread notification count; 0 by default. */
  unreadCount?: number;
  /** Answers by path that replace or add to the defaults. */
  routes?: Readonly<Record<string, (request: Request) => Response | Promise<Response>>>;
  /** What other paths answer: an empty list (a plugin API with nothing in it, the default) or 404. */
  unknown?: 'empty' | 'not-found';
}

/**
 * The server side of a startConsole test: Ada Admin signed in to tenant acme
 * through the BFF, the given import map and access, and every request
 * recorded as `METHOD /path`.
 */
export function fakeConsoleServer(options: FakeConsoleServerOptions): { fetch: typeof fetch; requests: string[] } {
  const requests: string[] = [];
  const defaults: Record<string, () => Response> = {
    '/bff/session': () => jsonResponse(createTestSession({ tenant: { id: 't1', name: 'acme' } })),
    '/import-map.json': () => jsonResponse({ imports: options.imports }),
    '/bff/api/tenant/rbac/api/v1/rbac/user': () =>
      jsonResponse({ emailid: 'admin@acme.test', name: 'Ada Admin', modules: options.modules ?? [{ id: 'DASHBOARD' }], actions: [] }),
    '/bff/api/tenant/api/v1/tenant': () => jsonResponse({ name: 'acme', customerType: 'paid', region: 'eu', eusaAccepted: true }),
    '/bff/api/notification/v1/notificationCount': () => jsonResponse({ count: options.unreadCount ?? 0 }),
  };
  const answer: typeof fetch = async (input, init) => {
    const request = input instanceof Request ? input : new Request(new URL(String(input), TEST_ORIGIN), init);
    const path = new URL(request.url, TEST_ORIGIN).pathname;
    requests.push(`${request.method} ${path}`);
    const route = options.routes?.[path] ?? defaults[path];
    if (route) return route(request);
    return options.unknown === 'not-found' ? jsonResponse({ error: { code: 'NOT_FOUND', message: 'nope' } }, 404) : jsonResponse([]);
  };
  return { fetch: answer, requests };
}
