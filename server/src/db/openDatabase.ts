import { chmodSync, closeSync, existsSync, lstatSync, mkdirSync, openSync } from 'node:fs';
import { join } from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { Kysely, Migrator, SqliteDialect, sql } from 'kysely';
import { isPostgres } from './dialect.js';
import { migrations } from './migrations.js';
import { describeDatabaseUrl, openPostgres } from './openPostgres.js';
import type { Database } from './schema.js';
import { StartupDataError } from './StartupDataError.js';
import { withStatementCache } from './statementCache.js';

export type Db = Kysely<Database>;

export class MigrationError extends Error {
  override name = 'MigrationError';
}

/** Where the database is: the SQLite file in the data folder (default) or a PostgreSQL database. */
export interface DatabaseConfig {
  /** `postgres://…` (PALISADE_DATABASE_URL); without it, SQLite in the data folder. */
  url?: string;
  /** PostgreSQL connections in the pool (PALISADE_DATABASE_POOL_SIZE), default 10. */
  poolSize?: number;
  /** Errors of idle pooled connections (the database went away): logged, never fatal. */
  onIdleError?: (error: Error) => void;
}

export const DEFAULT_POOL_SIZE = 10;

/** The database file in a data folder. */
export const databaseFile = (dataDir: string) => join(dataDir, 'palisade.sqlite');

/** The database a message names: the SQLite file, or the PostgreSQL URL without its password. */
export const databaseName = (dataDir: string, config: DatabaseConfig = {}) => (config.url ? describeDatabaseUrl(config.url) : databaseFile(dataDir));

/** Data folders of PostgreSQL databases open in this process, by database name (keys stay beside the data, never in it). */
const postgresDataDirs = new Map<string, string>();

/** The data folder of the server using `db`: the SQLite file's folder, or the folder given when the PostgreSQL database was opened. */
export async function dataDirOf(db: Kysely<any>): Promise<string | undefined> {
  if (isPostgres(db)) {
    const rows = await sql<{ name: string }>`SELECT current_database() AS name`.execute(db);
    return postgresDataDirs.get(rows.rows[0]?.name ?? '');
  }
  const rows = await sql<{ name: string; file: string }>`PRAGMA database_list`.execute(db);
  const file = rows.rows.find((r) => r.name === 'main')?.file;
  return file ? join(file, '..') : undefined;
}

/** The database and its write-ahead log hold password hashes and sessions: owner only. */
function restrictDatabaseFiles(file: string): void {
  for (const path of [file, `${file}-wal`, `${file}-shm`]) {
    // Only regular files: never follow a link to change the mode of whatever it points at.
    if (existsSync(path) && lstatSync(path).isFile()) chmodSync(path, 0o600);
  }
}

function openSqlite(file: string): Db {
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
  // Sorted pages of a large inventory read rows in index order, scattered over the file: through a memory map and a
  // 64 MB page cache rather than a system call per page and SQLite's default 2 MB. better-sqlite3's SQLite caps the map
  // at 2 GB (SQLITE_MAX_MMAP_SIZE): past that, a larger file is read through the page cache.
  sqlite.pragma('mmap_size = 4294967296');
  sqlite.pragma('cache_size = -65536');
  return new Kysely<Database>({ dialect: new SqliteDialect({ database: withStatementCache(sqlite) }) });
}

/**
 * Opens the database and applies pending migrations: the SQLite file in dataDir (created if needed, with WAL), or
 * PostgreSQL when `config.url` is set. The data folder (which also holds the signing key) is created owner-only and
 * the SQLite files are mode 0600. A folder, file or database that cannot be created, reached or written throws
 * StartupDataError naming it and the cause.
 */
export async function openDatabase(dataDir: string, config: DatabaseConfig = {}): Promise<Db> {
  try {
    mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  } catch (error) {
    throw StartupDataError.wrap(error, dataDir, 'Cannot create the data folder');
  }
  const name = databaseName(dataDir, config);
  const db = config.url
    ? (await openPostgres({ url: config.url, poolSize: config.poolSize ?? DEFAULT_POOL_SIZE, onIdleError: config.onIdleError ?? (() => undefined) })).db
    : openSqlite(name);
  if (config.url) postgresDataDirs.set(decodeURIComponent(new URL(config.url).pathname.slice(1)) || 'postgres', dataDir);
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
  const { error } = await migrator.migrateToLatest();
  if (error) {
    await db.destroy();
    throw StartupDataError.wrap(new MigrationError(`Database migration of ${name} failed`, { cause: error }), name, 'Cannot update the database');
  }
  if (!config.url) restrictDatabaseFiles(name);
  return db;
}
