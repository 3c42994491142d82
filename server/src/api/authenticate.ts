import type { FastifyRequest } from 'fastify';
import { createLocalJWKSet, createRemoteJWKSet, jwtVerify, type JWTVerifyGetKey } from 'jose';
import { AppError, unauthenticated } from '../http/AppError.js';
import { principalFromClaims, type Principal } from '../idp/tokenClaims.js';
import { API_AUDIENCE, type AppContext } from '../shared/AppContext.js';

declare module 'fastify' {
  interface FastifyRequest { principal?: Principal }
}

export interface TokenVerifierOptions { jwksUrl?: string; issuer?: string; audience?: string }

export type TokenVerifier = (token: string) => Promise<Principal>;

/** Verifies bearer JWTs against the built-in IdP key, or a remote JWKS when an external IdP is configured. */
export function createTokenVerifier(ctx: AppContext, options: TokenVerifierOptions = {}): TokenVerifier {
  const keys: JWTVerifyGetKey = options.jwksUrl
    ? createRemoteJWKSet(new URL(options.jwksUrl))
    : createLocalJWKSet({ keys: [ctx.signingKey.publicJwk] });
  return async (token) => {
    try {
      const { payload } = await jwtVerify(token, keys, {
        issuer: options.issuer ?? ctx.issuer,
        audience: options.audience ?? API_AUDIENCE,
        currentDate: new Date(ctx.clock()),
      });
      const principal = principalFromClaims(payload);
      if (!principal) throw unauthenticated('Access token lacks the tenant or organization claims');
      return principal;
    } catch (error) {
      if (error instanceof AppError) throw error;
      throw new AppError(401, 'UNAUTHENTICATED', 'Access token is missing, invalid or expired', undefined, { cause: error });
    }
  };
}

export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  const match = header?.match(/^Bearer\s+(\S+)$/i);
  return match?.[1];
}

/** The `X-API-Key` header, when the caller sent one (programmatic access; the BFF never forwards it). */
export function apiKeyHeader(request: FastifyRequest): string | undefined {
  const value = request.headers['x-api-key'];
  return typeof value === 'string' ? value : undefined;
}

export function principalOf(request: FastifyRequest): Principal {
  if (!request.principal) throw unauthenticated('Sign-in required');
  return request.principal;
}
