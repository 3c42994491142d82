import type { Kysely, Migration } from 'kysely';

/**
 * State that several server instances on one database must share, and that used to live in one process's memory:
 * the proofs of verified one-time codes (`mfa_tokens`, single use, kept as hashes) and the sign-in, code and reset
 * failure counters (`rate_limit_windows`, used on PostgreSQL, where instances may run side by side), and when each
 * scheduled job is next due (`scheduled_jobs`), so that one instance runs it. A BFF session notes while one instance
 * refreshes its tokens (`refreshing_until`), so that another waits for the result instead of spending the same refresh
 * token, which the identity provider would take for a stolen one.
 */
export const sharedStateMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.createTable('mfa_tokens').ifNotExists().addColumn('token_hash', 'text', (c) => c.primaryKey())
      .addColumn('user_id', 'text', (c) => c.notNull()).addColumn('expires_at', 'bigint', (c) => c.notNull()).execute();
    await db.schema.createTable('rate_limit_windows').ifNotExists().addColumn('key', 'text', (c) => c.primaryKey())
      .addColumn('window_start', 'bigint', (c) => c.notNull()).addColumn('failures', 'integer', (c) => c.notNull())
      .addColumn('next_slot_at', 'bigint', (c) => c.notNull()).execute();
    await db.schema.createTable('scheduled_jobs').ifNotExists().addColumn('name', 'text', (c) => c.primaryKey())
      .addColumn('next_run_at', 'bigint', (c) => c.notNull()).execute();
    // A rerun (the sealing migration's test replays the later ones) finds everything there already.
    const sessions = (await db.introspection.getTables()).find((t) => t.name === 'bff_sessions');
    if (!sessions?.columns.some((c) => c.name === 'refreshing_until')) {
      await db.schema.alterTable('bff_sessions').addColumn('refreshing_until', 'bigint').execute();
    }
    await db.schema.createIndex('rate_limit_windows_start').ifNotExists().on('rate_limit_windows').columns(['window_start']).execute();
  },
};
