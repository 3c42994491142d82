import { sql } from 'kysely';
import type { Db } from '../../db/openDatabase.js';
import type { CloudAccountsTable } from '../../db/schema.js';
import { SCHEDULE_MS } from './accountScan.js';
import { startScan } from './startScan.js';

/** How often each instance looks for accounts whose scan is due. */
export const SCAN_TICK_MS = 60_000;
/** At most this many scans start per tick, so a backlog after downtime spreads over the next minutes. */
const SCANS_PER_TICK = 10;

/**
 * Claims one account whose scheduled scan is due, for this instance alone, in one statement: the account's next scan
 * moves to a full period later only where it is still due, so of two instances claiming at once one gets the row and
 * the other nothing. Its next scan is set again when the scan ends.
 */
export async function claimDueScan(db: Db, now: number): Promise<CloudAccountsTable | undefined> {
  const due = db.selectFrom('cloud_accounts').select('id').where('next_scan_at', '<=', now).orderBy('next_scan_at').orderBy('id').limit(1);
  const next = sql<number>`CAST(${now} AS bigint) + CASE scan_schedule WHEN 'hourly' THEN ${sql.lit(SCHEDULE_MS.hourly)} WHEN 'weekly' THEN ${sql.lit(SCHEDULE_MS.weekly)} ELSE ${sql.lit(SCHEDULE_MS.daily)} END`;
  return db.updateTable('cloud_accounts').set({ next_scan_at: next }).where('id', '=', due).where('next_scan_at', '<=', now)
    .returningAll().executeTakeFirst();
}

/** Starts the scans that are due (each claimed by one instance); returns how many this instance started. */
export async function scanDueAccounts(db: Db, clock: () => number, cloudBase: () => string): Promise<number> {
  let started = 0;
  for (; started < SCANS_PER_TICK; started += 1) {
    const account = await claimDueScan(db, clock());
    if (!account) break;
    await startScan(db, clock, account, cloudBase(), { tenantId: account.tenant_id, actorUserId: null, actorEmail: '', via: 'SYSTEM' });
  }
  return started;
}

/** The scheduled scans: every instance looks each `tickMs`; returns what stops it. */
export function scheduleAccountScans(db: Db, clock: () => number, cloudBase: () => string, warn: (error: unknown) => void, tickMs = SCAN_TICK_MS): () => void {
  const tick = setInterval(() => void scanDueAccounts(db, clock, cloudBase).catch(warn), tickMs);
  tick.unref();
  return () => clearInterval(tick);
}
