import type { UserSummary } from '@palisade/contracts';
import { findUserByEmail } from '../../../access/directory.js';
import { assertCallerCovers, assertWithinCaller, groupGrants } from '../../../access/grantCeiling.js';
import type { Db } from '../../../db/openDatabase.js';
import { AppError, forbidden } from '../../../http/AppError.js';
import type { Principal } from '../../../idp/tokenClaims.js';
import type { AppContext } from '../../../shared/AppContext.js';
import { audit, auditActor } from '../../../shared/audit.js';
import { newId, randomToken, sha256, unmatchableHash } from '../../../shared/secrets.js';
import { sendToOutbox } from '../../auth/outbox.js';
import { dropTenantProfiles } from '../adminAccess.js';
import { findTenantUser, unknownGroupIds } from './userStore.js';
import { endUserSessions } from './userSessions.js';

/** How long an invitation's set-password link works (a reset link works 30 minutes; invitees may read mail later). */
export const INVITE_TTL_MS = 7 * 24 * 60 * 60 * 1000;

export type InviteOutcome = { kind: 'invited' | 'added'; user: UserSummary };

const image = (u: UserSummary) => ({ email: u.email, name: u.name, status: u.status, groups: u.groups.map((g) => g.name) });

async function checkGroups(db: Db, tenantId: string, groupIds: string[]): Promise<void> {
  const unknown = await unknownGroupIds(db, tenantId, groupIds);
  if (unknown.length) {
    throw new AppError(400, 'VALIDATION_FAILED', `Unknown group ${unknown.join(', ')}`, [{ path: 'groupIds', message: `Unknown group ${unknown.join(', ')}` }]);
  }
}

/** Puts the user in exactly these groups of the tenant; keeps the current group when it is still one of them. */
async function setTenantGroups(db: Db, tenantId: string, userId: string, groupIds: string[]): Promise<void> {
  const inTenant = db.selectFrom('access_groups').select('id').where('tenant_id', '=', tenantId);
  await db.deleteFrom('group_members').where('user_id', '=', userId).where('group_id', 'in', inTenant).execute();
  await db.insertInto('group_members').values([...new Set(groupIds)].map((group_id) => ({ group_id, user_id: userId }))).execute();
  const member = await db.selectFrom('memberships').select('current_group_id').where('user_id', '=', userId).where('tenant_id', '=', tenantId).executeTakeFirst();
  if (!member) {
    await db.insertInto('memberships').values({ user_id: userId, tenant_id: tenantId, current_group_id: groupIds[0]!, group_changed: 0 }).execute();
  } else if (!groupIds.includes(member.current_group_id)) {
    // Their group is gone: the next access load lands them in another one, like a group switch.
    await db.updateTable('memberships').set({ current_group_id: groupIds[0]!, group_changed: 1 })
      .where('user_id', '=', userId).where('tenant_id', '=', tenantId).execute();
  }
}

/**
 * Invites a user into the caller's tenant. A new email becomes an invited user
 * of the caller's organization with a set-password link in the outbox; a user
 * of the same organization is added to the tenant; another organization's is refused.
 */
export async function inviteUser(ctx: AppContext, p: Principal, body: { email: string; name: string; groupIds: string[] }): Promise<InviteOutcome> {
  const { db } = ctx;
  await checkGroups(db, p.tenantId, body.groupIds);
  await assertWithinCaller(ctx, p, await groupGrants(db, p.tenantId, body.groupIds, await ctx.pluginModules()), `Inviting ${body.email} into these groups`, 'groupIds');
  const now = ctx.clock();
  const existing = await findUserByEmail(db, body.email);
  if (existing && existing.org_id !== p.orgId) {
    throw new AppError(409, 'CONFLICT', `${body.email} belongs to another organization and cannot be invited`,
      [{ path: 'email', message: 'This email belongs to another organization' }]);
  }
  if (existing) {
    const member = await db.selectFrom('memberships').select('user_id').where('user_id', '=', existing.id).where('tenant_id', '=', p.tenantId).executeTakeFirst();
    if (member) throw new AppError(409, 'CONFLICT', `${body.email} is already a user of this tenant`, [{ path: 'email', message: 'Already a user of this tenant' }]);
  }
  const token = randomToken();
  // A password nobody knows until the invitee sets one through the link.
  const unusable = existing ? undefined : unmatchableHash();
  const userId = await db.transaction().execute(async (trx) => {
    const id = existing?.id ?? newId('usr');
    if (!existing) {
      await trx.insertInto('users').values({
        id, org_id: p.orgId, email: body.email, name: body.name, password_hash: unusable!, breakglass: 0, jit_enabled: 0, created_at: now,
        status: 'invited', last_login_at: null,
      }).execute();
      await trx.insertInto('password_reset_tokens').values({ token_hash: sha256(token), user_id: id, expires_at: now + INVITE_TTL_MS, used_at: null }).execute();
    }
    await setTenantGroups(trx, p.tenantId, id, body.groupIds);
    const user = await findTenantUser(trx, p.tenantId, id);
    await audit(trx, now, { ...auditActor(p), action: 'user.invite', target: `user:${body.email}`, after: image(user),
      details: { existingUser: Boolean(existing) } });
    return id;
  });
  if (!existing) {
    const link = `${ctx.publicOrigin}/reset-password?token=${encodeURIComponent(token)}`;
    await sendToOutbox(ctx, body.email, 'password_reset', `You are invited to Palisade (${p.tenantName || p.orgName})`,
      `${p.name || p.email} invited you to Palisade. Set your password within 7 days: ${link}`);
  }
  dropTenantProfiles(ctx, p.tenantId);
  return { kind: existing ? 'added' : 'invited', user: await findTenantUser(db, p.tenantId, userId) };
}

/** Renames a user and sets their groups in the tenant; the new groups count from their next access load. */
export async function updateUser(ctx: AppContext, p: Principal, userId: string, body: { name: string; groupIds: string[] }): Promise<UserSummary> {
  const before = await findTenantUser(ctx.db, p.tenantId, userId);
  await assertCallerCovers(ctx, p, before, p.tenantId);
  await checkGroups(ctx.db, p.tenantId, body.groupIds);
  // Only groups the user is not in yet give them anything new.
  const added = body.groupIds.filter((id) => !before.groups.some((g) => g.id === id));
  await assertWithinCaller(ctx, p, await groupGrants(ctx.db, p.tenantId, added, await ctx.pluginModules()), `Adding ${before.email} to these groups`, 'groupIds');
  const now = ctx.clock();
  const after = await ctx.db.transaction().execute(async (trx) => {
    await trx.updateTable('users').set({ name: body.name }).where('id', '=', userId).execute();
    await setTenantGroups(trx, p.tenantId, userId, body.groupIds);
    const user = await findTenantUser(trx, p.tenantId, userId);
    await audit(trx, now, { ...auditActor(p), action: 'user.update', target: `user:${user.email}`, before: image(before), after: image(user) });
    return user;
  });
  dropTenantProfiles(ctx, p.tenantId);
  return after;
}

function refuseSelfOrBreakglass(p: Principal, user: UserSummary, verb: 'disable' | 'delete'): void {
  if (user.id === p.userId) throw forbidden(`You cannot ${verb} your own account (${user.email})`);
  if (user.breakglass) throw forbidden(`The breakglass administrator ${user.email} cannot be ${verb}d`);
}

/** Disables or re-enables a user: a disabled user cannot sign in and their sessions end now. */
export async function setUserEnabled(ctx: AppContext, p: Principal, userId: string, enabled: boolean): Promise<UserSummary> {
  const before = await findTenantUser(ctx.db, p.tenantId, userId);
  if (!enabled) refuseSelfOrBreakglass(p, before, 'disable');
  await assertCallerCovers(ctx, p, before, p.tenantId);
  const now = ctx.clock();
  const after = await ctx.db.transaction().execute(async (trx) => {
    const row = await trx.selectFrom('users').select('last_login_at').where('id', '=', userId).executeTakeFirstOrThrow();
    // Re-enabled users who never signed in and still hold an unused invitation link are still invited.
    const openInvite = await trx.selectFrom('password_reset_tokens').select('token_hash').where('user_id', '=', userId)
      .where('used_at', 'is', null).where('expires_at', '>', now).executeTakeFirst();
    const status = enabled ? (row.last_login_at === null && openInvite ? 'invited' : 'active') : 'disabled';
    await trx.updateTable('users').set({ status }).where('id', '=', userId).execute();
    if (!enabled) await endUserSessions(trx, now, userId);
    const user = await findTenantUser(trx, p.tenantId, userId);
    await audit(trx, now, { ...auditActor(p), action: enabled ? 'user.enable' : 'user.disable', target: `user:${user.email}`,
      before: { status: before.status }, after: { status: user.status } });
    return user;
  });
  // The status is the user's, not the tenant's: every tenant they are in sees it from the next call.
  const tenants = await ctx.db.selectFrom('memberships').select('tenant_id').where('user_id', '=', userId).execute();
  for (const { tenant_id } of tenants) dropTenantProfiles(ctx, tenant_id);
  return after;
}

/** Removes a user from the tenant, and deletes the user when no tenant is left. Audit rows keep the email. */
export async function deleteUser(ctx: AppContext, p: Principal, userId: string): Promise<{ removedAccount: boolean }> {
  const before = await findTenantUser(ctx.db, p.tenantId, userId);
  refuseSelfOrBreakglass(p, before, 'delete');
  await assertCallerCovers(ctx, p, before, p.tenantId);
  const now = ctx.clock();
  const result = await ctx.db.transaction().execute(async (trx) => {
    const inTenant = trx.selectFrom('access_groups').select('id').where('tenant_id', '=', p.tenantId);
    await trx.deleteFrom('group_members').where('user_id', '=', userId).where('group_id', 'in', inTenant).execute();
    await trx.deleteFrom('memberships').where('user_id', '=', userId).where('tenant_id', '=', p.tenantId).execute();
    await endUserSessions(trx, now, userId, p.tenantId);
    const left = await trx.selectFrom('memberships').select('tenant_id').where('user_id', '=', userId).execute();
    const removedAccount = left.length === 0;
    if (removedAccount) {
      await trx.deleteFrom('group_members').where('user_id', '=', userId).execute();
      await trx.deleteFrom('notification_reads').where('user_id', '=', userId).execute();
      await trx.deleteFrom('password_reset_tokens').where('user_id', '=', userId).execute();
      await trx.deleteFrom('auth_codes').where('user_id', '=', userId).execute();
      await endUserSessions(trx, now, userId);
      await trx.deleteFrom('users').where('id', '=', userId).execute();
    }
    await audit(trx, now, { ...auditActor(p), action: 'user.delete', target: `user:${before.email}`, before: image(before),
      details: { removedAccount } });
    return { removedAccount };
  });
  dropTenantProfiles(ctx, p.tenantId);
  return result;
}
