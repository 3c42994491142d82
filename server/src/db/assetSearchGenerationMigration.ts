import { type Kysely, type Migration, sql } from 'kysely';
import { isPostgres } from './dialect.js';

const bump = (tenants: string) => `UPDATE asset_search_tenants SET generation = generation + 1 WHERE tenant_id IN (${tenants});`;

/** The triggers that count each change to a tenant's searched texts: a new, removed or renamed asset (SQLite). */
const ASSET_SEARCH_GENERATION_TRIGGERS = {
  asset_search_generation_insert: `CREATE TRIGGER asset_search_generation_insert AFTER INSERT ON assets BEGIN ${bump('NEW.tenant_id')} END`,
  asset_search_generation_delete: `CREATE TRIGGER asset_search_generation_delete AFTER DELETE ON assets BEGIN ${bump('OLD.tenant_id')} END`,
  asset_search_generation_update: `CREATE TRIGGER asset_search_generation_update AFTER UPDATE OF tenant_id, name, resource_id ON assets
    BEGIN ${bump('OLD.tenant_id, NEW.tenant_id')} END`,
} as const;

/**
 * A generation per tenant of the texts the free-text index holds (SQLite), counted up by every new, removed or renamed
 * asset, whoever writes it. The server keeps a text's matches while its tenant's generation is unchanged (see
 * keptMatches), so a page, a sort and the filter menus of one text search the index once. PostgreSQL keeps no matches.
 * 0056 moves the generations to a table of both databases (asset_text_generations).
 */
export const assetSearchGenerationMigration: Migration = {
  async up(db: Kysely<unknown>) {
    if (isPostgres(db)) return;
    const columns = (await sql<{ name: string }>`SELECT name FROM pragma_table_info('asset_search_tenants')`.execute(db)).rows;
    if (!columns.some((c) => c.name === 'generation')) {
      await sql`ALTER TABLE asset_search_tenants ADD COLUMN generation INTEGER NOT NULL DEFAULT 0`.execute(db);
    }
    for (const [name, statement] of Object.entries(ASSET_SEARCH_GENERATION_TRIGGERS)) {
      await sql`DROP TRIGGER IF EXISTS ${sql.id(name)}`.execute(db);
      await sql.raw(statement).execute(db);
    }
  },
};
