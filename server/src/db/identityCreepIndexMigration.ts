import { type Kysely, type Migration, sql } from 'kysely';
import { isPostgres } from './dialect.js';

/** The index the permission creep index per account reads (see postureMetrics). */
export const IDENTITY_CREEP_INDEX = 'identities_creep';

/**
 * Granted and used permission counts by account, beside the tenant: the creep index per account (the identities page's
 * chart, and the daily posture snapshot) reads this index alone. It read each identity's wide row (policies, activity and
 * reasons as JSON) through the account index: 115 to 430 ms for Acme's 22,500 identities at the large scale.
 */
export const identityCreepIndexMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.createIndex(IDENTITY_CREEP_INDEX).ifNotExists().on('identities').columns(['tenant_id', 'account_name', 'granted_count', 'used_count']).execute();
    // A database the planner has statistics of needs the new index's own, or SQLite misjudges it.
    if (!isPostgres(db) && (await sql<{ n: number }>`SELECT count(*) AS n FROM sqlite_master WHERE name = 'sqlite_stat1'`.execute(db)).rows[0]?.n) {
      await sql`ANALYZE ${sql.ref(IDENTITY_CREEP_INDEX)}`.execute(db);
    }
  },
};
