import type SqliteDatabase from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migratedMemoryDatabase } from '../../../test/support/migratedMemoryDatabase.js';
import type { Db } from '../../db/openDatabase.js';
import { decodeAssetCursor } from './assetCursor.js';
import { assetSearch } from './assetQuery.js';
import { assetPage } from './assetStore.js';
import { matchesInSortOrder, matchesInSortOrderQuery } from './matchesInSortOrder.js';
import { textSearchFor } from './textSearch.js';
import { trigramMatches } from './trigramMatches.js';

let sqlite: SqliteDatabase.Database;
let db: Db;
/**
 * 3,000 assets of tnt_a: every tenth is named "pay-<id>" (300, spread through every order); ids 2701 to 3000 are in the
 * account "zeta" and their resource ids hold "zeta-" (300, all at the end of the account order). Last seen is id × 37
 * modulo 3,000, a shuffle with no ties. tnt_b has matches of both texts, which tnt_a never sees.
 */
beforeAll(async () => {
  ({ sqlite, db } = await migratedMemoryDatabase());
  const asset = sqlite.prepare(`INSERT INTO assets (id, tenant_id, account_id, type, name, region, created_at, resource_id, cloud, account_name,
    service, category, exposed, last_seen) VALUES (?, ?, 1, 'S3 Bucket', ?, 'us-east-1', 0, ?, 'aws', ?, 's3', 'storage', 0, ?)`);
  sqlite.transaction(() => {
    for (let id = 1; id <= 3000; id++) {
      const zeta = id > 2700;
      asset.run(id, 'tnt_a', id % 10 === 0 ? `pay-${id}` : `web-${id}`, `arn:aws:s3:::${zeta ? 'zeta' : 'alpha'}-${id}`,
        zeta ? 'zeta' : 'alpha', (id * 37) % 3000);
    }
    for (let id = 3001; id <= 3010; id++) asset.run(id, 'tnt_b', `pay-${id}`, `arn:aws:s3:::zeta-${id}`, 'alpha', 5000 + id);
  })();
});
afterAll(async () => { await db.destroy(); });

const page = async (query: Record<string, string | number>) => {
  const { page: number, pageSize, cursor, ...filters } = assetSearch.parse({ pageSize: 5, ...query });
  const res = await assetPage(db, 'tnt_a', filters, number, pageSize);
  return { total: res.total, ids: res.rows.map((r) => Number(r.id)), next: res.nextCursor, previous: res.previousCursor };
};

describe('a page of free-text matches in another order than the name', () => {
  it('comes in the sort order, by page number, with the total, and holds no other tenant\'s asset', async () => {
    expect(await page({ q: 'pay-', sort: 'lastSeen', dir: 'desc' })).toMatchObject({ total: 300, ids: [2270, 1540, 810, 80, 2350] });
    expect(await page({ q: 'pay-', sort: 'lastSeen', dir: 'desc', page: 2 })).toMatchObject({ total: 300, ids: [1620, 890, 160, 2430, 1700] });
    // The last page ends short: the walk gives way to sorting the matches.
    expect(await page({ q: 'pay-', sort: 'lastSeen', dir: 'desc', page: 60 })).toMatchObject({ total: 300, ids: [2920, 2190, 1460, 730, 3000] });
    expect(await page({ q: 'pay-', sort: 'lastSeen', dir: 'desc', page: 61 })).toMatchObject({ total: 300, ids: [] });
  });

  it('comes in the sort order by cursor, forwards and back', async () => {
    const { page: _, pageSize, cursor: __, ...filters } = assetSearch.parse({ q: 'pay-', sort: 'lastSeen', dir: 'desc', pageSize: 5 });
    const first = await assetPage(db, 'tnt_a', filters, 1, pageSize);
    const second = await assetPage(db, 'tnt_a', filters, 1, pageSize, decodeAssetCursor(first.nextCursor!, filters));
    expect(second.rows.map((r) => Number(r.id))).toEqual([1620, 890, 160, 2430, 1700]);
    const back = await assetPage(db, 'tnt_a', filters, 1, pageSize, decodeAssetCursor(second.previousCursor!, filters));
    expect(back.rows.map((r) => Number(r.id))).toEqual([2270, 1540, 810, 80, 2350]);
  });

  it('is the same when the matches lie at the end of the order, past what the walk reads', async () => {
    expect(await page({ q: 'zeta-', sort: 'account' })).toMatchObject({ total: 300, ids: [2701, 2702, 2703, 2704, 2705] });
    expect(await page({ q: 'zeta-', sort: 'account', page: 2 })).toMatchObject({ total: 300, ids: [2706, 2707, 2708, 2709, 2710] });
    expect(await page({ q: 'zeta-', sort: 'account', dir: 'desc' })).toMatchObject({ total: 300, ids: [3000, 2999, 2998, 2997, 2996] });
  });
});

describe('matchesInSortOrder', () => {
  const matches = async (q: string) => (await trigramMatches(db, 'tnt_a', { q }, await textSearchFor(db, 'tnt_a', q), 10_000))!;

  it('walks the sort index to the page, and gives up when the matches lie beyond four times the entries it expects', async () => {
    const lastSeen = { column: 'last_seen', descending: true };
    expect(await matchesInSortOrder(db, 'tnt_a', lastSeen, await matches('pay-'), 3000, { offset: 5, count: 3 })).toEqual([1620, 890, 160]);
    const account = { column: 'account_name', descending: false };
    // 300 matches in 3,000: about 10 entries a match, so no more than max(1,000, 4 × 6 × 10) entries are read; the first
    // match is the 2,701st.
    expect(await matchesInSortOrder(db, 'tnt_a', account, await matches('zeta-'), 3000, { offset: 0, count: 6 })).toBeUndefined();
    expect(await matchesInSortOrder(db, 'tnt_a', { ...account, descending: true }, await matches('zeta-'), 3000, { offset: 0, count: 6 }))
      .toEqual([3000, 2999, 2998, 2997, 2996, 2995]);
  });

  it('reads only the sort index\'s entries, in order, with nothing sorted', async () => {
    const compiled = matchesInSortOrderQuery('tnt_a', { column: 'last_seen', descending: true }, { count: 2, json: '[10,20]', engine: 'sqlite' }, 1000,
      { offset: 0, count: 5, seek: { side: 'after', value: 100, id: 20 } }).compile(db);
    const plan = sqlite.prepare(`EXPLAIN QUERY PLAN ${compiled.sql}`).all(...compiled.parameters).map((r) => (r as { detail: string }).detail);
    expect(plan).toContain('SEARCH assets USING COVERING INDEX assets_last_seen (tenant_id=? AND last_seen<?)');
    expect(plan.join(' | ')).not.toMatch(/TEMP B-TREE|SCAN assets/);
  });
});
