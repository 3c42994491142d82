import { type Kysely, type Migration, sql } from 'kysely';
import { assetSearchTriggers, dropAssetSearchTriggers, fillAssetSearch, fillBeside, type SearchBeside } from './assetSearchByTenantMigration.js';
import { isPostgres } from './dialect.js';

/** Each search entry's name and resource id under its key: what a search tests its candidates on, and sorts by name. */
export const ASSET_SEARCH_TEXTS: SearchBeside = { table: 'asset_search_texts', columns: ['name', 'resource_id'] };

/** The triggers keeping the trigram index and `asset_search_texts` equal to the assets. */
export const ASSET_SEARCH_TRIGGERS = assetSearchTriggers(ASSET_SEARCH_TEXTS);

/** Fills the trigram index and `asset_search_texts` from every asset (the bulk demo load, with the insert trigger off). */
export const FILL_ASSET_SEARCH = fillAssetSearch(ASSET_SEARCH_TEXTS);

/**
 * The texts of each search entry beside the trigram index (SQLite). A search no longer asks the index for the phrase of
 * all its trigrams, whose position lists it must read and compare for every common trigram of the text; it takes the
 * entries holding a few of its rarest trigrams (read as lists of keys alone) and tests each one's name and resource id
 * here, in key order, without reading an asset row. The names the search sorted by move here from `asset_search_names`.
 */
export const assetSearchTextsMigration: Migration = {
  async up(db: Kysely<unknown>) {
    if (isPostgres(db)) return;
    await sql`CREATE TABLE IF NOT EXISTS asset_search_texts (key INTEGER PRIMARY KEY, name TEXT NOT NULL, resource_id TEXT NOT NULL)`.execute(db);
    for (const statement of fillBeside(ASSET_SEARCH_TEXTS)) await sql.raw(statement).execute(db);
    await dropAssetSearchTriggers(db);
    for (const statement of Object.values(ASSET_SEARCH_TRIGGERS)) await sql.raw(statement).execute(db);
    await sql`DROP TABLE IF EXISTS asset_search_names`.execute(db);
  },
};
