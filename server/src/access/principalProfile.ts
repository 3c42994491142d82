import type { Db } from '../db/openDatabase.js';
import type { Principal } from '../idp/tokenClaims.js';
import { type AppContext, profileKey } from '../shared/AppContext.js';
import { type AccessProfile, loadAccessProfile, loadRoleGrants } from './accessProfile.js';
import type { InstalledModules } from './pluginModules.js';

/**
 * What the caller may do: the current group's role for a signed-in user, the
 * key's role for an API key (cached until a change drops the tenant's profiles).
 */
export async function principalProfile(ctx: AppContext, principal: Principal): Promise<AccessProfile | undefined> {
  const { apiKey } = principal;
  if (apiKey) {
    return ctx.profileCache.get(profileKey(`apikey:${apiKey.id}`, principal.tenantId), async () => loadRoleProfile(ctx.db, apiKey.roleId, principal.tenantId, await ctx.pluginModules()));
  }
  return ctx.profileCache.get(profileKey(principal.userId, principal.tenantId), async () => loadAccessProfile(ctx.db, principal.userId, principal.tenantId, await ctx.pluginModules()));
}

/** An API key's access: exactly its role's modules and actions (no groups, no group switch). */
export async function loadRoleProfile(db: Db, roleId: string, tenantId: string, installed: InstalledModules): Promise<AccessProfile | undefined> {
  const role = await db.selectFrom('roles').select('id').where('id', '=', roleId).where('tenant_id', '=', tenantId).executeTakeFirst();
  if (!role) return undefined;
  return { group: null, groups: [], isGroupChanged: false, ...(await loadRoleGrants(db, roleId, installed)) };
}
