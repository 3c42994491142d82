import { chmodSync, closeSync, existsSync, lstatSync, mkdirSync, openSync } from 'node:fs';
import { join } from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { Kysely, Migrator, SqliteDialect } from 'kysely';
import { migrations } from './migrations.js';
import type { Database } from './schema.js';
import { StartupDataError } from './StartupDataError.js';

export type Db = Kysely<Database>;

export class MigrationError extends Error {
  override name = 'MigrationError';
}

/** The database file in a data folder. */
export const databaseFile = (dataDir: string) => join(dataDir, 'palisade.sqlite');

/** The database and its write-ahead log hold password hashes and sessions: owner only. */
function restrictDatabaseFiles(file: string): void {
  for (const path of [file, `${file}-wal`, `${file}-shm`]) {
    // Only regular files: never follow a link to change the mode of whatever it points at.
    if (existsSync(path) && lstatSync(path).isFile()) chmodSync(path, 0o600);
  }
}

/**
 * Opens (creating if needed) the SQLite file in dataDir with WAL and applies pending migrations.
 * The folder is created owner-only and the database files are mode 0600. A folder or file that
 * cannot be created or written throws StartupDataError naming the path and the cause.
 */
export async function openDatabase(dataDir: string): Promise<Db> {
  try {
    mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  } catch (error) {
    throw StartupDataError.wrap(error, dataDir, 'Cannot create the data folder');
  }
  const file = databaseFile(dataDir);
  let sqlite: SqliteDatabase.Database;
  try {
    // Created empty with mode 0600 first: SQLite gives its -wal and -shm files the database file's mode.
    if (!existsSync(file)) closeSync(openSync(file, 'a', 0o600));
    restrictDatabaseFiles(file);
    sqlite = new SqliteDatabase(file);
    sqlite.pragma('journal_mode = WAL');
  } catch (error) {
    throw StartupDataError.wrap(error, file, 'Cannot open the database');
  }
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) });
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
  const { error } = await migrator.migrateToLatest();
  if (error) {
    await db.destroy();
    throw StartupDataError.wrap(new MigrationError(`Database migration in ${dataDir} failed`, { cause: error }), file, 'Cannot update the database');
  }
  restrictDatabaseFiles(file);
  return db;
}
