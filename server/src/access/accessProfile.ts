import type { Db } from '../db/openDatabase.js';
import { ROLE_MODULES, isPluginModuleId } from '@palisade/contracts';
import type { ModuleRequirement } from './catalog.js';
import type { InstalledModules } from './pluginModules.js';

export interface ModuleEntry { id: string; submodules?: { id: string }[] }

export interface AccessProfile {
  group: { id: string; name: string } | null;
  groups: { id: string; name: string }[];
  modules: ModuleEntry[];
  actions: string[];
  isGroupChanged: boolean;
  /** Flat set for checks: 'ALERTS' for modules, 'DASHBOARD/CLOUD_ALERTS' for dashboard sub-apps. */
  grants: Set<string>;
}

/** Groups the user belongs to in the tenant, the current one and what its role grants. */
export async function loadAccessProfile(db: Db, userId: string, tenantId: string, installed: InstalledModules): Promise<AccessProfile | undefined> {
  const member = await db.selectFrom('memberships').selectAll().where('user_id', '=', userId).where('tenant_id', '=', tenantId).executeTakeFirst();
  // A disabled user's unexpired access token opens nothing.
  const user = await db.selectFrom('users').select('status').where('id', '=', userId).executeTakeFirst();
  if (!member || !user || user.status === 'disabled') return undefined;
  const groups = await db.selectFrom('group_members').innerJoin('access_groups', 'access_groups.id', 'group_members.group_id')
    .select(['access_groups.id', 'access_groups.name', 'access_groups.role_id'])
    .where('group_members.user_id', '=', userId).where('access_groups.tenant_id', '=', tenantId).orderBy('access_groups.name').execute();
  const current = groups.find((g) => g.id === member.current_group_id) ?? groups[0];
  const role = current ? await loadRoleGrants(db, current.role_id, installed) : { modules: [], actions: [], grants: new Set<string>() };
  return {
    group: current ? { id: current.id, name: current.name } : null,
    groups: groups.map((g) => ({ id: g.id, name: g.name })),
    ...role,
    isGroupChanged: member.group_changed === 1,
  };
}

/** Whether a built-in role grants every built-in module: it grants every deployed plugin's modules too. */
const grantsEverything = (builtin: boolean, topLevel: ReadonlySet<string>) => builtin && ROLE_MODULES.every((m) => topLevel.has(m));

/**
 * What a role grants: its modules (dashboard sub-apps nested under DASHBOARD), actions, and the flat set for checks.
 * A plugin module id no deployed plugin declares stays stored but grants nothing; a built-in role that grants every
 * built-in module grants every deployed plugin's modules too.
 */
export async function loadRoleGrants(db: Db, roleId: string, installed: InstalledModules): Promise<Pick<AccessProfile, 'modules' | 'actions' | 'grants'>> {
  const [moduleRows, actionRows, role] = await Promise.all([
    db.selectFrom('role_modules').select(['module_id', 'parent_id']).where('role_id', '=', roleId).execute(),
    db.selectFrom('role_actions').select('action').where('role_id', '=', roleId).orderBy('action').execute(),
    db.selectFrom('roles').select('builtin').where('id', '=', roleId).executeTakeFirst(),
  ]);
  const modules: ModuleEntry[] = [];
  const byId = new Map<string, ModuleEntry>();
  const grants = new Set<string>();
  const topLevel = moduleRows.filter((r) => r.parent_id === '').map((r) => r.module_id);
  const plugin = grantsEverything(role?.builtin === 1, new Set(topLevel)) ? [...installed.keys()] : topLevel.filter((id) => installed.has(id));
  for (const id of [...topLevel.filter((m) => !isPluginModuleId(m)), ...new Set(plugin)]) {
    const entry: ModuleEntry = { id };
    byId.set(id, entry);
    modules.push(entry);
    grants.add(id);
  }
  for (const row of moduleRows.filter((r) => r.parent_id !== '')) {
    const parent = byId.get(row.parent_id);
    if (!parent) continue;
    (parent.submodules ??= []).push({ id: row.module_id });
    grants.add(`${row.parent_id}/${row.module_id}`);
  }
  return { modules, actions: actionRows.map((a) => a.action), grants };
}

export function grantKey(requirement: ModuleRequirement): string {
  return 'module' in requirement ? requirement.module : `DASHBOARD/${requirement.dashboard}`;
}
