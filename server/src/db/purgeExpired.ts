import type { Db } from './openDatabase.js';

const DAY = 86_400_000;

/** Deletes rows that can no longer be used (sessions, codes, ended refresh families) so tables stay small. */
export async function purgeExpired(db: Db, now: number): Promise<void> {
  await db.deleteFrom('bff_sessions').where('expires_at', '<=', now).execute();
  await db.deleteFrom('auth_codes').where('expires_at', '<=', now - DAY).execute();
  await db.deleteFrom('otp_codes').where('expires_at', '<=', now - DAY).execute();
  await db.deleteFrom('password_reset_tokens').where('expires_at', '<=', now - DAY).execute();
  // Keep ended families a day so a late reuse of their tokens is still recognised and audited.
  const ended = db.selectFrom('refresh_families').select('id').where('expires_at', '<=', now - DAY);
  await db.deleteFrom('refresh_tokens').where('family_id', 'in', ended).execute();
  await db.deleteFrom('refresh_families').where('expires_at', '<=', now - DAY).execute();
}
