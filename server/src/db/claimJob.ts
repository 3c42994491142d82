import { isPostgres } from './dialect.js';
import type { Db } from './openDatabase.js';

/**
 * Claims one run of the scheduled job `name` when it is due, for this instance alone: true means "run it now", and the
 * job is next due `everyMs` later. On PostgreSQL the job's row is locked with FOR UPDATE SKIP LOCKED, so an instance
 * claiming at the same moment as another gets false at once instead of waiting to run the job a second time.
 */
export async function claimJob(db: Db, name: string, now: number, everyMs: number): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    await trx.insertInto('scheduled_jobs').values({ name, next_run_at: 0 }).onConflict((oc) => oc.column('name').doNothing()).execute();
    const due = trx.selectFrom('scheduled_jobs').select('next_run_at').where('name', '=', name).where('next_run_at', '<=', now);
    if (!(await (isPostgres(trx) ? due.forUpdate().skipLocked() : due).executeTakeFirst())) return false;
    await trx.updateTable('scheduled_jobs').set({ next_run_at: now + everyMs }).where('name', '=', name).execute();
    return true;
  });
}
