import { type Kysely, PostgresAdapter } from 'kysely';

/** Which database engine a connection talks to: the few statements that differ between them ask this. */
export type DialectName = 'sqlite' | 'postgres';

export function dialectOf(db: Kysely<any>): DialectName {
  return db.getExecutor().adapter instanceof PostgresAdapter ? 'postgres' : 'sqlite';
}

export const isPostgres = (db: Kysely<any>): boolean => dialectOf(db) === 'postgres';
