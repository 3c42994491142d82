import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../http/AppError.js';
import { safeEqual } from '../shared/secrets.js';
import { profileOf, type SessionRow, type SessionStore } from './SessionStore.js';

/** The session cookie's name on plain http (a developer's machine); browsers refuse `__Host-` cookies there. */
export const SESSION_COOKIE = 'palisade_session';
/** Its name whenever it is Secure: `__Host-` binds it to this host, path `/` and https, so no sibling domain can set it. */
export const SECURE_SESSION_COOKIE = `__Host-${SESSION_COOKIE}`;

export interface CookiePolicy { forceSecure: boolean }

/** Secure when the request is https (a trusted proxy's X-Forwarded-Proto included) or the policy forces it. */
function isSecure(request: FastifyRequest, policy: CookiePolicy): boolean {
  return policy.forceSecure || request.protocol === 'https';
}

export function setSessionCookie(request: FastifyRequest, reply: FastifyReply, policy: CookiePolicy, handle: string, expiresAt: number, now: number): void {
  const secure = isSecure(request, policy);
  reply.setCookie(secure ? SECURE_SESSION_COOKIE : SESSION_COOKIE, handle, {
    httpOnly: true, sameSite: 'strict', path: '/', secure,
    maxAge: Math.max(1, Math.floor((expiresAt - now) / 1000)),
  });
}

export function clearSessionCookie(request: FastifyRequest, reply: FastifyReply, policy: CookiePolicy): void {
  const secure = isSecure(request, policy);
  reply.clearCookie(secure ? SECURE_SESSION_COOKIE : SESSION_COOKIE, { httpOnly: true, sameSite: 'strict', path: '/', secure });
}

/**
 * The session of the request's cookie. Over https only the `__Host-` cookie
 * counts: a plain-named one could have been planted by a sibling domain.
 */
export async function currentSession(request: FastifyRequest, sessions: SessionStore): Promise<SessionRow | undefined> {
  const handle = request.cookies[SECURE_SESSION_COOKIE] ?? (request.protocol === 'https' ? undefined : request.cookies[SESSION_COOKIE]);
  return sessions.load(handle);
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
