import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../http/AppError.js';
import { safeEqual } from '../shared/secrets.js';
import { profileOf, type SessionRow, type SessionStore } from './SessionStore.js';

export const SESSION_COOKIE = 'palisade_session';

export interface CookiePolicy { forceSecure: boolean }

export function setSessionCookie(request: FastifyRequest, reply: FastifyReply, policy: CookiePolicy, handle: string, expiresAt: number, now: number): void {
  reply.setCookie(SESSION_COOKIE, handle, {
    httpOnly: true, sameSite: 'strict', path: '/', secure: policy.forceSecure || request.protocol === 'https',
    maxAge: Math.max(1, Math.floor((expiresAt - now) / 1000)),
  });
}

export function clearSessionCookie(request: FastifyRequest, reply: FastifyReply, policy: CookiePolicy): void {
  reply.clearCookie(SESSION_COOKIE, { httpOnly: true, sameSite: 'strict', path: '/', secure: policy.forceSecure || request.protocol === 'https' });
}

export async function currentSession(request: FastifyRequest, sessions: SessionStore): Promise<SessionRow | undefined> {
  return sessions.load(request.cookies[SESSION_COOKIE]);
}

/** CSRF: every state-changing BFF request must echo the session's token in X-CSRF-Token. */
export function assertCsrf(request: FastifyRequest, session: SessionRow | undefined): void {
  const header = request.headers['x-csrf-token'];
  const token = Array.isArray(header) ? header[0] : header;
  if (!session || !token || !safeEqual(token, session.csrf_token)) {
    throw new AppError(403, 'CSRF_REJECTED', 'Missing or invalid X-CSRF-Token header; fetch GET /bff/session first');
  }
}

export function sessionBody(row: SessionRow) {
  const profile = profileOf(row);
  if (!profile) return { authenticated: false as const, csrfToken: row.csrf_token };
  return {
    authenticated: true as const, csrfToken: row.csrf_token, user: profile.user, tenant: profile.tenant, org: profile.org,
    breakglass: profile.breakglass, expiresAt: new Date(row.expires_at).toISOString(),
    accessTokenRefreshedAt: new Date(row.access_refreshed_at ?? row.created_at).toISOString(),
  };
}
