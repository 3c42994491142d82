import { type Kysely, type Migration, sql } from 'kysely';
import { isPostgres } from './dialect.js';

/** The index a free-text page sorted by name walks when the text has too many matches to gather (see dedicatedIndex). */
export const ASSET_NAME_TEXT_INDEX = 'assets_name_text';

/**
 * The name order with each asset's resource id in it (SQLite). Past 10,000 matches a free-text page sorted by name walks
 * the name order and tests each asset, and a name that does not hold the text made it read the asset's row for the
 * resource id: about 3,000 scattered rows for page 20 of a common text. Here both texts are in the entry. PostgreSQL
 * searches free text through its pg_trgm indexes and does not take index hints, so it has no use for it.
 */
export const assetNameTextIndexMigration: Migration = {
  async up(db: Kysely<unknown>) {
    if (isPostgres(db)) return;
    await sql`CREATE INDEX IF NOT EXISTS ${sql.ref(ASSET_NAME_TEXT_INDEX)} ON assets (tenant_id, name, id, resource_id)`.execute(db);
    // A database the planner has statistics of needs the new index's own: without them SQLite took it for a few rows
    // a tenant and walked it for a list of ids instead of looking each one up.
    if ((await sql<{ n: number }>`SELECT count(*) AS n FROM sqlite_master WHERE name = 'sqlite_stat1'`.execute(db)).rows[0]?.n) {
      await sql`ANALYZE ${sql.ref(ASSET_NAME_TEXT_INDEX)}`.execute(db);
    }
  },
};
