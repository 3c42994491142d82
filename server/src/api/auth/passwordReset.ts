import { findUserByEmail } from '../../access/directory.js';
import { AppError } from '../../http/AppError.js';
import { BREAKGLASS_REALM } from '../../idp/grants.js';
import type { AppContext } from '../../shared/AppContext.js';
import { audit } from '../../shared/audit.js';
import { hashPassword, randomToken, sha256 } from '../../shared/secrets.js';
import { sendToOutbox } from './outbox.js';

const RESET_TTL_MS = 30 * 60 * 1000;

export interface ResetRequest { Email: string; OrganizationId: string; SSOEnabled: boolean; ConnectionName: string }

/**
 * Sends a reset link when the address is an account of the named organisation and password connection; answers
 * the same (nothing sent) when it is not, so that the answer does not reveal accounts. What does show is
 * organisation-level: a single sign-on connection manages its own passwords. The breakglass realm keeps the
 * console's "not allowed to use breakglass" answer (spec section 8) for addresses that are not breakglass admins.
 */
export async function requestPasswordReset(ctx: AppContext, req: ResetRequest): Promise<void> {
  const user = await findUserByEmail(ctx.db, req.Email);
  if (req.ConnectionName === BREAKGLASS_REALM) {
    // The console maps this exact text to USER_NOT_ALLOWED_TO_USE_BREAKGLASS.
    if (!user || user.breakglass !== 1) throw new AppError(404, 'NOT_FOUND', 'user not found');
  } else {
    const connection = await ctx.db.selectFrom('connections').selectAll().where('name', '=', req.ConnectionName).executeTakeFirst();
    if (connection?.type === 'samlp' || req.SSOEnabled) {
      throw new AppError(400, 'SSO_MANAGED', 'Passwords for single sign-on accounts are managed by your identity provider');
    }
    const isAccount = user && user.status !== 'disabled' && user.org_id === req.OrganizationId && connection?.org_id === user.org_id;
    if (!user || !isAccount) return;
  }
  const token = randomToken();
  const now = ctx.clock();
  await ctx.db.insertInto('password_reset_tokens').values({ token_hash: sha256(token), user_id: user.id, expires_at: now + RESET_TTL_MS, used_at: null }).execute();
  // Before sign-in there is no tenant: these rows belong to no tenant's log.
  await audit(ctx.db, now, { tenantId: null, actorUserId: user.id, actorEmail: user.email, action: 'auth.password_reset_requested', target: `user:${user.email}` });
  const link = `${ctx.publicOrigin}/reset-password?token=${encodeURIComponent(token)}`;
  await sendToOutbox(ctx, user.email, 'password_reset', 'Reset your Palisade password', `Reset your password within 30 minutes: ${link}`);
}

export async function confirmPasswordReset(ctx: AppContext, token: string, password: string): Promise<void> {
  const now = ctx.clock();
  const row = await ctx.db.selectFrom('password_reset_tokens').selectAll().where('token_hash', '=', sha256(token)).executeTakeFirst();
  if (!row || row.used_at !== null || row.expires_at <= now) throw new AppError(400, 'RESET_TOKEN_INVALID', 'The reset link is invalid or has expired');
  await ctx.db.updateTable('password_reset_tokens').set({ used_at: now }).where('token_hash', '=', row.token_hash).execute();
  await ctx.db.updateTable('users').set({ password_hash: await hashPassword(password), password_changed_at: now }).where('id', '=', row.user_id).execute();
  const user = await ctx.db.selectFrom('users').select('email').where('id', '=', row.user_id).executeTakeFirst();
  await audit(ctx.db, now, { tenantId: null, actorUserId: row.user_id, actorEmail: user?.email ?? '', action: 'auth.password_changed',
    target: `user:${user?.email ?? row.user_id}`, after: { passwordChangedAt: new Date(now).toISOString() } });
}
