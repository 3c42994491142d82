import { z } from 'zod';
import { errorBody } from '../api/schemas.js';

/** OpenAPI tag and security of the identity provider's routes: the client authenticates with its id (public client, PKCE). */
export const idpDoc = { tags: ['idp'], security: [] as [], consumes: ['application/x-www-form-urlencoded', 'application/json'] } as const;

export const tokenSet = z.object({
  access_token: z.string(), id_token: z.string(), refresh_token: z.string(), token_type: z.literal('Bearer'),
  expires_in: z.number().int(), scope: z.string(),
});

/**
 * The OAuth error body; `fields` names each bad parameter of a malformed request, like the rest of the API.
 * Malformed requests the framework rejects (bad JSON) still get the common error shape.
 */
const fieldErrors = z.array(z.object({ path: z.string(), message: z.string() }));
const oauthError = z.union([z.object({ error: z.string(), error_description: z.string(), fields: fieldErrors.optional() }), errorBody]);
export const oauthErrors = { 400: oauthError, 401: oauthError, 403: oauthError, 429: oauthError } as const;

export const jwks = z.object({ keys: z.array(z.looseObject({ kty: z.string() })) });

export const openIdConfiguration = z.object({
  issuer: z.string(), authorization_endpoint: z.string(), token_endpoint: z.string(), revocation_endpoint: z.string(),
  jwks_uri: z.string(), response_types_supported: z.array(z.string()), grant_types_supported: z.array(z.string()),
  code_challenge_methods_supported: z.array(z.string()), id_token_signing_alg_values_supported: z.array(z.string()),
  subject_types_supported: z.array(z.string()), scopes_supported: z.array(z.string()),
  token_endpoint_auth_methods_supported: z.array(z.string()), client_id: z.string(),
});
