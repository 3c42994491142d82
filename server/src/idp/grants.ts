import { createHash } from 'node:crypto';
import { findUserByEmail, tenantsOfUser } from '../access/directory.js';
import { AppError } from '../http/AppError.js';
import { CONSOLE_CLIENT_ID, type AppContext } from '../shared/AppContext.js';
import type { Attempt } from '../http/RateLimiter.js';
import { hashPassword, needsRehash, safeEqual, sha256, unmatchableHash, verifyPassword } from '../shared/secrets.js';
import { DEFAULT_SCOPE, type GrantFailure, grantFailure, type GrantResult, type TokenIssuer } from './TokenIssuer.js';
import { refuseUntrustedSignIn } from './trustedSignIn.js';

export const BREAKGLASS_REALM = 'breakglass';
export const INVALID_CREDENTIALS = 'Invalid Login ID or Password';


/**
 * Checks email+password; spends the same scrypt time for unknown emails so timing does not reveal accounts.
 * A hash made with an older, cheaper cost is replaced after a successful check, while the password is at hand.
 */
export async function checkCredentials(ctx: AppContext, email: string, password: string) {
  const user = await findUserByEmail(ctx.db, email);
  const ok = await verifyPassword(password, user?.password_hash ?? unmatchableHash());
  // A disabled user is refused like a wrong password, so the answer does not tell the two apart.
  if (!ok || !user || user.status === 'disabled') return undefined;
  if (needsRehash(user.password_hash)) {
    const rehashed = await hashPassword(password);
    await ctx.db.updateTable('users').set({ password_hash: rehashed }).where('id', '=', user.id).where('password_hash', '=', user.password_hash).execute();
    return { ...user, password_hash: rehashed };
  }
  return user;
}

/** Admits a sign-in attempt past the rate limits, or the OAuth error hosted providers use for a refusal. */
export async function limitSignIn(ctx: AppContext, account: string | undefined, address: string): Promise<{ ok: true; attempt: Attempt } | GrantFailure> {
  try {
    return { ok: true, attempt: await ctx.limiter.attempt('sign-in', account, address) };
  } catch (error) {
    if (error instanceof AppError) return grantFailure(429, 'too_many_attempts', error.message);
    throw error;
  }
}

export interface PasswordRealmParams {
  username: string; password: string; realm: string; client_id: string; scope?: string; tenant_id?: string;
  /** Proof of a verified one-time code (from validateOTP), required when the organisation requires codes. */
  mfa_token?: string;
}

/** The OAuth error of a password grant without a valid proof of the one-time code (the BFF maps it to OTP_REQUIRED). */
export const MFA_REQUIRED_GRANT_ERROR = 'mfa_required';
/** The OAuth error of a password grant for a user of several tenants that names none, or one of someone else's. */
export const TENANT_REQUIRED_GRANT_ERROR = 'tenant_required';

/**
 * The password-realm grant. The identity provider enforces every factor the organisation requires (password, the
 * one-time code, the tenant choice, trusted addresses, disabled users): a client that skips a step gets no tokens.
 */
export async function passwordRealmGrant(ctx: AppContext, issuer: TokenIssuer, p: PasswordRealmParams, address: string): Promise<GrantResult> {
  if (p.client_id !== CONSOLE_CLIENT_ID) return grantFailure(401, 'invalid_client', 'Unknown client.');
  const admitted = await limitSignIn(ctx, p.username, address);
  if (!admitted.ok) return admitted;
  const user = await checkCredentials(ctx, p.username, p.password);
  if (!user) return grantFailure(403, 'invalid_grant', INVALID_CREDENTIALS);
  if (p.realm === BREAKGLASS_REALM) {
    if (user.breakglass !== 1) return grantFailure(403, 'invalid_grant', INVALID_CREDENTIALS);
  } else {
    const connection = await ctx.db.selectFrom('connections').selectAll().where('name', '=', p.realm).executeTakeFirst();
    if (!connection || connection.type !== 'auth0' || connection.org_id !== user.org_id || user.breakglass === 1) {
      return grantFailure(403, 'invalid_grant', INVALID_CREDENTIALS);
    }
  }
  await admitted.attempt.succeeded();
  const org = await ctx.db.selectFrom('orgs').select('otp_enabled').where('id', '=', user.org_id).executeTakeFirstOrThrow();
  const codeRequired = org.otp_enabled === 1;
  if (codeRequired && !p.mfa_token) {
    return grantFailure(403, MFA_REQUIRED_GRANT_ERROR, 'This organization requires a one-time code: verify it first and send its mfa_token.');
  }
  const tenants = await tenantsOfUser(ctx.db, user.id);
  if (!p.tenant_id && tenants.length > 1) {
    return grantFailure(403, TENANT_REQUIRED_GRANT_ERROR, 'The user has several tenants: choose one with tenant_id.');
  }
  const tenant = p.tenant_id ? tenants.find((t) => t.id === p.tenant_id) : tenants[0];
  if (!tenant) return grantFailure(403, 'access_denied', 'The user is not a member of the requested tenant.');
  const untrusted = await refuseUntrustedSignIn(ctx, user.id, tenant.id, address);
  if (untrusted) return untrusted;
  // Spent last, so that a refusal above does not cost the user their verified code.
  if (codeRequired && !(await ctx.mfa.consume(p.mfa_token!, user.id))) {
    return grantFailure(403, MFA_REQUIRED_GRANT_ERROR, 'The mfa_token is invalid, expired or already used: verify a new one-time code.');
  }
  return issuer.issueNew(user.id, tenant.id, p.client_id, p.scope ?? DEFAULT_SCOPE);
}

export interface CodeParams { code: string; code_verifier: string; redirect_uri: string; client_id: string }

export async function authorizationCodeGrant(ctx: AppContext, issuer: TokenIssuer, p: CodeParams, address: string): Promise<GrantResult> {
  const now = ctx.clock();
  const row = await ctx.db.selectFrom('auth_codes').selectAll().where('code_hash', '=', sha256(p.code)).executeTakeFirst();
  if (!row || row.used_at !== null || row.expires_at <= now) return grantFailure(403, 'invalid_grant', 'Invalid or expired authorization code.');
  await ctx.db.updateTable('auth_codes').set({ used_at: now }).where('code_hash', '=', row.code_hash).execute();
  if (row.client_id !== p.client_id || row.redirect_uri !== p.redirect_uri) {
    return grantFailure(403, 'invalid_grant', 'The client or redirect_uri does not match the authorization request.');
  }
  const challenge = createHash('sha256').update(p.code_verifier).digest('base64url');
  if (!safeEqual(challenge, row.code_challenge)) return grantFailure(403, 'invalid_grant', 'PKCE verification failed.');
  const untrusted = await refuseUntrustedSignIn(ctx, row.user_id, row.tenant_id, address);
  if (untrusted) return untrusted;
  return issuer.issueNew(row.user_id, row.tenant_id, row.client_id, row.scope);
}

/** A refresh: rotates the token, unless the tenant's trusted list no longer admits the address. */
export async function refreshTokenGrant(ctx: AppContext, issuer: TokenIssuer, p: { refresh_token: string; client_id: string }, address: string): Promise<GrantResult> {
  return issuer.refresh(p.refresh_token, p.client_id, (userId, tenantId) => refuseUntrustedSignIn(ctx, userId, tenantId, address));
}
