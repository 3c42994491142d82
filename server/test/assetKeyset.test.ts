import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessToken, bearer, call, startServer, type TestServer } from './helpers.js';
import { openTestDatabase, type TestDatabase } from './support/testDatabase.js';

let t: TestServer;
let admin: string;
let globex: string;
let db: TestDatabase;
/** Assets in a region of their own, with ties on the name and on the high-alert count, so every page below is written out. */
const REGION = 'zz-keyset-1';
// [name, resource id, open high alerts]; inserted in this order, so ids rise down the list.
const ASSETS = [
  ['kilo', 'r1', 3], ['alpha', 'r2', 1], ['delta', 'r3', 3], ['alpha', 'r4', 0], ['echo', 'r5', 3], ['delta', 'r6', 1], ['bravo', 'r7', 0],
] as const;

beforeAll(async () => {
  t = await startServer();
  admin = await accessToken(t.url, 'admin@acme.test');
  globex = await accessToken(t.url, 'analyst@globex.test', { tenant_id: 'tnt_globex_eu' });
  db = openTestDatabase(t.dataDir);
  const insert = (tenant: string, [name, resourceId, high]: readonly [string, string, number], at: number) => {
    const account = db.prepare('SELECT id, name FROM cloud_accounts WHERE tenant_id = ? ORDER BY id LIMIT 1').get(tenant) as { id: number; name: string };
    db.prepare(`INSERT INTO assets (tenant_id, account_id, type, name, region, created_at, resource_id, cloud, account_name, service, category, last_seen, open_high)
      VALUES (?, ?, 'S3 Bucket', ?, ?, ?, ?, 'aws', ?, 's3', 'storage', ?, ?)`).run(tenant, account.id, name, REGION, at, resourceId, account.name, at, high);
  };
  ASSETS.forEach((asset, i) => insert('tnt_acme', asset, 1_000 + i));
  insert('tnt_globex_eu', ['globex-only', 'g1', 5], 1_000);
}, 60_000);
afterAll(async () => { db.close(); await t.stop(); });

type Page = { total: number; page: number; ids: string[]; next: string | null; previous: string | null };
async function page(query: Record<string, string | number>, token = admin): Promise<Page> {
  const search = new URLSearchParams(Object.entries({ region: REGION, pageSize: 3, ...query }).map(([k, v]): [string, string] => [k, String(v)]));
  const res = await call(`${t.url}/api/asset/api/v1/assets?${search}`, { headers: bearer(token) });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return { total: res.body.total, page: res.body.page, ids: res.body.items.map((a: { resourceId: string }) => a.resourceId),
    next: res.body.nextCursor, previous: res.body.previousCursor };
}

describe('keyset paging: next and previous cursors', () => {
  it('by name A to Z (ties by id): forward to the end and back to the start, the same rows at each boundary', async () => {
    const first = await page({ sort: 'name', dir: 'asc' });
    expect(first).toMatchObject({ total: 7, page: 1, ids: ['r2', 'r4', 'r7'], previous: null });
    const second = await page({ sort: 'name', dir: 'asc', cursor: first.next! });
    expect(second).toMatchObject({ page: 2, ids: ['r3', 'r6', 'r5'] });
    const third = await page({ sort: 'name', dir: 'asc', cursor: second.next! });
    expect(third).toMatchObject({ page: 3, ids: ['r1'], next: null });
    const back = await page({ sort: 'name', dir: 'asc', cursor: third.previous! });
    expect(back).toMatchObject({ page: 2, ids: ['r3', 'r6', 'r5'] });
    const start = await page({ sort: 'name', dir: 'asc', cursor: back.previous! });
    expect(start).toMatchObject({ page: 1, ids: ['r2', 'r4', 'r7'], previous: null });
  });

  it('by high alerts, most first (ties by id, highest first): a tie split across pages stays in order', async () => {
    const first = await page({ sort: 'high', dir: 'desc', pageSize: 2 });
    expect(first).toMatchObject({ page: 1, ids: ['r5', 'r3'], previous: null });
    const second = await page({ sort: 'high', dir: 'desc', pageSize: 2, cursor: first.next! });
    expect(second).toMatchObject({ page: 2, ids: ['r1', 'r6'] });
    const third = await page({ sort: 'high', dir: 'desc', pageSize: 2, cursor: second.next! });
    expect(third).toMatchObject({ page: 3, ids: ['r2', 'r7'] });
    const fourth = await page({ sort: 'high', dir: 'desc', pageSize: 2, cursor: third.next! });
    expect(fourth).toMatchObject({ page: 4, ids: ['r4'], next: null });
    expect(await page({ sort: 'high', dir: 'desc', pageSize: 2, cursor: fourth.previous! })).toMatchObject({ page: 3, ids: ['r2', 'r7'] });
  });

  it('an offset page (a jump) hands out cursors too, and the cursor continues where it ends', async () => {
    const jumped = await page({ sort: 'firstSeen', dir: 'desc', page: 2 });
    expect(jumped).toMatchObject({ page: 2, ids: ['r4', 'r3', 'r2'] });
    expect(await page({ sort: 'firstSeen', dir: 'desc', cursor: jumped.next! })).toMatchObject({ page: 3, ids: ['r1'], next: null });
    expect(await page({ sort: 'firstSeen', dir: 'desc', cursor: jumped.previous! })).toMatchObject({ page: 1, ids: ['r7', 'r6', 'r5'], previous: null });
  });

  const sorts = ['name', 'resourceId', 'cloud', 'account', 'region', 'type', 'service', 'category', 'critical', 'high', 'medium', 'low', 'firstSeen', 'lastSeen']
    .flatMap((sort) => (['asc', 'desc'] as const).map((dir) => [sort, dir] as const));
  it.each(sorts)('by %s %s: following the cursors gives the rows of the numbered pages', async (sort, dir) => {
    const numbered = await Promise.all([1, 2, 3].map((n) => page({ sort, dir, page: n })));
    let current = numbered[0]!;
    for (const expected of numbered.slice(1)) {
      current = await page({ sort, dir, cursor: current.next! });
      expect(current.ids).toEqual(expected.ids);
    }
    expect(current.next).toBeNull();
  });
});

describe('cursors that do not fit the request', () => {
  it('one made for another sort, or under other filters, or not one at all answers 400 naming the cursor', async () => {
    const { next } = await page({ sort: 'name', dir: 'asc' });
    const cases: [Record<string, string | number>, RegExp][] = [
      [{ sort: 'name', dir: 'desc', cursor: next! }, /^The assets cursor was made for another sort \(name asc, not name desc\)/],
      [{ sort: 'name', dir: 'asc', cloud: 'aws', cursor: next! }, /^The assets cursor was made under other filters/],
      [{ sort: 'name', dir: 'asc', cursor: 'bm90LWEtY3Vyc29y' }, /^The assets cursor is not one this list handed out/],
      [{ sort: 'name', dir: 'asc', cursor: 'not base64!' }, /cursor/],
    ];
    for (const [query, message] of cases) {
      const search = new URLSearchParams(Object.entries({ region: REGION, pageSize: 3, ...query }).map(([k, v]): [string, string] => [k, String(v)]));
      const res = await call(`${t.url}/api/asset/api/v1/assets?${search}`, { headers: bearer(admin) });
      expect(res.status, JSON.stringify(query)).toBe(400);
      expect(res.body.error.fields.map((f: { path: string }) => f.path)).toContain('cursor');
      expect(res.body.error.message).toMatch(message);
    }
  });

  it("another tenant's cursor shows only that tenant's own assets", async () => {
    const { next } = await page({ sort: 'name', dir: 'asc', pageSize: 1 });
    const other = await page({ sort: 'name', dir: 'asc', pageSize: 1, cursor: next! }, globex);
    expect(other.ids).toEqual(['g1']);
  });
});
