import { createLocalJWKSet, jwtVerify, SignJWT } from 'jose';
import { AppError } from '../../http/AppError.js';
import type { AppContext } from '../../shared/AppContext.js';
import { CATALOGUE_REPORTS } from './catalogue/catalogueSchemas.js';

/** Only render tokens carry this audience: an access token is never a render token, nor the reverse. */
export const RENDER_AUDIENCE = 'palisade-report-render';
/** Long enough for a headless renderer to open and print the page, short enough that a leaked link soon dies. */
export const RENDER_TOKEN_TTL_S = 15 * 60;

/**
 * The executive report (its range an id of reportRanges), a catalogue report (its range the catalogue query string: period and
 * filters), or one compliance framework (its range the framework id and the compliance slice, as a query string).
 */
export const REPORT_KINDS = ['executive', ...CATALOGUE_REPORTS, 'compliance-framework'] as const;
export type ReportKind = (typeof REPORT_KINDS)[number];

/** What a render token lets its bearer read: one report of one tenant over one range. */
export interface RenderGrant { tenantId: string; report: ReportKind; range: string; userId: string }

const CLAIMS = { tenant: 'tnt', report: 'rpt', range: 'rng' } as const;

/** Signs a render token with the server's token key, under its own audience. */
export async function signRenderToken(ctx: AppContext, grant: RenderGrant): Promise<{ token: string; expiresAt: number }> {
  const now = Math.floor(ctx.clock() / 1000);
  const expiresAt = (now + RENDER_TOKEN_TTL_S) * 1000;
  const token = await new SignJWT({ [CLAIMS.tenant]: grant.tenantId, [CLAIMS.report]: grant.report, [CLAIMS.range]: grant.range })
    .setProtectedHeader({ alg: ctx.signingKey.alg, kid: ctx.signingKey.kid, typ: 'report-render+jwt' })
    .setIssuer(ctx.issuer)
    .setAudience(RENDER_AUDIENCE)
    .setSubject(grant.userId)
    .setIssuedAt(now)
    .setExpirationTime(expiresAt / 1000)
    .sign(ctx.signingKey.privateKey);
  return { token, expiresAt };
}

const refused = (message: string, cause?: unknown) => new AppError(401, 'UNAUTHENTICATED', message, undefined, { cause });

/** Checks a render token's signature, audience, issuer and expiry; throws 401 saying what is wrong. */
export async function verifyRenderToken(ctx: AppContext, token: string | undefined): Promise<RenderGrant> {
  if (!token) throw refused('This report link has no render token');
  const keys = createLocalJWKSet({ keys: [ctx.signingKey.publicJwk] });
  let payload: Record<string, unknown>;
  try {
    ({ payload } = await jwtVerify(token, keys, { issuer: ctx.issuer, audience: RENDER_AUDIENCE, currentDate: new Date(ctx.clock()) }));
  } catch (error) {
    const expired = error instanceof Error && 'code' in error && error.code === 'ERR_JWT_EXPIRED';
    throw refused(expired ? 'This report link has expired; ask for a new one' : 'This report link is not valid', error);
  }
  const tenantId = payload[CLAIMS.tenant];
  const report = payload[CLAIMS.report];
  const range = payload[CLAIMS.range];
  if (typeof tenantId !== 'string' || typeof range !== 'string' || typeof payload.sub !== 'string' || !REPORT_KINDS.includes(report as ReportKind)) {
    throw refused('This report link is not valid');
  }
  return { tenantId, report: report as ReportKind, range, userId: payload.sub };
}
