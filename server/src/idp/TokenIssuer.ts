import { SignJWT } from 'jose';
import { findUserById, membership, tenantWithOrg } from '../access/directory.js';
import { API_AUDIENCE, REFRESH_FAMILY_TTL_MS, type AppContext } from '../shared/AppContext.js';
import { audit } from '../shared/audit.js';
import { newId, randomToken, sha256 } from '../shared/secrets.js';
import { CLAIM } from './tokenClaims.js';

export interface TokenSet {
  access_token: string; id_token: string; refresh_token: string; token_type: 'Bearer'; expires_in: number; scope: string;
}

/** OAuth error as the token endpoint reports it. */
export type GrantFailure = { ok: false; status: number; error: string; error_description: string };
export type GrantResult = { ok: true; tokens: TokenSet } | GrantFailure;

export const grantFailure = (status: number, error: string, description: string): GrantFailure =>
  ({ ok: false, status, error, error_description: description });

export const DEFAULT_SCOPE = 'openid profile email offline_access';

/** Signs access/id tokens and manages refresh-token families (rotation with reuse detection). */
export class TokenIssuer {
  constructor(private readonly ctx: AppContext) {}

  /** Starts a new refresh family for a fresh sign-in. */
  async issueNew(userId: string, tenantId: string, clientId: string, scope: string): Promise<GrantResult> {
    const now = this.ctx.clock();
    const familyId = newId('rtf');
    await this.ctx.db.insertInto('refresh_families').values({
      id: familyId, user_id: userId, tenant_id: tenantId, client_id: clientId, scope, created_at: now,
      expires_at: now + REFRESH_FAMILY_TTL_MS, revoked_at: null,
    }).execute();
    await this.ctx.db.updateTable('memberships').set({ group_changed: 0 }).where('user_id', '=', userId).where('tenant_id', '=', tenantId).execute();
    // The first sign-in accepts an invitation.
    await this.ctx.db.updateTable('users').set({ last_login_at: now }).where('id', '=', userId).execute();
    await this.ctx.db.updateTable('users').set({ status: 'active' }).where('id', '=', userId).where('status', '=', 'invited').execute();
    const email = await this.emailOf(userId);
    await audit(this.ctx.db, now, { tenantId, actorUserId: userId, actorEmail: email, action: 'auth.sign_in', target: `user:${email || userId}`, details: { clientId } });
    return this.sign(userId, tenantId, clientId, scope, familyId);
  }

  /** Rotates a refresh token; `admit` may still refuse the user and tenant (the trusted-IP list) before the token is spent. */
  async refresh(refreshToken: string, clientId: string, admit?: (userId: string, tenantId: string) => Promise<GrantFailure | undefined>): Promise<GrantResult> {
    const { db } = this.ctx;
    const now = this.ctx.clock();
    const row = await db.selectFrom('refresh_tokens').innerJoin('refresh_families', 'refresh_families.id', 'refresh_tokens.family_id')
      .select(['refresh_tokens.token_hash', 'refresh_tokens.used_at', 'refresh_families.id as family_id', 'refresh_families.user_id',
        'refresh_families.tenant_id', 'refresh_families.client_id', 'refresh_families.scope', 'refresh_families.expires_at', 'refresh_families.revoked_at'])
      .where('refresh_tokens.token_hash', '=', sha256(refreshToken)).executeTakeFirst();
    if (!row || row.client_id !== clientId) return grantFailure(403, 'invalid_grant', 'Unknown or invalid refresh token.');
    if (row.revoked_at !== null) return grantFailure(403, 'invalid_grant', 'Refresh token family has been revoked.');
    if (row.expires_at <= now) return grantFailure(403, 'invalid_grant', 'Refresh token has expired.');
    if (row.used_at !== null) {
      // A rotated token came back: assume it was stolen and end every session built on the family.
      await this.revokeFamily(row.family_id, row.tenant_id, row.user_id, 'reuse_detected');
      return grantFailure(403, 'invalid_grant', 'Refresh token reuse detected; the session has been revoked.');
    }
    const refused = await admit?.(row.user_id, row.tenant_id);
    if (refused) return refused;
    const claimed = await db.updateTable('refresh_tokens').set({ used_at: now })
      .where('token_hash', '=', row.token_hash).where('used_at', 'is', null).executeTakeFirst();
    if (Number(claimed.numUpdatedRows) !== 1) {
      await this.revokeFamily(row.family_id, row.tenant_id, row.user_id, 'reuse_detected');
      return grantFailure(403, 'invalid_grant', 'Refresh token reuse detected; the session has been revoked.');
    }
    return this.sign(row.user_id, row.tenant_id, row.client_id, row.scope, row.family_id);
  }

  /** Revokes the family the given refresh token belongs to (logout). Unknown tokens are ignored. */
  async revokeByToken(refreshToken: string): Promise<void> {
    const row = await this.ctx.db.selectFrom('refresh_tokens').innerJoin('refresh_families', 'refresh_families.id', 'refresh_tokens.family_id')
      .select(['refresh_families.id', 'refresh_families.tenant_id', 'refresh_families.user_id'])
      .where('refresh_tokens.token_hash', '=', sha256(refreshToken)).executeTakeFirst();
    if (row) await this.revokeFamily(row.id, row.tenant_id, row.user_id, 'logout');
  }

  private async revokeFamily(familyId: string, tenantId: string, userId: string, reason: string): Promise<void> {
    const now = this.ctx.clock();
    await this.ctx.db.updateTable('refresh_families').set({ revoked_at: now }).where('id', '=', familyId).where('revoked_at', 'is', null).execute();
    await audit(this.ctx.db, now, { tenantId, actorUserId: userId, actorEmail: await this.emailOf(userId), action: 'auth.refresh_family_revoked',
      target: `refresh_family:${familyId}`, details: { reason }, before: { revoked: false }, after: { revoked: true, reason } });
  }

  /** Kept on audit rows so they still say who after the user is deleted. */
  private async emailOf(userId: string): Promise<string> {
    return (await findUserById(this.ctx.db, userId))?.email ?? '';
  }

  private async sign(userId: string, tenantId: string, clientId: string, scope: string, familyId: string): Promise<GrantResult> {
    const { db, signingKey, issuer } = this.ctx;
    const [user, tenant, member] = await Promise.all([findUserById(db, userId), tenantWithOrg(db, tenantId), membership(db, userId, tenantId)]);
    if (!user || !tenant || !member) return grantFailure(403, 'invalid_grant', 'The user no longer has access to this tenant.');
    if (user.status === 'disabled') return grantFailure(403, 'invalid_grant', 'Invalid Login ID or Password');
    const nowS = Math.floor(this.ctx.clock() / 1000);
    const ttl = this.ctx.accessTokenTtlS;
    const claims = {
      email: user.email, name: user.name,
      [CLAIM.tenantId]: tenant.id, [CLAIM.tenantName]: tenant.name, [CLAIM.orgId]: tenant.org_id, [CLAIM.orgName]: tenant.org_name,
      [CLAIM.groupId]: member.current_group_id, [CLAIM.breakglass]: user.breakglass === 1,
    };
    const header = { alg: signingKey.alg, kid: signingKey.kid, typ: 'JWT' };
    const accessToken = await new SignJWT({ ...claims, scope, client_id: clientId }).setProtectedHeader(header)
      .setIssuer(issuer).setAudience(API_AUDIENCE).setSubject(user.id).setIssuedAt(nowS).setExpirationTime(nowS + ttl)
      .setJti(newId('at')).sign(signingKey.privateKey);
    const idToken = await new SignJWT({ ...claims, email_verified: true }).setProtectedHeader(header)
      .setIssuer(issuer).setAudience(clientId).setSubject(user.id).setIssuedAt(nowS).setExpirationTime(nowS + ttl)
      .sign(signingKey.privateKey);
    const refreshToken = randomToken();
    await db.insertInto('refresh_tokens').values({ token_hash: sha256(refreshToken), family_id: familyId, created_at: this.ctx.clock(), used_at: null }).execute();
    return {
      ok: true,
      tokens: { access_token: accessToken, id_token: idToken, refresh_token: refreshToken, token_type: 'Bearer', expires_in: ttl, scope },
    };
  }
}
