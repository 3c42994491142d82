import type { Db } from '../../db/openDatabase.js';
import { sessionTenant } from '../admin/users/userSessions.js';

/**
 * Which of the given users of a tenant are signed in now and have used their sign-in within `idleMs`: a console
 * session (the BFF session store: not expired, its tokens last refreshed, or it was opened, within `idleMs`) or a
 * token sign-in (a refresh family neither revoked nor expired, its newest refresh within `idleMs`). Signing out
 * deletes the session and revokes the family, so a signed-out user is not signed in.
 */
export async function signedInUsers(db: Db, tenantId: string, userIds: readonly string[], now: number, idleMs: number): Promise<Set<string>> {
  if (userIds.length === 0) return new Set();
  const [sessions, families] = await Promise.all([
    db.selectFrom('bff_sessions').select(['user_id', 'profile', 'created_at', 'access_refreshed_at'])
      .where('user_id', 'in', [...userIds]).where('expires_at', '>', now).execute(),
    db.selectFrom('refresh_families as f').leftJoin('refresh_tokens as t', 't.family_id', 'f.id')
      .select(['f.user_id', 'f.created_at']).select((eb) => eb.fn.max('t.created_at').as('refreshed'))
      .where('f.tenant_id', '=', tenantId).where('f.user_id', 'in', [...userIds]).where('f.revoked_at', 'is', null).where('f.expires_at', '>', now)
      .groupBy(['f.id', 'f.user_id', 'f.created_at']).execute(),
  ]);
  const live = new Set<string>();
  for (const s of sessions) {
    if (s.user_id && sessionTenant(s.profile) === tenantId && now - Number(s.access_refreshed_at ?? s.created_at) <= idleMs) live.add(s.user_id);
  }
  for (const f of families) {
    if (now - Math.max(Number(f.created_at), Number(f.refreshed ?? 0)) <= idleMs) live.add(f.user_id);
  }
  return live;
}
