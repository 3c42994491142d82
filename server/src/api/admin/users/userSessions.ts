import type { Db } from '../../../db/openDatabase.js';

/**
 * Ends a user's sign-ins: refresh-token families (so no new access tokens) and
 * BFF sessions (so the browser is signed out at its next call). With a tenant,
 * only what was signed in to that tenant.
 */
export async function endUserSessions(db: Db, now: number, userId: string, tenantId?: string): Promise<void> {
  let families = db.updateTable('refresh_families').set({ revoked_at: now }).where('user_id', '=', userId).where('revoked_at', 'is', null);
  if (tenantId) families = families.where('tenant_id', '=', tenantId);
  await families.execute();
  const sessions = await db.selectFrom('bff_sessions').select(['id', 'profile']).where('user_id', '=', userId).execute();
  const ended = sessions.filter((s) => !tenantId || sessionTenant(s.profile) === tenantId || sessionTenant(s.profile) === undefined).map((s) => s.id);
  if (ended.length) await db.deleteFrom('bff_sessions').where('id', 'in', ended).execute();
}

/** The tenant a BFF session is signed in to, from its stored profile (undefined before sign-in or when unreadable). */
export function sessionTenant(profile: string | null): string | undefined {
  if (!profile) return undefined;
  try {
    return (JSON.parse(profile) as { tenant?: { id?: string } }).tenant?.id;
  } catch {
    return undefined;
  }
}
