import { claimJob } from '../db/claimJob.js';
import type { Db } from '../db/openDatabase.js';
import { utcDay } from './postureDays.js';
import { hasPostureSnapshot, writePostureSnapshot } from './writePostureSnapshot.js';

/** How often each instance asks whether the snapshot is due. */
export const SNAPSHOT_TICK_MS = 10 * 60_000;
/**
 * How often the day's snapshot is written again. A day's row is its figures at the day's end (the history's
 * comparisons read it so), so the day's last run, within its last hour, is the one that stays.
 */
export const SNAPSHOT_EVERY_MS = 60 * 60_000;

/** Writes the day's snapshot when the job is due and this instance claims it: one run per period across every instance. */
export async function snapshotIfDue(db: Db, now: number): Promise<boolean> {
  if (!(await claimJob(db, 'posture_snapshot', now, SNAPSHOT_EVERY_MS - 1_000))) return false;
  await writePostureSnapshot(db, utcDay(now));
  return true;
}

/**
 * The daily posture snapshot: written at start when today's is missing (a server that was down catches up), then
 * refreshed through the day by whichever instance claims each run. Returns what stops the ticks.
 */
export async function schedulePostureSnapshots(db: Db, clock: () => number, warn: (error: unknown) => void): Promise<() => void> {
  const today = utcDay(clock());
  if (!(await hasPostureSnapshot(db, today))) await writePostureSnapshot(db, today);
  const tick = setInterval(() => void snapshotIfDue(db, clock()).catch(warn), SNAPSHOT_TICK_MS);
  tick.unref();
  return () => clearInterval(tick);
}
