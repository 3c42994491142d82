import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { Kysely, Migrator, SqliteDialect } from 'kysely';
import { migrations } from './migrations.js';
import type { Database } from './schema.js';

export type Db = Kysely<Database>;

export class MigrationError extends Error {
  override name = 'MigrationError';
}

/** Opens (creating if needed) the SQLite file in dataDir with WAL and applies pending migrations. */
export async function openDatabase(dataDir: string): Promise<Db> {
  mkdirSync(dataDir, { recursive: true });
  const sqlite = new SqliteDatabase(join(dataDir, 'palisade.sqlite'));
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) });
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
  const { error } = await migrator.migrateToLatest();
  if (error) {
    await db.destroy();
    throw new MigrationError(`Database migration in ${dataDir} failed`, { cause: error });
  }
  return db;
}
