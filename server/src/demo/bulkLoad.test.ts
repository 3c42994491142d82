import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase, type Db } from '../db/openDatabase.js';
import { seedDemoIfEmpty } from './seedDemo.js';

const NOW = Date.UTC(2026, 0, 15, 12);
const dirs: string[] = [];
/** Tables holding keys, password hashes or tokens made afresh by every start, whatever the load. */
const FRESH_SECRETS = new Set(['api_keys', 'connector_objects', 'idp_identities', 'integrations', 'meta', 'password_reset_tokens', 'sso_settings', 'users']);
afterAll(() => { for (const dir of dirs) rmSync(dir, { recursive: true, force: true }); });

/** Every table's rows (all columns, in a fixed order) as a digest, and the schema's indexes and triggers. */
async function contents(db: Db): Promise<{ tables: Record<string, string>; schema: string[]; searchable: number }> {
  const names = (await sql<{ name: string }>`SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'
    AND name NOT LIKE 'kysely_%' ORDER BY name`.execute(db)).rows.map((r) => r.name);
  const tables: Record<string, string> = {};
  // The search index's own tables hold the same entries in other segments; its integrity check compares it with the assets.
  await sql`INSERT INTO asset_search (asset_search, rank) VALUES ('integrity-check', 1)`.execute(db);
  for (const name of names.filter((n) => !FRESH_SECRETS.has(n) && !n.startsWith('asset_search'))) {
    const columns = (await sql<{ name: string }>`SELECT name FROM pragma_table_info(${name})`.execute(db)).rows.map((c) => c.name);
    // Counts left at zero by a move between combinations hold nothing: loading row by row keeps them, the bulk load never writes them.
    const nonZero = columns.includes('n') ? sql`WHERE n <> 0` : sql``;
    const order = sql.join(columns.map((c) => sql.ref(c)));
    const rows = (await sql`SELECT * FROM ${sql.table(name)} ${nonZero} ORDER BY ${order}`.execute(db)).rows;
    tables[name] = `${rows.length}:${createHash('sha256').update(JSON.stringify(rows)).digest('hex')}`;
  }
  const schema = (await sql<{ sql: string }>`SELECT type || ' ' || name || ': ' || sql AS sql FROM sqlite_master
    WHERE type IN ('index', 'trigger') AND sql IS NOT NULL ORDER BY type, name`.execute(db)).rows.map((r) => r.sql);
  const searchable = Number((await sql<{ n: number }>`SELECT count(*) AS n FROM asset_search WHERE asset_search MATCH 'arn OR subscriptions'`.execute(db)).rows[0]!.n);
  return { tables, schema, searchable };
}

async function generate(bulk: boolean) {
  const dir = mkdtempSync(join(tmpdir(), 'palisade-bulk-'));
  dirs.push(dir);
  const db = await openDatabase(dir);
  try {
    const outcome = await seedDemoIfEmpty(db, 'small', NOW, { bulk });
    if (!outcome.seeded) throw new Error('the demo was not generated');
    return { outcome, contents: await contents(db) };
  } finally {
    await db.destroy();
  }
}

describe('bulk demo load', () => {
  it('writes the same rows, counts, indexes and triggers as loading row by row, and times each table', async () => {
    const rowByRow = await generate(false);
    const bulk = await generate(true);
    expect(Object.keys(bulk.contents.tables).length).toBeGreaterThan(40);
    expect(bulk.contents.tables['asset_tag_facet_counts']).not.toMatch(/^0:/);
    expect(bulk.contents.tables['vulnerability_day_counts']).not.toMatch(/^0:/);
    // Every asset of the small scale (1,504 after rounding per tenant) has an ARN or an Azure subscription path.
    expect(bulk.contents.searchable).toBe(1_504);
    expect(bulk.contents).toEqual(rowByRow.contents);
    expect(bulk.outcome.counts).toEqual(rowByRow.outcome.counts);
    if (!bulk.outcome.seeded) return;
    expect(Object.keys(bulk.outcome.tableMs)).toEqual(expect.arrayContaining(['assets', 'alerts', 'asset_tags', 'vulnerabilities', 'indexes', 'counts']));
  }, 120_000);
});
