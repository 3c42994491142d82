/**
 * One migration history for both databases: applied to an empty database (SQLite, or PostgreSQL in the server-pg
 * stage) it yields exactly these tables, columns, types, primary keys and NOT NULL constraints. Both stages compare
 * with the same list, so a migration that builds something else on one database fails here.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { expect, it } from 'vitest';
import { isPostgres } from '../src/db/dialect.js';
import { type Db, openDatabase } from '../src/db/openDatabase.js';
import { EXPECTED_SCHEMA } from './support/expectedSchema.js';
import { databaseUrlFor } from './support/testDatabase.js';
import { createTestDatabase, dropTestDatabase } from './support/testDatabases.js';

const TYPES: Record<string, string> = { int4: 'integer', int8: 'bigint' };

async function primaryKey(db: Db, table: string): Promise<Set<string>> {
  const rows = isPostgres(db)
    ? await sql<{ name: string }>`SELECT a.attname AS name FROM pg_index i JOIN pg_attribute a ON a.attrelid = i.indrelid AND a.attnum = ANY(i.indkey)
        WHERE i.indrelid = ${table}::regclass AND i.indisprimary`.execute(db)
    : await sql<{ name: string }>`SELECT name FROM pragma_table_info(${table}) WHERE pk > 0`.execute(db);
  return new Set(rows.rows.map((r) => r.name));
}

/**
 * SQLite's full-text tables and the tables named after them (their shadow tables, and the search's tenant keys and names):
 * a search index there, where PostgreSQL has trigram indexes instead.
 */
async function searchIndexTables(db: Db): Promise<(name: string) => boolean> {
  if (isPostgres(db)) return () => false;
  const virtual = await sql<{ name: string }>`SELECT name FROM sqlite_master WHERE type = 'table' AND sql LIKE 'CREATE VIRTUAL TABLE%'`.execute(db);
  const names = virtual.rows.map((r) => r.name);
  return (table) => names.some((name) => table === name || table.startsWith(`${name}_`));
}

it('the migrations build the same tables and columns on SQLite and PostgreSQL', async () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'palisade-schema-'));
  const url = databaseUrlFor(dataDir);
  if (url) await createTestDatabase(url);
  const db = await openDatabase(dataDir, url ? { url } : {});
  try {
    const schema: Record<string, string[]> = {};
    const isSearchIndex = await searchIndexTables(db);
    for (const table of (await db.introspection.getTables()).filter((t) => !isSearchIndex(t.name))) {
      const key = await primaryKey(db, table.name);
      // SQLite lets a text primary key hold NULL unless declared NOT NULL; PostgreSQL never does: a key is compared as a key.
      schema[table.name] = table.columns.map((c) => `${c.name} ${TYPES[c.dataType] ?? c.dataType.toLowerCase()}${key.has(c.name) ? ' key' : c.isNullable ? '' : ' not null'}`).sort();
    }
    expect(schema).toEqual(EXPECTED_SCHEMA);
  } finally {
    await db.destroy();
    rmSync(dataDir, { recursive: true, force: true });
    if (url) await dropTestDatabase(url);
  }
});
