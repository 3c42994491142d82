import { randomBytes } from 'node:crypto';
import type { FastifyRequest } from 'fastify';

export interface CspOptions {
  /** Import-map overrides are accepted on the requested host: a developer's dev server on localhost may serve scripts. */
  allowLocalScripts: boolean;
  sentryDsn: string | null;
  /** This page's nonce for the few style elements the console adds (scroll lock of dialogs, the overrides UI). */
  styleNonce?: string | undefined;
}

/** The only Trusted Types policy the page may create: the loader's (boot.js), which hands script URLs to SystemJS. */
export const TRUSTED_TYPES_POLICY = 'palisade-loader';

const LOCAL_ORIGINS = ' http://localhost:* http://127.0.0.1:*';

/**
 * CSP for the console. Scripts only from this origin (plus local dev servers
 * where overrides are accepted), no inline script or style, and every script
 * URL or HTML string must pass the loader's Trusted Types policy.
 */
export function contentSecurityPolicy(o: CspOptions): string {
  const local = o.allowLocalScripts ? LOCAL_ORIGINS : '';
  let sentry = '';
  if (o.sentryDsn) {
    try {
      sentry = ` ${new URL(o.sentryDsn).origin}`;
    } catch {
      sentry = '';
    }
  }
  const nonce = o.styleNonce === undefined ? '' : ` 'nonce-${o.styleNonce}'`;
  return [
    "default-src 'self'",
    `script-src 'self'${local}`,
    `style-src 'self'${local}${nonce}`,
    "img-src 'self' data:",
    "font-src 'self' data:",
    `connect-src 'self'${local}${sentry}`,
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
    "require-trusted-types-for 'script'",
    `trusted-types ${TRUSTED_TYPES_POLICY}`,
  ].join('; ');
}

/** HSTS for responses sent over https (directly or through a trusted proxy); never on plain http, where browsers ignore it. */
export const STRICT_TRANSPORT_SECURITY = 'max-age=31536000; includeSubDomains';

const nonces = new WeakMap<FastifyRequest, string>();

/** The style nonce of this request's page, made on first use; the CSP header of the same response allows it. */
export function styleNonceFor(request: FastifyRequest): string {
  let nonce = nonces.get(request);
  if (nonce === undefined) {
    nonce = randomBytes(16).toString('base64');
    nonces.set(request, nonce);
  }
  return nonce;
}

/** The nonce `styleNonceFor` gave this request, if any (only pages get one). */
export function styleNonceOf(request: FastifyRequest): string | undefined {
  return nonces.get(request);
}
