import { AUDIT_RETENTION_DAYS } from '@palisade/contracts';
import type { Db } from './openDatabase.js';

const DAY = 86_400_000;
/** Audit rows older than this are deleted (and never listed even before the next purge). */
export const AUDIT_RETENTION_MS = AUDIT_RETENTION_DAYS * DAY;

/**
 * Deletes rows that can no longer be used (sessions, codes, ended refresh families) so tables stay small,
 * and audit rows past their retention.
 */
export async function purgeExpired(db: Db, now: number): Promise<void> {
  await db.deleteFrom('bff_sessions').where('expires_at', '<=', now).execute();
  await db.deleteFrom('auth_codes').where('expires_at', '<=', now - DAY).execute();
  await db.deleteFrom('otp_codes').where('expires_at', '<=', now - DAY).execute();
  await db.deleteFrom('password_reset_tokens').where('expires_at', '<=', now - DAY).execute();
  await db.deleteFrom('mfa_tokens').where('expires_at', '<=', now).execute();
  await db.deleteFrom('rate_limit_windows').where('window_start', '<=', now - DAY).execute();
  // Keep ended families a day so a late reuse of their tokens is still recognised and audited.
  const ended = db.selectFrom('refresh_families').select('id').where('expires_at', '<=', now - DAY);
  await db.deleteFrom('refresh_tokens').where('family_id', 'in', ended).execute();
  await db.deleteFrom('refresh_families').where('expires_at', '<=', now - DAY).execute();
  await db.deleteFrom('audit_log').where('created_at', '<', now - AUDIT_RETENTION_MS).execute();
}
