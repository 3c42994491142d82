import { type Kysely, type Migration, sql } from 'kysely';
import { isPostgres } from './dialect.js';

/** An asset's searched texts as one value (PostgreSQL), as the trigram index holds it: name, a space, resource id. */
export const ASSET_TEXTS = sql`(name || ' ' || resource_id)`;

/**
 * PostgreSQL finds a free text's matches in one trigram index of each asset's tenant and texts together (btree_gin
 * serves the tenant), where two pg_trgm indexes (0031), one per text and across tenants, found every tenant's candidates
 * and read each of their rows: 20,548 and 13,553 candidates for "payments-prod" at a million assets, 65 ms, against
 * 9,141 of one tenant. A match must still hold the text within its name or resource id, which every search tests.
 */
export const assetTextTrigramIndexMigration: Migration = {
  async up(db: Kysely<unknown>) {
    if (!isPostgres(db)) return;
    await sql`CREATE EXTENSION IF NOT EXISTS btree_gin`.execute(db);
    await sql`CREATE INDEX IF NOT EXISTS assets_text_trigram ON assets USING gin (tenant_id, ${ASSET_TEXTS} gin_trgm_ops)`.execute(db);
    await sql`DROP INDEX IF EXISTS assets_name_trigram`.execute(db);
    await sql`DROP INDEX IF EXISTS assets_resource_id_trigram`.execute(db);
  },
};
