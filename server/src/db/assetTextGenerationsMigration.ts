import { type Kysely, type Migration, sql } from 'kysely';
import { isPostgres } from './dialect.js';

export const ASSET_TEXT_GENERATIONS = 'asset_text_generations';
const TABLE = ASSET_TEXT_GENERATIONS;

/** Counts up the generation of each tenant named by `tenants` (a SELECT), adding the tenants not counted yet. */
const bump = (tenants: string) => `INSERT INTO ${TABLE} (tenant_id) ${tenants} ON CONFLICT (tenant_id) DO UPDATE SET generation = ${TABLE}.generation + 1`;

/** Every tenant's texts changed at once (the bulk demo load filled them without the triggers). */
export const BUMP_EVERY_TEXT_GENERATION = bump('SELECT DISTINCT tenant_id FROM assets WHERE true');

const CHANGED = (is: string) => `OLD.tenant_id ${is} NEW.tenant_id OR OLD.name ${is} NEW.name OR OLD.resource_id ${is} NEW.resource_id`;

/** SQLite's row triggers (the bulk demo load drops the insert one and bumps every tenant once after it). */
const ASSET_TEXT_GENERATION_TRIGGERS = {
  [`${TABLE}_insert`]: `CREATE TRIGGER ${TABLE}_insert AFTER INSERT ON assets BEGIN ${bump('SELECT NEW.tenant_id WHERE true')}; END`,
  [`${TABLE}_delete`]: `CREATE TRIGGER ${TABLE}_delete AFTER DELETE ON assets BEGIN ${bump('SELECT OLD.tenant_id WHERE true')}; END`,
  [`${TABLE}_update`]: `CREATE TRIGGER ${TABLE}_update AFTER UPDATE OF tenant_id, name, resource_id ON assets WHEN ${CHANGED('IS NOT')}
    BEGIN ${bump('SELECT OLD.tenant_id WHERE true UNION SELECT NEW.tenant_id')}; END`,
} as const;

/**
 * PostgreSQL's triggers: inserts and deletes bump once per statement and tenant, whatever the rows (a batch insert, the
 * demo load's, costs one upsert); an update only where a name, resource id or tenant changed, row by row (the alert counts
 * update assets all the time and so fire nothing).
 */
const POSTGRES_FUNCTION = `CREATE OR REPLACE FUNCTION ${TABLE}() RETURNS trigger LANGUAGE plpgsql AS $body$
  BEGIN
    IF TG_LEVEL = 'ROW' THEN ${bump('SELECT OLD.tenant_id UNION SELECT NEW.tenant_id')};
    ELSIF TG_OP = 'INSERT' THEN ${bump('SELECT DISTINCT tenant_id FROM new_rows')};
    ELSE ${bump('SELECT DISTINCT tenant_id FROM old_rows')};
    END IF;
    RETURN NULL;
  END $body$`;
const POSTGRES_TRIGGERS = [
  `CREATE TRIGGER ${TABLE}_insert AFTER INSERT ON assets REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION ${TABLE}()`,
  `CREATE TRIGGER ${TABLE}_delete AFTER DELETE ON assets REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION ${TABLE}()`,
  `CREATE TRIGGER ${TABLE}_update AFTER UPDATE OF tenant_id, name, resource_id ON assets FOR EACH ROW WHEN (${CHANGED('IS DISTINCT FROM')})
    EXECUTE FUNCTION ${TABLE}()`,
];

/**
 * A generation per tenant of its assets' searched texts (names and resource ids), on both databases, counted up by every
 * new, removed or renamed asset, whoever writes it. The server keeps a text's matches while its tenant's generation is
 * unchanged (see keptMatches), so a page, a sort and the filter menus of one text search once. It replaces the column
 * 0053 added to SQLite's search keys, which PostgreSQL had no table for.
 */
export const assetTextGenerationsMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.createTable(TABLE).ifNotExists()
      .addColumn('tenant_id', 'text', (c) => c.primaryKey().notNull())
      .addColumn('generation', 'bigint', (c) => c.notNull().defaultTo(0)).execute();
    if (isPostgres(db)) {
      await sql.raw(POSTGRES_FUNCTION).execute(db);
      for (const name of Object.keys(ASSET_TEXT_GENERATION_TRIGGERS)) await sql.raw(`DROP TRIGGER IF EXISTS ${name} ON assets`).execute(db);
      for (const statement of POSTGRES_TRIGGERS) await sql.raw(statement).execute(db);
      await sql.raw(BUMP_EVERY_TEXT_GENERATION).execute(db);
      return;
    }
    for (const name of ['asset_search_generation_insert', 'asset_search_generation_delete', 'asset_search_generation_update',
      ...Object.keys(ASSET_TEXT_GENERATION_TRIGGERS)]) await sql`DROP TRIGGER IF EXISTS ${sql.id(name)}`.execute(db);
    for (const statement of Object.values(ASSET_TEXT_GENERATION_TRIGGERS)) await sql.raw(statement).execute(db);
    // The generations reached so far, so a process keeping matches from before the upgrade never takes them for current.
    const columns = (await sql<{ name: string }>`SELECT name FROM pragma_table_info('asset_search_tenants')`.execute(db)).rows;
    if (columns.some((c) => c.name === 'generation')) {
      await sql.raw(`INSERT OR IGNORE INTO ${TABLE} (tenant_id, generation) SELECT tenant_id, generation FROM asset_search_tenants`).execute(db);
      await sql`ALTER TABLE asset_search_tenants DROP COLUMN generation`.execute(db);
    }
    await sql.raw(BUMP_EVERY_TEXT_GENERATION).execute(db);
  },
};
