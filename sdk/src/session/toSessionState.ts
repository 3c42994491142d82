import type { SessionInput, SessionState } from './SessionState';

/** Turns the session endpoint's body into the state plugins see, dropping the CSRF token. */
export function toSessionState(input: SessionInput, logout: () => Promise<void>): SessionState {
  if (!input.authenticated) return { status: 'signed-out' };
  return {
    status: 'signed-in',
    user: { id: input.user.id, email: input.user.email, name: input.user.name },
    tenant: { id: input.tenant.id, name: input.tenant.name },
    org: { id: input.org.id, name: input.org.name },
    breakglass: input.breakglass ?? false,
    expiresAt: new Date(input.expiresAt).toISOString(),
    logout,
  };
}
