import type { Db } from '../db/openDatabase.js';
import type { Principal } from '../idp/tokenClaims.js';
import { type AppContext, profileKey } from '../shared/AppContext.js';
import { type AccessProfile, loadAccessProfile, type ModuleEntry } from './accessProfile.js';

/**
 * What the caller may do: the current group's role for a signed-in user, the
 * key's role for an API key (cached until a change drops the tenant's profiles).
 */
export async function principalProfile(ctx: AppContext, principal: Principal): Promise<AccessProfile | undefined> {
  const { apiKey } = principal;
  if (apiKey) {
    return ctx.profileCache.get(profileKey(`apikey:${apiKey.id}`, principal.tenantId), () => loadRoleProfile(ctx.db, apiKey.roleId, principal.tenantId));
  }
  return ctx.profileCache.get(profileKey(principal.userId, principal.tenantId), () => loadAccessProfile(ctx.db, principal.userId, principal.tenantId));
}

/** An API key's access: exactly its role's modules and actions, built like a group's (no groups, no group switch). */
export async function loadRoleProfile(db: Db, roleId: string, tenantId: string): Promise<AccessProfile | undefined> {
  const role = await db.selectFrom('roles').select('id').where('id', '=', roleId).where('tenant_id', '=', tenantId).executeTakeFirst();
  if (!role) return undefined;
  const [moduleRows, actionRows] = await Promise.all([
    db.selectFrom('role_modules').select(['module_id', 'parent_id']).where('role_id', '=', roleId).execute(),
    db.selectFrom('role_actions').select('action').where('role_id', '=', roleId).orderBy('action').execute(),
  ]);
  const modules: ModuleEntry[] = [];
  const byId = new Map<string, ModuleEntry>();
  const grants = new Set<string>();
  for (const row of moduleRows.filter((r) => r.parent_id === '')) {
    const entry: ModuleEntry = { id: row.module_id };
    byId.set(row.module_id, entry);
    modules.push(entry);
    grants.add(row.module_id);
  }
  for (const row of moduleRows.filter((r) => r.parent_id !== '')) {
    const parent = byId.get(row.parent_id);
    if (!parent) continue;
    (parent.submodules ??= []).push({ id: row.module_id });
    grants.add(`${row.parent_id}/${row.module_id}`);
  }
  return { group: null, groups: [], modules, actions: actionRows.map((a) => a.action), isGroupChanged: false, grants };
}
