import { sql } from 'kysely';
import { isPostgres } from '../db/dialect.js';
import type { Db } from '../db/openDatabase.js';
import type { Database } from '../db/schema.js';
import type { SeedTimes } from './SeedTimes.js';

/** Rows per statement on PostgreSQL: one array parameter per column, however many rows. */
const UNNEST_ROWS = 50_000;

/**
 * Inserts many rows, timed under the table's name. SQLite: multi-row inserts (as many rows as its parameter limit
 * allows). PostgreSQL: one `INSERT … SELECT FROM unnest(…)` per 50,000 rows, a typed array per column, which parses and
 * plans once per batch instead of once per few hundred rows with tens of thousands of parameters.
 */
export async function insertBatched<T extends Record<string, unknown>>(db: Db, table: keyof Database, rows: T[], times: SeedTimes): Promise<void> {
  const columns = Object.keys(rows[0] ?? {});
  // Rows that leave a column out take its default: only the multi-row insert says that.
  const uniform = rows.every((row) => Object.keys(row).length === columns.length && columns.every((c) => row[c] !== undefined));
  if (isPostgres(db) && uniform && rows.length > 0) {
    await times.time(table, async () => {
      const types = await columnTypes(db, table);
      for (let i = 0; i < rows.length; i += UNNEST_ROWS) {
        const batch = rows.slice(i, i + UNNEST_ROWS);
        const arrays = columns.map((c) => sql`${batch.map((row) => row[c])}::${sql.raw(`${types.get(c) ?? 'text'}[]`)}`);
        await sql`INSERT INTO ${sql.table(table)} (${sql.join(columns.map((c) => sql.ref(c)))}) SELECT * FROM unnest(${sql.join(arrays)})`.execute(db);
      }
    });
    return;
  }
  const size = Math.max(1, Math.floor(30_000 / Math.max(1, columns.length || 1)));
  await times.time(table, async () => {
    for (let i = 0; i < rows.length; i += size) await db.insertInto(table).values(rows.slice(i, i + size) as never).execute();
  });
}

/** The PostgreSQL type of each column of a table (`int8`, `text`, …). */
async function columnTypes(db: Db, table: string): Promise<Map<string, string>> {
  const res = await sql<{ name: string; type: string }>`SELECT column_name AS name, udt_name AS type FROM information_schema.columns
    WHERE table_schema = current_schema() AND table_name = ${table}`.execute(db);
  return new Map(res.rows.map((r) => [r.name, r.type]));
}
