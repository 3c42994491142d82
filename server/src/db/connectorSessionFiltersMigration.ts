import type { Kysely, Migration } from 'kysely';

/**
 * The session log's usual filter, forwarding method and location over a time range, as one index: a month's filtered
 * page and its capped count seek to the matching sessions instead of reading every session of the month.
 */
export const connectorSessionFiltersMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.createIndex('connector_sessions_filters').ifNotExists().on('connector_sessions')
      .columns(['tenant_id', 'method', 'location', 'started_at', 'id']).execute();
  },
};
