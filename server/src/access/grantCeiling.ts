import type { Db } from '../db/openDatabase.js';
import { AppError } from '../http/AppError.js';
import type { Principal } from '../idp/tokenClaims.js';
import type { AppContext } from '../shared/AppContext.js';
import { type AccessProfile, loadRoleGrants } from './accessProfile.js';
import type { InstalledModules } from './pluginModules.js';
import { principalProfile } from './principalProfile.js';

/** What a role gives, as comparable ids: modules ('ALERTS', 'DASHBOARD/CLOUD_ALERTS') and action permissions. */
export type Grants = Pick<AccessProfile, 'grants' | 'actions'>;

/** Refused because the caller would give away more than they hold. */
export class GrantAboveCallerError extends AppError {
  override name = 'GrantAboveCallerError';
  constructor(subject: string, readonly beyond: string[], field?: string) {
    const message = `${subject} would grant more than you hold: ${beyond.join(', ')}`;
    super(403, 'FORBIDDEN', message, field ? [{ path: field, message }] : undefined);
  }
}

/** Refused because the user to be changed holds more than the caller (a delegated admin cannot lock out or take over a fuller one). */
export class TargetAboveCallerError extends AppError {
  override name = 'TargetAboveCallerError';
  constructor(subject: string, readonly beyond: string[]) {
    super(403, 'FORBIDDEN', `You cannot change ${subject}: they hold more than you: ${beyond.join(', ')}`);
  }
}

/**
 * The grants of a checklist (dashboard sub-apps also grant DASHBOARD itself, as writeGrants stores them); a plugin
 * module no deployed plugin declares grants nothing, so it is not counted.
 */
export function checklistGrants(body: { dashboard: string[]; modules: string[]; actions: string[]; pluginModules?: string[] }, installed: InstalledModules): Grants {
  const plugin = (body.pluginModules ?? []).filter((id) => installed.has(id));
  const grants = new Set([...body.modules, ...plugin, ...body.dashboard.map((d) => `DASHBOARD/${d}`)]);
  if (body.dashboard.length) grants.add('DASHBOARD');
  return { grants, actions: [...body.actions] };
}

/** Module ids and actions in `given` that `held` lacks, in a stable order; empty when `given` is within `held`. */
export function grantsBeyond(held: Grants, given: Grants): string[] {
  const modules = [...given.grants].filter((g) => !held.grants.has(g));
  const actions = given.actions.filter((a) => !held.actions.includes(a));
  return [...modules.sort(), ...[...new Set(actions)].sort()];
}

/** The grants of the roles of these groups (a user in several groups can switch into any of them). */
export async function groupGrants(db: Db, tenantId: string, groupIds: string[], installed: InstalledModules): Promise<Grants> {
  if (groupIds.length === 0) return { grants: new Set(), actions: [] };
  const roles = await db.selectFrom('access_groups').select('role_id').where('tenant_id', '=', tenantId).where('id', 'in', groupIds).execute();
  const all = await Promise.all([...new Set(roles.map((r) => r.role_id))].map((id) => loadRoleGrants(db, id, installed)));
  return { grants: new Set(all.flatMap((g) => [...g.grants])), actions: [...new Set(all.flatMap((g) => g.actions))] };
}

/**
 * Nobody, person or API key, may create a key, role or group assignment that
 * grants more than they hold: throws 403 naming what is beyond the caller's
 * current role.
 */
export async function assertWithinCaller(ctx: AppContext, caller: Principal, given: Grants, subject: string, field?: string): Promise<void> {
  const profile = await principalProfile(ctx, caller);
  const held: Grants = profile ?? { grants: new Set(), actions: [] };
  const beyond = grantsBeyond(held, given);
  if (beyond.length) throw new GrantAboveCallerError(subject, beyond, field);
}

/**
 * Only someone holding at least everything a user holds in the tenant (the
 * roles of all their groups there) may change, disable, enable or remove that
 * user: throws 403 naming what the user holds beyond the caller.
 */
export async function assertCallerCovers(ctx: AppContext, caller: Principal, user: { id: string; email: string }, tenantId: string): Promise<void> {
  const groups = await ctx.db.selectFrom('group_members').innerJoin('access_groups', 'access_groups.id', 'group_members.group_id')
    .select('access_groups.id').where('group_members.user_id', '=', user.id).where('access_groups.tenant_id', '=', tenantId).execute();
  const held: Grants = (await principalProfile(ctx, caller)) ?? { grants: new Set(), actions: [] };
  const beyond = grantsBeyond(held, await groupGrants(ctx.db, tenantId, groups.map((g) => g.id), await ctx.pluginModules()));
  if (beyond.length) throw new TargetAboveCallerError(user.email, beyond);
}

/** The same check for a role of the tenant (what an API key or a group would get). */
export async function assertRoleWithinCaller(ctx: AppContext, caller: Principal, roleId: string, subject: string, field?: string): Promise<void> {
  await assertWithinCaller(ctx, caller, await loadRoleGrants(ctx.db, roleId, await ctx.pluginModules()), subject, field);
}

/** Roles with whether the caller may give them (forms offer only those; the server refuses the others anyway). */
export async function markGrantable<R extends { id: string }>(ctx: AppContext, caller: Principal, roles: R[]): Promise<(R & { grantable: boolean })[]> {
  const held: Grants = (await principalProfile(ctx, caller)) ?? { grants: new Set(), actions: [] };
  const installed = await ctx.pluginModules();
  return Promise.all(roles.map(async (role) => ({ ...role, grantable: grantsBeyond(held, await loadRoleGrants(ctx.db, role.id, installed)).length === 0 })));
}
