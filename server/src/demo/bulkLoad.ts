import { sql } from 'kysely';
import { isPostgres } from '../db/dialect.js';
import type { Db } from '../db/openDatabase.js';
import { FILL_ASSET_SEARCH } from '../db/assetSearchTextsMigration.js';
import { ASSET_TEXT_GENERATIONS, BUMP_EVERY_TEXT_GENERATION } from '../db/assetTextGenerationsMigration.js';
import { ASSET_DASHBOARD_COUNTS, ASSET_DASHBOARD_RECOUNT } from '../db/assetDashboardCountsMigration.js';
import { TAG_KEY_FACET_RECOUNT } from '../db/assetTagKeyFacetCountsMigration.js';
import { CVE_TOTALS, CVE_TOTALS_RECOUNT } from '../db/vulnerabilityCveTotalsMigration.js';
import { CVE_CHANGES } from '../db/vulnerabilityCveRollupsMigration.js';
import type { SeedTimes } from './SeedTimes.js';

/** The large tables the seed loads; their secondary indexes are built once after the load instead of row by row. */
const LOADED_TABLES = ['alerts', 'assets', 'asset_tags', 'asset_changes', 'asset_access', 'vulnerabilities'] as const;

/**
 * Count-keeping triggers whose tables are counted once after the load (`COUNTS`; the CVE rollups, by the seed) instead of one upsert per row. Triggers
 * not named here stay on during the load (they keep whatever they keep as always).
 */
const DEFERRED_TRIGGERS = {
  sqlite: ['assets_facet_insert', 'assets_facet_update', 'asset_tags_count_insert', 'asset_tags_facet_insert', 'assets_tag_facet_insert',
    'assets_tag_facet_update', 'asset_tag_key_facet_insert', 'asset_tag_key_facet_delete', 'asset_tag_key_facet_update',
    'vulnerability_counts_insert', 'vulnerability_status_counts_insert', 'vulnerability_cve_facet_counts_insert', 'assets_search_insert',
    `${ASSET_TEXT_GENERATIONS}_insert`, `${ASSET_DASHBOARD_COUNTS}_insert`, `${ASSET_DASHBOARD_COUNTS}_update`,
    `${CVE_TOTALS}_insert`, `${CVE_TOTALS}_delete`, `${CVE_TOTALS}_update`, `${CVE_CHANGES}_insert`],
  postgres: [['assets', 'assets_facet_count'], ['asset_tags', 'asset_tags_count'], ['asset_tags', 'asset_tags_facet_count'],
    ['assets', 'assets_tag_facet_count'], ['asset_tag_facet_counts', 'asset_tag_key_facet_count'], ['vulnerabilities', 'vulnerability_counts'],
    ['vulnerabilities', 'vulnerability_status_counts'], ['vulnerabilities', 'vulnerability_cve_facet_counts'], ['vulnerability_cve_counts', CVE_TOTALS], ['vulnerabilities', CVE_CHANGES],
    ['assets', ASSET_DASHBOARD_COUNTS]],
} as const;

const CRITICAL = 'CASE WHEN open_critical > 0 THEN 1 ELSE 0 END';
const FACETS = 'cloud, account_id, region, service, type, category, exposed';
const VULNERABILITY_SUMMARIES = {
  vulnerability_cve_counts: 'tenant_id, cve, status',
  vulnerability_package_counts: 'tenant_id, package_name, status',
  vulnerability_day_counts: 'tenant_id, severity, status, kev, fix_available, first_day',
  vulnerability_status_counts: 'tenant_id, status, severity, kev, fix_available, exposed',
  vulnerability_cve_facet_counts: 'tenant_id, cve, status, severity, kev, fix_available, exposed, priority',
} as const;

/**
 * What the deferred triggers would have written, taken from the loaded rows in one pass each, in key order: a menu reads
 * one tenant's and tag's rows together, not one row per page (PostgreSQL's hashed groups came out in no order: 5,852
 * rows of a tag value on 3,194 pages, 145 ms to read cold).
 */
const COUNTS: readonly [table: string, insert: string][] = [
  ['asset_facet_counts', `INSERT INTO asset_facet_counts (tenant_id, ${FACETS}, critical, n)
    SELECT tenant_id, ${FACETS}, ${CRITICAL}, count(*) FROM assets GROUP BY tenant_id, ${FACETS}, ${CRITICAL} ORDER BY tenant_id, ${FACETS}, ${CRITICAL}`],
  [ASSET_DASHBOARD_COUNTS, ASSET_DASHBOARD_RECOUNT],
  ['asset_tag_counts', `INSERT INTO asset_tag_counts (tenant_id, key, value, n) SELECT tenant_id, key, value, count(*) FROM asset_tags
    GROUP BY tenant_id, key, value ORDER BY tenant_id, key, value`],
  ['asset_tag_facet_counts', `INSERT INTO asset_tag_facet_counts (tenant_id, key, value, ${FACETS}, critical, n)
    SELECT t.tenant_id, t.key, t.value, ${FACETS.split(', ').map((c) => `a.${c}`).join(', ')}, CASE WHEN a.open_critical > 0 THEN 1 ELSE 0 END, count(*)
    FROM asset_tags t JOIN assets a ON a.id = t.asset_id
    GROUP BY 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11 ORDER BY 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11`],
  // After the per-value counts it is summed from.
  ['asset_tag_key_facet_counts', TAG_KEY_FACET_RECOUNT],
  ...Object.entries(VULNERABILITY_SUMMARIES).map(([table, keys]): [string, string] =>
    [table, `INSERT INTO ${table} (${keys}, n) SELECT ${keys}, count(*) FROM vulnerabilities GROUP BY ${keys} ORDER BY ${keys}`]),
  // After the per-CVE counts it is counted from.
  [CVE_TOTALS, CVE_TOTALS_RECOUNT],
];

/** Puts back what `deferIndexesAndCounts` took away, with the counts of the loaded rows. */
export interface BulkLoad {
  finish(times: SeedTimes): Promise<void>;
}

const run = (db: Db, statement: string) => sql.raw(statement).execute(db);

/**
 * Prepares an empty database, inside the seed's transaction, for loading millions of rows: drops the loaded tables'
 * secondary indexes (unique ones stay, as upserts need them) and switches off the count triggers, so each row costs one
 * insert into its table in id order. `finish` builds the indexes from the sorted tables and counts the rows, which leaves
 * the same rows, indexes and counts as loading row by row (minus count rows of zero a later move leaves), in minutes
 * instead of hours at the large scale.
 */
export async function deferIndexesAndCounts(db: Db): Promise<BulkLoad> {
  const tables = sql.join(LOADED_TABLES.map((t) => sql.lit(t)));
  if (isPostgres(db)) {
    const indexes = (await sql<{ name: string; definition: string }>`SELECT indexname AS name, indexdef AS definition FROM pg_indexes i
      WHERE schemaname = current_schema() AND tablename IN (${tables}) AND indexdef NOT LIKE 'CREATE UNIQUE%'
      AND NOT EXISTS (SELECT 1 FROM pg_constraint c WHERE c.conname = i.indexname)`.execute(db)).rows;
    for (const { name } of indexes) await run(db, `DROP INDEX "${name}"`);
    for (const [table, trigger] of DEFERRED_TRIGGERS.postgres) await run(db, `ALTER TABLE ${table} DISABLE TRIGGER ${trigger}`);
    return { async finish(times) {
      for (const { definition } of indexes) await times.time('indexes', () => run(db, definition));
      // Counted first: a trigger on a count table (the per-key tag counts follow the per-value ones) would count twice.
      await recount(db, times);
      for (const [table, trigger] of DEFERRED_TRIGGERS.postgres) await run(db, `ALTER TABLE ${table} ENABLE TRIGGER ${trigger}`);
    } };
  }
  const triggerNames = sql.join(DEFERRED_TRIGGERS.sqlite.map((t) => sql.lit(t)));
  const indexes = (await sql<{ name: string; definition: string }>`SELECT name, sql AS definition FROM sqlite_master
    WHERE type = 'index' AND tbl_name IN (${tables}) AND sql IS NOT NULL AND sql NOT LIKE 'CREATE UNIQUE%'`.execute(db)).rows;
  const triggers = (await sql<{ name: string; definition: string }>`SELECT name, sql AS definition FROM sqlite_master
    WHERE type = 'trigger' AND name IN (${triggerNames})`.execute(db)).rows;
  for (const { name } of indexes) await run(db, `DROP INDEX "${name}"`);
  for (const { name } of triggers) await run(db, `DROP TRIGGER "${name}"`);
  return { async finish(times) {
    for (const { definition } of indexes) await times.time('indexes', () => run(db, definition));
    await recount(db, times);
    for (const { definition } of triggers) await run(db, definition);
    // The free-text index is filled from the assets in one pass, as its trigger would have row by row.
    if (triggers.some((t) => t.name === 'assets_search_insert')) {
      await times.time('search index', async () => {
        for (const statement of [...FILL_ASSET_SEARCH, BUMP_EVERY_TEXT_GENERATION]) await run(db, statement);
      });
    }
  } };
}

async function recount(db: Db, times: SeedTimes): Promise<void> {
  for (const [table, insert] of COUNTS) {
    await times.time('counts', async () => {
      await run(db, `DELETE FROM ${table}`);
      await run(db, insert);
    });
  }
}
