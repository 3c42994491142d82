import { openTestDatabase, type TestDatabase } from './support/testDatabase.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessToken, bearer, call, startServer, type TestServer } from './helpers.js';

let t: TestServer;
let admin: string;
let globexEu: string;
let globexUs: string;
let reviewer: string;
let db: TestDatabase;
beforeAll(async () => {
  t = await startServer();
  admin = await accessToken(t.url, 'admin@acme.test');
  globexEu = await accessToken(t.url, 'analyst@globex.test', { tenant_id: 'tnt_globex_eu' });
  globexUs = await accessToken(t.url, 'analyst@globex.test', { tenant_id: 'tnt_globex_us' });
  reviewer = await accessToken(t.url, 'reviewer@acme.test');
  db = openTestDatabase(t.dataDir);
}, 120_000);
afterAll(async () => { db.close(); await t.stop(); });

const DAY = 86_400_000;
const rows = <T = any>(query: string, ...params: unknown[]) => db.prepare(query).all(...params) as T[];
const acmeCount = (where: string) => Number(rows<{ n: number }>(`SELECT count(*) AS n FROM identities WHERE tenant_id = 'tnt_acme' AND ${where}`)[0]!.n);
const get = (path: string, query: Record<string, string | number> = {}, token = admin) =>
  call(`${t.url}/api/identity/api/v1/${path}?${new URLSearchParams(Object.entries(query).map(([k, v]): [string, string] => [k, String(v)]))}`, { headers: bearer(token) });

type Case = [name: string, query: Record<string, string>, where: string | (() => string), match: (i: any) => boolean];

describe('identity list filters: every row matches and the total is the database count', () => {
  // The server's clock, read when a case runs (a test server's clock is the moment its demo data was seeded).
  const now = () => t.now();
  const cases: Case[] = [
    ['cloud', { cloud: 'azure' }, `cloud = 'azure'`, (i) => i.cloud === 'azure'],
    ['type (two values)', { type: 'role,managed_identity' }, `type IN ('role', 'managed_identity')`, (i) => ['role', 'managed_identity'].includes(i.type)],
    ['MFA disabled', { mfa: 'disabled' }, 'mfa = 0', (i) => i.mfa === 'disabled' && i.type === 'user'],
    ['MFA not applicable', { mfa: 'notApplicable' }, 'mfa IS NULL', (i) => i.mfa === 'notApplicable' && i.type !== 'user'],
    ['risky without MFA', { flag: 'noMfa', risk: 'High' }, `flag_no_mfa = 1 AND risk = 'High'`, (i) => i.flags.includes('noMfa') && i.risk === 'High' && i.riskScore >= 50],
    ['privilege escalation', { flag: 'privilegeEscalation' }, 'flag_privilege_escalation = 1',
      (i) => i.riskReasons.some((r: any) => r.flag === 'privilegeEscalation' && r.detail.startsWith('Can raise its own privileges'))],
    ['two flags together', { flag: 'admin,inactive' }, 'flag_admin = 1 AND flag_inactive = 1', (i) => i.flags.includes('admin') && i.flags.includes('inactive')],
    ['external trust', { flag: 'externalTrust' }, 'flag_external_trust = 1', (i) => i.flags.includes('externalTrust')],
    ['keys older than 90 days', { keyAgeOver: '90' }, 'key_age_days > 90', (i) => i.keyAgeDays > 90 && i.flags.includes('oldKeys')],
    ['mostly unused', { unusedAtLeast: '80' }, 'unused_pct >= 80 AND granted_count > 0', (i) => i.permissions.unusedPercent >= 80],
    ['inactive 90 days', { inactiveOver: '90' }, () => `COALESCE(last_activity, created_at) < ${now() - 90 * DAY}`,
      (i) => i.lastActivity === null || Date.parse(i.lastActivity) < now() - 90 * DAY],
    ['attached policy', { policy: 'aws:AmazonS3FullAccess' }, `policies LIKE '%"aws:AmazonS3FullAccess"%'`,
      (i) => i.policies.some((p: any) => p.id === 'aws:AmazonS3FullAccess')],
    ['score at least 60', { minScore: '60' }, 'risk_score >= 60', (i) => i.riskScore >= 60],
    ['search', { q: 'DEPLOYER' }, `(lower(name) LIKE '%deployer%' OR lower(resource_id) LIKE '%deployer%')`, (i) => `${i.name}${i.resourceId}`.toLowerCase().includes('deployer')],
  ];
  it.each(cases)('%s', async (_name, query, where, match) => {
    const res = await get('identities', { ...query, pageSize: 200 });
    expect(res.status).toBe(200);
    const expected = acmeCount(typeof where === 'function' ? where() : where);
    expect(expected).toBeGreaterThan(0);
    expect(res.body.total).toBe(expected);
    expect(res.body.items.length).toBe(Math.min(200, expected));
    for (const i of res.body.items) expect(match(i), JSON.stringify(i)).toBe(true);
  });

  it('sorts by risk score, highest first by default, and by unused percentage ascending', async () => {
    const byRisk = (await get('identities', { pageSize: 100 })).body.items.map((i: any) => i.riskScore);
    expect(byRisk).toEqual([...byRisk].sort((a, b) => b - a));
    expect(byRisk[0]).toBe(Number(rows(`SELECT max(risk_score) AS m FROM identities WHERE tenant_id = 'tnt_acme'`)[0].m));
    const byUnused = (await get('identities', { sort: 'unused', dir: 'asc', pageSize: 100 })).body.items.map((i: any) => i.permissions.unusedPercent);
    expect(byUnused).toEqual([...byUnused].sort((a, b) => a - b));
  });

  it('refuses an unknown flag with a message naming it', async () => {
    const res = await get('identities', { flag: 'sleepy' });
    expect(res.status).toBe(400);
    expect(JSON.stringify(res.body)).toContain('flag');
  });
});

describe('dashboard card and facets', () => {
  it('the Cloud Identities card counts exactly the list total', async () => {
    const card = await call(`${t.url}/api/commondashboard/v1/totalIdentities`, { headers: bearer(admin) });
    const list = await get('identities', { pageSize: 1 });
    expect(card.body.total).toBe(list.body.total);
    expect(list.body.total).toBe(acmeCount('1 = 1'));
  });

  it('counts each MFA state under the other filters', async () => {
    const facets = (await get('identities/facets', { cloud: 'aws', mfa: 'enabled' })).body;
    const mfa = Object.fromEntries(facets.mfa.map((f: any) => [f.value, f.count]));
    expect(mfa).toEqual({ enabled: acmeCount(`cloud = 'aws' AND mfa = 1`), disabled: acmeCount(`cloud = 'aws' AND mfa = 0`), notApplicable: acmeCount(`cloud = 'aws' AND mfa IS NULL`) });
  });
});

describe('detail, effective permissions and least privilege', () => {
  it('an administrator user is granted every catalogued action and flagged admin with its reason', async () => {
    const [row] = rows(`SELECT id FROM identities WHERE tenant_id = 'tnt_acme' AND type = 'user' AND cloud = 'aws' AND policies = '[{"policy":"aws:AdministratorAccess"}]' ORDER BY id LIMIT 1`);
    const res = await get(`identities/${row.id}`);
    expect(res.status).toBe(200);
    const iam = res.body.effective.find((s: any) => s.service === 'iam');
    expect(iam.granted).toBe(17);
    expect(iam.permissions.find((p: any) => p.action === 'iam:PassRole')).toMatchObject({ resources: ['*'] });
    expect(res.body.identity.riskReasons[0]).toEqual({ flag: 'admin', points: 35, detail: 'A policy allows every action or a whole service (wildcard)' });
    expect(res.body.attachedPolicies[0].document).toEqual({ Version: '2012-10-17', Statement: { Effect: 'Allow', Action: '*', Resource: '*' } });
  });

  it('a developer behind the prod-deletes deny cannot delete buckets though PowerUserAccess allows s3:*', async () => {
    const [row] = rows(`SELECT id FROM identities WHERE tenant_id = 'tnt_acme' AND policies LIKE '%PowerUserAccess%deny-prod-deletes%' ORDER BY id LIMIT 1`);
    const s3 = (await get(`identities/${row.id}`)).body.effective.find((s: any) => s.service === 's3').permissions.map((p: any) => p.action);
    expect(s3).toContain('s3:DeleteObject');
    expect(s3).not.toContain('s3:DeleteBucket');
    expect((await get(`identities/${row.id}`)).body.effective.some((s: any) => s.service === 'iam' && s.permissions.some((p: any) => p.action === 'iam:CreateUser'))).toBe(false);
  });

  it('suggests a policy with exactly the used actions, and the diff removes the wildcard', async () => {
    const [row] = rows(`SELECT id, used_actions FROM identities WHERE tenant_id = 'tnt_acme' AND policies = '[{"policy":"aws:AdministratorAccess"}]' AND used_count > 0 ORDER BY id LIMIT 1`);
    const res = await get(`identities/${row.id}/least-privilege`);
    expect(res.status).toBe(200);
    const used = JSON.parse(row.used_actions) as string[];
    expect(res.body.suggested.Statement.flatMap((s: any) => s.Action).sort()).toEqual([...used].sort());
    expect(res.body.keptActions.sort()).toEqual([...used].sort());
    expect(res.body.diff).toContainEqual({ op: 'remove', text: '      "Action": "*",' });
    expect(res.body.removedActions.length + used.length).toBe(Number(rows(`SELECT granted_count AS g FROM identities WHERE id = ?`, row.id)[0].g));
  });
});

describe('who can reach an asset', () => {
  it('lists the account identities whose grants cover the bucket, with the access level', async () => {
    const [asset] = rows(`SELECT id, account_id, name FROM assets WHERE tenant_id = 'tnt_acme' AND service = 's3' ORDER BY id LIMIT 1`);
    const res = await get(`assets/${asset.id}/reach`);
    expect(res.status).toBe(200);
    const admins = rows(`SELECT id FROM identities WHERE tenant_id = 'tnt_acme' AND account_id = ? AND policies = '[{"policy":"aws:AdministratorAccess"}]'`, asset.account_id).map((r) => Number(r.id));
    expect(admins.length).toBeGreaterThan(0);
    for (const id of admins) expect(res.body.identities.find((i: any) => i.id === id)).toMatchObject({ access: 'admin' });
    const readers = res.body.identities.filter((i: any) => i.access === 'read');
    for (const i of readers) expect(i.actions.every((a: string) => /:(Get|List)/.test(a))).toBe(true);
  });
});

describe('access keys and Azure role assignments as inventories of their own', () => {
  type Key = { id: string; createdAt: number; status: string; lastUsed: number | null };
  const acmeKeys = () => rows<{ access_keys: string }>(`SELECT access_keys FROM identities WHERE tenant_id = 'tnt_acme'`)
    .flatMap((r) => JSON.parse(r.access_keys) as Key[]);

  it('lists every key of the tenant\'s identities, and flags the old and the unused ones', async () => {
    const now = t.now();
    const all = await get('access-keys', { pageSize: 1 });
    expect(all.status).toBe(200);
    expect(all.body.total).toBe(acmeKeys().length);
    const old = await get('access-keys', { flag: 'oldKey', pageSize: 200 });
    expect(old.body.total).toBe(acmeKeys().filter((k) => k.status === 'Active' && k.createdAt < now - 90 * DAY).length);
    expect(old.body.total).toBeGreaterThan(0);
    for (const k of old.body.items) expect(k).toMatchObject({ status: 'Active', flags: expect.arrayContaining(['oldKey']) });
    for (const k of old.body.items) expect(k.ageDays).toBeGreaterThan(90);
    const unused = await get('access-keys', { flag: 'unusedKey', pageSize: 200 });
    expect(unused.body.total).toBe(acmeKeys().filter((k) => k.lastUsed === null).length);
    for (const k of unused.body.items) expect(k.lastUsed).toBeNull();
  });

  it('lists the Azure role assignments with role names and scopes, filtered by role', async () => {
    const refs = rows<{ id: number; policies: string }>(`SELECT id, policies FROM identities WHERE tenant_id = 'tnt_acme' AND cloud = 'azure'`)
      .flatMap((r) => (JSON.parse(r.policies) as { policy: string; scope?: string }[]).filter((p) => p.scope).map((p) => ({ identity: r.id, ...p })));
    const all = await get('role-assignments', { pageSize: 1 });
    expect(all.status).toBe(200);
    expect(all.body.total).toBe(new Set(refs.map((p) => JSON.stringify(p))).size);
    const role = all.body.roles[0];
    const one = await get('role-assignments', { role: role.value, pageSize: 200 });
    expect(one.body.total).toBe(role.count);
    for (const a of one.body.items) expect(a.role).toEqual({ id: role.value, name: role.label });
  });

  it('shows no other tenant\'s keys or assignments, and needs the module', async () => {
    const eu = await get('access-keys', { q: 'AKIA', pageSize: 200 }, globexEu);
    const euKeys = rows<{ access_keys: string }>(`SELECT access_keys FROM identities WHERE tenant_id = 'tnt_globex_eu'`)
      .flatMap((r) => JSON.parse(r.access_keys) as Key[]).filter((k) => k.id.includes('AKIA'));
    expect(eu.body.total).toBe(euKeys.length);
    expect((await get('access-keys', {}, reviewer)).status).toBe(403);
    expect((await get('role-assignments', {}, globexUs)).status).toBe(403);
  });
});

describe('access and tenant isolation', () => {
  it('never shows another tenant\'s identity, not even by id', async () => {
    const [acme] = rows(`SELECT id FROM identities WHERE tenant_id = 'tnt_acme' ORDER BY id LIMIT 1`);
    expect((await get(`identities/${acme.id}`, {}, globexEu)).status).toBe(404);
    expect((await get(`identities/${acme.id}/least-privilege`, {}, globexEu)).status).toBe(404);
    const [asset] = rows(`SELECT id FROM assets WHERE tenant_id = 'tnt_acme' ORDER BY id LIMIT 1`);
    expect((await get(`assets/${asset.id}/reach`, {}, globexEu)).status).toBe(404);
    const list = await get('identities', { pageSize: 200 }, globexEu);
    expect(list.body.total).toBe(Number(rows(`SELECT count(*) AS n FROM identities WHERE tenant_id = 'tnt_globex_eu'`)[0].n));
  });

  it('refuses a tenant without the CIEM subscription and a role without the module', async () => {
    const noSubscription = await get('identities', {}, globexUs);
    expect(noSubscription.status).toBe(403);
    expect(JSON.stringify(noSubscription.body)).toContain('CIEM');
    expect((await get('identities', {}, reviewer)).status).toBe(403);
    expect((await get('identities/export.csv', {}, reviewer)).status).toBe(403);
  });
});

describe('CSV export', () => {
  it('streams every filtered identity with a header row', async () => {
    const res = await fetch(`${t.url}/api/identity/api/v1/identities/export.csv?flag=noMfa`, { headers: bearer(admin) });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="cloud-identities-\d{4}-\d{2}-\d{2}\.csv"$/);
    const lines = (await res.text()).trim().split('\r\n');
    expect(lines[0]).toBe('Identity ID,Name,Type,Cloud,Account,Resource ID,MFA,Last activity,Key age (days),Policies,Granted,Used,Unused %,Risk,Risk score,Risk flags');
    expect(lines.length - 1).toBe(acmeCount('flag_no_mfa = 1'));
    for (const line of lines.slice(1)) expect(line).toContain(',disabled,');
  });
});
