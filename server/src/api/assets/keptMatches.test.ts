import type SqliteDatabase from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '../../db/openDatabase.js';
import { migratedMemoryDatabase } from '../../../test/support/migratedMemoryDatabase.js';
import { assetSearch } from './assetQuery.js';
import { assetPage, countAssets } from './assetStore.js';
import { decodeAssetCursor } from './assetCursor.js';
import { assetFacets } from './assetFacets.js';
import { keepTextMatches, keptMatchesOf, searchGeneration } from './keptMatches.js';

let sqlite: SqliteDatabase.Database;
let db: Db;
/** tnt_a: 200 assets, every tenth named "pay-<id>" (20); tnt_b: "pay-201" to "pay-205". */
beforeEach(async () => {
  ({ sqlite, db } = await migratedMemoryDatabase());
  keepTextMatches(db, 2);
  sqlite.transaction(() => {
    for (let id = 1; id <= 205; id++) insert(id, id > 200 ? 'tnt_b' : 'tnt_a', id % 10 === 0 || id > 200 ? `pay-${id}` : `web-${id}`);
  })();
});
afterEach(async () => { await db.destroy(); });

function insert(id: number, tenant: string, name: string) {
  sqlite.prepare(`INSERT INTO assets (id, tenant_id, account_id, type, name, region, created_at, resource_id, cloud, account_name, service,
    category, exposed, last_seen) VALUES (?, ?, 1, 'S3 Bucket', ?, 'us-east-1', 0, ?, 'aws', 'alpha', 's3', 'storage', 0, ?)`)
    .run(id, tenant, name, `arn:aws:s3:::${name}`, id);
}

const search = async (q: string, tenant = 'tnt_a', query: Record<string, string | number> = {}) => {
  const { page, pageSize, cursor: _, ...filters } = assetSearch.parse({ q, pageSize: 100, ...query });
  const res = await assetPage(db, tenant, filters, page, pageSize);
  return { total: res.total, ids: res.rows.map((r) => Number(r.id)) };
};
const kept = async (q: string, tenant = 'tnt_a') => keptMatchesOf(db, tenant, q, (await searchGeneration(db, tenant))!)?.found?.count;
const PAID = [10, 20, 30, 40, 50, 60, 70, 80, 90, 100, 110, 120, 130, 140, 150, 160, 170, 180, 190, 200];

describe("a free text's kept matches", () => {
  it('are kept by the first page and serve the next pages, the other sorts, the count and the filter menus alike', async () => {
    expect(await search('pay-', 'tnt_a', { sort: 'name', pageSize: 5 })).toEqual({ total: 20, ids: [10, 100, 110, 120, 130] });
    expect(await kept('pay-')).toBe(20);
    // Emptied behind the triggers' back, the index finds nothing more: what follows reads the kept matches.
    sqlite.exec("INSERT INTO asset_search (asset_search) VALUES ('delete-all')");
    expect(await search('pay-', 'tnt_a', { sort: 'name', pageSize: 5, page: 2 })).toEqual({ total: 20, ids: [140, 150, 160, 170, 180] });
    expect(await search('pay-', 'tnt_a', { sort: 'lastSeen', dir: 'desc', pageSize: 3 })).toEqual({ total: 20, ids: [200, 190, 180] });
    expect(await countAssets(db, 'tnt_a', { q: 'pay-' })).toBe(20);
    const facets = await assetFacets(db, 'tnt_a', assetSearch.parse({ q: 'pay-' }));
    expect(facets.region).toEqual([{ value: 'us-east-1', label: 'us-east-1', count: 20 }]);
  });

  it("are the tenant's own: another tenant's search finds its own matches, and its changes leave them kept", async () => {
    expect((await search('pay-')).ids).toHaveLength(20);
    expect(await search('pay-', 'tnt_b')).toEqual({ total: 5, ids: [201, 202, 203, 204, 205] });
    insert(206, 'tnt_b', 'pay-206');
    expect(await kept('pay-')).toBe(20);
    expect(await search('pay-', 'tnt_b')).toEqual({ total: 6, ids: [201, 202, 203, 204, 205, 206] });
  });

  it('are dropped by a new asset, a rename or a removal in the tenant, whoever writes it', async () => {
    expect((await search('pay-', 'tnt_a', { sort: 'lastSeen' })).ids).toEqual(PAID);
    insert(300, 'tnt_a', 'pay-300');
    expect(await kept('pay-')).toBeUndefined();
    expect((await search('pay-', 'tnt_a', { sort: 'lastSeen' })).ids).toEqual([...PAID, 300]);
    sqlite.prepare("UPDATE assets SET name = 'web-10', resource_id = 'arn:aws:s3:::web-10' WHERE id = 10").run();
    expect((await search('pay-', 'tnt_a', { sort: 'lastSeen' })).ids).toEqual([...PAID.slice(1), 300]);
    sqlite.prepare('DELETE FROM assets WHERE id = 20').run();
    expect((await search('pay-', 'tnt_a', { sort: 'lastSeen' })).ids).toEqual([...PAID.slice(2), 300]);
    // A change to anything but the texts keeps them.
    sqlite.prepare('UPDATE assets SET last_seen = 1000 WHERE id = 30').run();
    expect((await search('pay-', 'tnt_a', { sort: 'lastSeen' })).ids).toEqual([...PAID.slice(3), 300, 30]);
    expect(await kept('pay-')).toBe(19);
  });

  it('are kept for the most recently searched texts only, and not for a text found with another filter', async () => {
    await search('pay-');
    await search('web-');
    await search('pay-');
    await search('arn');
    expect(await kept('pay-')).toBe(20);
    expect(await kept('web-')).toBeUndefined();
    expect(await kept('arn')).toBe(200);
    expect(await search('-15', 'tnt_a', { region: 'us-east-1', sort: 'lastSeen' })).toEqual({ total: 11, ids: [15, 150, 151, 152, 153, 154, 155,
      156, 157, 158, 159] });
    expect(await kept('-15')).toBeUndefined();
  });

  it('page by name from their kept name order, by number both ways and by cursor, and a cursor from before a rename still seeks by its name', async () => {
    const { page: _, pageSize, cursor: __, ...filters } = assetSearch.parse({ q: 'pay-', sort: 'name', pageSize: 5 });
    const first = await assetPage(db, 'tnt_a', filters, 1, pageSize);
    expect(first.rows.map((r) => Number(r.id))).toEqual([10, 100, 110, 120, 130]);
    expect(await search('pay-', 'tnt_a', { sort: 'name', dir: 'desc', pageSize: 5, page: 3 })).toEqual({ total: 20, ids: [180, 170, 160, 150, 140] });
    expect(await search('pay-', 'tnt_a', { sort: 'name', dir: 'desc', pageSize: 5, page: 4 })).toEqual({ total: 20, ids: [130, 120, 110, 100, 10] });
    const second = await assetPage(db, 'tnt_a', filters, 1, pageSize, decodeAssetCursor(first.nextCursor!, filters));
    expect(second.rows.map((r) => Number(r.id))).toEqual([140, 150, 160, 170, 180]);
    const back = await assetPage(db, 'tnt_a', filters, 1, pageSize, decodeAssetCursor(second.previousCursor!, filters));
    expect(back.rows.map((r) => Number(r.id))).toEqual([10, 100, 110, 120, 130]);
    expect(back.previousCursor).toBeNull();
    // "pay-130" becomes "pay-999", the last name; its old cursor still means "after pay-130".
    sqlite.prepare("UPDATE assets SET name = 'pay-999' WHERE id = 130").run();
    expect((await search('pay-', 'tnt_a', { sort: 'name', pageSize: 5, page: 4 })).ids).toEqual([60, 70, 80, 90, 130]);
    const after = await assetPage(db, 'tnt_a', filters, 1, pageSize, decodeAssetCursor(first.nextCursor!, filters));
    expect(after.rows.map((r) => Number(r.id))).toEqual([140, 150, 160, 170, 180]);
  });
});
