import type { Principal } from '../idp/tokenClaims.js';
import { type AppContext, profileKey } from '../shared/AppContext.js';
import { type AccessProfile, loadAccessProfile } from './accessProfile.js';

/** What the caller may do: the current group's role for a signed-in user (cached until a change drops it). */
export async function principalProfile(ctx: AppContext, principal: Principal): Promise<AccessProfile | undefined> {
  return ctx.profileCache.get(profileKey(principal.userId, principal.tenantId), () => loadAccessProfile(ctx.db, principal.userId, principal.tenantId));
}
