import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessToken, bearer, call, startServer, type TestServer } from './helpers.js';
import { openTestDatabase, type TestDatabase } from './support/testDatabase.js';

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

const api = (path: string, init: RequestInit & { json?: unknown } = {}, token = admin) =>
  call(`${t.url}/api/cloud-account/api/v1/${path}`, { ...init, headers: { ...bearer(token), ...(init.headers ?? {}) } });
const create = (json: unknown, token = admin) => api('accounts', { method: 'POST', json }, token);
const rows = <T = any>(query: string, ...params: unknown[]) => db.prepare(query).all(...params) as T[];
const count = (query: string, ...params: unknown[]) => Number(rows<{ n: number }>(query, ...params)[0]!.n);

const AWS_SECRET = 'demoSecretKey/Palisade+0001EXAMPLEKEY';
const awsKeys = { cloud: 'aws', auth: 'keys', name: 'Management', accountId: '111122223333', accessKeyId: 'AKIAPALISADEDEMO0001', secretAccessKey: AWS_SECRET, group: 'Core' };
const AZURE_SECRET = 'demo~AzureSecret.Palisade-0001';
const azure = {
  cloud: 'azure', auth: 'azure', name: 'Contoso Production', subscriptionId: '3f2504e0-4f89-41d3-9a0c-0305e82c3301',
  tenantId: '8f3c5a1e-2b4d-4c6e-9a0b-1c2d3e4f5a6b', applicationId: 'c0ffee00-0000-4000-8000-00000000a001',
  clientId: 'c0ffee00-0000-4000-8000-00000000a001', clientSecret: AZURE_SECRET, baseUrl: 'https://management.azure.com',
};

async function scanToEnd(id: number) {
  const started = await api(`accounts/${id}/scans`, { method: 'POST' });
  expect(started.status).toBe(202);
  let job = started.body;
  await expect.poll(async () => { job = (await api(`accounts/${id}/scans/${started.body.id}`)).body; return job.status; }, { timeout: 20_000 }).not.toBe('running');
  return job;
}

describe('validation', () => {
  it('names each wrong field', async () => {
    const res = await create({ ...azure, subscriptionId: 'not-a-guid', tenantId: '1234', baseUrl: 'management' });
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('VALIDATION_FAILED');
    expect(Object.fromEntries(res.body.error.fields.map((f: any) => [f.path, f.message]))).toEqual({
      subscriptionId: 'Subscription ID must be a GUID like 3f2504e0-4f89-41d3-9a0c-0305e82c3301',
      tenantId: 'Tenant ID must be a GUID like 3f2504e0-4f89-41d3-9a0c-0305e82c3301',
      baseUrl: 'Base URL must be a URL such as https://management.azure.com',
    });
    const aws = await create({ ...awsKeys, accountId: '12345' });
    expect(aws.body.error.fields).toEqual([{ path: 'accountId', message: 'Account ID must be the 12 digits of the AWS account' }]);
    expect(count(`SELECT count(*) AS n FROM cloud_accounts WHERE external_id IN ('12345', 'not-a-guid')`)).toBe(0);
  });
});

describe('ZS tag', () => {
  it('is kept with an AWS account, shown in the list, changed and audited; a wrong one is named', async () => {
    const wrong = await create({ ...awsKeys, group: '', name: 'Tagged', accountId: '505050505050', zsTag: 'team;drop' });
    expect(wrong.status).toBe(400);
    expect(wrong.body.error.fields).toEqual([{ path: 'zsTag', message: 'ZS tag may hold only letters, digits, spaces and _ . : / = + - @' }]);
    const long = await create({ ...awsKeys, group: '', name: 'Tagged', accountId: '505050505050', zsTag: 'x'.repeat(129) });
    expect(long.body.error.fields).toEqual([{ path: 'zsTag', message: 'ZS tag must be at most 128 characters' }]);
    expect(count(`SELECT count(*) AS n FROM cloud_accounts WHERE external_id = '505050505050'`)).toBe(0);

    const made = await create({ ...awsKeys, group: '', name: 'Tagged', accountId: '505050505050', zsTag: ' payments-eu:prod ' });
    expect(made.status).toBe(201);
    expect(made.body.zsTag).toBe('payments-eu:prod');
    expect(rows('SELECT zs_tag FROM cloud_accounts WHERE id = ?', made.body.id)).toEqual([{ zs_tag: 'payments-eu:prod' }]);
    expect((await api('accounts?q=505050505050')).body.items.map((a: any) => a.zsTag)).toEqual(['payments-eu:prod']);

    const changed = await api(`accounts/${made.body.id}`, { method: 'PATCH', json: { zsTag: 'payments-eu:staging' } });
    expect(changed.body.zsTag).toBe('payments-eu:staging');
    const [entry] = rows<{ before: string; after: string }>(`SELECT before, after FROM audit_log WHERE action = 'cloud_account.update' AND target = ? ORDER BY id DESC`, `cloud_account:${made.body.id}`);
    expect(JSON.parse(entry!.before).zsTag).toBe('payments-eu:prod');
    expect(JSON.parse(entry!.after).zsTag).toBe('payments-eu:staging');

    const contoso = await create({ ...azure, group: '', name: 'No tag', subscriptionId: '3f2504e0-4f89-41d3-9a0c-0305e82c33ff' });
    expect(contoso.body.zsTag).toBe('');
    const refused = await api(`accounts/${contoso.body.id}`, { method: 'PATCH', json: { zsTag: 'x' } });
    expect(refused.status).toBe(400);
    expect(refused.body.error.fields).toEqual([{ path: 'zsTag', message: 'Only AWS accounts have a ZS tag' }]);
  });
});

describe('AWS with access keys', () => {
  let id: number;
  it('keeps the secret encrypted, never returns it, and the connection test signs in', async () => {
    const res = await create(awsKeys);
    expect(res.status).toBe(201);
    id = res.body.id;
    expect(res.body).toMatchObject({ cloud: 'aws', name: 'Management', externalId: '111122223333', group: 'Core', status: 'pending', auth: 'keys' });
    expect(JSON.stringify(res.body)).not.toContain(AWS_SECRET);
    const [raw] = rows<{ credentials: string }>('SELECT credentials FROM cloud_accounts WHERE id = ?', id);
    expect(raw!.credentials).toMatch(/^v1\./);
    expect(raw!.credentials).not.toContain(AWS_SECRET);
    expect(raw!.credentials).not.toContain('AKIAPALISADEDEMO0001');
    const test = await api(`accounts/${id}/test`, { method: 'POST' });
    expect(test.body).toMatchObject({ ok: true, detail: 'Signed in as arn:aws:iam::111122223333:user/palisade-auditor', account: { status: 'connected' } });
    const list = await api('accounts?group=Core');
    expect(JSON.stringify(list.body)).not.toContain(AWS_SECRET);
    expect(list.body.items.map((a: any) => a.externalId)).toEqual(['111122223333']);
    expect(list.body.groups).toEqual(['Core']);
  });

  it('a wrong secret fails the test on that field with the cloud\'s code, and the list shows the reason', async () => {
    const res = await create({ ...awsKeys, name: 'Wrong secret', accountId: '111122223334', secretAccessKey: 'wrong' });
    const test = await api(`accounts/${res.body.id}/test`, { method: 'POST' });
    expect(test.body).toMatchObject({ ok: false, field: 'secretAccessKey', code: 'SignatureDoesNotMatch' });
    const listed = (await api('accounts?status=error')).body.items;
    expect(listed.map((a: any) => [a.name, a.statusReason.split(':')[0]])).toEqual([['Wrong secret', 'SignatureDoesNotMatch']]);
  });

  it('a key without read permission fails on permissions; a key of another account on the account id', async () => {
    const limited = { ...awsKeys, accessKeyId: 'AKIAPALISADELIMITED1', secretAccessKey: 'demoSecretKey/Palisade+0002EXAMPLEKEY' };
    const noAudit = await create({ ...limited, name: 'No audit', accountId: '210987654321' });
    expect((await api(`accounts/${noAudit.body.id}/test`, { method: 'POST' })).body).toMatchObject({
      ok: false, field: 'permissions', code: 'AccessDenied', message: 'User: arn:aws:iam::210987654321:user/no-audit is not authorized to perform: iam:GetAccountSummary on resource: *',
    });
    const other = await create({ ...limited, name: 'Other account', accountId: '210987654322' });
    expect((await api(`accounts/${other.body.id}/test`, { method: 'POST' })).body).toMatchObject({ ok: false, field: 'accountId', code: 'AccountMismatch' });
  });

  it('a scan creates the account\'s assets, alerts, identities and vulnerabilities for this tenant only, and the counts move', async () => {
    const globexBefore = count(`SELECT count(*) AS n FROM assets WHERE tenant_id <> 'tnt_acme'`);
    const totalBefore = (await call(`${t.url}/api/asset/api/v1/assets?account=${id}`, { headers: bearer(admin) })).body.total;
    expect(totalBefore).toBe(0);
    const dashboard = async () => Promise.all(['commondashboard/v1/totalThreats', 'asset/api/v1/dashboard/cloudassetcount', 'commondashboard/v1/totalIdentities']
      .map(async (path) => (await call(`${t.url}/api/${path}`, { headers: bearer(admin) })).body.total as number));
    const [threats, assetTotal, identityTotal] = await dashboard();
    const job = await scanToEnd(id);
    expect(job).toMatchObject({ status: 'done', progress: 100, step: 'Done' });
    const assets = await call(`${t.url}/api/asset/api/v1/assets?account=${id}&pageSize=100`, { headers: bearer(admin) });
    expect(assets.body.total).toBe(24);
    expect(assets.body.items.every((a: any) => a.cloud === 'aws' && a.account.externalId === '111122223333' && a.account.name === 'Management')).toBe(true);
    expect(count(`SELECT count(*) AS n FROM assets WHERE tenant_id <> 'tnt_acme'`)).toBe(globexBefore);
    expect(count(`SELECT count(*) AS n FROM alerts WHERE account_id = ? AND tenant_id = 'tnt_acme' AND status = 'Open'`, id)).toBe(18);
    expect(count(`SELECT count(*) AS n FROM identities WHERE account_id = ? AND tenant_id = 'tnt_acme'`, id)).toBe(3);
    // Every finding of the scan refers to a CVE record of the tenant and carries what the inventory sorts and filters by.
    const scanned = rows<{ cve: string; title: string | null; package_name: string; priority: number; cvss_x10: number }>(`SELECT v.cve, c.title, v.package_name, v.priority,
      v.cvss_x10 FROM vulnerabilities v JOIN assets a ON a.id = v.asset_id LEFT JOIN cves c ON c.tenant_id = v.tenant_id AND c.id = v.cve WHERE a.account_id = ?`, id);
    expect(scanned.length).toBeGreaterThan(0);
    const known: Record<string, [title: string, pkg: string, cvssX10: number]> = {
      'CVE-2024-3094': ['xz/liblzma backdoor in release tarballs', 'xz-utils', 100],
      'CVE-2023-44487': ['HTTP/2 rapid reset denial of service', 'golang.org/x/net', 75],
      'CVE-2024-6387': ['OpenSSH signal handler race condition (regreSSHion)', 'openssh-server', 81],
      'CVE-2023-4863': ['libwebp heap buffer overflow in lossless decoding', 'libwebp7', 88],
      'CVE-2024-21626': ['runc working directory file descriptor leak (container escape)', 'runc', 86],
    };
    for (const f of scanned) {
      expect([f.title, f.package_name, f.cvss_x10], f.cve).toEqual(known[f.cve]);
      expect(f.priority, f.cve).toBeGreaterThan(0);
    }
    const [listed] = (await api('accounts?q=111122223333')).body.items;
    expect(listed).toMatchObject({ assets: 24, openAlerts: 18, status: 'connected' });
    expect(listed.nextScanAt - listed.lastScanAt).toBe(24 * 3_600_000);
    // The dashboard's cards count the new account's alerts, assets and identities (once their few-second cache expires).
    await expect.poll(dashboard, { timeout: 20_000 }).toEqual([threats! + 18, assetTotal! + 24, identityTotal! + 3]);
  });

  it('disconnect says what will go, then purges it; every change is audited', async () => {
    const impact = await api(`accounts/${id}/disconnect`);
    expect(impact.body).toMatchObject({ assets: 24, alerts: 18, identities: 3 });
    expect(impact.body.vulnerabilities).toBeGreaterThan(0);
    // One of the account's identities reaching an asset of another account, and one of its assets reached from elsewhere.
    const [identity] = rows<{ id: number }>(`SELECT id FROM identities WHERE account_id = ? ORDER BY id LIMIT 1`, id);
    const [own] = rows<{ id: number }>(`SELECT id FROM assets WHERE account_id = ? ORDER BY id LIMIT 1`, id);
    const [other] = rows<{ id: number }>(`SELECT id FROM assets WHERE tenant_id = 'tnt_acme' AND account_id <> ? ORDER BY id LIMIT 1`, id);
    const [outsider] = rows<{ id: number }>(`SELECT id FROM identities WHERE tenant_id = 'tnt_acme' AND account_id <> ? ORDER BY id LIMIT 1`, id);
    const grant = db.prepare(`INSERT INTO asset_access (tenant_id, asset_id, identity_id, access) VALUES ('tnt_acme', ?, ?, 'read')`);
    grant.run(other!.id, identity!.id);
    grant.run(own!.id, outsider!.id);
    const gone = await api(`accounts/${id}?purge=true`, { method: 'DELETE' });
    expect(gone.body).toEqual(impact.body);
    expect(count(`SELECT count(*) AS n FROM asset_access WHERE asset_id = ? OR identity_id = ?`, own!.id, identity!.id)).toBe(0);
    expect(count(`SELECT count(*) AS n FROM assets WHERE account_id = ?`, id)).toBe(0);
    expect(count(`SELECT count(*) AS n FROM alerts WHERE account_id = ?`, id)).toBe(0);
    expect(count(`SELECT count(*) AS n FROM cloud_accounts WHERE id = ?`, id)).toBe(0);
    // By name: two of the four may share a millisecond, and PostgreSQL has no insertion order to break the tie.
    const actions = rows<{ action: string }>(`SELECT action FROM audit_log WHERE target = ? ORDER BY action`, `cloud_account:${id}`).map((r) => r.action);
    expect(actions).toEqual(['cloud_account.create', 'cloud_account.disconnect_purge', 'cloud_account.scan', 'cloud_account.test']);
  });
});

describe('Azure', () => {
  it('connects a subscription with the app\'s secret kept encrypted', async () => {
    const res = await create(azure);
    expect(res.status).toBe(201);
    expect(JSON.stringify(res.body)).not.toContain(AZURE_SECRET);
    expect(rows<{ credentials: string }>('SELECT credentials FROM cloud_accounts WHERE id = ?', res.body.id)[0]!.credentials).not.toContain(AZURE_SECRET);
    expect((await api(`accounts/${res.body.id}/test`, { method: 'POST' })).body).toMatchObject({ ok: true, detail: 'Subscription Contoso Production' });
  });

  it('explains an unknown subscription and a wrong secret by field', async () => {
    const unknown = await create({ ...azure, name: 'Unknown', subscriptionId: '11111111-2222-4333-8444-555555555555' });
    expect((await api(`accounts/${unknown.body.id}/test`, { method: 'POST' })).body).toMatchObject({ ok: false, field: 'subscriptionId', code: 'SubscriptionNotFound' });
    const wrong = await create({ ...azure, name: 'Wrong', subscriptionId: '3f2504e0-4f89-41d3-9a0c-0305e82c3302', clientSecret: 'nope' });
    expect((await api(`accounts/${wrong.body.id}/test`, { method: 'POST' })).body).toMatchObject({ ok: false, field: 'clientSecret', code: 'invalid_client' });
  });
});

describe('AWS Organizations', () => {
  it('lists the member accounts, onboards the chosen ones through the read-only role, and explains a member without the role', async () => {
    const management = await create(awsKeys);
    const found = await api(`accounts/${management.body.id}/discover`, { method: 'POST' });
    expect(found.body.accounts.map((a: any) => [a.id, a.name, a.onboarded])).toEqual([
      ['111122223333', 'Management', true], ['444455556666', 'Production', false], ['777788889999', 'Staging', false], ['123412341234', 'Sandbox', false],
    ]);
    const members = await api(`accounts/${management.body.id}/members`, { method: 'POST', json: { accountIds: ['444455556666', '123412341234'] } });
    expect(members.status).toBe(201);
    const [production, sandbox] = members.body.items;
    expect(production).toMatchObject({ name: 'Production', auth: 'role', status: 'pending', group: 'Core', roleArn: 'arn:aws:iam::444455556666:role/PalisadeReadOnly' });
    expect(production.roleExternalId).toMatch(/^palisade-[0-9a-f]{32}$/);
    const template = await fetch(`${t.url}/api/cloud-account/api/v1/accounts/${production.id}/cloudformation`, { headers: bearer(admin) });
    expect(await template.text()).toContain(`sts:ExternalId: ${production.roleExternalId}`);
    expect((await api(`accounts/${production.id}/test`, { method: 'POST' })).body).toMatchObject({ ok: true, detail: 'Signed in as arn:aws:sts::444455556666:assumed-role/PalisadeReadOnly/palisade' });
    expect((await api(`accounts/${sandbox.id}/test`, { method: 'POST' })).body).toMatchObject({ ok: false, field: 'role', code: 'AccessDenied' });
    const notMember = await api(`accounts/${management.body.id}/members`, { method: 'POST', json: { accountIds: ['999988887777'] } });
    expect(notMember.status).toBe(400);
  });

  it('a member account cannot list the organization', async () => {
    const [production] = (await api('accounts?q=444455556666')).body.items;
    expect((await api(`accounts/${production.id}/discover`, { method: 'POST' })).body).toMatchObject({ ok: false, field: 'organization', code: 'AccessDeniedException' });
  });
});

describe('account groups and the list', () => {
  it('makes a group before any account is in it, assigns an account, renames the group with its accounts, and audits each', async () => {
    const made = await api('groups', { method: 'POST', json: { name: 'Payments' } });
    expect(made.status).toBe(201);
    expect(made.body.groups).toContain('Payments');
    expect((await api('groups', { method: 'POST', json: { name: 'Payments' } })).status).toBe(409);
    expect((await api('groups', { method: 'POST', json: { name: ' ' } })).body.error.fields).toEqual([{ path: 'name', message: 'Group name is required' }]);
    const account = await create({ ...awsKeys, name: 'Card processing', accountId: '555566667777', group: '' });
    expect((await api(`accounts/${account.body.id}`, { method: 'PATCH', json: { group: 'Payments' } })).body.group).toBe('Payments');
    const renamed = await api('groups/Payments', { method: 'PATCH', json: { name: 'Payments EU' } });
    expect(renamed.body.groups).toContain('Payments EU');
    expect(renamed.body.groups).not.toContain('Payments');
    expect((await api('accounts?group=Payments%20EU')).body.items.map((a: any) => a.name)).toEqual(['Card processing']);
    expect((await api('groups/Nowhere', { method: 'PATCH', json: { name: 'X' } })).status).toBe(404);
    expect(rows<{ action: string }>(`SELECT action FROM audit_log WHERE action LIKE 'cloud_account_group.%' ORDER BY action`).map((r) => r.action))
      .toEqual(['cloud_account_group.create', 'cloud_account_group.rename']);
  });

  it('filters by several values of a filter and sorts as asked', async () => {
    const both = (await api('accounts?status=error&status=pending&cloud=azure&sort=name&dir=desc')).body.items;
    expect(both.length).toBeGreaterThan(1);
    expect(both.every((a: any) => a.cloud === 'azure' && ['error', 'pending'].includes(a.status))).toBe(true);
    const names = both.map((a: any) => a.name);
    expect(names).toEqual([...names].sort().reverse());
  });
});

describe('tenants and permissions', () => {
  it('another tenant neither sees nor touches the account', async () => {
    const mine = await create({ ...awsKeys, name: 'Acme only', accountId: '777788880000' });
    const theirs = await api('accounts', {}, globex);
    if (theirs.status === 200) expect(theirs.body.items.map((a: any) => a.id)).not.toContain(mine.body.id);
    else expect(theirs.status).toBe(403);
    const probe = await api(`accounts/${mine.body.id}?purge=true`, { method: 'DELETE' }, globex);
    expect([403, 404]).toContain(probe.status);
    expect(count(`SELECT count(*) AS n FROM cloud_accounts WHERE id = ?`, mine.body.id)).toBe(1);
  });

  it('a role without the module is refused', async () => {
    const dev = await accessToken(t.url, 'dev@acme.test');
    expect((await api('accounts', {}, dev)).status).toBe(403);
    expect((await create({ ...awsKeys, accountId: '777788889999' }, dev)).status).toBe(403);
  });
});
