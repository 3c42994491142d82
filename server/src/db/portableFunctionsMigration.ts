import { type Kysely, type Migration, sql } from 'kysely';
import { isPostgres } from './dialect.js';

/**
 * SQLite built-ins the queries use that PostgreSQL names differently, defined on PostgreSQL under SQLite's names so that
 * one query text serves both: `instr(haystack, needle)` (1-based position, 0 when absent) is PostgreSQL's `strpos`.
 */
export const portableFunctionsMigration: Migration = {
  async up(db: Kysely<unknown>) {
    if (!isPostgres(db)) return;
    await sql`CREATE OR REPLACE FUNCTION instr(haystack text, needle text) RETURNS integer
      LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS 'SELECT strpos(haystack, needle)'`.execute(db);
  },
};
