import { openTestDatabase, type TestDatabase } from './support/testDatabase.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessToken, bearer, BrowserClient, call, startServer, type TestServer } from './helpers.js';

let t: TestServer;
let admin: string;
let viewer: string;
let globex: string;
let sqlite: TestDatabase;
beforeAll(async () => {
  t = await startServer();
  [admin, viewer, globex] = await Promise.all([accessToken(t.url, 'admin@acme.test'), accessToken(t.url, 'viewer@acme.test'),
    accessToken(t.url, 'analyst@globex.test', { tenant_id: 'tnt_globex_eu' })]);
  sqlite = openTestDatabase(t.dataDir);
});
afterAll(async () => { sqlite.close(); await t.stop(); });

const post = (path: string, json: unknown, token = admin) => call(`${t.url}/api/alerts/v1${path}`, { method: 'POST', json, headers: bearer(token) });
const get = (path: string, token = admin) => call(`${t.url}/api/alerts/v1${path}`, { headers: bearer(token) });
const search = (body: Record<string, unknown>, token = admin) => post('/search', body, token);
/** Rows of the tenant straight from the database, to check the API against. */
const db = <T = any>(query: string, ...params: unknown[]) => sqlite.prepare(query).all(...params) as T[];
const countDb = (where: string, ...params: unknown[]) => (db<{ n: number }>(`SELECT count(*) n FROM alerts WHERE tenant_id = 'tnt_acme' AND ${where}`, ...params)[0]!.n);

describe('search: filters', () => {
  it('filters by id, account, first and last seen range', async () => {
    const first = (await search({ pageSize: 3 })).body.items;
    const byId = await search({ ids: [first[0].id, first[2].id.toLowerCase()] });
    expect(byId.body.items.map((a: any) => a.id).sort()).toEqual([first[0].id, first[2].id].sort());
    const account = first[0].account.id;
    const byAccount = await search({ account: [account], pageSize: 200 });
    expect(byAccount.body.total).toBe(countDb(`kind = 'cloud' AND account_id = ?`, account));
    const from = t.now() - 7 * 86_400_000;
    const recent = await search({ lastSeenFrom: from, pageSize: 200 });
    expect(recent.body.total).toBe(countDb(`kind = 'cloud' AND last_seen >= ?`, from));
    expect(recent.body.items.every((a: any) => Date.parse(a.lastSeen) >= from)).toBe(true);
    const to = t.now() - 60 * 86_400_000;
    const old = await search({ firstSeenTo: to });
    expect(old.body.total).toBe(countDb(`kind = 'cloud' AND created_at <= ?`, to));
  });

  it('IaC alerts carry repository, branch, commit, file and line, and filter by them', async () => {
    const res = await search({ kind: 'iac', repository: ['data/k8s-manifests'], branch: ['main'], filePath: 'k8s', pageSize: 200 });
    expect(res.body.total).toBe(countDb(`kind = 'iac' AND repository = 'data/k8s-manifests' AND branch = 'main' AND file_path LIKE '%k8s%'`));
    expect(res.body.items[0]).toMatchObject({ id: expect.stringMatching(/^ZS-IAC-\d+$/), iac: { repository: 'data/k8s-manifests', branch: 'main',
      commit: expect.stringMatching(/^[0-9a-f]{12}$/), filePath: expect.stringContaining('k8s'), line: expect.any(Number) } });
    const cloud = await search({ pageSize: 1 });
    expect(cloud.body.items[0].id).toMatch(/^ZS-CLOUD-\d+$/);
    expect(cloud.body.items[0].iac).toBeUndefined();
  });

  it('answers 400 naming each invalid field', async () => {
    const res = await search({ pageSize: 500, severity: ['Severe'], sort: 'title; DROP TABLE alerts', kind: 'gcp', extra: 1 });
    expect(res.status).toBe(400);
    const paths = res.body.error.fields.map((f: any) => f.path);
    for (const field of ['pageSize', 'severity', 'sort', 'kind']) expect(paths.some((p: string) => p.startsWith(field))).toBe(true);
  });
});

describe('search: sorting and paging', () => {
  const sorts: [string, (a: any) => string | number, string?][] = [
    ['severity', (a) => ({ Critical: 4, High: 3, Medium: 2, Low: 1 } as Record<string, number>)[a.severity]!],
    ['lastSeen', (a) => Date.parse(a.lastSeen)], ['firstSeen', (a) => Date.parse(a.firstSeen)], ['age', (a) => a.ageDays],
    ['policy', (a) => a.policy.name], ['region', (a) => a.region], ['account', (a) => a.account.name], ['status', (a) => a.status],
    ['id', (a) => Number(a.id.split('-').at(-1))], ['cloud', (a) => a.cloud], ['assetCategory', (a) => a.assetCategory], ['assetType', (a) => a.assetType],
    ['resource', (a) => a.resource], ['businessUnit', (a) => a.businessUnit], ['complianceControl', (a) => a.complianceControl],
    ['repository', (a) => a.iac.repository, 'iac'], ['branch', (a) => a.iac.branch, 'iac'], ['filePath', (a) => a.iac.filePath, 'iac'],
  ];
  it.each(sorts)('sorts by %s both ways', async (sort, key, kind = 'cloud') => {
    const firsts: (string | number)[] = [];
    for (const dir of ['asc', 'desc'] as const) {
      const items = (await search({ kind, sort, dir, pageSize: 100 })).body.items;
      expect(items.length).toBeGreaterThan(1);
      const keys = items.map(key);
      const sorted = [...keys].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
      expect(keys).toEqual(dir === 'asc' ? sorted : sorted.reverse());
      firsts.push(keys[0]);
    }
    // The two directions start at opposite ends of the whole set.
    expect(firsts[0]! < firsts[1]!).toBe(true);
  });

  it('pages without overlap, a short last page and an empty page past the end', async () => {
    const filter = { severity: ['Critical'], sort: 'severity' };
    const total = (await search({ ...filter, pageSize: 1 })).body.total;
    const pageSize = 7;
    const pageCount = Math.ceil(total / pageSize);
    const p1 = await search({ ...filter, pageSize, page: 1 });
    const p2 = await search({ ...filter, pageSize, page: 2 });
    expect(p1.body.items.map((a: any) => a.id)).not.toEqual(expect.arrayContaining([p2.body.items[0].id]));
    const last = await search({ ...filter, pageSize, page: pageCount });
    expect(last.body).toMatchObject({ total, page: pageCount, pageCount });
    expect(last.body.items).toHaveLength(total - (pageCount - 1) * pageSize);
    const past = await search({ ...filter, pageSize, page: pageCount + 1 });
    expect(past.status).toBe(200);
    expect(past.body).toMatchObject({ items: [], total });
  });
});

describe('group by policy', () => {
  it('counts alerts per policy and severity under the filters', async () => {
    const res = await post('/groupByPolicy', { status: ['Open'] });
    expect(res.status).toBe(200);
    const s3 = res.body.groups.find((g: any) => g.policyId === 'ZS-AWS-S3-001');
    expect(s3.policy).toBe('S3 bucket is publicly readable');
    for (const sev of ['Critical', 'High', 'Medium', 'Low']) {
      expect(s3.counts[sev]).toBe(countDb(`kind = 'cloud' AND status = 'Open' AND rule_id = 'ZS-AWS-S3-001' AND severity = ?`, sev));
    }
    expect(s3.total).toBe(Object.values(s3.counts as Record<string, number>).reduce((a, b) => a + b, 0));
    const totals = res.body.groups.map((g: any) => g.total);
    expect(totals).toEqual([...totals].sort((a, b) => b - a));
  });
});

describe('detail', () => {
  it('explains the alert, lists history and gives previous and next in the current sort', async () => {
    const page = (await search({ severity: ['High'], sort: 'lastSeen', dir: 'desc', pageSize: 3 })).body.items;
    const res = await get(`/alerts/${page[1].id}?severity=High&sort=lastSeen&dir=desc`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ alert: { id: page[1].id }, previousId: page[0].id, nextId: page[2].id,
      description: expect.any(String), remediation: { console: expect.any(Array), cli: expect.any(String) },
      resource: { id: page[1].resource, account: { externalId: expect.any(String) } }, history: [{ to: 'Open' }] });
    expect(res.body.contributingFactors.length).toBeGreaterThan(0);
    expect(res.body.compliance.length).toBeGreaterThan(0);
    const first = await get(`/alerts/${page[0].id}?severity=High&sort=lastSeen&dir=desc`);
    expect(first.body.previousId).toBeNull();
    expect((await get('/alerts/ZS-CLOUD-1')).status).toBe(404);
  });
});

describe('actions', () => {
  it('resolves, ignores with a reason and reopens, reports failures per id and audits each change', async () => {
    const open = (await search({ status: ['Open'], pageSize: 3 })).body.items.map((a: any) => a.id);
    const resolved = await post('/alerts/actions', { ids: [open[0], open[1], 'ZS-CLOUD-999999'], action: 'resolve' });
    expect(resolved.status).toBe(200);
    expect(resolved.body).toMatchObject({ succeeded: 2, failed: 1 });
    expect(resolved.body.results).toContainEqual({ id: 'ZS-CLOUD-999999', ok: false, code: 'NOT_FOUND', message: expect.stringContaining('ZS-CLOUD-999999') });
    const again = await post('/alerts/actions', { ids: [open[0]], action: 'resolve' });
    expect(again.body.results[0]).toMatchObject({ ok: false, code: 'INVALID_TRANSITION' });
    const noReason = await post('/alerts/actions', { ids: [open[2]], action: 'ignore' });
    expect(noReason.status).toBe(400);
    expect(noReason.body.error.fields.map((f: any) => f.path)).toContain('reason');
    expect((await post('/alerts/actions', { ids: [open[2]], action: 'ignore', reason: 'Test bucket, no data' })).body.succeeded).toBe(1);
    expect((await post('/alerts/actions', { ids: [open[0]], action: 'reopen' })).body.results[0]).toMatchObject({ ok: true, status: 'Open' });
    const detail = (await get(`/alerts/${open[2]}`)).body;
    expect(detail.alert).toMatchObject({ status: 'Ignored', statusDescription: 'Test bucket, no data' });
    expect(detail.history.at(-1)).toMatchObject({ from: 'Open', to: 'Ignored', reason: 'Test bucket, no data', actor: 'Ada Admin' });
    const audited = db(`SELECT action, target FROM audit_log WHERE tenant_id = 'tnt_acme' AND action LIKE 'alert.%' ORDER BY created_at`);
    expect(audited).toEqual(expect.arrayContaining([{ action: 'alert.resolve', target: open[0] }, { action: 'alert.resolve', target: open[1] },
      { action: 'alert.ignore', target: open[2] }, { action: 'alert.reopen', target: open[0] }]));
  });

  it("the dashboard's open-threats figure follows an action at once, not after the count cache's 10 s", async () => {
    const threats = async () => (await call(`${t.url}/api/commondashboard/v1/totalThreats`, { headers: bearer(admin) })).body.total as number;
    const before = await threats();
    const [first] = (await search({ status: ['Open'], pageSize: 1 })).body.items.map((a: any) => a.id);
    expect((await post('/alerts/actions', { ids: [first], action: 'resolve' })).body.succeeded).toBe(1);
    expect(await threats()).toBe(before - 1);
    await post('/alerts/actions', { ids: [first], action: 'reopen' });
    expect(await threats()).toBe(before);
  });

  it('lets the viewer look but not act (403), and keeps tenants apart', async () => {
    const open = (await search({ status: ['Open'], pageSize: 1 }, viewer));
    expect(open.status).toBe(200);
    const id = open.body.items[0].id;
    const res = await post('/alerts/actions', { ids: [id], action: 'resolve' }, viewer);
    expect(res.status).toBe(403);
    expect(res.body.error.message).toContain('MANAGE_ALERTS');
    expect((await get(`/alerts/${id}`)).body.alert.status).toBe('Open');
    // Globex sees none of Acme's alerts and cannot change them.
    expect((await get(`/alerts/${id}`, globex)).status).toBe(404);
    const cross = await post('/alerts/actions', { ids: [id], action: 'resolve' }, globex);
    expect(cross.body.results[0]).toMatchObject({ ok: false, code: 'NOT_FOUND' });
    const theirs = (await search({ pageSize: 200 }, globex)).body.items.map((a: any) => a.id);
    const ours = new Set(db<{ ref: string }>(`SELECT ref FROM alerts WHERE tenant_id = 'tnt_acme'`).map((r) => r.ref));
    expect(theirs.some((ref: string) => ours.has(ref))).toBe(false);
  });

  it('refuses cloud alerts to a user whose group lacks module ALERTS (IaC alerts alone) everywhere: search, group-by, facets, detail, actions, export', async () => {
    const dev = await accessToken(t.url, 'dev@acme.test');
    const [open] = (await search({ status: ['Open'], pageSize: 1 })).body.items;
    const refused = [await search({}, dev), await post('/groupByPolicy', {}, dev), await get('/facets', dev), await get(`/alerts/${open.id}`, dev),
      await post('/alerts/actions', { ids: [open.id], action: 'resolve' }, dev), await get('/alerts/export.csv', dev)];
    for (const res of refused) {
      expect(res.status).toBe(403);
      expect(res.body.error.message).toContain('ALERTS');
    }
    expect((await get(`/alerts/${open.id}`)).body.alert.status).toBe('Open');
  });

});

describe('CSV export', () => {
  it('streams every filtered row in sort order, through the BFF too', async () => {
    const filter = 'severity=Critical&cloud=aws&sort=lastSeen&dir=desc';
    const res = await fetch(`${t.url}/api/alerts/v1/alerts/export.csv?${filter}`, { headers: bearer(admin) });
    expect(res.headers.get('content-type')).toContain('text/csv');
    expect(res.headers.get('transfer-encoding')).toBe('chunked');
    expect(res.headers.get('content-disposition')).toMatch(/attachment; filename="cloud-alerts-\d{4}-\d{2}-\d{2}\.csv"/);
    const lines = (await res.text()).trim().split('\r\n');
    expect(lines[0]).toMatch(/^Alert ID,Severity,Status/);
    const expected = db<{ ref: string }>(`SELECT ref FROM alerts WHERE tenant_id = 'tnt_acme' AND kind = 'cloud' AND severity = 'Critical' AND cloud = 'aws'
      ORDER BY last_seen DESC, id DESC`).map((r) => r.ref);
    expect(lines.slice(1).map((l) => l.split(',')[0])).toEqual(expected);
    expect(lines.slice(1).every((l) => l.includes(',Critical,'))).toBe(true);
    // "Account ID" is the cloud's own account id (AWS account / Azure subscription), not an internal number.
    const accountId = lines[0]!.split(',').indexOf('Account ID');
    const external = new Map(db<{ ref: string; external_id: string }>(`SELECT a.ref, c.external_id FROM alerts a JOIN cloud_accounts c ON c.id = a.account_id
      WHERE a.tenant_id = 'tnt_acme' AND a.kind = 'cloud' AND a.severity = 'Critical'`).map((r) => [r.ref, r.external_id]));
    expect(lines.slice(1).every((l) => l.split(',')[accountId] === external.get(l.split(',')[0]!))).toBe(true);
    const browser = new BrowserClient(t.url);
    await browser.login('viewer@acme.test');
    const viaBff = await browser.request('GET', `/bff/api/alerts/v1/alerts/export.csv?${filter}`);
    expect(viaBff.status).toBe(200);
    // Streamed end to end: chunked, no length known up front, and the file name survives the BFF.
    expect(viaBff.headers.get('content-length')).toBeNull();
    expect(viaBff.headers.get('content-disposition')).toMatch(/^attachment; filename="cloud-alerts-/);
    expect(String(viaBff.body).trim().split('\r\n')).toHaveLength(expected.length + 1);
  });

  it('rejects invalid export filters with 400', async () => {
    const res = await call(`${t.url}/api/alerts/v1/alerts/export.csv?severity=Nope`, { headers: bearer(admin) });
    expect(res.status).toBe(400);
    expect(res.body.error.fields[0].path).toContain('severity');
  });
});

describe('OpenAPI', () => {
  it('describes every alert response by its shape, with the alert, detail and ignore rule as components', async () => {
    const { body: doc } = await call(`${t.url}/api/openapi.json`);
    const alert = doc.components.schemas.Alert;
    expect(Object.keys(alert.properties)).toEqual(expect.arrayContaining(['id', 'kind', 'severity', 'status', 'statusDescription', 'policy', 'cloud',
      'account', 'region', 'assetCategory', 'assetType', 'resource', 'businessUnit', 'complianceControl', 'ageDays', 'firstSeen', 'lastSeen', 'iac']));
    expect(alert.properties.severity.enum).toEqual(['Critical', 'High', 'Medium', 'Low']);
    expect(alert.properties.status.enum).toEqual(['Open', 'Resolved', 'Closed', 'Ignored']);
    expect(alert.required).not.toContain('iac');
    expect(doc.components.schemas.AlertAccount.required).toEqual(['id', 'name', 'externalId']);
    expect(Object.keys(doc.components.schemas.AlertIgnoreRule.properties)).toEqual(['id', 'kind', 'policyId', 'policyName', 'accountId', 'accountName',
      'reason', 'createdBy', 'createdAt']);
    const routes = Object.entries(doc.paths as Record<string, Record<string, any>>).filter(([path]) => path.includes('/alerts/v1/'))
      .flatMap(([path, ops]) => Object.entries(ops).map(([method, op]) => ({ route: `${method} ${path}`, op })));
    expect(routes.length).toBeGreaterThanOrEqual(8);
    for (const { route, op } of routes) {
      const [status, response] = Object.entries(op.responses as Record<string, any>).find(([code]) => code.startsWith('2'))!;
      if (status === '204') continue;
      const schema = Object.values(response.content as Record<string, { schema: any }>)[0]!.schema;
      // A described body: a component reference or an object with properties, never an open object with none.
      expect(schema.$ref ?? schema.type, route).toBeDefined();
      if (schema.type === 'object') expect(Object.keys(schema.properties ?? {}).length, route).toBeGreaterThan(0);
    }
  });
});

