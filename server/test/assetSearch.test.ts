import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessToken, bearer, call, startServer, type TestServer } from './helpers.js';
import { openTestDatabase, type TestDatabase } from './support/testDatabase.js';

let t: TestServer;
let admin: string;
let globex: string;
let db: TestDatabase;
/** Assets in a region of their own, first seen one after the other, so the expectations below are the whole answer. */
const REGION = 'zz-search-1';
const ASSETS = [
  ['Quokka-Ledger-01', 'arn:aws:s3:::quokka-ledger-01'], ['quokka-ledger-02', 'arn:aws:s3:::quokka-ledger-02'], ['ledger-quokka', 'arn:aws:s3:::ledger-q'],
  ['plain-name', 'arn:aws:ec2:us-east-1:1:instance/i-quokkaid'], ['say "quokka" twice', 'arn:aws:s3:::quoted'], ['quokka_under%', 'arn:aws:s3:::wild'],
] as const;

beforeAll(async () => {
  t = await startServer();
  admin = await accessToken(t.url, 'admin@acme.test');
  globex = await accessToken(t.url, 'analyst@globex.test', { tenant_id: 'tnt_globex_eu' });
  db = openTestDatabase(t.dataDir);
  const insert = (tenant: string, [name, resourceId]: readonly [string, string], at: number) => {
    const account = db.prepare('SELECT id, name FROM cloud_accounts WHERE tenant_id = ? ORDER BY id LIMIT 1').get(tenant) as { id: number; name: string };
    db.prepare(`INSERT INTO assets (tenant_id, account_id, type, name, region, created_at, resource_id, cloud, account_name, service, category, last_seen)
      VALUES (?, ?, 'S3 Bucket', ?, ?, ?, ?, 'aws', ?, 's3', 'storage', ?)`).run(tenant, account.id, name, REGION, at, resourceId, account.name, at);
  };
  ASSETS.forEach((asset, i) => insert('tnt_acme', asset, 1_000 + i));
  insert('tnt_globex_eu', ['quokka-globex', 'arn:aws:s3:::quokka-globex'], 1_000);
}, 120_000);
afterAll(async () => { db.close(); await t.stop(); });

const names = async (q: string, extra: Record<string, string | number> = {}, token = admin) => {
  const query = new URLSearchParams(Object.entries({ region: REGION, sort: 'firstSeen', q, ...extra }).map(([k, v]): [string, string] => [k, String(v)]));
  const res = await call(`${t.url}/api/asset/api/v1/assets?${query}`, { headers: bearer(token) });
  expect(res.status).toBe(200);
  return { total: res.body.total as number, names: (res.body.items as { name: string }[]).map((a) => a.name) };
};

describe('free-text search', () => {
  it('finds the text anywhere in the name or the resource id, whatever its case', async () => {
    expect(await names('QUOKKA')).toEqual({ total: 6, names: ['Quokka-Ledger-01', 'quokka-ledger-02', 'ledger-quokka', 'plain-name', 'say "quokka" twice', 'quokka_under%'] });
    expect(await names('kka-led')).toEqual({ total: 2, names: ['Quokka-Ledger-01', 'quokka-ledger-02'] });
    expect(await names('i-quokkaid')).toEqual({ total: 1, names: ['plain-name'] });
  });

  it('takes quotes and LIKE wildcards literally, and answers texts shorter than three characters', async () => {
    expect(await names('"quokka"')).toEqual({ total: 1, names: ['say "quokka" twice'] });
    expect(await names('a_u')).toEqual({ total: 1, names: ['quokka_under%'] });
    expect(await names('a_l')).toEqual({ total: 0, names: [] });
    expect(await names('r%')).toEqual({ total: 1, names: ['quokka_under%'] });
    expect((await names('kk')).total).toBe(6);
  });

  it('pages through the matches: a full page, the rest, then an empty page with the real total', async () => {
    expect(await names('quokka', { pageSize: 4, page: 1 })).toEqual({ total: 6, names: ['Quokka-Ledger-01', 'quokka-ledger-02', 'ledger-quokka', 'plain-name'] });
    expect(await names('quokka', { pageSize: 4, page: 2 })).toEqual({ total: 6, names: ['say "quokka" twice', 'quokka_under%'] });
    expect(await names('quokka', { pageSize: 4, page: 3 })).toEqual({ total: 6, names: [] });
    expect(await names('quokka', { pageSize: 2, page: 2, dir: 'desc' })).toEqual({ total: 6, names: ['plain-name', 'ledger-quokka'] });
  });

  it('shows a tenant only its own matches, in the list and in the filter menus', async () => {
    expect(await names('quokka', {}, globex)).toEqual({ total: 1, names: ['quokka-globex'] });
    const tag = db.prepare(`INSERT INTO asset_tags (tenant_id, asset_id, key, value) SELECT tenant_id, id, ?, ? FROM assets WHERE name = ?`);
    tag.run('quokka-owner', 'acme', 'Quokka-Ledger-01');
    tag.run('quokka-owner', 'globex', 'quokka-globex');
    tag.run('quokka-globex-only', 'yes', 'quokka-globex');
    const menus = async (token: string) => {
      const res = await call(`${t.url}/api/asset/api/v1/assets/facets?q=quokka`, { headers: bearer(token) });
      expect(res.status).toBe(200);
      return res.body as { tagKey: { value: string; count: number }[]; region: { value: string; count: number }[] };
    };
    // Searched alone twice: the second time the menus read the kept matches.
    for (let i = 0; i < 2; i++) {
      const acme = await menus(admin);
      expect(acme.tagKey.filter((k) => k.value.startsWith('quokka'))).toEqual([{ value: 'quokka-owner', label: 'quokka-owner', count: 1 }]);
      expect(acme.region).toEqual([{ value: REGION, label: REGION, count: 6 }]);
      const other = await menus(globex);
      expect(other.tagKey.filter((k) => k.value.startsWith('quokka')).map((k) => [k.value, k.count]))
        .toEqual([['quokka-globex-only', 1], ['quokka-owner', 1]]);
    }
  });

  it('sorts the matches of free text alone by name, by page number and by cursor, in either order', async () => {
    // Byte order, as the inventory's name sort: capitals first, "-" before "_".
    const byName = { region: '', sort: 'name' };
    expect(await names('quokka', { ...byName, pageSize: 4 })).toEqual({ total: 6, names: ['Quokka-Ledger-01', 'ledger-quokka', 'plain-name', 'quokka-ledger-02'] });
    expect(await names('quokka', { ...byName, pageSize: 4, page: 2 })).toEqual({ total: 6, names: ['quokka_under%', 'say "quokka" twice'] });
    expect(await names('quokka', { ...byName, pageSize: 4, page: 3 })).toEqual({ total: 6, names: [] });
    expect(await names('quokka', { ...byName, pageSize: 2, dir: 'desc' })).toEqual({ total: 6, names: ['say "quokka" twice', 'quokka_under%'] });
    const page = async (extra: Record<string, string | number>) => {
      const query = new URLSearchParams(Object.entries({ q: 'QUOKKA', sort: 'name', pageSize: 4, ...extra }).map(([k, v]): [string, string] => [k, String(v)]));
      return (await call(`${t.url}/api/asset/api/v1/assets?${query}`, { headers: bearer(admin) })).body as {
        total: number; page: number; items: { name: string }[]; nextCursor: string | null; previousCursor: string | null };
    };
    const first = await page({});
    const second = await page({ cursor: first.nextCursor! });
    expect(second).toMatchObject({ total: 6, page: 2, nextCursor: null });
    expect(second.items.map((a) => a.name)).toEqual(['quokka_under%', 'say "quokka" twice']);
    const back = await page({ cursor: second.previousCursor! });
    expect(back).toMatchObject({ total: 6, page: 1, previousCursor: null });
    expect(back.items.map((a) => a.name)).toEqual(['Quokka-Ledger-01', 'ledger-quokka', 'plain-name', 'quokka-ledger-02']);
    expect(await names('quokka', byName, globex)).toEqual({ total: 1, names: ['quokka-globex'] });
  });

  it('follows renames and deletions at once, though the texts were searched before them', async () => {
    // Searched alone, the matches are kept; a change to a name in the tenant must drop them, whoever makes it.
    expect(await names('quokka', { region: '', sort: 'name' })).toEqual({ total: 6,
      names: ['Quokka-Ledger-01', 'ledger-quokka', 'plain-name', 'quokka-ledger-02', 'quokka_under%', 'say "quokka" twice'] });
    expect(await names('wombat', { region: '', sort: 'name' })).toEqual({ total: 0, names: [] });
    db.prepare(`UPDATE assets SET name = 'ledger-wombat' WHERE tenant_id = 'tnt_acme' AND name = 'ledger-quokka'`).run();
    db.prepare(`DELETE FROM assets WHERE tenant_id = 'tnt_acme' AND name = 'quokka-ledger-02'`).run();
    expect(await names('wombat')).toEqual({ total: 1, names: ['ledger-wombat'] });
    expect(await names('quokka')).toEqual({ total: 4, names: ['Quokka-Ledger-01', 'plain-name', 'say "quokka" twice', 'quokka_under%'] });
    expect(await names('quokka', { region: '', sort: 'name' })).toEqual({ total: 4, names: ['Quokka-Ledger-01', 'plain-name', 'quokka_under%', 'say "quokka" twice'] });
    expect(await names('wombat', { region: '', sort: 'name' })).toEqual({ total: 1, names: ['ledger-wombat'] });
    db.prepare(`INSERT INTO assets (tenant_id, account_id, type, name, region, created_at, resource_id, cloud, account_name, service, category, last_seen)
      SELECT tenant_id, account_id, type, 'wombat-two', region, created_at, 'arn:aws:s3:::wombat-two', cloud, account_name, service, category, last_seen
      FROM assets WHERE tenant_id = 'tnt_acme' AND name = 'ledger-wombat'`).run();
    expect(await names('wombat', { region: '', sort: 'name' })).toEqual({ total: 2, names: ['ledger-wombat', 'wombat-two'] });
  });
});

describe('a common search term: the total stops counting at 10,000', () => {
  const COMMON = 'zz-common-2';
  const insertMany = (count: number, word: string) => {
    const account = db.prepare(`SELECT id, name FROM cloud_accounts WHERE tenant_id = 'tnt_acme' ORDER BY id LIMIT 1`).get() as { id: number; name: string };
    db.prepare(`INSERT INTO assets (tenant_id, account_id, type, name, region, created_at, resource_id, cloud, account_name, service, category, last_seen)
      WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ?)
      SELECT 'tnt_acme', ?, 'S3 Bucket', ? || '-' || i, ?, 2000 + i, 'arn:aws:s3:::' || ? || '-' || i, 'aws', ?, 's3', 'storage', 2000 + i FROM n`)
      .run(count, account.id, word, COMMON, word, account.name);
  };
  const search = async (q: string, extra: Record<string, string | number> = {}) => {
    const query = new URLSearchParams(Object.entries({ region: COMMON, sort: 'firstSeen', q, pageSize: 50, ...extra }).map(([k, v]): [string, string] => [k, String(v)]));
    const res = await call(`${t.url}/api/asset/api/v1/assets?${query}`, { headers: bearer(admin) });
    expect(res.status).toBe(200);
    return res.body as { total: number; capped: boolean; pageCount: number; items: { name: string }[]; nextCursor: string | null;
      previousCursor: string | null; page: number };
  };

  it('more than 10,000 matches answer "at least 10,000" and keep paging; fewer are counted exactly', async () => {
    insertMany(10_050, 'wallaby');
    insertMany(120, 'numbat');
    const common = await search('wallaby');
    expect(common).toMatchObject({ total: 10_000, capped: true, pageCount: 200 });
    expect(common.items.slice(0, 2).map((a) => a.name)).toEqual(['wallaby-1', 'wallaby-2']);
    // Past the counted 10,000 the pages go on, by number and by cursor, until the real end.
    const beyond = await search('wallaby', { page: 201 });
    expect(beyond).toMatchObject({ total: 10_000, capped: true });
    expect(beyond.items.map((a) => a.name)).toEqual(Array.from({ length: 50 }, (_, i) => `wallaby-${10_001 + i}`));
    expect(beyond.nextCursor).toBeNull();
    expect(await search('numbat')).toMatchObject({ total: 120, capped: false, pageCount: 3 });
    // Free text alone by name: more than 10,000 walk the name order; fewer are sorted in the index.
    const wallabies = await search('wallaby', { region: '', sort: 'name', pageSize: 5 });
    expect(wallabies).toMatchObject({ total: 10_000, capped: true });
    expect(wallabies.items.map((a) => a.name)).toEqual(['wallaby-1', 'wallaby-10', 'wallaby-100', 'wallaby-1000', 'wallaby-10000']);
    const numbats = await search('numbat', { region: '', sort: 'name', dir: 'desc', pageSize: 5 });
    expect(numbats).toMatchObject({ total: 120, capped: false, pageCount: 24 });
    expect(numbats.items.map((a) => a.name)).toEqual(['numbat-99', 'numbat-98', 'numbat-97', 'numbat-96', 'numbat-95']);
    // Without free text the total comes from the counts, exact whatever the size.
    expect(await search('')).toMatchObject({ total: 10_170, capped: false });
    // Known to have more than 10,000 matches, until enough of them go.
    expect(await search('wallaby', { region: '', sort: 'name', pageSize: 5, page: 2 })).toMatchObject({ total: 10_000, capped: true });
    db.prepare(`DELETE FROM assets WHERE tenant_id = 'tnt_acme' AND region = ? AND created_at > ? AND name LIKE 'wallaby-%'`).run(COMMON, 2000 + 9_950);
    expect(await search('wallaby', { region: '', sort: 'name', pageSize: 5 })).toMatchObject({ total: 9_950, capped: false });
    expect(await search('wallaby', { region: '', sort: 'lastSeen', pageSize: 5 })).toMatchObject({ total: 9_950, capped: false });
  }, 60_000);

  it('pages through fewer than 10,000 matches by cursor, forwards and back, under another filter and in either order', async () => {
    insertMany(75, 'quoll');
    const quolls = (from: number, to: number) => Array.from({ length: Math.abs(to - from) + 1 }, (_, i) => `quoll-${from < to ? from + i : from - i}`);
    const first = await search('QUOLL', { dir: 'desc', pageSize: 30 });
    expect(first).toMatchObject({ total: 75, capped: false, pageCount: 3, page: 1, previousCursor: null });
    expect(first.items.map((a) => a.name)).toEqual(quolls(75, 46));
    const second = await search('QUOLL', { dir: 'desc', pageSize: 30, cursor: first.nextCursor! });
    expect(second).toMatchObject({ total: 75, page: 2 });
    expect(second.items.map((a) => a.name)).toEqual(quolls(45, 16));
    const third = await search('QUOLL', { dir: 'desc', pageSize: 30, cursor: second.nextCursor! });
    expect(third).toMatchObject({ total: 75, page: 3, nextCursor: null });
    expect(third.items.map((a) => a.name)).toEqual(quolls(15, 1));
    const back = await search('QUOLL', { dir: 'desc', pageSize: 30, cursor: third.previousCursor! });
    expect(back.items.map((a) => a.name)).toEqual(quolls(45, 16));
    // By number, ascending, and under a filter that leaves none of them.
    expect((await search('quoll', { pageSize: 30, page: 3 })).items.map((a) => a.name)).toEqual(quolls(61, 75));
    expect(await search('quoll', { cloud: 'azure' })).toMatchObject({ total: 0, capped: false, items: [] });
  }, 60_000);
});
