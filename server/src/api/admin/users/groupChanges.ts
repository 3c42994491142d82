import type { GroupSummary } from '@palisade/contracts';
import { assertRoleWithinCaller } from '../../../access/grantCeiling.js';
import type { Db } from '../../../db/openDatabase.js';
import { AppError, notFound } from '../../../http/AppError.js';
import type { Principal } from '../../../idp/tokenClaims.js';
import type { AppContext } from '../../../shared/AppContext.js';
import { audit, auditActor } from '../../../shared/audit.js';
import { newId } from '../../../shared/secrets.js';
import { dropTenantProfiles } from '../adminAccess.js';
import { listGroups } from './userStore.js';

interface GroupBody { name: string; roleId: string }

async function findGroup(db: Db, tenantId: string, groupId: string): Promise<GroupSummary> {
  const group = (await listGroups(db, tenantId)).find((g) => g.id === groupId);
  if (!group) throw notFound(`Group ${groupId} does not exist in this tenant`);
  return group;
}

/** Checks the role is the tenant's and the name is free (case-insensitive) in the tenant. */
async function checkGroup(db: Db, tenantId: string, body: GroupBody, groupId?: string): Promise<void> {
  const role = await db.selectFrom('roles').select('id').where('id', '=', body.roleId).where('tenant_id', '=', tenantId).executeTakeFirst();
  if (!role) throw new AppError(400, 'VALIDATION_FAILED', `Unknown role ${body.roleId}`, [{ path: 'roleId', message: 'Unknown role' }]);
  let same = db.selectFrom('access_groups').select('id').where('tenant_id', '=', tenantId)
    .where((eb) => eb(eb.fn('lower', ['name']), '=', body.name.toLowerCase()));
  if (groupId) same = same.where('id', '!=', groupId);
  if (await same.executeTakeFirst()) {
    throw new AppError(409, 'CONFLICT', `A group named ${body.name} already exists`, [{ path: 'name', message: `A group named ${body.name} already exists` }]);
  }
}

const image = (g: GroupSummary) => ({ name: g.name, role: g.role.name });

export async function createGroup(ctx: AppContext, p: Principal, body: GroupBody): Promise<GroupSummary> {
  await checkGroup(ctx.db, p.tenantId, body);
  await assertRoleWithinCaller(ctx, p, body.roleId, `Group ${body.name} with this role`, 'roleId');
  const id = newId('grp');
  const now = ctx.clock();
  return ctx.db.transaction().execute(async (trx) => {
    await trx.insertInto('access_groups').values({ id, tenant_id: p.tenantId, name: body.name, role_id: body.roleId }).execute();
    const group = await findGroup(trx, p.tenantId, id);
    await audit(trx, now, { ...auditActor(p), action: 'group.create', target: `group:${group.name}`, after: image(group) });
    return group;
  });
}

/** Renames a group or gives it another role; its members get the new role at their next access load. */
export async function updateGroup(ctx: AppContext, p: Principal, groupId: string, body: GroupBody): Promise<GroupSummary> {
  const before = await findGroup(ctx.db, p.tenantId, groupId);
  await checkGroup(ctx.db, p.tenantId, body, groupId);
  // Renaming a group gives nobody anything; a new role for its members must be within the caller's.
  if (body.roleId !== before.role.id) await assertRoleWithinCaller(ctx, p, body.roleId, `Group ${body.name} with this role`, 'roleId');
  const now = ctx.clock();
  const after = await ctx.db.transaction().execute(async (trx) => {
    await trx.updateTable('access_groups').set({ name: body.name, role_id: body.roleId }).where('id', '=', groupId).execute();
    const group = await findGroup(trx, p.tenantId, groupId);
    await audit(trx, now, { ...auditActor(p), action: 'group.update', target: `group:${group.name}`, before: image(before), after: image(group) });
    return group;
  });
  dropTenantProfiles(ctx, p.tenantId);
  return after;
}

/** Deletes an empty group; a group with members is refused (move the members first, so nobody is left without access by accident). */
export async function deleteGroup(ctx: AppContext, p: Principal, groupId: string): Promise<void> {
  const group = await findGroup(ctx.db, p.tenantId, groupId);
  if (group.memberCount > 0) {
    const who = group.memberCount === 1 ? '1 member' : `${group.memberCount} members`;
    throw new AppError(409, 'CONFLICT', `Group ${group.name} has ${who}; move them to another group before deleting it`);
  }
  const usedBySso = await ctx.db.selectFrom('sso_settings').select('tenant_id').where('tenant_id', '=', p.tenantId)
    .where('default_group_id', '=', groupId).executeTakeFirst();
  if (usedBySso) throw new AppError(409, 'CONFLICT', `Group ${group.name} is the single sign-on default group; choose another one first`);
  await ctx.db.transaction().execute(async (trx) => {
    await trx.deleteFrom('access_groups').where('id', '=', groupId).execute();
    await audit(trx, ctx.clock(), { ...auditActor(p), action: 'group.delete', target: `group:${group.name}`, before: image(group) });
  });
  dropTenantProfiles(ctx, p.tenantId);
}
