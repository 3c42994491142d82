import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../http/AppError.js';
import { BREAKGLASS_REALM, INVALID_CREDENTIALS } from '../idp/grants.js';
import { PASSWORD_REALM_GRANT } from '../idp/idpRoutes.js';
import { DEFAULT_SCOPE } from '../idp/TokenIssuer.js';
import type { Clock } from '../shared/clock.js';
import { batchRoute } from './batchRoute.js';
import { bffDoc, bffErrors, loginBody, noBody, sessionResponse } from './bffSchemas.js';
import { forwardToApi } from './forwardToApi.js';
import { assertCsrf, clearSessionCookie, type CookiePolicy, currentSession, sessionBody, setSessionCookie } from './sessionCookie.js';
import type { SessionRow, SessionStore } from './SessionStore.js';
import { safeJson, SESSION_EXPIRED, type TokenBroker } from './TokenBroker.js';
import { ssoRoutes } from './ssoRoutes.js';
import { readText, type Upstream } from './Upstream.js';

export interface BffDeps { sessions: SessionStore; broker: TokenBroker; upstream: Upstream; clock: Clock; cookies: CookiePolicy }

interface OrgLookup { Connections: { Type: string; ConnectionName: string }[] }

/** Backend-for-frontend: the browser's only API. Tokens never leave the server. */
export async function bffRoutes(app: FastifyInstance, deps: BffDeps): Promise<void> {
  const { sessions, broker, upstream, clock, cookies } = deps;

  app.addHook('preHandler', async (request, reply) => {
    if (!request.url.startsWith('/bff/') || ['GET', 'HEAD', 'OPTIONS'].includes(request.method)) return;
    const session = await currentSession(request, sessions);
    // Without a session there is nothing to forge: refresh reports the ended session, logout is idempotent.
    if (!session && request.url === '/bff/refresh') {
      clearSessionCookie(request, reply, cookies);
      throw new AppError(401, 'UNAUTHENTICATED', SESSION_EXPIRED);
    }
    if (!session && request.url === '/bff/logout') {
      clearSessionCookie(request, reply, cookies);
      return reply.code(204).send();
    }
    assertCsrf(request, session);
    request.bffSession = session;
  });

  app.get('/bff/session', {
    schema: { ...bffDoc, summary: 'The session: who is signed in, and the CSRF token (starts an anonymous session)', response: { 200: sessionResponse } },
  }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const existing = await currentSession(request, sessions);
    if (existing) return sessionBody(existing);
    const { handle, row } = await sessions.createAnonymous();
    setSessionCookie(request, reply, cookies, handle, row.expires_at, clock());
    return sessionBody(row);
  });

  // The handler validates the body itself, after the CSRF check: the schema documents it.
  app.post('/bff/login', {
    schema: { ...bffDoc, summary: 'Password sign-in', body: loginBody, response: { 200: sessionResponse, ...bffErrors } }, attachValidation: true,
  }, async (request, reply) => {
    const parsed = loginBody.safeParse(request.body ?? {});
    if (!parsed.success) {
      const fields = parsed.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message }));
      throw new AppError(400, 'VALIDATION_FAILED', `Invalid request fields: ${fields.map((f) => f.path).join(', ')}`, fields);
    }
    const { email, password, tenantId, breakglass } = parsed.data;
    const session = sessionOf(request);
    const lookupRes = await upstream.api({ method: 'POST', path: '/auth/api/v1/orglookup', body: { Email: email }, clientIp: request.ip });
    const lookupBody = await readText(lookupRes.body);
    if (lookupRes.status === 429) throw new AppError(429, 'RATE_LIMITED', 'Too many sign-in attempts, try again in a minute');
    if (lookupRes.status !== 200) throw new AppError(401, 'invalid_grant', INVALID_CREDENTIALS);
    const org = safeJson(lookupBody) as OrgLookup;
    const realm = breakglass ? BREAKGLASS_REALM : org.Connections.find((c) => c.Type === 'auth0')?.ConnectionName;
    if (!realm) throw new AppError(401, 'invalid_grant', 'This organization signs in with single sign-on');
    // The IdP decides whether the code and the tenant choice are needed; the BFF only hands over what the session holds.
    const mfaToken = session.otp_email === email ? session.mfa_token : null;
    const tokens = await broker.grant({
      grant_type: PASSWORD_REALM_GRANT, username: email, password, realm, scope: DEFAULT_SCOPE, ...(tenantId ? { tenant_id: tenantId } : {}),
      ...(mfaToken ? { mfa_token: mfaToken } : {}),
    }, request.ip);
    const { handle, row } = await sessions.rotate(session.id, broker.sessionValues(tokens));
    setSessionCookie(request, reply, cookies, handle, row.expires_at, clock());
    return sessionBody(row);
  });

  app.post('/bff/refresh', {
    schema: { ...bffDoc, summary: 'Refreshes the access token kept on the server', response: { 200: sessionResponse, ...bffErrors } },
  }, async (request, reply) => {
    const session = sessionOf(request);
    if (!session.user_id) throw new AppError(401, 'UNAUTHENTICATED', 'Not signed in');
    try {
      return sessionBody(await broker.refresh(session, request.ip));
    } catch (error) {
      if (error instanceof AppError && error.statusCode === 401) clearSessionCookie(request, reply, cookies);
      throw error;
    }
  });

  app.post('/bff/logout', {
    schema: { ...bffDoc, summary: 'Signs out and revokes the refresh tokens', response: { 204: noBody('Signed out; the session cookie is cleared'), ...bffErrors } },
  }, async (request, reply) => {
    const session = sessionOf(request);
    await broker.revoke(session, request.ip);
    await sessions.delete(session.id);
    clearSessionCookie(request, reply, cookies);
    return reply.code(204).send();
  });

  app.all('/bff/api/*', async (request, reply) => {
    const session = request.bffSession ?? (await currentSession(request, sessions));
    return forwardToApi(request, reply, { session, broker, upstream, sessions, cookies });
  });

  await batchRoute(app, deps);
  await ssoRoutes(app, deps);
}

declare module 'fastify' {
  interface FastifyRequest { bffSession?: SessionRow }
}

function sessionOf(request: FastifyRequest): SessionRow {
  if (!request.bffSession) throw new AppError(403, 'CSRF_REJECTED', 'No session; fetch GET /bff/session first');
  return request.bffSession;
}
