import { openTestDatabase, type TestDatabase } from './support/testDatabase.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessToken, bearer, call, startServer, type TestServer } from './helpers.js';

let t: TestServer;
let admin: string;
let sqlite: TestDatabase;
beforeAll(async () => {
  t = await startServer();
  admin = await accessToken(t.url, 'admin@acme.test');
  sqlite = openTestDatabase(t.dataDir, { readonly: true });
});
afterAll(async () => { sqlite.close(); await t.stop(); });

const DAY = 86_400_000;
const search = (body: Record<string, unknown>) => call(`${t.url}/api/alerts/v1/search`, { method: 'POST', json: body, headers: bearer(admin) });
const db = <T = any>(query: string, ...params: unknown[]) => sqlite.prepare(query).all(...params) as T[];
const countDb = (kind: string, where: string, ...params: unknown[]) =>
  db<{ n: number }>(`SELECT count(*) n FROM alerts WHERE tenant_id = 'tnt_acme' AND kind = ? AND ${where}`, kind, ...params)[0]!.n;
const accounts = () => db<{ id: number; name: string; external_id: string }>(`SELECT id, name, external_id FROM cloud_accounts WHERE tenant_id = 'tnt_acme' ORDER BY id`);

type Case = [name: string, filter: Record<string, unknown>, where: string | (() => [string, ...unknown[]]), match: (a: any) => boolean];
const now = () => t.now();

describe('search: each filter alone, every row matches and the total is the database count', () => {
  const cloud: Case[] = [
    ['severity (two values)', { severity: ['Critical', 'High'] }, `severity IN ('Critical', 'High')`, (a) => ['Critical', 'High'].includes(a.severity)],
    ['status (two values)', { status: ['Resolved', 'Closed'] }, `status IN ('Resolved', 'Closed')`, (a) => ['Resolved', 'Closed'].includes(a.status)],
    ['policy (two values)', { policy: ['ZS-AWS-S3-001', 'ZS-AWS-EC2-014'] }, `rule_id IN ('ZS-AWS-S3-001', 'ZS-AWS-EC2-014')`,
      (a) => ['ZS-AWS-S3-001', 'ZS-AWS-EC2-014'].includes(a.policy.id)],
    ['cloud', { cloud: ['azure'] }, `cloud = 'azure'`, (a) => a.cloud === 'azure'],
    ['region (two values)', { region: ['eu-west-1', 'eastus'] }, `region IN ('eu-west-1', 'eastus')`, (a) => ['eu-west-1', 'eastus'].includes(a.region)],
    ['asset category (two values)', { assetCategory: ['Storage', 'Network'] }, `asset_category IN ('Storage', 'Network')`,
      (a) => ['Storage', 'Network'].includes(a.assetCategory)],
    ['asset type', { assetType: ['Key Vault'] }, `asset_type = 'Key Vault'`, (a) => a.assetType === 'Key Vault'],
    ['resource (contains)', { resource: 'security-group' }, `resource LIKE '%security-group%'`, (a) => a.resource.includes('security-group')],
    ['business unit (two values)', { businessUnit: ['Payments', 'Mobile'] }, `business_unit IN ('Payments', 'Mobile')`,
      (a) => ['Payments', 'Mobile'].includes(a.businessUnit)],
    ['compliance control', { complianceControl: ['CIS AWS 5.2'] }, `compliance_control = 'CIS AWS 5.2'`, (a) => a.complianceControl === 'CIS AWS 5.2'],
    ['status description (two values)', { statusDescription: ['False positive', 'New finding'] }, `status_description IN ('False positive', 'New finding')`,
      (a) => ['False positive', 'New finding'].includes(a.statusDescription)],
    ['age at least 10 days', { ageMin: 10 }, () => ['created_at <= ?', now() - 10 * DAY], (a) => a.ageDays >= 10],
    ['age at most 20 days', { ageMax: 20 }, () => ['created_at > ?', now() - 21 * DAY], (a) => a.ageDays <= 20],
    ['age between 10 and 20 days', { ageMin: 10, ageMax: 20 }, () => ['created_at <= ? AND created_at > ?', now() - 10 * DAY, now() - 21 * DAY],
      (a) => a.ageDays >= 10 && a.ageDays <= 20],
    ['first seen from', { firstSeenFrom: Date.UTC(2000, 0, 1) }, `created_at >= ${Date.UTC(2000, 0, 1)}`, () => true],
    ['free text on the policy name', { q: 'cloudtrail' }, `(lower(title) LIKE '%cloudtrail%' OR lower(resource) LIKE '%cloudtrail%')`,
      (a) => `${a.policy.name} ${a.resource}`.toLowerCase().includes('cloudtrail')],
  ];
  const iac: Case[] = [
    ['repository', { repository: ['data/k8s-manifests'] }, `repository = 'data/k8s-manifests'`, (a) => a.iac.repository === 'data/k8s-manifests'],
    ['repository (two values)', { repository: ['data/k8s-manifests', 'web/helm-charts'] }, `repository IN ('data/k8s-manifests', 'web/helm-charts')`,
      (a) => ['data/k8s-manifests', 'web/helm-charts'].includes(a.iac.repository)],
    ['branch (two values)', { branch: ['main', 'release/2.4'] }, `branch IN ('main', 'release/2.4')`, (a) => ['main', 'release/2.4'].includes(a.iac.branch)],
    ['file path (contains)', { filePath: 'deployment' }, `file_path LIKE '%deployment%'`, (a) => a.iac.filePath.includes('deployment')],
  ];
  const run = (kind: string) => async (_name: string, filter: Record<string, unknown>, where: Case[2], match: Case[3]) => {
    const res = await search({ kind, ...filter, pageSize: 200 });
    expect(res.status).toBe(200);
    const [clause, ...params] = typeof where === 'string' ? [where] : where();
    expect(res.body.total).toBe(countDb(kind, clause, ...params));
    expect(res.body.items.length).toBeGreaterThan(0);
    expect(res.body.items.every(match)).toBe(true);
    expect(res.body.items).toHaveLength(Math.min(200, res.body.total));
  };
  it.each(cloud)('cloud: %s', run('cloud'));
  it.each(iac)('IaC: %s', run('iac'));

  it('account (two values), with each row naming the cloud account id, not the row id', async () => {
    const [a, b] = accounts();
    const res = await search({ account: [a!.id, b!.id], pageSize: 200 });
    expect(res.body.total).toBe(countDb('cloud', 'account_id IN (?, ?)', a!.id, b!.id));
    const byId = new Map(accounts().map((x) => [x.id, x]));
    for (const item of res.body.items) {
      const acc = byId.get(item.account.id)!;
      expect(item.account).toEqual({ id: acc.id, name: acc.name, externalId: acc.external_id });
    }
  });

  it('commit: a case-insensitive prefix of at least 4 characters; line: exact', async () => {
    const [row] = db<{ commit_sha: string; line: number }>(`SELECT commit_sha, line FROM alerts WHERE tenant_id = 'tnt_acme' AND kind = 'iac' LIMIT 1`);
    const prefix = row!.commit_sha.slice(0, 5);
    const res = await search({ kind: 'iac', commit: prefix.toUpperCase(), pageSize: 200 });
    expect(res.body.total).toBe(countDb('iac', 'commit_sha LIKE ?', `${prefix}%`));
    expect(res.body.items.every((a: any) => a.iac.commit.startsWith(prefix))).toBe(true);
    const byLine = await search({ kind: 'iac', line: row!.line, pageSize: 200 });
    expect(byLine.body.total).toBe(countDb('iac', 'line = ?', row!.line));
    expect(byLine.body.items.length).toBeGreaterThan(0);
    expect(byLine.body.items.every((a: any) => a.iac.line === row!.line)).toBe(true);
    const short = await search({ kind: 'iac', commit: 'abc' });
    expect(short.status).toBe(400);
    expect(short.body.error.fields.map((f: any) => f.path)).toEqual(['commit']);
    const line = await search({ kind: 'iac', line: 0 });
    expect(line.body.error.fields.map((f: any) => f.path)).toEqual(['line']);
  });

  it('first and last seen bounds are inclusive and each works alone', async () => {
    const [row] = db<{ ref: string; created_at: number; last_seen: number }>(
      `SELECT ref, created_at, last_seen FROM alerts WHERE tenant_id = 'tnt_acme' AND kind = 'cloud' ORDER BY id LIMIT 1 OFFSET 7`);
    const { ref, created_at: first, last_seen: last } = row!;
    const found = async (f: Record<string, unknown>) => (await search({ ids: [ref], ...f })).body.total === 1;
    expect(await found({ firstSeenFrom: first, firstSeenTo: first })).toBe(true);
    expect(await found({ firstSeenFrom: first + 1 })).toBe(false);
    expect(await found({ firstSeenTo: first - 1 })).toBe(false);
    expect(await found({ lastSeenFrom: last, lastSeenTo: last })).toBe(true);
    expect(await found({ lastSeenFrom: last + 1 })).toBe(false);
    expect(await found({ lastSeenTo: last - 1 })).toBe(false);
    for (const [key, clause] of [['firstSeenFrom', 'created_at >= ?'], ['firstSeenTo', 'created_at <= ?'], ['lastSeenFrom', 'last_seen >= ?'],
      ['lastSeenTo', 'last_seen <= ?']] as const) {
      expect((await search({ [key]: first })).body.total).toBe(countDb('cloud', clause, first));
    }
  });

  it('age bounds count whole days: an alert d days old is inside [d, d] and outside [d + 1, …] and […, d - 1]', async () => {
    const [row] = db<{ ref: string; created_at: number }>(
      `SELECT ref, created_at FROM alerts WHERE tenant_id = 'tnt_acme' AND kind = 'cloud' AND created_at < ? ORDER BY id LIMIT 1`, now() - 5 * DAY);
    const d = Math.floor((now() - row!.created_at) / DAY);
    const found = async (f: Record<string, unknown>) => (await search({ ids: [row!.ref], ...f })).body.total === 1;
    expect(await found({ ageMin: d, ageMax: d })).toBe(true);
    expect(await found({ ageMin: d + 1 })).toBe(false);
    expect(await found({ ageMax: d - 1 })).toBe(false);
  });
});

describe('search: free text', () => {
  it('matches the alert id, the resource, the account name and the cloud account id', async () => {
    const [row] = db<{ ref: string; resource: string; account_id: number }>(
      `SELECT ref, resource, account_id FROM alerts WHERE tenant_id = 'tnt_acme' AND kind = 'iac' ORDER BY id LIMIT 1`);
    const account = accounts().find((a) => a.id === row!.account_id)!;
    const ids = async (q: string) => (await search({ kind: 'iac', q, pageSize: 200 })).body;
    expect((await ids(row!.ref.toLowerCase())).items.map((a: any) => a.id)).toContain(row!.ref);
    const byResource = await ids(row!.resource);
    expect(byResource.items.every((a: any) => a.resource.includes(row!.resource))).toBe(true);
    expect(byResource.items.map((a: any) => a.id)).toContain(row!.ref);
    const byName = await ids(account.name);
    expect(byName.total).toBe(countDb('iac', 'account_name LIKE ?', `%${account.name}%`));
    // IaC resources never contain the cloud account id, so these matches come from the account alone.
    const byExternal = await ids(account.external_id);
    expect(byExternal.total).toBe(countDb('iac', 'account_id = ?', account.id));
    expect(byExternal.items.every((a: any) => a.account.externalId === account.external_id)).toBe(true);
  });
});

describe('facets', () => {
  it('offer the status descriptions present in the tenant', async () => {
    const res = await call(`${t.url}/api/alerts/v1/facets?kind=cloud`, { headers: bearer(admin) });
    expect(res.status).toBe(200);
    const expected = db<{ d: string }>(`SELECT DISTINCT status_description d FROM alerts WHERE tenant_id = 'tnt_acme' AND kind = 'cloud' ORDER BY 1`).map((r) => r.d);
    expect(res.body.statusDescriptions).toEqual(expected);
    expect(res.body.statusDescriptions).toContain('False positive');
  });

  it('name each account with its cloud account id, so the menu tells two accounts of one name apart', async () => {
    const res = await call(`${t.url}/api/alerts/v1/facets?kind=cloud`, { headers: bearer(admin) });
    const expected = db<{ id: number; name: string; externalId: string }>(
      `SELECT id, name, external_id "externalId" FROM cloud_accounts WHERE tenant_id = 'tnt_acme' ORDER BY name`);
    expect(res.body.accounts.map(({ id, name, externalId }: { id: number; name: string; externalId: string }) => ({ id, name, externalId }))).toEqual(expected);
    expect(expected.every((a) => /^(\d{12}|[0-9a-f-]{36})$/.test(a.externalId))).toBe(true);
  });
});
