import { type Kysely, type Migration, sql } from 'kysely';
import { isPostgres } from './dialect.js';

/**
 * The tenant's asset types in order, so the list every inventory page carries is a skip from one type to the next (see
 * assetTypes) instead of reading every combination count of the tenant (thousands of rows at scale).
 * On SQLite it is partial (counts above zero): only a query asking for those can use it, so the filter menus' plans stay
 * as they were. On PostgreSQL it names no count: an index over `n`, even in its condition, would stop the counts' updates
 * from being heap-only, and the many updates of one count within a bulk insert would each walk the dead versions before.
 */
export const assetTypeIndexMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await (isPostgres(db)
      ? sql`CREATE INDEX IF NOT EXISTS asset_facet_counts_type ON asset_facet_counts (tenant_id, type)`
      : sql`CREATE INDEX IF NOT EXISTS asset_facet_counts_type ON asset_facet_counts (tenant_id, type) WHERE n > 0`).execute(db);
  },
};
