import SqliteDatabase from 'better-sqlite3';
import { Kysely, Migrator, SqliteDialect } from 'kysely';
import { migrations } from '../../src/db/migrations.js';
import type { Db } from '../../src/db/openDatabase.js';
import type { Database } from '../../src/db/schema.js';

/**
 * A SQLite database in memory with every migration applied, for a unit test: `sqlite` inserts its rows quickly, `db` is
 * what the code under test takes.
 */
export async function migratedMemoryDatabase(): Promise<{ sqlite: SqliteDatabase.Database; db: Db }> {
  const sqlite = new SqliteDatabase(':memory:');
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) });
  const { error } = await new Migrator({ db, provider: { getMigrations: async () => migrations } }).migrateToLatest();
  if (error) throw error;
  return { sqlite, db };
}

/**
 * A SQLite database in memory migrated up to `migration` (its name), for an upgrade test: `sqlite` writes the rows an
 * older version held, `migrator` then applies the rest.
 */
export async function memoryDatabaseAt(migration: string): Promise<{ sqlite: SqliteDatabase.Database; db: Kysely<any>; migrator: Migrator }> {
  const sqlite = new SqliteDatabase(':memory:');
  const db = new Kysely<any>({ dialect: new SqliteDialect({ database: sqlite }) });
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
  const { error } = await migrator.migrateTo(migration);
  if (error) throw error;
  return { sqlite, db, migrator };
}
