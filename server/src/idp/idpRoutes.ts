import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { CONSOLE_CLIENT_ID, type AppContext } from '../shared/AppContext.js';
import { authorizeRoutes } from './authorizeRoutes.js';
import { idpDoc, jwks, oauthErrors, openIdConfiguration, tokenSet } from './idpSchemas.js';
import { authorizationCodeGrant, passwordRealmGrant, refreshTokenGrant } from './grants.js';
import { oauthInvalidRequest } from './oauthInvalidRequest.js';
import { DEFAULT_SCOPE, type GrantResult, TokenIssuer } from './TokenIssuer.js';

export const PASSWORD_REALM_GRANT = 'http://auth0.com/oauth/grant-type/password-realm';

const tokenRequest = z.discriminatedUnion('grant_type', [
  z.object({
    grant_type: z.literal(PASSWORD_REALM_GRANT), username: z.string().min(1), password: z.string().min(1),
    realm: z.string().min(1), client_id: z.string().min(1), scope: z.string().optional(), tenant_id: z.string().optional(),
    mfa_token: z.string().min(1).optional(),
  }),
  z.object({
    grant_type: z.literal('authorization_code'), code: z.string().min(1), code_verifier: z.string().min(43).max(128),
    redirect_uri: z.string().min(1), client_id: z.string().min(1),
  }),
  z.object({ grant_type: z.literal('refresh_token'), refresh_token: z.string().min(1), client_id: z.string().min(1) }),
]);

const revokeRequest = z.object({ token: z.string().min(1), client_id: z.string().min(1) });

/** The built-in identity provider, shaped like a hosted OAuth/OIDC provider so a real one can replace it. */
export async function idpRoutes(app: FastifyInstance, ctx: AppContext, redirectOrigins: readonly string[] = []): Promise<void> {
  const issuer = new TokenIssuer(ctx);

  // Token and revoke validate their bodies themselves to answer in the OAuth error shape: the schemas document them.
  app.post('/idp/oauth/token', {
    schema: { ...idpDoc, summary: 'Token endpoint: password-realm, authorization_code (PKCE) and refresh_token grants', body: tokenRequest,
      response: { 200: tokenSet, ...oauthErrors } },
    attachValidation: true,
  }, async (request, reply) => {
    const parsed = tokenRequest.safeParse(request.body ?? {});
    if (!parsed.success) return reply.code(400).header('cache-control', 'no-store').send(oauthInvalidRequest(parsed.error));
    const body = parsed.data;
    let result: GrantResult;
    switch (body.grant_type) {
      case PASSWORD_REALM_GRANT: result = await passwordRealmGrant(ctx, issuer, body, request.ip); break;
      case 'authorization_code': result = await authorizationCodeGrant(ctx, issuer, body, request.ip); break;
      case 'refresh_token': result = await refreshTokenGrant(ctx, issuer, body, request.ip); break;
    }
    reply.header('cache-control', 'no-store');
    if (!result.ok) return reply.code(result.status as keyof typeof oauthErrors).send({ error: result.error, error_description: result.error_description });
    return reply.send(result.tokens);
  });

  // RFC 7009 revocation: revokes the whole refresh family (used by logout).
  app.post('/idp/oauth/revoke', {
    schema: { ...idpDoc, summary: 'Revokes a refresh token and its whole family (RFC 7009)', body: revokeRequest,
      response: { 200: z.object({}), 400: oauthErrors[400] } },
    attachValidation: true,
  }, async (request, reply) => {
    const parsed = revokeRequest.safeParse(request.body ?? {});
    if (!parsed.success) return reply.code(400).send(oauthInvalidRequest(parsed.error, 'token'));
    await issuer.revokeByToken(parsed.data.token);
    return reply.code(200).send({});
  });

  app.get('/idp/.well-known/jwks.json', { schema: { ...idpDoc, summary: 'The public keys that verify issued tokens', response: { 200: jwks } } }, async (_request, reply) => {
    return reply.header('cache-control', 'public, max-age=300').send({ keys: [ctx.signingKey.publicJwk] });
  });

  app.get('/idp/.well-known/openid-configuration', {
    schema: { ...idpDoc, summary: 'OpenID Connect discovery', response: { 200: openIdConfiguration } },
  }, async (request: FastifyRequest, reply: FastifyReply) => {
    const base = `${request.protocol}://${request.host}/idp`;
    return reply.send({
      issuer: ctx.issuer,
      authorization_endpoint: `${base}/authorize`,
      token_endpoint: `${base}/oauth/token`,
      revocation_endpoint: `${base}/oauth/revoke`,
      jwks_uri: `${base}/.well-known/jwks.json`,
      response_types_supported: ['code'],
      grant_types_supported: ['authorization_code', 'refresh_token', PASSWORD_REALM_GRANT],
      code_challenge_methods_supported: ['S256'],
      id_token_signing_alg_values_supported: [ctx.signingKey.alg],
      subject_types_supported: ['public'],
      scopes_supported: DEFAULT_SCOPE.split(' '),
      token_endpoint_auth_methods_supported: ['none'],
      client_id: CONSOLE_CLIENT_ID,
    });
  });

  await authorizeRoutes(app, ctx, redirectOrigins);
}
