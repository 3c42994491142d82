import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { tenantsOfUser } from '../access/directory.js';
import { ipNotTrustedMessage, isAddressAllowed } from '../api/admin/trustedIps/trustedAddress.js';
import { signInUnknownIdentity } from '../api/admin/sso/jitProvisioning.js';
import { AppError } from '../http/AppError.js';
import { CONSOLE_CLIENT_ID, type AppContext } from '../shared/AppContext.js';
import { randomToken, sha256 } from '../shared/secrets.js';
import { checkCredentials, INVALID_CREDENTIALS, limitSignIn } from './grants.js';
import { renderLoginPage } from './loginPage.js';
import { loadSamlCredential, standInMetadataXml } from './samlCredential.js';
import { DEFAULT_SCOPE } from './TokenIssuer.js';

const CODE_TTL_MS = 60_000;

const authorizeParams = z.object({
  response_type: z.literal('code'),
  client_id: z.literal(CONSOLE_CLIENT_ID),
  redirect_uri: z.string().url(),
  state: z.string().min(8),
  code_challenge: z.string().min(43).max(128),
  code_challenge_method: z.literal('S256'),
  connection: z.string().min(1),
  login_hint: z.string().optional(),
  scope: z.string().optional(),
});
type AuthorizeParams = z.infer<typeof authorizeParams>;

/** /idp/authorize for samlp connections, answered by the built-in stand-in enterprise IdP. */
export async function authorizeRoutes(app: FastifyInstance, ctx: AppContext, redirectOrigins: readonly string[] = []): Promise<void> {
  const validate = async (request: FastifyRequest, source: unknown): Promise<AuthorizeParams> => {
    const parsed = authorizeParams.safeParse(source);
    if (!parsed.success) {
      const fields = parsed.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message }));
      throw new AppError(400, 'VALIDATION_FAILED', `Invalid authorization request: ${fields.map((f) => f.path).join(', ')}`, fields);
    }
    const p = parsed.data;
    // The redirect must come back to this deployment's BFF callback; anything else could leak the code.
    const target = new URL(p.redirect_uri);
    const registered = target.host === request.host || redirectOrigins.includes(target.origin);
    if (!registered || target.pathname !== '/bff/sso/callback') {
      throw new AppError(400, 'VALIDATION_FAILED', 'redirect_uri is not registered for this client', [{ path: 'redirect_uri', message: 'Not registered' }]);
    }
    const connection = await ctx.db.selectFrom('connections').selectAll().where('name', '=', p.connection).executeTakeFirst();
    if (!connection || connection.type !== 'samlp') {
      throw new AppError(400, 'VALIDATION_FAILED', `Connection ${p.connection} is not an SSO connection`, [{ path: 'connection', message: 'Unknown SSO connection' }]);
    }
    return p;
  };

  const hiddenFields = (p: AuthorizeParams): Record<string, string> => {
    const { login_hint: _hint, ...rest } = p;
    return Object.fromEntries(Object.entries(rest).filter(([, v]) => v !== undefined)) as Record<string, string>;
  };

  // The stand-in IdP's SAML metadata: what an organisation's SSO settings are tested against.
  app.get('/idp/saml/metadata', async (request, reply) => {
    const credential = await loadSamlCredential(ctx.db, ctx.clock());
    return reply.type('application/samlmetadata+xml; charset=utf-8')
      .send(standInMetadataXml(credential, `${request.protocol}://${request.host}/idp/authorize`));
  });

  app.get('/idp/authorize', async (request, reply) => {
    const p = await validate(request, request.query);
    return reply.type('text/html; charset=utf-8').header('cache-control', 'no-store')
      .send(renderLoginPage({ hidden: hiddenFields(p), email: p.login_hint ?? '', connection: p.connection }));
  });

  app.post('/idp/authorize', async (request, reply) => {
    const body = (request.body ?? {}) as Record<string, unknown>;
    const p = await validate(request, body);
    const email = typeof body['email'] === 'string' ? body['email'].trim() : '';
    const password = typeof body['password'] === 'string' ? body['password'] : '';
    const fail = (status: number, error: string) => reply.code(status).type('text/html; charset=utf-8')
      .send(renderLoginPage({ hidden: hiddenFields(p), email, connection: p.connection, error }));
    const admitted = await limitSignIn(ctx, email, request.ip);
    if (!admitted.ok) return fail(429, 'Too many sign-in attempts. Try again in a minute.');
    let user = email && password ? await checkCredentials(ctx, email, password) : undefined;
    const connection = await ctx.db.selectFrom('connections').select('org_id').where('name', '=', p.connection).executeTakeFirstOrThrow();
    if (!user && email && password) {
      // Someone the organisation's IdP knows but the console does not: just-in-time provisioning decides.
      const unknown = await signInUnknownIdentity(ctx, email, password, connection.org_id);
      if (unknown.kind === 'jit-not-enabled') return fail(403, unknown.message);
      if (unknown.kind === 'signed-in') user = unknown.user;
    }
    if (!user || user.org_id !== connection.org_id) return fail(401, INVALID_CREDENTIALS);
    await admitted.attempt.succeeded();
    const [tenant] = await tenantsOfUser(ctx.db, user.id);
    if (!tenant) return fail(403, 'Your account has no tenant in this organization.');
    if (!(await isAddressAllowed(ctx.db, tenant.id, request.ip, user.breakglass === 1))) return fail(403, ipNotTrustedMessage(request.ip));
    const code = randomToken();
    await ctx.db.insertInto('auth_codes').values({
      code_hash: sha256(code), client_id: p.client_id, redirect_uri: p.redirect_uri, code_challenge: p.code_challenge,
      user_id: user.id, tenant_id: tenant.id, scope: p.scope ?? DEFAULT_SCOPE, expires_at: ctx.clock() + CODE_TTL_MS, used_at: null,
    }).execute();
    const target = new URL(p.redirect_uri);
    target.searchParams.set('code', code);
    target.searchParams.set('state', p.state);
    return reply.redirect(target.toString(), 303);
  });
}
