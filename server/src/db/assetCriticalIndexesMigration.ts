import { type Kysely, type Migration, sql } from 'kysely';

/**
 * Indexes of the assets with open critical alerts only, one per sort the inventory offers for them ("has critical alerts"
 * by name, the default; by high alerts; by last seen), keyed like the sort indexes (tenant, column, id). The filter and the
 * order are both in the index: a page, however deep, reads only matching entries in order, where the full sort index made
 * it test every asset on the way. Being partial, they serve only queries with that filter, so the planner's choice for
 * every other query stays as it was (also on a database whose statistics predate them).
 */
export const ASSET_CRITICAL_INDEXES = {
  assets_critical_name: ['name'], assets_critical_high: ['open_high'], assets_critical_last_seen: ['last_seen'],
} as const;

export const assetCriticalIndexesMigration: Migration = {
  async up(db: Kysely<unknown>) {
    for (const [name, [column]] of Object.entries(ASSET_CRITICAL_INDEXES)) {
      await sql`CREATE INDEX IF NOT EXISTS ${sql.ref(name)} ON assets (tenant_id, ${sql.ref(column)}, id) WHERE open_critical > 0`.execute(db);
    }
  },
};
