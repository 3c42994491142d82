import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { errorBody } from '../api/schemas.js';
import { AppError } from '../http/AppError.js';
import { CONSOLE_CLIENT_ID } from '../shared/AppContext.js';
import { randomToken, safeEqual } from '../shared/secrets.js';
import { DEFAULT_SCOPE } from '../idp/TokenIssuer.js';
import type { BffDeps } from './bffRoutes.js';
import { bffDoc, noBody } from './bffSchemas.js';
import { currentSession, setSessionCookie } from './sessionCookie.js';

const startQuery = z.object({
  connection: z.string().min(1).max(100),
  email: z.string().trim().toLowerCase().email('Email Id is Invalid').optional(),
  returnTo: z.string().max(2000).optional(),
});
const callbackQuery = z.object({ code: z.string().min(1).optional(), state: z.string().min(1).optional(), error: z.string().optional() });

/** Only same-site absolute paths are allowed as return addresses (no open redirects). */
export function safeReturnTo(value: string | undefined): string {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return '/';
  return value;
}

/** SSO through the IdP's /authorize with PKCE; the verifier and state stay in the BFF session. */
export async function ssoRoutes(app: FastifyInstance, deps: BffDeps): Promise<void> {
  const { sessions, broker, upstream, clock, cookies } = deps;
  const callbackUrl = (protocol: string, host: string) => `${protocol}://${host}/bff/sso/callback`;

  // Both handlers validate their query themselves (a bad callback redirects with an error): the schemas document them.
  app.get('/bff/sso/start', {
    schema: {
      ...bffDoc, summary: 'Starts single sign-on: redirects to the identity provider', querystring: startQuery,
      response: { 302: noBody('Redirect to the identity provider\'s /authorize'), 400: errorBody },
    },
    attachValidation: true,
  }, async (request, reply) => {
    const parsed = startQuery.safeParse(request.query);
    if (!parsed.success) {
      const fields = parsed.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message }));
      throw new AppError(400, 'VALIDATION_FAILED', `Invalid request fields: ${fields.map((f) => f.path).join(', ')}`, fields);
    }
    let session = await currentSession(request, sessions);
    if (!session) {
      const created = await sessions.createAnonymous();
      setSessionCookie(request, reply, cookies, created.handle, created.row.expires_at, clock());
      session = created.row;
    }
    const verifier = randomToken(48);
    const state = randomToken(24);
    await sessions.update(session.id, { pkce_verifier: verifier, sso_state: state, sso_return_to: safeReturnTo(parsed.data.returnTo) });
    const params = new URLSearchParams({
      response_type: 'code', client_id: CONSOLE_CLIENT_ID, redirect_uri: callbackUrl(request.protocol, request.host), state,
      code_challenge: createHash('sha256').update(verifier).digest('base64url'), code_challenge_method: 'S256',
      connection: parsed.data.connection, scope: DEFAULT_SCOPE, ...(parsed.data.email ? { login_hint: parsed.data.email } : {}),
    });
    return reply.redirect(`${upstream.authorizeUrl}?${params}`, 302);
  });

  app.get('/bff/sso/callback', {
    schema: {
      ...bffDoc, summary: 'Where the identity provider returns: signs in, then redirects to /auth/sso', querystring: callbackQuery,
      response: { 302: noBody('Redirect to /auth/sso, with returnTo on success or error on failure') },
    },
    attachValidation: true,
  }, async (request, reply) => {
    const query = callbackQuery.safeParse(request.query);
    const session = await currentSession(request, sessions);
    const fail = (code: string) => reply.redirect(`/auth/sso?error=${encodeURIComponent(code)}`, 302);
    if (!query.success || !query.data.code || !query.data.state) return fail(query.success && query.data.error ? query.data.error : 'invalid_request');
    if (!session?.sso_state || !session.pkce_verifier || !safeEqual(session.sso_state, query.data.state)) return fail('state_mismatch');
    try {
      const tokens = await broker.grant({
        grant_type: 'authorization_code', code: query.data.code, code_verifier: session.pkce_verifier,
        redirect_uri: callbackUrl(request.protocol, request.host),
      }, request.ip);
      const { handle, row } = await sessions.rotate(session.id, broker.sessionValues(tokens));
      setSessionCookie(request, reply, cookies, handle, row.expires_at, clock());
      return reply.redirect(`/auth/sso?returnTo=${encodeURIComponent(session.sso_return_to ?? '/')}`, 302);
    } catch (error) {
      if (error instanceof AppError) return fail(error.code);
      throw error;
    }
  });
}
