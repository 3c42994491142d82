import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase, type Db } from '../db/openDatabase.js';
import { seedDemoIfEmpty } from './seedDemo.js';

const NOW = Date.UTC(2026, 0, 15, 12);
const dirs: string[] = [];
afterAll(() => { for (const dir of dirs) rmSync(dir, { recursive: true, force: true }); });

/**
 * Row count and sorted ids of every table with an id column; row count alone for the others. The search index (a virtual
 * table holding no rows of its own) is left out; its shadow tables and the names beside it are counted.
 */
async function snapshot(db: Db): Promise<Record<string, { rows: number; ids?: string[] }>> {
  const tables = (await sql<{ name: string }>`SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE 'kysely_%'
    AND sql NOT LIKE 'CREATE VIRTUAL TABLE%' ORDER BY name`.execute(db)).rows;
  const result: Record<string, { rows: number; ids?: string[] }> = {};
  for (const { name } of tables) {
    const columns = (await sql<{ name: string }>`SELECT name FROM pragma_table_info(${name})`.execute(db)).rows.map((c) => c.name);
    const rows = Number((await sql<{ n: number }>`SELECT COUNT(*) AS n FROM ${sql.table(name)}`.execute(db)).rows[0]!.n);
    result[name] = columns.includes('id')
      ? { rows, ids: (await sql<{ id: string }>`SELECT id FROM ${sql.table(name)} ORDER BY id`.execute(db)).rows.map((r) => String(r.id)) }
      : { rows };
  }
  return result;
}

async function generate(): Promise<Record<string, { rows: number; ids?: string[] }>> {
  const dir = mkdtempSync(join(tmpdir(), 'palisade-seed-'));
  dirs.push(dir);
  const db = await openDatabase(dir);
  try {
    const outcome = await seedDemoIfEmpty(db, 'small', NOW);
    expect(outcome.seeded).toBe(true);
    return await snapshot(db);
  } finally {
    await db.destroy();
  }
}

describe('demo generator', () => {
  it('generates the same rows, with the same ids, into two fresh databases', async () => {
    const [first, second] = [await generate(), await generate()];
    expect(first['alerts']!.rows).toBeGreaterThan(1_000);
    expect(first['users']!.rows).toBeGreaterThan(0);
    expect(second).toEqual(first);
  }, 120_000);
});
