import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Db, openDatabase } from '../../db/openDatabase.js';
import { seedDemoIfEmpty } from '../../demo/seedDemo.js';
import { assetAfter, assetFilters, assetOrder, ASSET_SORT_COLUMNS, type AssetSortKey, assetSort, assetWhere, type FilterName, sortIndex, tagFacetWhere,
  walkSortOrder } from './assetQuery.js';
import { assetPageQuery } from './assetStore.js';
import { ftsString, type TrigramSearch } from './textSearch.js';
import { trigramMatchQuery, trigramNamePageQuery } from './trigramMatches.js';

let db: Db;
let dir: string;
const NOW = Date.UTC(2026, 0, 1);
beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'palisade-asset-plan-'));
  db = await openDatabase(dir);
  await seedDemoIfEmpty(db, 'small', NOW);
}, 120_000);
afterAll(async () => { await db.destroy(); rmSync(dir, { recursive: true, force: true }); });

async function plan(query: ReturnType<typeof sql>): Promise<string> {
  const compiled = query.compile(db);
  const explained = await db.executeQuery<{ detail: string }>({ ...compiled, sql: `EXPLAIN QUERY PLAN ${compiled.sql}` });
  return explained.rows.map((r) => r.detail).join(' | ');
}

const parse = (input: Record<string, unknown>) => assetFilters.parse(input);
/** A search of the trigram index for `text`, asking it for these trigrams. */
const trigram = (text: string, ...trigrams: string[]): TrigramSearch => ({ kind: 'trigram', text, match: trigrams.map(ftsString).join(' AND ') });
const page = (input: Record<string, unknown>) => {
  const f = parse(input);
  return sql`SELECT id FROM assets WHERE ${assetWhere('tnt_acme', f)} ORDER BY ${assetOrder(assetSort(f))} LIMIT 50 OFFSET 100`;
};
const FULL_SCAN = /SCAN assets(?! USING)/;
/** The index each sort reads, named after its column. */
const INDEX_OF: Record<AssetSortKey, string> = {
  name: 'assets_name', resourceId: 'assets_resource_id', cloud: 'assets_cloud', account: 'assets_account_name', region: 'assets_region', type: 'assets_type',
  service: 'assets_service', category: 'assets_category', critical: 'assets_open_critical', high: 'assets_open_high', medium: 'assets_open_medium',
  low: 'assets_open_low', firstSeen: 'assets_first_seen', lastSeen: 'assets_last_seen',
};

describe('a page of assets reads one index in order', () => {
  const sorts = (Object.keys(ASSET_SORT_COLUMNS) as AssetSortKey[]).flatMap((sort) => (['asc', 'desc'] as const).map((dir) => ({ sort, dir })));
  it.each(sorts)('sorted %j: its own index, no sort of the whole set', async (input) => {
    const detail = await plan(page(input));
    expect(detail).toMatch(new RegExp(`^SEARCH assets USING (COVERING )?INDEX ${INDEX_OF[input.sort]} \\(tenant_id=\\?\\)$`));
  });

  // Filtered and sorted: the sort's index walked in order with the filter tested per row, or the filter's index (or the
  // tag index, then rows by key) searched and the matching rows sorted; never the whole table.
  const filtered: Record<string, unknown>[] = [
    { cloud: 'aws', sort: 'name' }, { region: 'eu-west-1', sort: 'lastSeen', dir: 'desc' }, { exposed: 'true', sort: 'critical', dir: 'desc' },
    { hasCritical: 'true', sort: 'name' }, { account: '1', sort: 'type' }, { category: 'storage', type: 'S3 Bucket', sort: 'firstSeen' },
    { tagKey: 'env', tagValue: 'prod', sort: 'name' }, { businessUnit: 'Payments', sort: 'account' }, { q: 'payments', sort: 'name' },
  ];
  it.each(filtered)('filtered %j: no full scan of the assets', async (input) => {
    const detail = await plan(page(input));
    expect(detail).toMatch(/^SEARCH assets USING ((COVERING )?INDEX assets_|INTEGER PRIMARY KEY)/);
    expect(detail).not.toMatch(FULL_SCAN);
  });

  it('free text finds its candidates in the trigram index instead of reading every name and resource id', async () => {
    const f = parse({ q: 'payments-prod', sort: 'name' });
    const detail = await plan(sql`SELECT id FROM assets WHERE ${assetWhere('tnt_acme', f, 'assets', undefined, 'set', trigram('payments-prod', 's-p', 'pay'))}
      ORDER BY ${assetOrder(assetSort(f))} LIMIT 50`);
    expect(detail).toMatch(/SCAN asset_search VIRTUAL TABLE INDEX/);
    expect(detail).not.toMatch(/INDEX assets_(name|resource_id) \(tenant_id=\?\)/);
  });

  it('a tag checked per row: the page walks the sort index and finds each tag by its whole key in the tag index, no tag row read', async () => {
    const f = parse({ tagKey: 'env', tagValue: 'prod', sort: 'lastSeen' });
    const detail = await plan(sql`SELECT id FROM assets WHERE ${assetWhere('tnt_acme', f, 'assets', undefined, 'row')} ORDER BY ${assetOrder(assetSort(f))} LIMIT 50`);
    expect(detail).toMatch(/^SEARCH assets USING (COVERING )?INDEX assets_last_seen \(tenant_id=\?\) \| SEARCH t EXISTS USING COVERING INDEX asset_tags_key_value \(tenant_id=\? AND key=\? AND value=\? AND asset_id=\?\)$/);
  });

  it('a tag filter gathered as a set is a search of the tag index', async () => {
    expect(await plan(page({ tagKey: 'env', tagValue: 'prod,qa' }))).toMatch(/SEARCH asset_tags USING COVERING INDEX asset_tags_key_value \(tenant_id=\? AND key=\? AND value=\?\)/);
  });

  it('the keyset step of the export seeks into the sort index', async () => {
    for (const input of [{}, { sort: 'critical', dir: 'desc' }, { sort: 'resourceId', cloud: 'azure' }, { sort: 'lastSeen' }]) {
      const f = parse(input);
      const s = assetSort(f);
      const row = { id: 5, name: 'x', open_critical: 1, resource_id: 'r', last_seen: NOW };
      const detail = await plan(sql`SELECT id FROM assets WHERE ${assetWhere('tnt_acme', f)} AND ${assetAfter(s, row)} ORDER BY ${assetOrder(s)} LIMIT 1000`);
      expect(detail, JSON.stringify(input)).toMatch(new RegExp(`^SEARCH assets USING (COVERING )?INDEX ${INDEX_OF[f.sort]} \\(tenant_id=\\? AND ${s.column}[<>]\\?\\)$`));
    }
  });
});

describe('totals and filter menus never read the assets', () => {
  const inputs: Record<string, unknown>[] = [{}, { cloud: 'aws' }, { exposed: 'true', hasCritical: 'true' }, { region: 'eastus', type: 'Virtual Machine' },
    { businessUnit: 'Payments', category: 'compute' }, { account: '1,2', service: 'ec2' }];
  const menus: [FilterName, string][] = [['cloud', 'cloud'], ['account', 'account_id'], ['region', 'region'], ['service', 'service'], ['type', 'type'],
    ['category', 'category'], ['exposed', 'exposed'], ['hasCritical', 'critical'], ['businessUnit', 'account_id']];
  it.each(inputs)('under %j: the total and every menu search the per-combination counts by tenant', async (input) => {
    const f = parse(input);
    const total = await plan(sql`SELECT sum(n) FROM asset_facet_counts WHERE ${assetWhere('tnt_acme', f, 'facets')}`);
    expect(total).toMatch(/^SEARCH asset_facet_counts USING PRIMARY KEY \(tenant_id=\?/);
    for (const [menu, column] of menus) {
      const detail = await plan(sql`SELECT ${sql.ref(column)}, sum(n) FROM asset_facet_counts WHERE ${assetWhere('tnt_acme', f, 'facets', menu)} GROUP BY ${sql.ref(column)}`);
      expect(detail, menu).toMatch(/^SEARCH asset_facet_counts USING PRIMARY KEY \(tenant_id=\?/);
      expect(detail, menu).not.toContain('assets ');
    }
  });

  const tagged: Record<string, unknown>[] = [{ tagKey: 'env', tagValue: 'prod' }, { tagKey: 'owner' }, { tagKey: 'env', tagValue: 'prod,qa', cloud: 'aws', exposed: 'true' },
    { tagKey: 'app', region: 'eastus', type: 'Virtual Machine' }, { tagKey: 'env', tagValue: 'prod', businessUnit: 'Payments', hasCritical: 'true' }];
  it.each(tagged)('under the tag filter %j: the total and every menu search the per-tag combination counts by tenant and key', async (input) => {
    const f = parse(input);
    const seek = f.tagValue?.length ? /^SEARCH asset_tag_facet_counts USING PRIMARY KEY \(tenant_id=\? AND key=\? AND value=\?/
      : /^SEARCH asset_tag_facet_counts USING PRIMARY KEY \(tenant_id=\? AND key=\?/;
    expect(await plan(sql`SELECT sum(n) FROM asset_tag_facet_counts WHERE ${tagFacetWhere('tnt_acme', f)}`)).toMatch(seek);
    for (const [menu, column] of menus) {
      const detail = await plan(sql`SELECT ${sql.ref(column)}, sum(n) FROM asset_tag_facet_counts WHERE ${tagFacetWhere('tnt_acme', f, menu)} GROUP BY ${sql.ref(column)}`);
      expect(detail, menu).toMatch(seek);
      expect(detail, menu).not.toContain('assets ');
    }
  });

  it('the tag menus under other filters read the per-tag combination counts', async () => {
    const detail = await plan(sql`SELECT key, sum(n) FROM asset_tag_facet_counts WHERE ${assetWhere('tnt_acme', parse({ cloud: 'aws', exposed: 'true' }), 'facets')}
      GROUP BY key`);
    expect(detail).toMatch(/^SEARCH asset_tag_facet_counts USING PRIMARY KEY \(tenant_id=\?\)/);
    expect(detail).not.toContain('asset_tags');
  });

  it('the tag menus read the per-tag counts', async () => {
    expect(await plan(sql`SELECT key, sum(n) FROM asset_tag_counts WHERE tenant_id = ${'tnt_acme'} GROUP BY key`))
      .toMatch(/^SEARCH asset_tag_counts USING PRIMARY KEY \(tenant_id=\?\)$/);
  });

  it('the riskiest exposed assets are read backwards off the exposure index', async () => {
    const detail = await plan(sql`SELECT id FROM assets WHERE tenant_id = ${'tnt_acme'} AND exposed = 1 AND (open_critical > 0 OR open_high > 0)
      ORDER BY open_critical DESC, open_high DESC, id DESC LIMIT 10`);
    expect(detail).toMatch(/^SEARCH assets USING COVERING INDEX assets_exposed_risk \(tenant_id=\? AND exposed=\?\)$/);
  });
});

describe('free text and tags, per row or as a set', () => {
  const inputs = [{ q: 'payments' }, { q: 'Microsoft.Compute' }, { q: 'prod_%' }, { q: 'no-such-asset' }, { tagKey: 'env', tagValue: 'prod,qa' },
    { tagKey: 'owner' }, { q: 'ledger', tagKey: 'app', tagValue: 'ledger', cloud: 'aws' }];
  it.each(inputs)('%j: both plans match the same assets', async (input) => {
    const f = parse(input);
    const ids = async (mode: 'row' | 'set') =>
      (await sql<{ id: number }>`SELECT id FROM assets WHERE ${assetWhere('tnt_acme', f, 'assets', undefined, mode)} ORDER BY id`.execute(db)).rows.map((r) => r.id);
    expect(await ids('set')).toEqual(await ids('row'));
  });

  it('the total under free text reads only the name and resource id indexes, and rows by key', async () => {
    const detail = await plan(sql`SELECT count(*) FROM assets WHERE ${assetWhere('tnt_acme', parse({ q: 'payments' }))}`);
    const steps = detail.split(' | ').filter((step) => /^(SEARCH|SCAN) assets/.test(step));
    expect(steps).toEqual(['SEARCH assets USING INTEGER PRIMARY KEY (rowid=?)', 'SEARCH assets USING COVERING INDEX assets_name (tenant_id=?)',
      'SEARCH assets USING COVERING INDEX assets_resource_id (tenant_id=?)']);
  });
});

describe('a filtered page walks the sort order when that reads fewer rows than sorting every match', () => {
  it('decides from the counts: common matches walk, rare ones are sorted', () => {
    // 36,000 exposed of 450,000: a first page is found after about 625 rows; sorting reads all 36,000.
    expect(walkSortOrder(36_000, 450_000, 50)).toBe(true);
    // 300 with an open critical alert: walking to page 20 would read 1.5 million rows.
    expect(walkSortOrder(300, 450_000, 1_000)).toBe(false);
  });

  it.each([{ exposed: 'true', sort: 'name' }, { cloud: 'aws', region: 'us-east-1', sort: 'lastSeen', dir: 'desc' }, { tagKey: 'env', tagValue: 'prod', sort: 'critical' }])(
    'walking %j reads the sort index in order, whatever the planner would pick', async (input) => {
      const f = parse(input);
      const detail = await plan(assetPageQuery('tnt_acme', f, 1, 50, { kind: 'walk', plan: 'row' }) as never);
      expect(detail).toMatch(new RegExp(`^SEARCH assets USING (COVERING )?INDEX ${INDEX_OF[f.sort]} \\(tenant_id=\\?\\)`));
      expect(detail).not.toContain('TEMP B-TREE');
    });
});

describe('a filter with an index of its own: a page reads only matching entries, in order, however deep', () => {
  const cases: [Record<string, unknown>, string][] = [
    [{ hasCritical: 'true', sort: 'high', dir: 'desc' }, 'assets_critical_high'], [{ hasCritical: 'true', sort: 'name' }, 'assets_critical_name'],
    [{ hasCritical: 'true', sort: 'lastSeen', dir: 'desc' }, 'assets_critical_last_seen'], [{ hasCritical: 'true', exposed: 'true', sort: 'name' }, 'assets_critical_name'],
    [{ hasCritical: 'true', businessUnit: 'Payments', sort: 'high', dir: 'desc' }, 'assets_critical_high'],
  ];
  it.each(cases)('%j reads %s: by page number deep down, and by cursor', async (input, index) => {
    const f = parse(input);
    expect(sortIndex(assetSort(f), f)).toBe(index);
    for (const how of [{ kind: 'walk', plan: 'set' }, { kind: 'walk', plan: 'row' }] as const) {
      const deep = await plan(assetPageQuery('tnt_acme', f, 400, 50, how) as never);
      expect(deep).toMatch(new RegExp(`^SEARCH assets USING (COVERING )?INDEX ${index} \\(tenant_id=\\?\\)`));
      expect(deep).not.toContain('TEMP B-TREE');
      const seek = await plan(assetPageQuery('tnt_acme', f, 400, 50, how, { side: 'after', value: 2, id: 10 }) as never);
      expect(seek).toMatch(new RegExp(`^SEARCH assets USING (COVERING )?INDEX ${index} \\(tenant_id=\\? AND ${assetSort(f).column}[<>]\\?\\)`));
      expect(seek).not.toContain('TEMP B-TREE');
    }
  });

  it('the other filters and sorts keep the sort index of the column', () => {
    expect(sortIndex(assetSort(parse({ hasCritical: 'true', sort: 'region' })), parse({ hasCritical: 'true', sort: 'region' }))).toBe('assets_region');
    expect(sortIndex(assetSort(parse({ hasCritical: 'false', sort: 'high' })), parse({ hasCritical: 'false', sort: 'high' }))).toBe('assets_open_high');
    expect(sortIndex(assetSort(parse({ sort: 'high' })))).toBe('assets_open_high');
  });
});

describe('free text: the trigram index drives, and a page of fewer matches than the cap sorts only those', () => {
  it('asks the index for trigrams as FTS5 strings, quotes doubled', () => {
    expect(ftsString('abc')).toBe('"abc"');
    expect(ftsString('y "q')).toBe('"y ""q"');
  });

  it('free text alone: the candidates come from the tenant\'s part of the index and are tested on the texts beside it by key, with no asset row read', async () => {
    const f = parse({ q: 'payments-prod' });
    const detail = await plan(trigramMatchQuery('tnt_acme', f, trigram('payments-prod', 's-p', 'pay', 'rod'), 10_000) as never);
    // M: the trigrams; > and <: the tenant's range of rowids; then each candidate's texts by key.
    expect(detail).toMatch(/^SCAN asset_search VIRTUAL TABLE INDEX \d+:M\d+></);
    expect(detail).toMatch(/\| SEARCH t USING INTEGER PRIMARY KEY \(rowid=\?\)$/);
    expect(detail).not.toMatch(/assets/);
  });

  it('free text alone by name: counted first, then sorted by the names the search read, with no asset row read', async () => {
    for (const seek of [undefined, { side: 'after', value: 'payments', id: 2 }] as const) {
      const detail = await plan(trigramNamePageQuery('tnt_acme', trigram('payments-prod', 's-p', 'pay'), false, { page: 2, pageSize: 50, seek }, 10_000, 1) as never);
      expect(detail).toMatch(/^MATERIALIZE c \| MATERIALIZE e \| SCAN asset_search VIRTUAL TABLE INDEX \d+:M\d+></);
      // The count (c) is the outer loop, so past the cap nothing is sorted; its row comes back with or without a page.
      expect(detail).toMatch(/\| MATERIALIZE p \| SCAN c \| SCAN e \| USE TEMP B-TREE FOR ORDER BY \| SCAN c \| SCAN p LEFT-JOIN \| USE TEMP B-TREE FOR ORDER BY$/);
      expect(detail).not.toMatch(/assets/);
    }
  });

  it.each([{ q: 'prod', cloud: 'aws', exposed: 'true' }, { q: 'ledger', tagKey: 'env', tagValue: 'prod' }])(
    'the matches of %j stream from the trigram index into asset rows by id, never a scan of the assets', async (input) => {
      const f = parse(input);
      const detail = await plan(trigramMatchQuery('tnt_acme', f, trigram(f.q!, f.q!.slice(0, 3)), 10_000) as never);
      // The tenant's search key (the range's bounds) is looked up once per query.
      expect(detail).toMatch(/^SCAN asset_search VIRTUAL TABLE INDEX \d+:M\d+><( \| SCALAR SUBQUERY \d+ \| SEARCH asset_search_tenants [^|]+)+ \| SEARCH t USING INTEGER PRIMARY KEY \(rowid=\?\) \| SEARCH assets USING INTEGER PRIMARY KEY \(rowid=\?\)/);
      expect(detail).not.toMatch(FULL_SCAN);
    });

  it.each(['asc', 'desc'] as const)('past the cap, a page by name (%s) walks the name order holding the resource ids, by number and by cursor', async (dir) => {
    const f = parse({ q: 'prod', sort: 'name', dir });
    for (const seek of [undefined, { side: 'after', value: 'payments', id: 2 }] as const) {
      const detail = await plan(assetPageQuery('tnt_acme', f, 2, 50, { kind: 'walk', plan: 'row' }, seek, 1) as never);
      expect(detail).toMatch(/^SEARCH assets USING INDEX assets_name_text \(tenant_id=\?/);
      expect(detail).not.toMatch(/TEMP B-TREE/);
    }
  });

  it('a page of the matches found reads those rows by id and sorts them, by number and by cursor', async () => {
    const f = parse({ q: 'payments-prod', sort: 'name' });
    const how = { kind: 'ids', ids: { count: 3, json: '[3,1,2]', engine: 'sqlite' } } as const;
    for (const seek of [undefined, { side: 'after', value: 'payments', id: 2 }] as const) {
      const detail = await plan(assetPageQuery('tnt_acme', f, 2, 50, how, seek) as never);
      expect(detail).toMatch(/^SEARCH assets USING INTEGER PRIMARY KEY \(rowid=\?\) \| LIST SUBQUERY \d+ \| SCAN json_each VIRTUAL TABLE/);
      expect(detail).not.toMatch(FULL_SCAN);
    }
  });
});
