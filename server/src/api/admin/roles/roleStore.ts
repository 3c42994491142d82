import { isPluginModuleId, ROLE_ACTIONS, ROLE_DASHBOARD_APPS, ROLE_MODULES, type RoleAction, type RoleDashboardApp, type RoleModule, type RoleSummary, type RoleUsage } from '@palisade/contracts';
import type { InstalledModules } from '../../../access/pluginModules.js';
import type { Db } from '../../../db/openDatabase.js';
import { notFound } from '../../../http/AppError.js';

/**
 * Roles of the tenant with their checklist and who uses them (groups and API keys that are not revoked). A built-in
 * role that grants every built-in module lists every deployed plugin's modules too (as loadRoleGrants grants them).
 */
export async function listRoles(db: Db, tenantId: string, installed: InstalledModules, roleId?: string): Promise<RoleSummary[]> {
  let query = db.selectFrom('roles').select(['id', 'name', 'description', 'builtin']).where('tenant_id', '=', tenantId);
  if (roleId) query = query.where('id', '=', roleId);
  const roles = await query.orderBy('builtin', 'desc').orderBy('name').execute();
  if (roles.length === 0) return [];
  const ids = roles.map((r) => r.id);
  const [modules, actions, groups, keys] = await Promise.all([
    db.selectFrom('role_modules').select(['role_id', 'module_id', 'parent_id']).where('role_id', 'in', ids).execute(),
    db.selectFrom('role_actions').select(['role_id', 'action']).where('role_id', 'in', ids).execute(),
    db.selectFrom('access_groups').select(['id', 'name', 'role_id']).where('tenant_id', '=', tenantId).where('role_id', 'in', ids).orderBy('name').execute(),
    db.selectFrom('api_keys').select(['id', 'name', 'role_id']).where('tenant_id', '=', tenantId).where('role_id', 'in', ids)
      .where('revoked_at', 'is', null).orderBy('name').execute(),
  ]);
  return roles.map((role) => {
    const topLevel = modules.filter((m) => m.role_id === role.id && m.parent_id === '').map((m) => m.module_id);
    const everything = role.builtin === 1 && ROLE_MODULES.every((m) => topLevel.includes(m));
    return {
      id: role.id, name: role.name, description: role.description, builtin: role.builtin === 1,
      dashboard: inCatalogOrder(ROLE_DASHBOARD_APPS, modules.filter((m) => m.role_id === role.id && m.parent_id === 'DASHBOARD').map((m) => m.module_id)),
      modules: inCatalogOrder(ROLE_MODULES, topLevel),
      pluginModules: [...new Set([...topLevel.filter(isPluginModuleId), ...(everything ? installed.keys() : [])])].sort(),
      actions: inCatalogOrder(ROLE_ACTIONS, actions.filter((a) => a.role_id === role.id).map((a) => a.action)),
      usage: {
        groups: groups.filter((g) => g.role_id === role.id).map(({ id, name }) => ({ id, name })),
        apiKeys: keys.filter((k) => k.role_id === role.id).map(({ id, name }) => ({ id, name })),
      },
    };
  });
}

/** The granted ids in the checklist's order (ids the catalog no longer has are left out). */
function inCatalogOrder<T extends string>(catalog: readonly T[], granted: string[]): T[] {
  const set = new Set(granted);
  return catalog.filter((id) => set.has(id));
}

/** One role of the tenant; 404 for unknown ids and ids of another tenant. */
export async function findRole(db: Db, tenantId: string, roleId: string, installed: InstalledModules): Promise<RoleSummary> {
  const [role] = await listRoles(db, tenantId, installed, roleId);
  if (!role) throw notFound(`Role ${roleId} does not exist in this tenant`);
  return role;
}

/** "groups A, B and API keys C": who keeps a role in use. */
export function describeUsage(usage: RoleUsage): string {
  const parts: string[] = [];
  if (usage.groups.length) parts.push(`${usage.groups.length === 1 ? 'group' : 'groups'} ${usage.groups.map((g) => g.name).join(', ')}`);
  if (usage.apiKeys.length) parts.push(`${usage.apiKeys.length === 1 ? 'API key' : 'API keys'} ${usage.apiKeys.map((k) => k.name).join(', ')}`);
  return parts.join(' and ');
}

/** Writes a role's checklist rows (DASHBOARD itself is granted when any sub-app is). */
export async function writeGrants(db: Db, roleId: string, grants: { dashboard: string[]; modules: string[]; actions: string[]; pluginModules?: string[] }): Promise<void> {
  await db.deleteFrom('role_modules').where('role_id', '=', roleId).execute();
  await db.deleteFrom('role_actions').where('role_id', '=', roleId).execute();
  const rows = [
    ...(grants.dashboard.length ? [{ role_id: roleId, module_id: 'DASHBOARD', parent_id: '' }] : []),
    ...grants.dashboard.map((m) => ({ role_id: roleId, module_id: m, parent_id: 'DASHBOARD' })),
    ...grants.modules.map((m) => ({ role_id: roleId, module_id: m, parent_id: '' })),
    ...(grants.pluginModules ?? []).map((m) => ({ role_id: roleId, module_id: m, parent_id: '' })),
  ];
  if (rows.length) await db.insertInto('role_modules').values(rows).execute();
  if (grants.actions.length) await db.insertInto('role_actions').values(grants.actions.map((action) => ({ role_id: roleId, action }))).execute();
}
