import type { AreaAdministrator } from '@palisade/contracts/connectors';
import { loadRoleGrants } from '../../access/accessProfile.js';
import type { InstalledModules } from '../../access/pluginModules.js';
import type { Db } from '../../db/openDatabase.js';
import { MANAGE_ADMINISTRATION } from '../admin/adminAccess.js';

/**
 * The administrators of the connector area: every tenant member in a group whose role opens CLOUD_CONNECTORS, with the
 * groups that open it and whether one of them may also change it (MANAGE_ADMINISTRATION). Managing who is in which
 * group stays in Administrators and groups.
 */
export async function areaAdministrators(db: Db, tenantId: string, module: string, installed: InstalledModules): Promise<AreaAdministrator[]> {
  const groups = await db.selectFrom('access_groups').select(['id', 'name', 'role_id']).where('tenant_id', '=', tenantId).orderBy('name').execute();
  const grants = new Map<string, { opens: boolean; manages: boolean }>();
  for (const roleId of new Set(groups.map((g) => g.role_id))) {
    const role = await loadRoleGrants(db, roleId, installed);
    grants.set(roleId, { opens: role.grants.has(module), manages: role.actions.includes(MANAGE_ADMINISTRATION) });
  }
  const opening = groups.filter((g) => grants.get(g.role_id)?.opens);
  if (opening.length === 0) return [];
  const members = await db.selectFrom('group_members').innerJoin('users', 'users.id', 'group_members.user_id')
    .innerJoin('memberships', (j) => j.onRef('memberships.user_id', '=', 'users.id').on('memberships.tenant_id', '=', tenantId))
    .select(['users.id', 'users.email', 'users.name', 'users.status', 'group_members.group_id'])
    .where('group_members.group_id', 'in', opening.map((g) => g.id)).execute();
  const byUser = new Map<string, AreaAdministrator>();
  for (const m of members) {
    const group = opening.find((g) => g.id === m.group_id)!;
    const entry = byUser.get(m.id) ?? { email: m.email, name: m.name, status: m.status, groups: [], canChange: false };
    entry.groups.push(group.name);
    entry.canChange ||= grants.get(group.role_id)!.manages;
    byUser.set(m.id, entry);
  }
  return [...byUser.values()].map((a) => ({ ...a, groups: a.groups.sort() }))
    .sort((a, b) => a.name.localeCompare(b.name) || a.email.localeCompare(b.email));
}
