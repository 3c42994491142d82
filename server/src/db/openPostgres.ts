import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { CaseInsensitiveLikePlugin } from './CaseInsensitiveLikePlugin.js';
import { unreachableReason } from './databaseUnavailable.js';
import type { Database } from './schema.js';
import { StartupDataError } from './StartupDataError.js';

const INT8 = 20;
const NUMERIC = 1700;

/** The URL without its password, to name the database in messages and logs. */
export function describeDatabaseUrl(url: string): string {
  try {
    const parsed = new URL(url);
    parsed.password = '';
    return parsed.toString();
  } catch {
    return 'the configured PostgreSQL URL';
  }
}

// Epoch milliseconds (bigint columns), counts and sums come back as numbers, as they do from SQLite.
const types = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
    oid === INT8 || oid === NUMERIC ? (value: string) => Number(value) : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
};

export interface PostgresOptions {
  url: string;
  /** Connections in the pool (PALISADE_DATABASE_POOL_SIZE). */
  poolSize: number;
  /** Where errors of idle connections go (the database restarted): they must not end the process. */
  onIdleError: (error: Error) => void;
}

/**
 * A pool of connections to PostgreSQL. The first connection is made here, so a database that cannot be reached
 * stops the start with one sentence naming it and why (StartupDataError).
 */
export async function openPostgres(options: PostgresOptions): Promise<{ db: Kysely<Database>; pool: pg.Pool }> {
  const name = describeDatabaseUrl(options.url);
  if (!/^postgres(ql)?:\/\//.test(options.url)) {
    throw new RangeError(`The database URL must start with postgres:// (or postgresql://), got ${name}`);
  }
  if (!Number.isInteger(options.poolSize) || options.poolSize < 1) {
    throw new RangeError(`The database pool size must be a whole number of at least 1, got ${options.poolSize}`);
  }
  const pool = new pg.Pool({ connectionString: options.url, max: options.poolSize, types, connectionTimeoutMillis: 5_000, idleTimeoutMillis: 30_000 });
  pool.on('error', options.onIdleError);
  try {
    const client = await pool.connect();
    client.release();
  } catch (error) {
    await pool.end().catch(() => undefined);
    throw new StartupDataError(name, 'Cannot reach the database', unreachableReason(error), { cause: error });
  }
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }), plugins: [new CaseInsensitiveLikePlugin()] });
  return { db, pool };
}
