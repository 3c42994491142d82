import { type Kysely, type Migration, sql } from 'kysely';
import { isPostgres } from './dialect.js';

/** SQLite triggers that keep `asset_search` equal to the assets' name and resource id. */
export const ASSET_SEARCH_TRIGGERS = {
  insert: 'CREATE TRIGGER assets_search_insert AFTER INSERT ON assets BEGIN INSERT INTO asset_search (rowid, name, resource_id) VALUES (NEW.id, NEW.name, NEW.resource_id); END',
  delete: `CREATE TRIGGER assets_search_delete AFTER DELETE ON assets BEGIN
    INSERT INTO asset_search (asset_search, rowid, name, resource_id) VALUES ('delete', OLD.id, OLD.name, OLD.resource_id); END`,
  update: `CREATE TRIGGER assets_search_update AFTER UPDATE OF name, resource_id ON assets BEGIN
    INSERT INTO asset_search (asset_search, rowid, name, resource_id) VALUES ('delete', OLD.id, OLD.name, OLD.resource_id);
    INSERT INTO asset_search (rowid, name, resource_id) VALUES (NEW.id, NEW.name, NEW.resource_id); END`,
} as const;

/**
 * The inventory's free-text search ("contained in the name or the resource id") from a trigram index instead of reading
 * every name and resource id of the tenant (seconds at a million assets): on SQLite an FTS5 trigram table over the assets
 * (external content, kept by triggers); on PostgreSQL `pg_trgm` GIN indexes, which LIKE and ILIKE use as they are.
 */
export const assetSearchMigration: Migration = {
  async up(db: Kysely<unknown>) {
    if (isPostgres(db)) {
      await sql`CREATE EXTENSION IF NOT EXISTS pg_trgm`.execute(db);
      await sql`CREATE INDEX IF NOT EXISTS assets_name_trigram ON assets USING gin (name gin_trgm_ops)`.execute(db);
      await sql`CREATE INDEX IF NOT EXISTS assets_resource_id_trigram ON assets USING gin (resource_id gin_trgm_ops)`.execute(db);
      return;
    }
    // Replaying the migrations after an earlier one (as upgrade tests do) finds the table and its triggers in place.
    if ((await db.introspection.getTables()).some((t) => t.name === 'asset_search')) return;
    await sql`CREATE VIRTUAL TABLE asset_search USING fts5(name, resource_id, content = 'assets', content_rowid = 'id', tokenize = 'trigram',
      columnsize = 0)`.execute(db);
    for (const statement of Object.values(ASSET_SEARCH_TRIGGERS)) await sql.raw(statement).execute(db);
    await sql`INSERT INTO asset_search (asset_search) VALUES ('rebuild')`.execute(db);
  },
};
