import type { RoleSummary } from '@palisade/contracts';
import { assertWithinCaller, checklistGrants } from '../../../access/grantCeiling.js';
import type { Db } from '../../../db/openDatabase.js';
import { AppError, forbidden } from '../../../http/AppError.js';
import type { Principal } from '../../../idp/tokenClaims.js';
import type { AppContext } from '../../../shared/AppContext.js';
import { audit, auditActor } from '../../../shared/audit.js';
import type { InstalledModules } from '../../../access/pluginModules.js';
import { newId } from '../../../shared/secrets.js';
import { dropTenantProfiles } from '../adminAccess.js';
import { describeUsage, findRole, writeGrants } from './roleStore.js';

export interface RoleBody { name: string; description: string; dashboard: string[]; modules: string[]; actions: string[]; pluginModules: string[] }

/** Refused because no deployed plugin declares a module id the role would grant. */
export class UnknownPluginModuleError extends AppError {
  override name = 'UnknownPluginModuleError';
  constructor(readonly ids: string[]) {
    const message = `No plugin of this console declares module ${ids.join(', ')}`;
    super(400, 'VALIDATION_FAILED', message, [{ path: 'pluginModules', message }]);
  }
}

/** Plugin module ids must be declared by a deployed plugin; ids the role already holds from a plugin since removed may stay. */
function checkPluginModules(body: RoleBody, installed: InstalledModules, kept: readonly string[] = []): void {
  const unknown = body.pluginModules.filter((id) => !installed.has(id) && !kept.includes(id));
  if (unknown.length) throw new UnknownPluginModuleError(unknown);
}

const image = (r: RoleSummary) => ({ name: r.name, description: r.description, dashboard: r.dashboard, modules: r.modules, pluginModules: r.pluginModules, actions: r.actions });

async function checkNameFree(db: Db, tenantId: string, name: string, roleId?: string): Promise<void> {
  let same = db.selectFrom('roles').select('id').where('tenant_id', '=', tenantId).where((eb) => eb(eb.fn('lower', ['name']), '=', name.toLowerCase()));
  if (roleId) same = same.where('id', '!=', roleId);
  if (await same.executeTakeFirst()) {
    throw new AppError(409, 'CONFLICT', `A role named ${name} already exists`, [{ path: 'name', message: `A role named ${name} already exists` }]);
  }
}

function refuseBuiltin(role: RoleSummary, verb: string): void {
  if (role.builtin) throw forbidden(`Role ${role.name} is built in and cannot be ${verb}`);
}

export async function createRole(ctx: AppContext, p: Principal, body: RoleBody): Promise<RoleSummary> {
  const installed = await ctx.pluginModules();
  checkPluginModules(body, installed);
  await assertWithinCaller(ctx, p, checklistGrants(body, installed), `Role ${body.name}`);
  await checkNameFree(ctx.db, p.tenantId, body.name);
  const id = newId('rol');
  return ctx.db.transaction().execute(async (trx) => {
    await trx.insertInto('roles').values({ id, tenant_id: p.tenantId, name: body.name, description: body.description, builtin: 0 }).execute();
    await writeGrants(trx, id, body);
    const role = await findRole(trx, p.tenantId, id, installed);
    await audit(trx, ctx.clock(), { ...auditActor(p), action: 'role.create', target: `role:${role.name}`, after: image(role) });
    return role;
  });
}

/** Changes a custom role; everyone whose current group has it sees the change at their next access load. */
export async function updateRole(ctx: AppContext, p: Principal, roleId: string, body: RoleBody): Promise<RoleSummary> {
  const installed = await ctx.pluginModules();
  const before = await findRole(ctx.db, p.tenantId, roleId, installed);
  refuseBuiltin(before, 'changed');
  checkPluginModules(body, installed, before.pluginModules);
  await assertWithinCaller(ctx, p, checklistGrants(body, installed), `Role ${body.name}`);
  await checkNameFree(ctx.db, p.tenantId, body.name, roleId);
  const after = await ctx.db.transaction().execute(async (trx) => {
    await trx.updateTable('roles').set({ name: body.name, description: body.description }).where('id', '=', roleId).execute();
    await writeGrants(trx, roleId, body);
    const role = await findRole(trx, p.tenantId, roleId, installed);
    await audit(trx, ctx.clock(), { ...auditActor(p), action: 'role.update', target: `role:${role.name}`, before: image(before), after: image(role) });
    return role;
  });
  dropTenantProfiles(ctx, p.tenantId);
  return after;
}

/** Deletes a custom role nobody uses; otherwise 409 naming the groups and API keys that use it. */
export async function deleteRole(ctx: AppContext, p: Principal, roleId: string): Promise<void> {
  const role = await findRole(ctx.db, p.tenantId, roleId, await ctx.pluginModules());
  refuseBuiltin(role, 'deleted');
  if (role.usage.groups.length || role.usage.apiKeys.length) {
    throw new AppError(409, 'CONFLICT', `Role ${role.name} is in use by ${describeUsage(role.usage)}`);
  }
  await ctx.db.transaction().execute(async (trx) => {
    await trx.deleteFrom('role_modules').where('role_id', '=', roleId).execute();
    await trx.deleteFrom('role_actions').where('role_id', '=', roleId).execute();
    // Revoked keys keep no access, but their rows still name the role.
    await trx.deleteFrom('roles').where('id', '=', roleId).execute();
    await audit(trx, ctx.clock(), { ...auditActor(p), action: 'role.delete', target: `role:${role.name}`, before: image(role) });
  });
  dropTenantProfiles(ctx, p.tenantId);
}
