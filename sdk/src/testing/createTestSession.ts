import type { SessionInput } from '../session/SessionState';

type SignedInInput = Extract<SessionInput, { authenticated: true }>;

/**
 * A signed-in session body, as `GET /bff/session` returns it, for tests.
 * Override any field.
 *
 * @example
 * ```ts
 * createTestSession({ user: { id: 'u2', email: 'viewer@acme.test', name: 'Vera Viewer' } })
 * ```
 *
 * @beta
 */
export function createTestSession(overrides: Partial<SignedInInput> = {}): SignedInInput {
  return {
    authenticated: true,
    csrfToken: 'test-csrf-token',
    user: { id: 'user-1', email: 'admin@acme.test', name: 'Ada Admin' },
    tenant: { id: 'tenant-1', name: 'Acme' },
    org: { id: 'org-1', name: 'Acme Corp' },
    breakglass: false,
    expiresAt: '2030-01-01T00:00:00.000Z',
    ...overrides,
  };
}
