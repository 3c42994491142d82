import { createHash } from 'node:crypto';
import { findUserByEmail, tenantsOfUser } from '../access/directory.js';
import { AppError } from '../http/AppError.js';
import { CONSOLE_CLIENT_ID, type AppContext } from '../shared/AppContext.js';
import { hashPassword, safeEqual, sha256, verifyPassword } from '../shared/secrets.js';
import { DEFAULT_SCOPE, grantFailure, type GrantResult, type TokenIssuer } from './TokenIssuer.js';
import { refuseUntrustedSignIn } from './trustedSignIn.js';

export const BREAKGLASS_REALM = 'breakglass';
export const INVALID_CREDENTIALS = 'Invalid Login ID or Password';

let dummyHash: Promise<string> | undefined;

/** Checks email+password; spends the same scrypt time for unknown emails so timing does not reveal accounts. */
export async function checkCredentials(ctx: AppContext, email: string, password: string) {
  const user = await findUserByEmail(ctx.db, email);
  dummyHash ??= hashPassword('not-a-real-password');
  const ok = await verifyPassword(password, user?.password_hash ?? (await dummyHash));
  // A disabled user is refused like a wrong password, so the answer does not tell the two apart.
  return ok && user && user.status !== 'disabled' ? user : undefined;
}

/** Runs a rate-limit check, mapping refusal to the OAuth error hosted providers use. */
export function limitSignIn(ctx: AppContext, account: string | undefined, address: string): GrantResult | undefined {
  try {
    ctx.limiter.hit('sign-in', account, address);
    return undefined;
  } catch (error) {
    if (error instanceof AppError) return grantFailure(429, 'too_many_attempts', error.message);
    throw error;
  }
}

export interface PasswordRealmParams { username: string; password: string; realm: string; client_id: string; scope?: string; tenant_id?: string }

export async function passwordRealmGrant(ctx: AppContext, issuer: TokenIssuer, p: PasswordRealmParams, address: string): Promise<GrantResult> {
  if (p.client_id !== CONSOLE_CLIENT_ID) return grantFailure(401, 'invalid_client', 'Unknown client.');
  const limited = limitSignIn(ctx, p.username, address);
  if (limited) return limited;
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
  const tenants = await tenantsOfUser(ctx.db, user.id);
  const tenant = p.tenant_id ? tenants.find((t) => t.id === p.tenant_id) : tenants[0];
  if (!tenant) return grantFailure(403, 'access_denied', 'The user is not a member of the requested tenant.');
  const untrusted = await refuseUntrustedSignIn(ctx, user.id, tenant.id, address);
  if (untrusted) return untrusted;
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
