import type { FastifyReply, FastifyRequest } from 'fastify';
import { MFA_TOKEN_HEADER } from '../api/auth/otpService.js';
import { AppError } from '../http/AppError.js';
import { clearSessionCookie, type CookiePolicy } from './sessionCookie.js';
import type { SessionRow, SessionStore } from './SessionStore.js';
import type { TokenBroker } from './TokenBroker.js';
import { readText, UpstreamUnavailableError, type Upstream } from './Upstream.js';

/** Pre-login calls go out without a bearer token even when a session exists. */
const PUBLIC_PATHS = new Set(['/auth/api/v1/orglookup', '/auth/api/v1/createOTP', '/auth/api/v1/validateOTP', '/auth/api/v1/resetPassword',
  '/auth/api/v1/resetPassword/confirm']);
const PASS_HEADERS = ['accept', 'accept-language', 'if-none-match'] as const;

/**
 * Whether an API answer passes to the browser as bytes, as it arrives, with its file name: anything but JSON (a CSV
 * export, a printed PDF, a report run's file, a zip, an octet-stream, a YAML template, the CLI script). JSON is read
 * whole and sent on as the API's answer.
 */
export function passesAsBytes(contentType: string | undefined): boolean {
  return !/^application\/([\w.-]+\+)?json\s*(;|$)/i.test(contentType ?? 'application/json');
}

/** Whether an API path stays inside the API: no dot segments, raw or encoded, and no encoded slashes. */
export function isInsideApi(path: string): boolean {
  return !/(^|\/)(\.|%2e){1,2}(\/|$)/i.test(path) && !/%2f|%5c/i.test(path);
}

/** Calls that only `/bff/api/*` forwards, one at a time: pre-sign-in calls (no bearer). */
export function isForwardedAlone(path: string): boolean {
  return PUBLIC_PATHS.has(path);
}

interface ForwardDeps { session: SessionRow | undefined; broker: TokenBroker; upstream: Upstream; sessions: SessionStore; cookies: CookiePolicy }

export async function forwardToApi(request: FastifyRequest, reply: FastifyReply, deps: ForwardDeps) {
  const { session, broker, upstream, sessions } = deps;
  const rawPath = request.url.slice('/bff/api'.length);
  const path = rawPath.split('?')[0] ?? '';
  // Forwarding must stay inside the API: no dot segments, raw or encoded.
  if (!isInsideApi(path)) {
    throw new AppError(400, 'VALIDATION_FAILED', 'The API path contains dot segments or encoded slashes', [{ path: 'path', message: 'Not allowed' }]);
  }
  const headers: Record<string, string> = {};
  for (const name of PASS_HEADERS) {
    const value = request.headers[name];
    if (typeof value === 'string') headers[name] = value;
  }
  if (session?.user_id && !PUBLIC_PATHS.has(path)) {
    try {
      const token = await broker.accessToken(session, request.ip);
      if (token) headers['authorization'] = `Bearer ${token}`;
    } catch (error) {
      if (error instanceof AppError && error.statusCode === 401) clearSessionCookie(request, reply, deps.cookies);
      throw error;
    }
  }
  const hasBody = !['GET', 'HEAD'].includes(request.method);
  let res;
  try {
    res = await upstream.api({ method: request.method, path: rawPath, headers, clientIp: request.ip, ...(hasBody ? { body: request.body ?? {} } : {}) });
  } catch (error) {
    if (error instanceof UpstreamUnavailableError) throw new AppError(502, 'UPSTREAM_UNAVAILABLE', 'The API is unreachable', undefined, { cause: error });
    throw error;
  }
  // The proof of a verified code stays in the session (the password sign-in hands it to the IdP): response headers are not passed on.
  const mfaToken = res.headers[MFA_TOKEN_HEADER];
  if (session && path === '/auth/api/v1/validateOTP' && res.status === 200 && mfaToken) {
    const email = String((request.body as { Email?: unknown } | undefined)?.Email ?? '').trim().toLowerCase();
    await sessions.update(session.id, { otp_email: email, mfa_token: mfaToken });
  }
  reply.code(res.status);
  const type = res.headers['content-type'];
  if (type) reply.header('content-type', type);
  reply.header('cache-control', 'no-store');
  if (!passesAsBytes(type)) return reply.send(await readText(res.body));
  const disposition = res.headers['content-disposition'];
  if (disposition) reply.header('content-disposition', disposition);
  return reply.send(res.body);
}
