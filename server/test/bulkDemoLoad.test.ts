import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { ASSET_ID_BITS } from '../src/db/assetSearchByTenantMigration.js';
import { isPostgres } from '../src/db/dialect.js';
import { openDatabase, type Db } from '../src/db/openDatabase.js';
import { databaseUrlFor } from './support/testDatabase.js';
import { createTestDatabase, dropTestDatabase } from './support/testDatabases.js';
import { seedDemoIfEmpty } from '../src/demo/seedDemo.js';

const NOW = Date.UTC(2026, 0, 15, 12);
const dirs: string[] = [];
/** Tables holding keys, password hashes or tokens made afresh by every start, whatever the load. */
const FRESH_SECRETS = new Set(['api_keys', 'connector_objects', 'idp_identities', 'integrations', 'meta', 'password_reset_tokens', 'sso_settings', 'users', 'vcs_connections']);
/** Tables counting changes rather than holding contents, compared by these columns only: each asset loaded row by row counts its tenant's texts' generation up, the bulk load once. */
const COUNTERS: Record<string, string[]> = { asset_text_generations: ['tenant_id'] };
const urls: string[] = [];
afterAll(async () => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  for (const url of urls) await dropTestDatabase(url);
});

/** Every table's rows (all columns, in a fixed order) as a digest, and the schema's indexes and triggers (switched on or off). */
async function contents(db: Db): Promise<{ tables: Record<string, string>; schema: string[]; searchable: Record<string, number> }> {
  const postgres = isPostgres(db);
  const names = (await (postgres
    ? sql<{ name: string }>`SELECT table_name AS name FROM information_schema.tables WHERE table_schema = current_schema() AND table_type = 'BASE TABLE'
      AND table_name NOT LIKE 'kysely_%' ORDER BY table_name`
    : sql<{ name: string }>`SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'
      AND name NOT LIKE 'kysely_%' ORDER BY name`).execute(db)).rows.map((r) => r.name);
  // The search index's own tables hold the same entries in other segments; its integrity check compares it with the assets.
  if (!postgres) await sql`INSERT INTO asset_search (asset_search, rank) VALUES ('integrity-check', 1)`.execute(db);
  const tables: Record<string, string> = {};
  for (const name of names.filter((n) => !FRESH_SECRETS.has(n) && !n.startsWith('asset_search'))) {
    const columns = COUNTERS[name] ?? (await (postgres
      ? sql<{ name: string }>`SELECT column_name AS name FROM information_schema.columns WHERE table_schema = current_schema() AND table_name = ${name}`
      : sql<{ name: string }>`SELECT name FROM pragma_table_info(${name})`).execute(db)).rows.map((c) => c.name);
    // Counts left at zero by a move between combinations hold nothing: loading row by row keeps them, the bulk load never writes them.
    const nonZero = columns.includes('n') ? sql`WHERE n <> 0` : sql``;
    const order = sql.join(columns.map((c) => sql.ref(c)));
    const rows = (await sql`SELECT ${order} FROM ${sql.table(name)} ${nonZero} ORDER BY ${order}`.execute(db)).rows;
    tables[name] = `${rows.length}:${createHash('sha256').update(JSON.stringify(rows)).digest('hex')}`;
  }
  const schema = (await (postgres
    ? sql<{ sql: string }>`SELECT indexdef AS sql FROM pg_indexes WHERE schemaname = current_schema()
      UNION ALL SELECT tgname || ' ' || tgenabled::text FROM pg_trigger WHERE NOT tgisinternal ORDER BY 1`
    : sql<{ sql: string }>`SELECT type || ' ' || name || ': ' || sql AS sql FROM sqlite_master
      WHERE type IN ('index', 'trigger') AND sql IS NOT NULL ORDER BY type, name`).execute(db)).rows.map((r) => r.sql);
  // Per tenant: on SQLite through the tenant's key in each entry's rowid.
  const searched = postgres ? sql<{ tenant: string; n: number | string }>`SELECT tenant_id AS tenant, count(*) AS n FROM assets
      WHERE resource_id LIKE 'arn%' OR resource_id LIKE '/subscriptions%' GROUP BY 1`
    // The index's entries, each with the texts a search tests it on beside it under the same key.
    : sql<{ tenant: string; n: number }>`SELECT t.tenant_id AS tenant, count(*) AS n FROM asset_search
      JOIN asset_search_texts x ON x.key = asset_search.rowid JOIN asset_search_tenants t ON t.key = asset_search.rowid >> ${sql.lit(ASSET_ID_BITS)}
      WHERE asset_search MATCH 'arn OR subscriptions' AND (x.resource_id LIKE 'arn%' OR x.resource_id LIKE '/subscriptions%') GROUP BY 1`;
  const searchable = Object.fromEntries((await searched.execute(db)).rows.map((r) => [r.tenant, Number(r.n)]));
  return { tables, schema, searchable };
}

async function generate(bulk: boolean) {
  const dir = mkdtempSync(join(tmpdir(), 'palisade-bulk-'));
  dirs.push(dir);
  const url = databaseUrlFor(dir);
  if (url) { await createTestDatabase(url); urls.push(url); }
  const db = await openDatabase(dir, url ? { url } : {});
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
    expect(Object.keys(bulk.contents.searchable).sort()).toEqual(['tnt_acme', 'tnt_globex_eu', 'tnt_globex_us', 'tnt_initech']);
    expect(Object.values(bulk.contents.searchable).reduce((a, b) => a + b)).toBe(1_504);
    expect(bulk.contents).toEqual(rowByRow.contents);
    expect(bulk.outcome.counts).toEqual(rowByRow.outcome.counts);
    if (!bulk.outcome.seeded) return;
    expect(Object.keys(bulk.outcome.tableMs)).toEqual(expect.arrayContaining(['assets', 'alerts', 'asset_tags', 'vulnerabilities', 'indexes', 'counts']));
  }, 240_000);
});
