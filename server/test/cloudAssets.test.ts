import { openTestDatabase, type TestDatabase } from './support/testDatabase.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessToken, bearer, call, startServer, type TestServer } from './helpers.js';

let t: TestServer;
let admin: string;
let globex: string;
let db: TestDatabase;
beforeAll(async () => {
  t = await startServer();
  admin = await accessToken(t.url, 'admin@acme.test');
  globex = await accessToken(t.url, 'analyst@globex.test', { tenant_id: 'tnt_globex_eu' });
  db = openTestDatabase(t.dataDir);
}, 120_000);
afterAll(async () => { db.close(); await t.stop(); });

const rows = <T = any>(query: string, ...params: unknown[]) => db.prepare(query).all(...params) as T[];
const acmeCount = (where: string, ...params: unknown[]) =>
  Number(rows<{ n: number }>(`SELECT count(*) AS n FROM assets WHERE tenant_id = 'tnt_acme' AND ${where}`, ...params)[0]!.n);
const get = (path: string, query: Record<string, string | number> = {}, token = admin) =>
  call(`${t.url}/api/asset/api/v1/${path}?${new URLSearchParams(Object.entries(query).map(([k, v]): [string, string] => [k, String(v)]))}`, { headers: bearer(token) });
const list = (query: Record<string, string | number> = {}, token = admin) => get('assets', query, token);

type Case = [name: string, query: Record<string, string>, where: string, match: (a: any) => boolean];

describe('list filters: each alone and together, every row matches and the total is the database count', () => {
  const cases: Case[] = [
    ['cloud', { cloud: 'azure' }, `cloud = 'azure'`, (a) => a.cloud === 'azure' && a.account.provider === 'azure'],
    ['region (two values)', { region: 'eu-west-1,eastus' }, `region IN ('eu-west-1', 'eastus')`, (a) => ['eu-west-1', 'eastus'].includes(a.region)],
    ['service', { service: 's3' }, `service = 's3'`, (a) => a.service === 's3' && a.resourceId.startsWith('arn:aws:s3:::')],
    ['type (two values)', { type: 'Virtual Machine,EC2 Instance' }, `type IN ('Virtual Machine', 'EC2 Instance')`, (a) => ['Virtual Machine', 'EC2 Instance'].includes(a.type)],
    ['category', { category: 'database' }, `category = 'database'`, (a) => a.category === 'database'],
    ['tag key', { tagKey: 'owner' }, `id IN (SELECT asset_id FROM asset_tags WHERE key = 'owner')`, (a) => a.tags.some((g: any) => g.key === 'owner')],
    ['tag key and values', { tagKey: 'env', tagValue: 'prod,qa' }, `id IN (SELECT asset_id FROM asset_tags WHERE key = 'env' AND value IN ('prod', 'qa'))`,
      (a) => a.tags.some((g: any) => g.key === 'env' && ['prod', 'qa'].includes(g.value))],
    ['internet exposed', { exposed: 'true' }, 'exposed = 1', (a) => a.exposed && a.exposureReason.length > 0],
    ['not exposed', { exposed: 'false' }, 'exposed = 0', (a) => !a.exposed && a.exposureReason === ''],
    ['has critical alerts', { hasCritical: 'true' }, 'open_critical > 0', (a) => a.openAlerts.Critical > 0],
    ['no critical alerts', { hasCritical: 'false' }, 'open_critical = 0', (a) => a.openAlerts.Critical === 0],
    ['search on the name', { q: 'PAYMENTS-prod' }, `lower(name) LIKE '%payments-prod%'`, (a) => a.name.toLowerCase().includes('payments-prod')],
    ['search on the resource id', { q: 'Microsoft.Web/sites' }, `resource_id LIKE '%Microsoft.Web/sites%'`, (a) => a.resourceId.includes('Microsoft.Web/sites')],
    ['search with LIKE wildcards taken literally', { q: 'prod_%' }, '0 = 1', () => false],
    ['cloud, category and exposure together', { cloud: 'aws', category: 'compute', exposed: 'true' }, `cloud = 'aws' AND category = 'compute' AND exposed = 1`,
      (a) => a.cloud === 'aws' && a.category === 'compute' && a.exposed],
    ['tag, region and search together', { tagKey: 'app', tagValue: 'ledger', region: 'us-east-1,westeurope', q: 'prod' },
      `id IN (SELECT asset_id FROM asset_tags WHERE key = 'app' AND value = 'ledger') AND region IN ('us-east-1', 'westeurope') AND name LIKE '%prod%'`,
      (a) => a.tags.some((g: any) => g.key === 'app' && g.value === 'ledger') && ['us-east-1', 'westeurope'].includes(a.region)],
  ];
  it.each(cases)('%s', async (_name, query, where, match) => {
    const res = await list({ ...query, pageSize: 200 });
    expect(res.status).toBe(200);
    const expected = acmeCount(where);
    expect(res.body.total).toBe(expected);
    expect(res.body.items.length).toBe(Math.min(200, expected));
    for (const a of res.body.items) expect(match(a), JSON.stringify(a)).toBe(true);
  });

  it('account and business unit', async () => {
    const [account] = rows<{ id: number; name: string }>(`SELECT id, name FROM cloud_accounts WHERE tenant_id = 'tnt_acme' ORDER BY id LIMIT 1`);
    const byAccount = await list({ account: account!.id, pageSize: 200 });
    expect(byAccount.body.total).toBe(acmeCount('account_id = ?', account!.id));
    expect(byAccount.body.items.every((a: any) => a.account.id === account!.id && a.account.name === account!.name)).toBe(true);
    const byUnit = await list({ businessUnit: 'Payments', pageSize: 200 });
    expect(byUnit.body.total).toBe(acmeCount(`account_id IN (SELECT account_id FROM business_unit_accounts bua JOIN business_units bu ON bu.id = bua.business_unit_id
      WHERE bu.tenant_id = 'tnt_acme' AND bu.name = 'Payments')`));
    expect(byUnit.body.total).toBeGreaterThan(0);
    expect(byUnit.body.items.every((a: any) => a.businessUnit === 'Payments')).toBe(true);
  });
});

describe('list sorts', () => {
  const field: Record<string, (a: any) => string | number> = {
    name: (a) => a.name, resourceId: (a) => a.resourceId, cloud: (a) => a.cloud, account: (a) => a.account.name, region: (a) => a.region, type: (a) => a.type,
    service: (a) => a.service, category: (a) => a.category, critical: (a) => a.openAlerts.Critical, high: (a) => a.openAlerts.High,
    medium: (a) => a.openAlerts.Medium, low: (a) => a.openAlerts.Low, firstSeen: (a) => a.createdAt, lastSeen: (a) => Date.parse(a.lastSeen),
  };
  const cases = Object.keys(field).flatMap((sort) => (['asc', 'desc'] as const).map((dir) => [sort, dir] as const));
  it.each(cases)('by %s %s, ties broken by id the same way, across two pages', async (sort, dir) => {
    const [first, second] = await Promise.all([1, 2].map((page) => list({ sort, dir, page, pageSize: 100 })));
    const items = [...first!.body.items, ...second!.body.items];
    expect(items).toHaveLength(200);
    const sign = dir === 'asc' ? 1 : -1;
    for (let i = 1; i < items.length; i += 1) {
      const [a, b] = [field[sort]!(items[i - 1]), field[sort]!(items[i])];
      const order = a < b ? -1 : a > b ? 1 : Math.sign(items[i - 1].id - items[i].id);
      expect(order * sign, `${JSON.stringify(a)} then ${JSON.stringify(b)} (ids ${items[i - 1].id}, ${items[i].id})`).toBe(-1);
    }
  });

  it('the default order is by name, A to Z', async () => {
    const names = (await list({ pageSize: 50 })).body.items.map((a: any) => a.name);
    expect(names).toEqual([...names].sort());
  });
});

describe('paging', () => {
  it('the last page holds the rest, a page past the end is empty with the real total', async () => {
    const total = acmeCount('1 = 1');
    const pages = Math.ceil(total / 50);
    const last = await list({ page: pages });
    expect(last.body).toMatchObject({ total, page: pages, pageSize: 50, pageCount: pages });
    expect(last.body.items).toHaveLength(total - (pages - 1) * 50);
    const beyond = await list({ page: pages + 1 });
    expect(beyond.status).toBe(200);
    expect(beyond.body.items).toEqual([]);
    expect(beyond.body.total).toBe(total);
  });

  it.each([
    [{}], [{ sort: 'account', dir: 'desc' }], [{ cloud: 'aws', sort: 'lastSeen', dir: 'desc' }], [{ tagKey: 'env', tagValue: 'prod', sort: 'critical' }],
  ] as [Record<string, string>][])('page 3 by number holds the rows a page three times as long ends with: %j', async (query) => {
    const [third, long] = await Promise.all([list({ ...query, page: 3, pageSize: 50 }), list({ ...query, page: 1, pageSize: 150 })]);
    expect(long.body.items).toHaveLength(150);
    expect(third.body.items.map((a: any) => a.id)).toEqual(long.body.items.slice(100).map((a: any) => a.id));
    expect(third.body.items[0]).toEqual(long.body.items[100]);
  });

  it('page sizes from 1 to 200', async () => {
    expect((await list({ pageSize: 1 })).body.items).toHaveLength(1);
    expect((await list({ pageSize: 200 })).body.items).toHaveLength(200);
    for (const pageSize of [0, 201]) {
      const res = await list({ pageSize });
      expect(res.status).toBe(400);
      expect(res.body.error.fields.map((f: any) => f.path)).toEqual(['pageSize']);
    }
    expect((await list({ page: 0 })).body.error.fields.map((f: any) => f.path)).toEqual(['page']);
  });
});

describe('bad input answers 400 naming the parameter, and changes nothing', () => {
  it.each([
    [{ cloud: 'gcp' }, 'cloud'], [{ sort: 'owner' }, 'sort'], [{ dir: 'up' }, 'dir'], [{ exposed: 'maybe' }, 'exposed'], [{ hasCritical: '1' }, 'hasCritical'],
    [{ account: 'first' }, 'account'], [{ tagValue: 'prod' }, 'tagValue'], [{ q: 'x'.repeat(201) }, 'q'],
  ] as [Record<string, string>, string][])('%j', async (query, path) => {
    for (const route of ['assets', 'assets/facets', 'assets/export.csv']) {
      const res = await get(route, query);
      expect(res.status, route).toBe(400);
      expect(res.body.error.fields.map((f: any) => f.path.split('.')[0]), route).toContain(path);
    }
  });

  it('an unknown parameter is named too', async () => {
    const res = await list({ colour: 'red' });
    expect(res.status).toBe(400);
    expect(JSON.stringify(res.body.error)).toContain('colour');
  });
});

describe('facets: counts per value of each menu, under the other filters', () => {
  const counts = (facet: { value: string; count: number }[]) => Object.fromEntries(facet.map((f) => [f.value, f.count]));
  const grouped = (column: string, where: string) => Object.fromEntries(rows<{ v: string; n: number }>(
    `SELECT ${column} AS v, count(*) AS n FROM assets WHERE tenant_id = 'tnt_acme' AND ${where} GROUP BY ${column}`).map((r) => [String(r.v), Number(r.n)]));

  it('with no filter, each menu adds up to the inventory', async () => {
    const res = await get('assets/facets');
    expect(res.status).toBe(200);
    const total = acmeCount('1 = 1');
    for (const menu of ['cloud', 'account', 'region', 'service', 'type', 'category', 'exposed', 'hasCritical'] as const) {
      expect(res.body[menu].reduce((s: number, f: any) => s + f.count, 0), menu).toBe(total);
    }
    expect(counts(res.body.exposed)).toEqual({ true: acmeCount('exposed = 1'), false: acmeCount('exposed = 0') });
    expect(counts(res.body.region)).toEqual(grouped('region', '1 = 1'));
    expect(counts(res.body.type)).toEqual(grouped('type', '1 = 1'));
    expect(counts(res.body.hasCritical)).toEqual(grouped(`CASE WHEN open_critical > 0 THEN 'true' ELSE 'false' END`, '1 = 1'));
    for (const unit of res.body.businessUnit) {
      expect(unit.count, unit.value).toBe(acmeCount(`account_id IN (SELECT account_id FROM business_unit_accounts bua
        JOIN business_units bu ON bu.id = bua.business_unit_id WHERE bu.tenant_id = 'tnt_acme' AND bu.name = ?)`, unit.value));
    }
    expect(counts(res.body.tagKey)).toEqual(Object.fromEntries(rows<{ key: string; n: number }>(
      `SELECT key, count(*) AS n FROM asset_tags WHERE tenant_id = 'tnt_acme' GROUP BY key`).map((r) => [r.key, Number(r.n)])));
    expect(res.body.tagValue).toEqual([]);
    expect(res.body.account.every((f: any) => f.label.startsWith('acme-'))).toBe(true);
  });

  it('a menu ignores its own filter and follows the others', async () => {
    const res = await get('assets/facets', { cloud: 'aws', exposed: 'true' });
    expect(counts(res.body.cloud)).toEqual(grouped('cloud', 'exposed = 1'));
    expect(Object.keys(counts(res.body.cloud)).sort()).toEqual(['aws', 'azure']);
    expect(counts(res.body.region)).toEqual(grouped('region', `cloud = 'aws' AND exposed = 1`));
    expect(counts(res.body.exposed)).toEqual(grouped(`CASE WHEN exposed = 1 THEN 'true' ELSE 'false' END`, `cloud = 'aws'`));
    expect(counts(res.body.hasCritical)).toEqual(grouped(`CASE WHEN open_critical > 0 THEN 'true' ELSE 'false' END`, `cloud = 'aws' AND exposed = 1`));
  });

  it('under free text and tag filters the menus count the matching assets', async () => {
    const res = await get('assets/facets', { q: 'prod', tagKey: 'env', tagValue: 'prod' });
    const where = `name LIKE '%prod%' AND id IN (SELECT asset_id FROM asset_tags WHERE key = 'env' AND value = 'prod')`;
    expect(counts(res.body.type)).toEqual(grouped('type', where));
    expect(counts(res.body.tagValue)).toEqual(Object.fromEntries(rows<{ value: string; n: number }>(`SELECT value, count(*) AS n FROM asset_tags
      WHERE tenant_id = 'tnt_acme' AND key = 'env' AND asset_id IN (SELECT id FROM assets WHERE name LIKE '%prod%') GROUP BY value`).map((r) => [r.value, Number(r.n)])));
  });

  it('under free text and a chosen menu, that menu counts the text alone and the others count both', async () => {
    const res = await get('assets/facets', { q: 'prod', cloud: 'aws' });
    const text = `(name LIKE '%prod%' OR resource_id LIKE '%prod%')`;
    expect(counts(res.body.cloud)).toEqual(grouped('cloud', text));
    expect(Object.keys(counts(res.body.cloud)).sort()).toEqual(['aws', 'azure']);
    expect(counts(res.body.region)).toEqual(grouped('region', `${text} AND cloud = 'aws'`));
    expect(counts(res.body.hasCritical)).toEqual(grouped(`CASE WHEN open_critical > 0 THEN 'true' ELSE 'false' END`, `${text} AND cloud = 'aws'`));
  });

  it('under a tag filter with others (no free text) the menus, the tag menus and the total count the matching assets', async () => {
    const query = { tagKey: 'env', tagValue: 'prod,qa', cloud: 'aws', exposed: 'false' };
    const res = await get('assets/facets', query);
    const tagged = `id IN (SELECT asset_id FROM asset_tags WHERE key = 'env' AND value IN ('prod', 'qa'))`;
    expect(counts(res.body.region)).toEqual(grouped('region', `${tagged} AND cloud = 'aws' AND exposed = 0`));
    expect(counts(res.body.cloud)).toEqual(grouped('cloud', `${tagged} AND exposed = 0`));
    expect(Object.keys(counts(res.body.cloud)).sort()).toEqual(['aws', 'azure']);
    expect(counts(res.body.hasCritical)).toEqual(grouped(`CASE WHEN open_critical > 0 THEN 'true' ELSE 'false' END`, `${tagged} AND cloud = 'aws' AND exposed = 0`));
    const tagsOf = (by: 'key' | 'value', extra: string) => Object.fromEntries(rows<{ v: string; n: number }>(`SELECT ${by} AS v, count(*) AS n FROM asset_tags
      WHERE tenant_id = 'tnt_acme'${extra} AND asset_id IN (SELECT id FROM assets WHERE cloud = 'aws' AND exposed = 0) GROUP BY ${by}`).map((r) => [r.v, Number(r.n)]));
    expect(counts(res.body.tagKey)).toEqual(tagsOf('key', ''));
    expect(counts(res.body.tagValue)).toEqual(tagsOf('value', ` AND key = 'env'`));
    expect((await list(query)).body.total).toBe(acmeCount(`${tagged} AND cloud = 'aws' AND exposed = 0`));
  });

  it('business units add up the assets of their accounts', async () => {
    const res = await get('assets/facets', { cloud: 'azure' });
    expect(res.body.businessUnit.length).toBeGreaterThan(0);
    for (const unit of res.body.businessUnit) {
      expect(unit.count, unit.value).toBe(acmeCount(`cloud = 'azure' AND account_id IN (SELECT account_id FROM business_unit_accounts bua
        JOIN business_units bu ON bu.id = bua.business_unit_id WHERE bu.tenant_id = 'tnt_acme' AND bu.name = ?)`, unit.value));
    }
  });
});

describe('detail', () => {
  it('shows the asset with its metadata, tags, related alerts, vulnerabilities, access, compliance failures and history', async () => {
    const [row] = rows<{ id: number; resource_id: string; metadata: string; account_id: number }>(`SELECT s.id, s.resource_id, s.metadata, s.account_id FROM assets s
      WHERE s.tenant_id = 'tnt_acme' AND s.open_high > 0 AND EXISTS (SELECT 1 FROM asset_access x WHERE x.asset_id = s.id)
      AND EXISTS (SELECT 1 FROM asset_changes c WHERE c.asset_id = s.id) ORDER BY s.id LIMIT 1`);
    const res = await get(`assets/${row!.id}`);
    expect(res.status).toBe(200);
    const d = res.body;
    expect(d.asset.resourceId).toBe(row!.resource_id);
    expect(d.metadata).toEqual(JSON.parse(row!.metadata));
    expect(d.asset.tags).toEqual(rows(`SELECT key, value FROM asset_tags WHERE asset_id = ? ORDER BY key`, row!.id));
    expect(d.alerts.filter).toEqual({ kind: 'cloud', resourceId: [row!.resource_id] });
    expect(d.alerts.items[0].status).toBe('Open');
    // The filter is link-ready: the alerts search answers exactly this asset's alerts with it.
    const linked = await call(`${t.url}/api/alerts/v1/search`, { method: 'POST', json: { ...d.alerts.filter, pageSize: 200 }, headers: bearer(admin) });
    expect(linked.body.total).toBe(d.alerts.total);
    expect(linked.body.items.every((a: any) => a.resource === row!.resource_id)).toBe(true);
    expect(linked.body.items.filter((a: any) => a.status === 'Open' && a.severity === 'High')).toHaveLength(d.asset.openAlerts.High);
    // Who can reach the asset is evaluated from policies by its own call; the detail carries no second, stored list.
    expect(d).not.toHaveProperty('identities');
    expect(d.complianceFailures.length).toBe(Number(rows(`SELECT count(*) AS n FROM compliance_results WHERE account_id = ? AND status = 'fail'`, row!.account_id)[0].n));
    expect(d.changes.length).toBeGreaterThan(0);
    const times = d.changes.map((c: any) => c.at);
    expect(times).toEqual([...times].sort().reverse());
    expect(d.vulnerabilities.total).toBe(Number(rows(`SELECT count(*) AS n FROM vulnerabilities WHERE asset_id = ?`, row!.id)[0].n));
  });

  it("another tenant's asset and a missing one answer 404", async () => {
    const [other] = rows<{ id: number }>(`SELECT id FROM assets WHERE tenant_id = 'tnt_globex_eu' ORDER BY id LIMIT 1`);
    const res = await get(`assets/${other!.id}`);
    expect(res.status).toBe(404);
    expect(res.body.error.message).toBe(`Asset ${other!.id} does not exist`);
    expect((await get('assets/99999999')).status).toBe(404);
    expect((await get(`assets/${other!.id}`, {}, globex)).status).toBe(200);
    expect((await get('assets/abc')).status).toBe(400);
  });
});

describe('open-alert counts follow alert changes', () => {
  it('resolving an asset\'s only open critical alert moves it out of "has critical alerts", reopening moves it back', async () => {
    const [target] = rows<{ id: number; ref: string; asset_id: number }>(`SELECT a.id, a.ref, a.asset_id FROM alerts a JOIN assets s ON s.id = a.asset_id
      WHERE a.tenant_id = 'tnt_acme' AND a.status = 'Open' AND a.severity = 'Critical' AND s.open_critical = 1 ORDER BY a.id LIMIT 1`);
    const before = (await get(`assets/${target!.asset_id}`)).body.asset.openAlerts;
    const critical = (await list({ hasCritical: 'true' })).body.total;
    const act = (action: string) => call(`${t.url}/api/alerts/v1/alerts/actions`, { method: 'POST', headers: bearer(admin),
      json: { ids: [target!.ref], action, ...(action === 'resolve' ? { reason: 'Fixed' } : {}) } });
    expect((await act('resolve')).body.succeeded).toBe(1);
    expect((await get(`assets/${target!.asset_id}`)).body.asset.openAlerts).toEqual({ ...before, Critical: 0 });
    expect((await list({ hasCritical: 'true' })).body.total).toBe(critical - 1);
    expect((await get('assets/facets', { hasCritical: 'true' })).body.hasCritical.find((f: any) => f.value === 'true').count).toBe(critical - 1);
    expect((await act('reopen')).body.succeeded).toBe(1);
    expect((await get(`assets/${target!.asset_id}`)).body.asset.openAlerts).toEqual(before);
    expect((await list({ hasCritical: 'true' })).body.total).toBe(critical);
  });
});

describe('CSV export', () => {
  it('streams the filtered rows with a header, quoted cells and formulas neutralised', async () => {
    const [victim] = rows<{ id: number }>(`SELECT id FROM assets WHERE tenant_id = 'tnt_acme' AND cloud = 'azure' AND exposed = 1 ORDER BY id LIMIT 1`);
    const [{ name }] = rows<{ name: string }>(`SELECT name FROM assets WHERE id = ?`, victim!.id) as [{ name: string }];
    db.prepare(`UPDATE assets SET name = ? WHERE id = ?`).run('=HYPERLINK("http://x", "a, b")', victim!.id);
    const res = await fetch(`${t.url}/api/asset/api/v1/assets/export.csv?cloud=azure&exposed=true&sort=name`, { headers: bearer(admin) });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="cloud-assets-\d{4}-\d{2}-\d{2}\.csv"$/);
    const lines = (await res.text()).split('\r\n').filter(Boolean);
    expect(lines[0]).toBe('Asset ID,Name,Resource ID,Cloud,Account,Account ID,Business unit,Region,Type,Service,Category,Internet exposed,Exposure reason,'
      + 'Open critical,Open high,Open medium,Open low,Tags,First seen,Last seen');
    expect(lines.length - 1).toBe(acmeCount(`cloud = 'azure' AND exposed = 1`));
    const ids = lines.slice(1).map((l) => Number(l.split(',')[0]));
    const listed = (await list({ cloud: 'azure', exposed: 'true', sort: 'name', pageSize: 200 })).body.items.map((a: any) => a.id);
    expect(ids.slice(0, listed.length)).toEqual(listed);
    const line = lines.find((l) => l.startsWith(`${victim!.id},`))!;
    expect(line.startsWith(`${victim!.id},"'=HYPERLINK(""http://x"", ""a, b"")",/subscriptions/`)).toBe(true);
    expect(lines.slice(1).every((l) => l.includes(',azure,'))).toBe(true);
    db.prepare(`UPDATE assets SET name = ? WHERE id = ?`).run(name, victim!.id);
  });
});

describe('the dashboard card and the inventory total', () => {
  it('agree with no filter, also after an asset is added', async () => {
    const card = async () => (await call(`${t.url}/api/asset/api/v1/dashboard/cloudassetcount`, { headers: bearer(admin) })).body.total;
    const total = acmeCount('1 = 1');
    expect(await card()).toBe(total);
    expect((await list()).body.total).toBe(total);
    const [account] = rows<{ id: number; name: string }>(`SELECT id, name FROM cloud_accounts WHERE tenant_id = 'tnt_acme' ORDER BY id LIMIT 1`);
    db.prepare(`INSERT INTO assets (tenant_id, account_id, type, name, region, created_at, resource_id, cloud, account_name, service, category, last_seen)
      VALUES ('tnt_acme', ?, 'S3 Bucket', 'added-bucket', 'us-east-1', ?, 'arn:aws:s3:::added-bucket', 'aws', ?, 's3', 'storage', ?)`).run(account!.id, t.now(), account!.name, t.now());
    t.advance(11_000);
    expect(await card()).toBe(total + 1);
    expect((await list()).body.total).toBe(total + 1);
    expect((await list({ q: 'added-bucket' })).body.total).toBe(1);
    db.prepare(`DELETE FROM assets WHERE name = 'added-bucket'`).run();
  });
});

describe('asset dashboard', () => {
  it('breaks the inventory down and lists the riskiest exposed assets', async () => {
    const res = await get('assets/dashboard', { interval: 'week', days: 180 });
    expect(res.status).toBe(200);
    const d = res.body;
    const total = acmeCount('1 = 1');
    expect(d.total).toBe(total);
    for (const part of ['byCloud', 'byRegion', 'byType'] as const) expect(d[part].reduce((s: number, b: any) => s + b.count, 0)).toBe(total);
    expect(d.exposure).toEqual({ exposed: acmeCount('exposed = 1'), notExposed: acmeCount('exposed = 0'), exposedWithCritical: acmeCount('exposed = 1 AND open_critical > 0') });
    expect(d.riskiest.length).toBeGreaterThan(0);
    expect(d.riskiest.every((a: any) => a.exposed)).toBe(true);
    const risk = d.riskiest.map((a: any) => [a.openAlerts.Critical, a.openAlerts.High]);
    expect(risk).toEqual([...risk].sort((a: number[], b: number[]) => b[0]! - a[0]! || b[1]! - a[1]!));
    expect(d.growth.points).toHaveLength(26);
    expect(d.growth.points.at(-1).total).toBe(total);
    const added = d.growth.points.reduce((s: number, p: any) => s + p.added, 0);
    expect(d.growth.points[0].total - d.growth.points[0].added).toBe(total - added);
    expect((await get('assets/dashboard', { interval: 'day', days: 30 })).body.growth.points).toHaveLength(30);
  });

  it('counts assets per region (with those holding open critical alerts) and per cloud, exposure and critical alerts, as the assets say', async () => {
    const d = (await get('assets/dashboard')).body;
    const regions = rows<{ cloud: string; region: string; n: number; c: number }>(`SELECT cloud, region, count(*) AS n, sum(CASE WHEN open_critical > 0 THEN 1 ELSE 0 END) AS c
      FROM assets WHERE tenant_id = 'tnt_acme' GROUP BY cloud, region ORDER BY n DESC, cloud, region`);
    expect(regions.length).toBeGreaterThan(3);
    expect(d.regions).toEqual(regions.map((r) => ({ cloud: r.cloud, region: r.region, count: Number(r.n), withCritical: Number(r.c) })));
    const flow = rows<{ cloud: string; e: number; s: string; n: number }>(`SELECT cloud, exposed AS e, CASE WHEN open_critical > 0 THEN 'Critical'
      WHEN open_high > 0 THEN 'High' WHEN open_medium > 0 THEN 'Medium' WHEN open_low > 0 THEN 'Low' ELSE 'None' END AS s, count(*) AS n
      FROM assets WHERE tenant_id = 'tnt_acme' GROUP BY 1, 2, 3`);
    const key = (f: { cloud: string; exposed: boolean; severity: string }) => `${f.cloud}/${f.exposed}/${f.severity}`;
    expect(new Map(d.exposureFlow.map((f: any) => [key(f), f.count]))).toEqual(new Map(flow.map((r) => [key({ cloud: r.cloud, exposed: Number(r.e) === 1, severity: r.s }), Number(r.n)])));
    expect(d.exposureFlow.map((f: any) => f.count)).toEqual([...d.exposureFlow.map((f: any) => f.count)].sort((a, b) => b - a));
    const globexRegions = (await get('assets/dashboard', {}, globex)).body.regions;
    expect(globexRegions.reduce((s: number, r: any) => s + r.count, 0)).toBe(Number(rows(`SELECT count(*) AS n FROM assets WHERE tenant_id = 'tnt_globex_eu'`)[0].n));
  });
});

describe('exposure flow by highest open severity', () => {
  it('puts each asset under the highest severity of its open alerts, or None', async () => {
    const flowOf = async () => new Map<string, number>((await get('assets/dashboard')).body.exposureFlow
      .map((f: any) => [`${f.cloud}/${f.exposed ? 'exposed' : 'internal'}/${f.severity}`, f.count]));
    const before = await flowOf();
    const account = rows<{ id: number; name: string }>(`SELECT id, name FROM cloud_accounts WHERE tenant_id = 'tnt_acme' AND provider = 'aws' ORDER BY id LIMIT 1`)[0]!;
    // [exposed, critical, high, medium, low]
    const added: [number, number, number, number, number][] = [[1, 1, 4, 0, 2], [1, 0, 2, 5, 0], [1, 0, 0, 1, 3], [1, 0, 0, 0, 1], [0, 0, 0, 0, 0], [0, 0, 1, 0, 0]];
    for (const [i, [exposed, c, h, m, l]] of added.entries()) {
      db.prepare(`INSERT INTO assets (tenant_id, account_id, type, name, region, created_at, resource_id, cloud, account_name, service, category, last_seen,
        exposed, exposure_reason, open_critical, open_high, open_medium, open_low) VALUES ('tnt_acme', ?, 'S3 Bucket', ?, 'zz-flow-1', 1, ?, 'aws', ?, 's3', 'storage', 1,
        ?, ?, ?, ?, ?, ?)`).run(account.id, `flow-${i}`, `arn:aws:s3:::flow-${i}`, account.name, exposed, exposed ? 'Public bucket' : '', c, h, m, l);
    }
    const after = await flowOf();
    const change = new Map([...after].map(([k, n]) => [k, n - (before.get(k) ?? 0)] as const).filter(([, n]) => n !== 0));
    expect(change).toEqual(new Map([['aws/exposed/Critical', 1], ['aws/exposed/High', 1], ['aws/exposed/Medium', 1], ['aws/exposed/Low', 1],
      ['aws/internal/None', 1], ['aws/internal/High', 1]]));
  });
});

describe('access', () => {
  it('every route needs the CLOUD_ASSETS module', async () => {
    const viewer = await accessToken(t.url, 'viewer@acme.test');
    for (const path of ['assets', 'assets/facets', 'assets/export.csv', 'assets/dashboard', 'assets/1']) {
      expect((await get(path, {}, viewer)).status, path).toBe(403);
      expect((await call(`${t.url}/api/asset/api/v1/${path}`)).status, path).toBe(401);
    }
  });

  it('each tenant sees only its own assets on every route', async () => {
    const own = Number(rows(`SELECT count(*) AS n FROM assets WHERE tenant_id = 'tnt_globex_eu'`)[0].n);
    const ids = new Set(rows<{ id: number }>(`SELECT id FROM assets WHERE tenant_id = 'tnt_globex_eu'`).map((r) => Number(r.id)));
    const page = await list({ pageSize: 200 }, globex);
    expect(page.body.total).toBe(own);
    expect(page.body.items.every((a: any) => ids.has(a.id))).toBe(true);
    const facets = (await get('assets/facets', {}, globex)).body;
    expect(facets.cloud.reduce((s: number, f: any) => s + f.count, 0)).toBe(own);
    expect((await get('assets/dashboard', {}, globex)).body.total).toBe(own);
    const csv = await (await fetch(`${t.url}/api/asset/api/v1/assets/export.csv`, { headers: bearer(globex) })).text();
    const exported = csv.split('\r\n').filter(Boolean).slice(1).map((l) => Number(l.split(',')[0]));
    expect(exported).toHaveLength(own);
    expect(exported.every((id) => ids.has(id))).toBe(true);
  });
});

describe('values with commas', () => {
  it('a repeated parameter keeps a business unit name with a comma whole', async () => {
    const [unit] = rows<{ id: string }>(`SELECT id FROM business_units WHERE tenant_id = 'tnt_acme' AND name = 'Retail'`);
    const accounts = rows<{ account_id: number }>(`SELECT account_id FROM business_unit_accounts WHERE business_unit_id = ?`, unit!.id).map((r) => Number(r.account_id));
    const created = await call(`${t.url}/api/admin/v1/business-units/${unit!.id}`, { method: 'PUT', headers: bearer(admin),
      json: { name: 'Sales, EMEA', description: '', accountIds: accounts } });
    expect(created.status).toBe(200);
    const res = await call(`${t.url}/api/asset/api/v1/assets?businessUnit=${encodeURIComponent('Sales, EMEA')}&businessUnit=Nowhere&pageSize=200`, { headers: bearer(admin) });
    expect(res.status).toBe(200);
    expect(res.body.total).toBe(acmeCount(`account_id IN (${accounts.join(', ')})`));
    expect(res.body.total).toBeGreaterThan(0);
    expect(res.body.items.every((a: any) => a.businessUnit === 'Sales, EMEA')).toBe(true);
  });
});
