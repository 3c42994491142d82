import type { EffectiveAccess, GroupRef, GroupSummary, UserStatus, UserSummary } from '@palisade/contracts';
import { loadAccessProfile } from '../../../access/accessProfile.js';
import type { InstalledModules } from '../../../access/pluginModules.js';
import type { Db } from '../../../db/openDatabase.js';
import { notFound } from '../../../http/AppError.js';

const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

/** Users of one tenant (members through `memberships`), optionally searched by name or email and filtered by status. */
export async function listUsers(db: Db, tenantId: string, filter: { q?: string; status?: UserStatus } = {}): Promise<UserSummary[]> {
  let query = db.selectFrom('memberships').innerJoin('users', 'users.id', 'memberships.user_id')
    .select(['users.id', 'users.email', 'users.name', 'users.status', 'users.breakglass', 'users.created_at', 'users.last_login_at',
      'memberships.current_group_id'])
    .where('memberships.tenant_id', '=', tenantId);
  if (filter.q) {
    // instr, not LIKE: the search text is taken literally (no % or _ wildcards).
    const q = filter.q.toLowerCase();
    query = query.where((eb) => eb.or([
      eb(eb.fn('instr', [eb.fn('lower', ['users.name']), eb.val(q)]), '>', 0), eb(eb.fn('instr', ['users.email', eb.val(q)]), '>', 0),
    ]));
  }
  if (filter.status) query = query.where('users.status', '=', filter.status);
  const rows = await query.orderBy('users.email').execute();
  const groups = await groupsOfUsers(db, tenantId, rows.map((r) => r.id));
  return rows.map((r) => {
    const mine = groups.get(r.id) ?? [];
    return {
      id: r.id, email: r.email, name: r.name, status: r.status, breakglass: r.breakglass === 1, groups: mine,
      currentGroup: mine.find((g) => g.id === r.current_group_id) ?? mine[0] ?? null,
      createdAt: new Date(r.created_at).toISOString(), lastLoginAt: iso(r.last_login_at),
    };
  });
}

async function groupsOfUsers(db: Db, tenantId: string, userIds: string[]): Promise<Map<string, GroupRef[]>> {
  const byUser = new Map<string, GroupRef[]>();
  if (userIds.length === 0) return byUser;
  const rows = await db.selectFrom('group_members').innerJoin('access_groups', 'access_groups.id', 'group_members.group_id')
    .select(['group_members.user_id', 'access_groups.id', 'access_groups.name'])
    .where('access_groups.tenant_id', '=', tenantId).where('group_members.user_id', 'in', userIds).orderBy('access_groups.name').execute();
  for (const row of rows) {
    const list = byUser.get(row.user_id) ?? [];
    list.push({ id: row.id, name: row.name });
    byUser.set(row.user_id, list);
  }
  return byUser;
}

/** One user of the tenant; 404 when the id is unknown or belongs to another tenant. */
export async function findTenantUser(db: Db, tenantId: string, userId: string): Promise<UserSummary> {
  const row = await db.selectFrom('memberships').innerJoin('users', 'users.id', 'memberships.user_id')
    .select(['users.id', 'users.email', 'users.name', 'users.status', 'users.breakglass', 'users.created_at', 'users.last_login_at',
      'memberships.current_group_id'])
    .where('memberships.tenant_id', '=', tenantId).where('users.id', '=', userId).executeTakeFirst();
  if (!row) throw notFound(`User ${userId} does not exist in this tenant`);
  const mine = (await groupsOfUsers(db, tenantId, [row.id])).get(row.id) ?? [];
  return {
    id: row.id, email: row.email, name: row.name, status: row.status, breakglass: row.breakglass === 1, groups: mine,
    currentGroup: mine.find((g) => g.id === row.current_group_id) ?? mine[0] ?? null,
    createdAt: new Date(row.created_at).toISOString(), lastLoginAt: iso(row.last_login_at),
  };
}

/** The modules and actions the user gets from the role of their current group (what their next access load returns). */
export async function effectiveAccess(db: Db, tenantId: string, userId: string, installed: InstalledModules): Promise<EffectiveAccess> {
  const profile = await loadAccessProfile(db, userId, tenantId, installed);
  if (!profile?.group) return { group: null, role: null, modules: [], actions: [] };
  const role = await db.selectFrom('access_groups').innerJoin('roles', 'roles.id', 'access_groups.role_id')
    .select(['roles.id', 'roles.name']).where('access_groups.id', '=', profile.group.id).executeTakeFirst();
  return { group: profile.group, role: role ?? null, modules: profile.modules, actions: profile.actions };
}

/** Groups of the tenant with their role and how many members they have. */
export async function listGroups(db: Db, tenantId: string): Promise<GroupSummary[]> {
  const rows = await db.selectFrom('access_groups').innerJoin('roles', 'roles.id', 'access_groups.role_id')
    .leftJoin('group_members', 'group_members.group_id', 'access_groups.id')
    .select((eb) => ['access_groups.id', 'access_groups.name', 'roles.id as role_id', 'roles.name as role_name',
      eb.fn.count<number>('group_members.user_id').as('members')])
    .where('access_groups.tenant_id', '=', tenantId).groupBy(['access_groups.id', 'roles.id']).orderBy('access_groups.name').execute();
  return rows.map((r) => ({ id: r.id, name: r.name, role: { id: r.role_id, name: r.role_name }, memberCount: Number(r.members) }));
}

/** The ids that are not groups of the tenant (unknown, or another tenant's). */
export async function unknownGroupIds(db: Db, tenantId: string, ids: string[]): Promise<string[]> {
  const unique = [...new Set(ids)];
  const found = await db.selectFrom('access_groups').select('id').where('tenant_id', '=', tenantId).where('id', 'in', unique).execute();
  const known = new Set(found.map((g) => g.id));
  return unique.filter((id) => !known.has(id));
}
