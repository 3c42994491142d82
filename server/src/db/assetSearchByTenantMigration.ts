import { type Kysely, type Migration, sql } from 'kysely';
import { isPostgres } from './dialect.js';

/** Bits of an asset id in a search entry's rowid; the tenant's search key sits above them. */
export const ASSET_ID_BITS = 40;

/** A search entry's rowid from an assets row in a trigger (`NEW` or `OLD`): its tenant's key, then its id. */
const entryOf = (row: 'NEW' | 'OLD') =>
  `((SELECT key FROM asset_search_tenants WHERE tenant_id = ${row}.tenant_id) << ${ASSET_ID_BITS}) | ${row}.id`;
const addTenant = (row: 'NEW') => `INSERT OR IGNORE INTO asset_search_tenants (tenant_id) VALUES (${row}.tenant_id);`;

/** A table kept beside the index under the same keys, with some of each asset's columns (see assetSearchTextsMigration). */
export interface SearchBeside { readonly table: string; readonly columns: readonly string[] }

const insertBeside = (b: SearchBeside, row: 'NEW') =>
  `INSERT INTO ${b.table} (key, ${b.columns.join(', ')}) VALUES (${entryOf(row)}, ${b.columns.map((c) => `${row}.${c}`).join(', ')});`;

/**
 * SQLite triggers that keep `asset_search` equal to the assets' name and resource id, and the table beside it to their
 * columns, each entry under its tenant's key.
 */
export function assetSearchTriggers(beside: SearchBeside) {
  // An id past its bits would read as the next tenant's entry: refused rather than stored.
  const add = `SELECT RAISE(ABORT, 'asset id ' || NEW.id || ' is beyond the search index''s ${ASSET_ID_BITS} bits') WHERE NEW.id >= ${2 ** ASSET_ID_BITS};
    INSERT INTO asset_search (rowid, name, resource_id) VALUES (${entryOf('NEW')}, NEW.name, NEW.resource_id);
    ${insertBeside(beside, 'NEW')}`;
  const remove = `INSERT INTO asset_search (asset_search, rowid, name, resource_id) VALUES ('delete', ${entryOf('OLD')}, OLD.name, OLD.resource_id);
    DELETE FROM ${beside.table} WHERE key = ${entryOf('OLD')};`;
  return {
    insert: `CREATE TRIGGER assets_search_insert AFTER INSERT ON assets BEGIN ${addTenant('NEW')} ${add} END`,
    delete: `CREATE TRIGGER assets_search_delete AFTER DELETE ON assets BEGIN ${remove} END`,
    update: `CREATE TRIGGER assets_search_update AFTER UPDATE OF tenant_id, name, resource_id ON assets BEGIN ${remove} ${addTenant('NEW')} ${add} END`,
  } as const;
}

/** Drops the triggers of assetSearchTriggers (or of the index before them, which had the same names). */
export async function dropAssetSearchTriggers(db: Kysely<unknown>): Promise<void> {
  for (const name of ['assets_search_insert', 'assets_search_delete', 'assets_search_update']) await sql`DROP TRIGGER IF EXISTS ${sql.id(name)}`.execute(db);
}

/** Every asset's search key and `columns`, in key order. */
const everyEntry = (columns: readonly string[]) =>
  `SELECT (t.key << ${ASSET_ID_BITS}) | a.id, ${columns.map((c) => `a.${c}`).join(', ')} FROM assets a JOIN asset_search_tenants t ON t.tenant_id = a.tenant_id ORDER BY 1`;

/** Fills the table beside the index from every asset. */
export const fillBeside = (b: SearchBeside) => [`DELETE FROM ${b.table}`, `INSERT INTO ${b.table} (key, ${b.columns.join(', ')}) ${everyEntry(b.columns)}`] as const;

/**
 * Fills the search index and the table beside it from every asset in one pass (the migration, and the bulk demo load
 * with the insert trigger off), then merges the index into one segment: a search of a million assets reads half as long
 * from one merged segment as from the layers a long insert leaves.
 */
export const fillAssetSearch = (beside: SearchBeside) => [
  "INSERT INTO asset_search (asset_search) VALUES ('delete-all')",
  'INSERT OR IGNORE INTO asset_search_tenants (tenant_id) SELECT DISTINCT tenant_id FROM assets ORDER BY tenant_id',
  `INSERT INTO asset_search (rowid, name, resource_id) ${everyEntry(['name', 'resource_id'])}`,
  ...fillBeside(beside),
  "INSERT INTO asset_search (asset_search) VALUES ('optimize')",
] as const;

/** What this migration kept beside the index: the names (0051 adds the resource ids). */
const NAMES: SearchBeside = { table: 'asset_search_names', columns: ['name'] };

/**
 * The free-text index keyed by tenant (SQLite). Each entry's rowid is its tenant's small search key above the asset's id,
 * so a tenant's entries lie together in every trigram's list: a search reads only its own tenant's part of each list, and
 * a phrase of the text's trigrams finds exactly the assets containing it, with no asset row read to check the tenant or
 * the text. The index holds no copy of the text (contentless); the triggers hand it the old values to remove. Beside it,
 * `asset_search_names` holds each entry's asset name under the same key, so the matches of a search are sorted by name
 * (the inventory's default order) reading a small table in key order instead of every matching asset row.
 * PostgreSQL keeps its pg_trgm indexes.
 */
export const assetSearchByTenantMigration: Migration = {
  async up(db: Kysely<unknown>) {
    if (isPostgres(db)) return;
    // Replaying the migrations after an earlier one (as upgrade tests do) finds the table and its triggers in place.
    if ((await db.introspection.getTables()).some((t) => t.name === 'asset_search_tenants')) return;
    await dropAssetSearchTriggers(db);
    await sql`DROP TABLE IF EXISTS asset_search`.execute(db);
    await sql`CREATE TABLE asset_search_tenants (key INTEGER PRIMARY KEY, tenant_id TEXT NOT NULL UNIQUE)`.execute(db);
    await sql`CREATE TABLE asset_search_names (key INTEGER PRIMARY KEY, name TEXT NOT NULL)`.execute(db);
    await sql`CREATE VIRTUAL TABLE asset_search USING fts5(name, resource_id, content = '', tokenize = 'trigram', columnsize = 0)`.execute(db);
    for (const statement of Object.values(assetSearchTriggers(NAMES))) await sql.raw(statement).execute(db);
    for (const statement of fillAssetSearch(NAMES)) await sql.raw(statement).execute(db);
  },
};
