import type { Kysely, Migration } from 'kysely';

/**
 * State that several server instances on one database must share, and that used to live in one process's memory:
 * the proofs of verified one-time codes (`mfa_tokens`, single use, kept as hashes) and the sign-in, code and reset
 * failure counters (`rate_limit_windows`, used on PostgreSQL, where instances may run side by side), and when each
 * scheduled job is next due (`scheduled_jobs`), so that one instance runs it.
 */
export const sharedStateMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.createTable('mfa_tokens').addColumn('token_hash', 'text', (c) => c.primaryKey())
      .addColumn('user_id', 'text', (c) => c.notNull()).addColumn('expires_at', 'bigint', (c) => c.notNull()).execute();
    await db.schema.createTable('rate_limit_windows').addColumn('key', 'text', (c) => c.primaryKey())
      .addColumn('window_start', 'bigint', (c) => c.notNull()).addColumn('failures', 'integer', (c) => c.notNull())
      .addColumn('next_slot_at', 'bigint', (c) => c.notNull()).execute();
    await db.schema.createTable('scheduled_jobs').addColumn('name', 'text', (c) => c.primaryKey())
      .addColumn('next_run_at', 'bigint', (c) => c.notNull()).execute();
    await db.schema.createIndex('rate_limit_windows_start').on('rate_limit_windows').columns(['window_start']).execute();
  },
};
