import { createHash } from 'node:crypto';
import { openTestDatabase, type TestDatabase } from './support/testDatabase.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessToken, bearer, BrowserClient, call, startServer, type TestServer } from './helpers.js';

let t: TestServer;
let sqlite: TestDatabase;
let admin: string;
let reviewer: string;
let viewer: string;
let globex: string;

beforeAll(async () => {
  t = await startServer();
  sqlite = openTestDatabase(t.dataDir);
  // Globex has no administrator in the demo: its analyst role gets the area (and the right to change it) to test tenant isolation.
  sqlite.prepare(`INSERT INTO role_modules (role_id, module_id, parent_id) VALUES ('rol_tnt_globex_eu_analyst', 'API_KEYS', '')`).run();
  sqlite.prepare(`INSERT INTO role_actions (role_id, action) VALUES ('rol_tnt_globex_eu_analyst', 'MANAGE_ADMINISTRATION')`).run();
  [admin, reviewer, viewer, globex] = await Promise.all([accessToken(t.url, 'admin@acme.test'), accessToken(t.url, 'reviewer@acme.test'),
    accessToken(t.url, 'viewer@acme.test'), accessToken(t.url, 'analyst@globex.test', { tenant_id: 'tnt_globex_eu' })]);
});
afterAll(async () => { sqlite.close(); await t.stop(); });

const keys = (path = '', init: { method?: string; json?: unknown; token?: string } = {}) =>
  call(`${t.url}/api/admin/v1/api-keys${path}`, { method: init.method ?? 'GET', json: init.json, headers: bearer(init.token ?? admin) });
const create = (json: Record<string, unknown>, token = admin) => keys('', { method: 'POST', json, token });
const withKey = (key: string, path: string, json?: unknown) =>
  call(`${t.url}/api${path}`, { method: json === undefined ? 'GET' : 'POST', json, headers: { 'x-api-key': key } });
const searchAlerts = (key: string) => withKey(key, '/alerts/v1/search', { pageSize: 5 });
const auditRows = (action: string, target: string) =>
  sqlite.prepare(`SELECT * FROM audit_log WHERE action = ? AND target = ? ORDER BY created_at`).all(action, target) as any[];
const sha256 = (value: string) => createHash('sha256').update(value).digest('base64url');

async function newKey(name: string, role = 'rol_tnt_acme_admin', days: number | string = 30, token = admin) {
  const res = await create({ name, roleId: role, expiresInDays: days }, token);
  expect(res.status).toBe(201);
  return res.body as { apiKey: any; key: string };
}

describe('API keys: access to the area', () => {
  it('lists the tenant keys for the admin and the reviewer, without secrets; the viewer is refused', async () => {
    const list = await keys();
    expect(list.status).toBe(200);
    expect(list.body.items.map((k: any) => k.name)).toEqual(expect.arrayContaining(['CI pipeline scanner', 'Legacy reporting script']));
    expect(Object.keys(list.body.items[0]).sort()).toEqual(['createdAt', 'createdBy', 'createdByApiKey', 'expiresAt', 'id', 'lastUsedAt', 'name', 'prefix', 'revokedAt', 'role', 'status']);
    const statuses = Object.fromEntries(list.body.items.map((k: any) => [k.name, k.status]));
    expect(statuses).toMatchObject({ 'CI pipeline scanner': 'active', 'Quarterly audit export': 'expired', 'Legacy reporting script': 'revoked' });
    expect(list.body.items[0].createdBy.email).toBe('admin@acme.test');
    expect((await keys('', { token: reviewer })).status).toBe(200);
    const refused = await keys('', { token: viewer });
    expect(refused.status).toBe(403);
    expect(refused.body.error.message).toBe('Your group has no access to module API_KEYS');
  });

  it('lets the reviewer look but not create or revoke; the viewer may do neither', async () => {
    const asReviewer = await create({ name: 'reviewer key', roleId: 'rol_tnt_acme_viewer', expiresInDays: 30 }, reviewer);
    expect(asReviewer.status).toBe(403);
    expect(asReviewer.body.error.message).toMatch(/may look at API_KEYS but not change it/);
    expect((await create({ name: 'viewer key', roleId: 'rol_tnt_acme_viewer', expiresInDays: 30 }, viewer)).status).toBe(403);
    expect((await keys('/key_demo_ci/revoke', { method: 'POST', token: reviewer })).status).toBe(403);
    expect((await keys('/key_demo_ci/revoke', { method: 'POST', token: viewer })).status).toBe(403);
    expect((await keys()).body.items.find((k: any) => k.id === 'key_demo_ci').status).toBe('active');
    expect(sqlite.prepare(`SELECT count(*) n FROM api_keys WHERE name IN ('reviewer key', 'viewer key')`).get()).toEqual({ n: 0 });
  });

  it('offers the tenant roles to choose from', async () => {
    const roles = await keys('/roles', { token: reviewer });
    expect(roles.body.items.map((r: any) => r.id)).toContain('rol_tnt_acme_viewer');
    expect(roles.body.items.every((r: any) => r.id.startsWith('rol_tnt_acme_'))).toBe(true);
  });
});

describe('API keys: create', () => {
  it('answers the secret once and keeps only its hash; the audit row has no secret', async () => {
    const { apiKey, key } = await newKey('Nightly export');
    expect(key).toMatch(/^pal_[0-9a-f]{12}\.[\w-]{43}$/);
    expect(key.startsWith(apiKey.prefix)).toBe(true);
    expect(apiKey).toMatchObject({ name: 'Nightly export', status: 'active', role: { name: 'Administrator' }, lastUsedAt: null });
    expect(apiKey.expiresAt - apiKey.createdAt).toBe(30 * 86_400_000);
    const row = sqlite.prepare(`SELECT * FROM api_keys WHERE id = ?`).get(apiKey.id) as any;
    expect(row.secret_hash).toBe(sha256(key));
    expect(JSON.stringify(row)).not.toContain(key.split('.')[1]);
    const listed = (await keys()).body.items.find((k: any) => k.id === apiKey.id);
    expect(JSON.stringify(listed)).not.toContain(key.split('.')[1]);
    const [audit] = auditRows('api_key.create', `api_key:${apiKey.id}`);
    expect(audit).toMatchObject({ tenant_id: 'tnt_acme', interface: 'UI', actor_email: 'admin@acme.test' });
    expect(JSON.parse(audit.after)).toMatchObject({ name: 'Nightly export', prefix: apiKey.prefix, role: 'Administrator' });
    expect(audit.after).not.toContain(key.split('.')[1]);
  });

  it('validates name, role and expiry with the spec texts, on their fields', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ name: 'x', roleId: 'rol_tnt_acme_viewer', expiresInDays: '400' }, 'expiresInDays', 'Invalid Range. The number should be between 1 and 365'],
      [{ name: 'x', roleId: 'rol_tnt_acme_viewer', expiresInDays: 0 }, 'expiresInDays', 'Invalid Range. The number should be between 1 and 365'],
      [{ name: 'x', roleId: 'rol_tnt_acme_viewer', expiresInDays: 'soon' }, 'expiresInDays', 'Enter a number.'],
      [{ name: '   ', roleId: 'rol_tnt_acme_viewer', expiresInDays: 5 }, 'name', 'This field is required'],
      [{ name: 'n'.repeat(65), roleId: 'rol_tnt_acme_viewer', expiresInDays: 5 }, 'name', 'Max Character Limit Exceeded'],
      [{ name: 'x', roleId: '', expiresInDays: 5 }, 'roleId', 'This field is required'],
      [{ name: 'x', roleId: 'rol_tnt_globex_eu_analyst', expiresInDays: 5 }, 'roleId', 'Choose a role of this tenant'],
    ];
    for (const [body, path, message] of cases) {
      const res = await create(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.error.fields).toEqual([{ path, message }]);
    }
  });

  it('refuses a second active key with the same name, saying whose it is', async () => {
    await newKey('Duplicate me');
    const again = await create({ name: 'Duplicate me', roleId: 'rol_tnt_acme_viewer', expiresInDays: 5 });
    expect(again.status).toBe(409);
    expect(again.body.error.fields).toEqual([{ path: 'name', message: 'An active API key named "Duplicate me" already exists (created by admin@acme.test)' }]);
  });
});

describe('API keys: authenticating API calls', () => {
  it('life cycle: the key calls the API with its role and tenant, is recorded as used, then revoked and refused', async () => {
    const { apiKey, key } = await newKey('Automation');
    const byKey = await withKey(key, '/alerts/v1/search', { pageSize: 5, status: ['Open'] });
    expect(byKey.status).toBe(200);
    const byAdmin = await call(`${t.url}/api/alerts/v1/search`, { method: 'POST', json: { pageSize: 5, status: ['Open'] }, headers: bearer(admin) });
    expect(byKey.body.total).toBe(byAdmin.body.total);
    expect(byKey.body.items.map((a: any) => a.id)).toEqual(byAdmin.body.items.map((a: any) => a.id));
    const listed = (await keys()).body.items.find((k: any) => k.id === apiKey.id);
    expect(listed.lastUsedAt).toBeGreaterThanOrEqual(apiKey.createdAt);
    // "Last used" is kept to the minute: a later call moves it once a minute has passed.
    t.advance(2 * 60_000);
    await withKey(key, '/alerts/v1/search', { pageSize: 1 });
    const later = (await keys()).body.items.find((k: any) => k.id === apiKey.id);
    expect(later.lastUsedAt).toBeGreaterThanOrEqual(listed.lastUsedAt + 2 * 60_000);

    // A change made with the key is audited as coming through that key, not as its creator.
    const alertId = byKey.body.items[0].id;
    const changed = await withKey(key, '/alerts/v1/alerts/actions', { ids: [alertId], action: 'resolve' });
    expect(changed.status).toBe(200);
    const audit = sqlite.prepare(`SELECT * FROM audit_log WHERE action = 'alert.resolve' AND created_at >= ? AND tenant_id = 'tnt_acme'`)
      .get(apiKey.createdAt) as any;
    expect(audit.target.toLowerCase()).toBe(alertId.toLowerCase());
    expect(audit).toMatchObject({ interface: 'API_KEY', tenant_id: 'tnt_acme', actor_user_id: null, actor_email: '', actor_api_key_id: apiKey.id });

    const revoked = await keys(`/${apiKey.id}/revoke`, { method: 'POST' });
    expect(revoked.status).toBe(200);
    expect(revoked.body.apiKey).toMatchObject({ status: 'revoked' });
    const [row] = auditRows('api_key.revoke', `api_key:${apiKey.id}`);
    expect(JSON.parse(row.before)).toMatchObject({ status: 'active' });
    expect(JSON.parse(row.after)).toMatchObject({ status: 'revoked' });
    const refused = await searchAlerts(key);
    expect(refused.status).toBe(401);
    expect(refused.body.error).toEqual({ code: 'INVALID_API_KEY', message: 'Invalid API Key' });
    const again = await keys(`/${apiKey.id}/revoke`, { method: 'POST' });
    expect(again.status).toBe(409);
    expect(again.body.error.message).toBe(`API key "Automation" (${apiKey.prefix}) is already revoked`);
  });

  it('refuses wrong keys with the same answer', async () => {
    const { key } = await newKey('Real one');
    const wrongSecret = `${key.split('.')[0]}.${'A'.repeat(43)}`;
    for (const wrong of [wrongSecret, 'pal_000000000000.nothing-here', 'not-a-key', '', `${key}x`]) {
      const res = await searchAlerts(wrong);
      expect(res.status, wrong).toBe(401);
      expect(res.body.error.message).toBe('Invalid API Key');
    }
  });

  it('gives the key exactly its role: a viewer key reads alerts but not administration; a developer key has IaC alerts only', async () => {
    const viewerKey = (await newKey('Viewer key', 'rol_tnt_acme_viewer')).key;
    expect((await searchAlerts(viewerKey)).status).toBe(200);
    const admin = await withKey(viewerKey, '/admin/v1/api-keys');
    expect(admin.status).toBe(403);
    expect(admin.body.error.message).toBe('Your group has no access to module API_KEYS');
    const resolve = await withKey(viewerKey, '/alerts/v1/alerts/actions', { ids: ['x'], action: 'resolve' });
    expect(resolve.status).toBe(403);
    const devKey = (await newKey('Developer key', 'rol_tnt_acme_developer')).key;
    const alerts = await searchAlerts(devKey);
    expect(alerts.status).toBe(403);
    expect(alerts.body.error.message).toBe('Your role may see IaC alerts only (kind=iac); cloud alerts need the ALERTS module');
  });

  it('does not act as a person: password, group and profile calls need a signed-in user', async () => {
    const { key } = await newKey('Not a person');
    for (const path of ['/tenant/rbac/api/v1/rbac/user', '/user/api/v1/password/status']) {
      const res = await withKey(key, path);
      expect(res.status, path).toBe(403);
      expect(res.body.error.message).toMatch(/API keys act as their role/);
    }
  });

  it('works on the API directly only: the BFF does not pass the header on', async () => {
    const { key } = await newKey('Through the BFF');
    const browser = new BrowserClient(t.url);
    await browser.session();
    const res = await browser.request('POST', '/bff/api/alerts/v1/search', { pageSize: 5 }, { 'x-api-key': key });
    expect(res.status).toBe(401);
  });
});

describe('API keys: feature flag', () => {
  it('turns the area and the keys off together when api_key_management is off for the tenant', async () => {
    const { key } = await newKey('Flagged');
    sqlite.prepare(`INSERT INTO feature_flag_overrides (id, flag_key, tenant_id, feature, cloud_type, enabled) VALUES ('ffo_keys', 'api_key_management', 'tnt_acme', NULL, NULL, 0)`).run();
    try {
      expect((await keys()).body.error.code).toBe('FEATURE_DISABLED');
      const refused = await searchAlerts(key);
      expect(refused.status).toBe(401);
      expect(refused.body.error.message).toBe('Invalid API Key');
    } finally {
      sqlite.prepare(`DELETE FROM feature_flag_overrides WHERE id = 'ffo_keys'`).run();
    }
    expect((await searchAlerts(key)).status).toBe(200);
  });
});

describe('API keys: tenant isolation', () => {
  it('keeps each tenant to its own keys and data', async () => {
    const acme = await newKey('Acme only');
    const list = await keys('', { token: globex });
    expect(list.status).toBe(200);
    expect(list.body.items).toEqual([]);
    const foreignRevoke = await keys(`/${acme.apiKey.id}/revoke`, { method: 'POST', token: globex });
    expect(foreignRevoke.status).toBe(404);
    expect((await searchAlerts(acme.key)).status).toBe(200);

    const globexKey = await newKey('Globex automation', 'rol_tnt_globex_eu_analyst', 10, globex);
    expect(globexKey.apiKey.role.name).toBe('Security analyst');
    expect((await keys('', { token: globex })).body.items.map((k: any) => k.name)).toEqual(['Globex automation']);
    expect((await keys()).body.items.map((k: any) => k.name)).not.toContain('Globex automation');
    const acmeAlert = (await searchAlerts(acme.key)).body.items[0].id;
    expect((await withKey(acme.key, `/alerts/v1/alerts/${acmeAlert}`)).status).toBe(200);
    expect((await withKey(globexKey.key, `/alerts/v1/alerts/${acmeAlert}`)).status).toBe(404);
    const globexTotal = (await call(`${t.url}/api/alerts/v1/search`, { method: 'POST', json: { pageSize: 1 }, headers: bearer(globex) })).body.total;
    expect((await searchAlerts(globexKey.key)).body.total).toBe(globexTotal);
    // An Acme role cannot be given to a Globex key.
    expect((await create({ name: 'Sneaky', roleId: 'rol_tnt_acme_admin', expiresInDays: 5 }, globex)).status).toBe(400);
  });
});

describe('API keys: expiry', () => {
  it('refuses a key once its expiry has passed and lists it as expired', async () => {
    const { apiKey, key } = await newKey('Short lived', 'rol_tnt_acme_viewer', '1');
    expect((await searchAlerts(key)).status).toBe(200);
    t.advance(86_400_000 + 1000);
    try {
      const res = await searchAlerts(key);
      expect(res.status).toBe(401);
      expect(res.body.error.message).toBe('Invalid API Key');
      const fresh = await accessToken(t.url, 'admin@acme.test');
      expect((await keys('', { token: fresh })).body.items.find((k: any) => k.id === apiKey.id).status).toBe('expired');
    } finally {
      t.advance(-(86_400_000 + 1000));
    }
  });
});
