import { shippedFrameworks } from '../src/compliance/loadFrameworks.js';
import { openTestDatabase, type TestDatabase } from './support/testDatabase.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessToken, bearer, call, startServer, type TestServer } from './helpers.js';

let t: TestServer;
let admin: string;
beforeAll(async () => {
  t = await startServer();
  admin = await accessToken(t.url, 'admin@acme.test');
});
afterAll(async () => { await t.stop(); });

const get = (path: string, token?: string) => call(`${t.url}/api${path}`, { headers: token ? bearer(token) : {} });
const post = (path: string, json: unknown, token?: string) => call(`${t.url}/api${path}`, { method: 'POST', json, headers: token ? bearer(token) : {} });

const COUNTS = [
  ['GET', '/commondashboard/v1/totalThreats', undefined],
  ['GET', '/asset/api/v1/dashboard/cloudassetcount', undefined],
  ['GET', '/commondashboard/v1/totalIdentities', undefined],
  ['POST', '/alerts/v1/buildtime/iacalertcount', { filters: { alertStatus: ['Open'] } }],
  ['POST', '/compliance/v1/benchmark/getComplianceScore', { benchmarkId: 'ZBP' }],
  ['GET', '/vulnerability/v1/totalVulnerabilities', undefined],
] as const;
const count = (token: string, [method, path, body]: (typeof COUNTS)[number]) => (method === 'GET' ? get(path, token) : post(path, body, token));

describe('bearer token requirement', () => {
  it('refuses protected routes without a token, with a forged token and with an expired token', async () => {
    const none = await get('/tenant/api/v1/tenant');
    expect(none.status).toBe(401);
    expect(none.body.error.code).toBe('UNAUTHENTICATED');
    const forged = admin.slice(0, -4) + 'AAAA';
    expect((await get('/tenant/api/v1/tenant', forged)).status).toBe(401);
    t.advance(66 * 60_000);
    try {
      expect((await get('/tenant/api/v1/tenant', admin)).status).toBe(401);
    } finally {
      t.advance(-66 * 60_000);
    }
  });

  it('answers unknown API routes with a JSON 404', async () => {
    const res = await get('/no/such/route', admin);
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ error: { code: 'NOT_FOUND', message: 'Route GET /api/no/such/route not found' } });
  });
});

describe('tenant, agreement and access-control info', () => {
  it('returns tenant info with the agreement state', async () => {
    const res = await get('/tenant/api/v1/tenant', admin);
    expect(res.body).toMatchObject({ id: 'tnt_acme', name: 'Acme', customerType: 'Enterprise', region: 'us-east-1', eusaAccepted: true });
  });

  it('records the agreement acceptance for the caller tenant only', async () => {
    const us = await accessToken(t.url, 'analyst@globex.test', { tenant_id: 'tnt_globex_us' });
    expect((await get('/tenant/api/v1/tenant', us)).body.eusaAccepted).toBe(false);
    const accepted = await post('/tenant/api/v1/tenant/eusa/accept', {}, us);
    expect(accepted.status).toBe(200);
    expect(accepted.body.message).toBe('EUSA Accepted Successfully');
    expect((await get('/tenant/api/v1/tenant', us)).body.eusaAccepted).toBe(true);
  });

  it('returns the user info with modules, actions and groups', async () => {
    const res = await get('/tenant/rbac/api/v1/rbac/user', admin);
    expect(res.body).toMatchObject({ emailid: 'admin@acme.test', name: 'Ada Admin', idpusernotfound: false, isJITNotEnabled: false, isGroupChanged: false,
      group: { id: 'grp_acme_admins', name: 'Acme Administrators' } });
    expect(res.body.groups).toHaveLength(2);
    expect(res.body.actions).toContain('DOWNLOAD_CLI_SCANNER');
    const dashboard = res.body.modules.find((m: { id: string }) => m.id === 'DASHBOARD');
    expect(dashboard.submodules).toHaveLength(6);
  });

  it('switches group, changing the permissions the server enforces', async () => {
    const token = await accessToken(t.url, 'admin@acme.test');
    const denied = await post('/tenant/rbac/api/v1/tenant/user/group/switch', { groupid: 'grp_acme_viewers' }, token);
    expect(denied.status).toBe(403);
    const missing = await post('/tenant/rbac/api/v1/tenant/user/group/switch', {}, token);
    expect(missing.body.error.fields[0].path).toBe('groupid');
    const switched = await post('/tenant/rbac/api/v1/tenant/user/group/switch', { groupid: 'grp_acme_auditors' }, token);
    expect(switched.body).toEqual({ group: { id: 'grp_acme_auditors', name: 'Acme Auditors' }, isGroupChanged: true });
    const info = await get('/tenant/rbac/api/v1/rbac/user', token);
    expect(info.body).toMatchObject({ isGroupChanged: true, group: { id: 'grp_acme_auditors' } });
    expect((await get('/asset/api/v1/dashboard/cloudassetcount', token)).status).toBe(403);
    await post('/tenant/rbac/api/v1/tenant/user/group/switch', { groupid: 'grp_acme_admins' }, token);
    expect((await get('/asset/api/v1/dashboard/cloudassetcount', token)).status).toBe(200);
  });
});

describe('feature flags', () => {
  it('applies catalogue defaults, tenant/feature/cloud overrides and the caller default for unknown keys', async () => {
    const res = await post('/featureflag/api/v2/isenabled', { flags: [
      { flag_key: 'audit_logs', default_val: false, filterProps: { component: 'nav', feature: 'audit', tenant_name: 'Acme' } },
      { flag_key: 'new_cloud_accounts', default_val: false },
      { flag_key: 'auto_remediation', default_val: true, filterProps: { feature: 'alerts', cloud_type: 'azure' } },
      { flag_key: 'auto_remediation', default_val: true, filterProps: { feature: 'alerts', cloud_type: 'aws' } },
      { flag_key: 'not_a_flag', default_val: true },
    ] }, admin);
    expect(res.body).toEqual([
      { flag_key: 'audit_logs', result: true, filter_props: { feature: 'audit' } },
      { flag_key: 'new_cloud_accounts', result: true, filter_props: { feature: null } },
      { flag_key: 'auto_remediation', result: false, filter_props: { feature: 'alerts' } },
      { flag_key: 'auto_remediation', result: true, filter_props: { feature: 'alerts' } },
      { flag_key: 'not_a_flag', result: true, filter_props: { feature: null } },
    ]);
  });

  it('evaluates for the token tenant whatever tenant_name says', async () => {
    const us = await accessToken(t.url, 'analyst@globex.test', { tenant_id: 'tnt_globex_us' });
    const flags = { flags: [{ flag_key: 'analytics', default_val: true, filterProps: { tenant_name: 'Acme' } }] };
    expect((await post('/featureflag/api/v2/isenabled', flags, us)).body[0].result).toBe(false);
    expect((await post('/featureflag/api/v2/isenabled', flags, admin)).body[0].result).toBe(true);
    const bad = await post('/featureflag/api/v2/isenabled', { flags: [{ default_val: 'yes' }] }, admin);
    expect(bad.body.error.fields.map((f: { path: string }) => f.path).sort()).toEqual(['flags.0.default_val', 'flags.0.flag_key']);
  });
});

describe('notifications', () => {
  it('counts unread notifications and marks one read for the caller only', async () => {
    const token = await accessToken(t.url, 'admin@acme.test');
    const before = (await get('/notification/v1/notificationCount', token)).body.count;
    const list = await get('/notification/v1/notifications', token);
    expect(list.body.notifications.length).toBeGreaterThan(0);
    const target = list.body.notifications.find((n: { read: boolean }) => !n.read);
    const read = await post(`/notification/v1/notifications/${target.id}/read`, {}, token);
    expect(read.body).toEqual({ id: target.id, read: true });
    expect((await get('/notification/v1/notificationCount', token)).body.count).toBe(before - 1);
    const breakglass = await accessToken(t.url, 'breakglass@acme.test', { realm: 'breakglass' });
    expect((await get('/notification/v1/notificationCount', breakglass)).body.count).toBe(before);
  });

  it('returns 404 for another tenant notification (tenant isolation)', async () => {
    const eu = await accessToken(t.url, 'analyst@globex.test', { tenant_id: 'tnt_globex_eu' });
    const res = await post('/notification/v1/notifications/ntf_tnt_acme_1/read', {}, eu);
    expect(res.status).toBe(404);
  });
});

describe('dashboard counts', () => {
  it('returns a positive total for each of the six cards', async () => {
    for (const c of COUNTS) {
      const res = await count(admin, c);
      expect(res.status, c[1]).toBe(200);
      expect(res.body.total, c[1]).toBeGreaterThan(0);
    }
    const score = await post('/compliance/v1/benchmark/getComplianceScore', { benchmarkId: 'ZBP' }, admin);
    expect(score.body.total).toBe(Math.round((score.body.passed / (score.body.passed + score.body.failed)) * 100));
  });

  it("counts only the caller tenant's data: each figure is the database's count for that tenant", async () => {
    const tokens = {
      tnt_acme: admin,
      tnt_globex_eu: await accessToken(t.url, 'analyst@globex.test', { tenant_id: 'tnt_globex_eu' }),
      tnt_globex_us: await accessToken(t.url, 'analyst@globex.test', { tenant_id: 'tnt_globex_us' }),
    };
    const sqlite = openTestDatabase(t.dataDir, { readonly: true });
    const n = (sql: string, tenant: string) => (sqlite.prepare(sql).get(tenant) as { n: number }).n;
    const inDatabase = (tenant: string) => {
      // ZBP from the alerts themselves: an automated requirement fails when one of its checks has an open alert.
      const automated = shippedFrameworks().find((f) => f.id === 'ZBP')!.sections.flatMap((s) => s.requirements).filter((r) => r.checks.length > 0);
      const failed = automated.filter((r) => r.checks.some((c) => n("SELECT count(*) AS n FROM alerts WHERE tenant_id = ? AND status = 'Open' AND rule_id = '" + c + "'", tenant) > 0)).length;
      const passed = automated.length - failed;
      return [
        n("SELECT count(*) AS n FROM alerts WHERE tenant_id = ? AND kind = 'cloud' AND status = 'Open'", tenant),
        n('SELECT count(*) AS n FROM assets WHERE tenant_id = ?', tenant),
        n('SELECT count(*) AS n FROM identities WHERE tenant_id = ?', tenant),
        n("SELECT count(*) AS n FROM alerts WHERE tenant_id = ? AND kind = 'iac' AND status = 'Open'", tenant),
        Math.round((passed / (passed + failed)) * 100),
        n("SELECT count(*) AS n FROM vulnerabilities WHERE tenant_id = ? AND status = 'Open'", tenant),
      ];
    };
    // Globex EU has not bought VULNERABILITY, Globex US not CIEM (identities): those figures are refused, not zero.
    const refused = { tnt_acme: [], tnt_globex_eu: [5], tnt_globex_us: [2] } as Record<keyof typeof tokens, number[]>;
    try {
      const figures: Record<string, (number | 'refused')[]> = {};
      const expected: Record<string, (number | 'refused')[]> = {};
      for (const [tenant, token] of Object.entries(tokens) as [keyof typeof tokens, string][]) {
        figures[tenant] = await Promise.all(COUNTS.map(async (c) => {
          const res = await count(token, c);
          return res.status === 403 ? 'refused' : (res.body.total as number);
        }));
        expected[tenant] = inDatabase(tenant).map((value, i) => (refused[tenant].includes(i) ? 'refused' : value));
      }
      expect(figures).toEqual(expected);
      // The tenants' data differ, so a count that ignored the tenant could not match all three.
      expect(expected.tnt_acme![2]).not.toBe(expected.tnt_globex_eu![2]);
      for (let i = 0; i < COUNTS.length; i++) {
        const shown = Object.values(expected).map((f) => f[i]).filter((v) => v !== 'refused');
        expect(new Set(shown).size, COUNTS[i]![1]).toBeGreaterThan(1);
      }
    } finally {
      sqlite.close();
    }
  });

  it('counts IaC alerts by every status the alerts screens use', async () => {
    const statuses = ['Open', 'Resolved', 'Closed', 'Ignored'];
    const each = await Promise.all(statuses.map((s) => post('/alerts/v1/buildtime/iacalertcount', { filters: { alertStatus: [s] } }, admin)));
    expect(each.map((r) => r.status)).toEqual([200, 200, 200, 200]);
    const all = await post('/alerts/v1/buildtime/iacalertcount', { filters: { alertStatus: statuses } }, admin);
    expect(all.body.total).toBe(each.reduce((sum, r) => sum + (r.body.total as number), 0));
    expect(all.body.total).toBeGreaterThan(each[0]!.body.total as number);
  });

  it('validates bodies', async () => {
    const bad = await post('/alerts/v1/buildtime/iacalertcount', { filters: { alertStatus: ['Bogus'] } }, admin);
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields[0].path).toBe('filters.alertStatus.0');
    const missing = await post('/compliance/v1/benchmark/getComplianceScore', {}, admin);
    expect(missing.body.error.fields[0].path).toBe('benchmarkId');
  });
});

describe('RBAC enforcement', () => {
  it('lets the developer see only the IaC card and refuses the rest with 403', async () => {
    const dev = await accessToken(t.url, 'dev@acme.test');
    const statuses = await Promise.all(COUNTS.map(async (c) => (await count(dev, c)).status));
    expect(statuses).toEqual([403, 403, 403, 200, 403, 403]);
    const denied = await get('/commondashboard/v1/totalThreats', dev);
    expect(denied.body.error).toEqual({ code: 'FORBIDDEN', message: 'Your group has no access to module DASHBOARD CLOUD_ALERTS' });
  });

  it('refuses notifications to the viewer who lacks SYSTEM_NOTIFICATIONS', async () => {
    const token = await accessToken(t.url, 'viewer@acme.test');
    expect((await get('/commondashboard/v1/totalThreats', token)).status).toBe(200);
    expect((await get('/notification/v1/notificationCount', token)).status).toBe(403);
    expect((await get('/notification/v1/notifications', token)).status).toBe(403);
  });
});

describe('OpenAPI', () => {
  it('documents the API paths from the same schemas', async () => {
    const doc = await get('/openapi.json');
    expect(doc.status).toBe(200);
    expect(doc.body.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.body.paths)).toEqual(expect.arrayContaining([
      '/api/auth/api/v1/orglookup', '/api/tenant/rbac/api/v1/rbac/user', '/api/featureflag/api/v2/isenabled', '/api/commondashboard/v1/totalThreats',
    ]));
    const lookup = doc.body.paths['/api/auth/api/v1/orglookup'].post;
    expect(lookup.requestBody.content['application/json'].schema.required).toEqual(['Email']);
    expect(Object.keys(lookup.responses['200'].content['application/json'].schema.properties)).toEqual(['OrganizationId', 'SSOEnabled', 'MultiTenant', 'OTP', 'Connections']);
    expect(lookup.security).toEqual([]);
    expect(doc.body.security).toEqual([{ bearer: [] }, { apiKey: [] }]);
    expect(doc.body.paths['/api/commondashboard/v1/totalThreats'].get.responses['403']).toBeDefined();
  });

  it('documents the browser sign-in and session calls and the identity provider, with what they answer', async () => {
    const { body: doc } = await get('/openapi.json');
    const login = doc.paths['/bff/login'].post;
    expect(login.requestBody.content['application/json'].schema.required).toEqual(['email', 'password']);
    const answers = login.responses['200'].content['application/json'].schema.oneOf as { properties: Record<string, unknown> }[];
    expect(answers.map((a) => Object.keys(a.properties))).toEqual([
      ['authenticated', 'csrfToken'],
      ['authenticated', 'csrfToken', 'user', 'tenant', 'org', 'breakglass', 'expiresAt', 'accessTokenRefreshedAt'],
    ]);
    expect(doc.paths['/bff/session'].get.responses['200'].content['application/json'].schema.oneOf).toHaveLength(2);
    expect(doc.paths['/bff/logout'].post.responses['204'].content).toBeUndefined();
    expect(doc.paths['/bff/sso/start'].get.parameters.map((p: { name: string }) => p.name)).toEqual(['connection', 'email', 'returnTo']);
    const token = doc.paths['/idp/oauth/token'].post;
    expect(Object.keys(token.requestBody.content)).toEqual(['application/x-www-form-urlencoded', 'application/json']);
    expect(Object.keys(token.responses['200'].content['application/json'].schema.properties))
      .toEqual(['access_token', 'id_token', 'refresh_token', 'token_type', 'expires_in', 'scope']);
  });
});

describe('request bodies', () => {
  it('treats an empty JSON body as no body and rejects malformed JSON with the error shape', async () => {
    const empty = await call(`${t.url}/api/tenant/api/v1/tenant/eusa/accept`, { method: 'POST', headers: { ...bearer(admin), 'content-type': 'application/json' } });
    expect(empty.status).toBe(200);
    const broken = await call(`${t.url}/api/auth/api/v1/orglookup`, { method: 'POST', body: '{"Email":', headers: { 'content-type': 'application/json' } });
    expect(broken.status).toBe(400);
    expect(broken.body.error.code).toBe('VALIDATION_FAILED');
  });
});
