import { openTestDatabase, type TestDatabase } from './support/testDatabase.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessToken, bearer, call, startServer, type TestServer } from './helpers.js';

const DAY = 86_400_000;
const BASE = '/api/admin/v1/audit-logs';

let t: TestServer;
let admin: string;
let reviewer: string;
let viewer: string;
let globex: string;
let sqlite: TestDatabase;

beforeAll(async () => {
  t = await startServer();
  [admin, reviewer, viewer, globex] = await Promise.all([accessToken(t.url, 'admin@acme.test'), accessToken(t.url, 'reviewer@acme.test'),
    accessToken(t.url, 'viewer@acme.test'), accessToken(t.url, 'analyst@globex.test', { tenant_id: 'tnt_globex_eu' })]);
  sqlite = openTestDatabase(t.dataDir);
});
afterAll(async () => { sqlite.close(); await t.stop(); });

const list = (query: Record<string, string | number | undefined> = {}, token = admin) =>
  call(`${t.url}${BASE}?${new URLSearchParams(Object.entries(query).flatMap(([k, v]): [string, string][] => (v === undefined ? [] : [[k, String(v)]])))}`, { headers: bearer(token) });
const get = (path: string, token = admin) => call(`${t.url}${path}`, { headers: bearer(token) });
const post = (path: string, json: unknown, token = admin) => call(`${t.url}${path}`, { method: 'POST', json, headers: bearer(token) });

/** Writes an audit row straight into the database, as any change in the server would. */
function insertRow(row: { id: string; tenant: string | null; user: string | null; email: string; action: string; target: string; at: number }) {
  sqlite.prepare(`INSERT INTO audit_log (id, tenant_id, actor_user_id, action, target, details, created_at, interface, actor_email, before, after)
    VALUES (?, ?, ?, ?, ?, '{}', ?, 'UI', ?, ?, ?)`)
    .run(row.id, row.tenant, row.user, row.action, row.target, row.at, row.email, JSON.stringify({ n: 1 }), JSON.stringify({ n: 2 }));
}

describe('access', () => {
  it('lets the admin and the reviewer read the log, refuses the viewer', async () => {
    expect((await list({}, admin)).status).toBe(200);
    expect((await list({}, reviewer)).status).toBe(200);
    const refused = await list({}, viewer);
    expect(refused.status).toBe(403);
    expect(refused.body.error.message).toContain('AUDIT_LOGS');
    expect((await get(`${BASE}/facets`, viewer)).status).toBe(403);
    expect((await get(`${BASE}/export.csv`, viewer)).status).toBe(403);
  });

  it('refuses everyone while the audit_logs flag is off for the tenant', async () => {
    sqlite.prepare(`INSERT INTO feature_flag_overrides (id, flag_key, tenant_id, feature, cloud_type, enabled) VALUES ('ffo_audit', 'audit_logs', 'tnt_acme', NULL, NULL, 0)`).run();
    try {
      const res = await list({}, admin);
      expect(res.status).toBe(404);
      expect(res.body.error.code).toBe('FEATURE_DISABLED');
      expect((await get(`${BASE}/export.csv`)).status).toBe(404);
    } finally {
      sqlite.prepare(`DELETE FROM feature_flag_overrides WHERE id = 'ffo_audit'`).run();
    }
    expect((await list({}, admin)).status).toBe(200);
  });

  it('is read only: there is no way to change or delete a row', async () => {
    const first = (await list()).body.items[0];
    expect((await call(`${t.url}${BASE}/${first.id}`, { method: 'DELETE', headers: bearer(admin) })).status).toBe(404);
    expect((await post(BASE, { action: 'forged' })).status).toBe(404);
  });
});

describe('rows written by changes', () => {
  it('an alert resolved in the UI: interface UI, the actor, the status before and after', async () => {
    const open = (await post('/api/alerts/v1/search', { status: ['Open'], pageSize: 1 })).body.items[0];
    expect((await post('/api/alerts/v1/alerts/actions', { ids: [open.id], action: 'resolve', reason: 'Fixed in the audit test' })).body.succeeded).toBe(1);
    const page = (await list({ action: 'alert.resolve', q: open.id })).body;
    expect(page.total).toBe(1);
    expect(page.items[0]).toMatchObject({
      interface: 'UI', action: 'alert.resolve', target: open.id, tenant: { id: 'tnt_acme', name: 'Acme' },
      actor: { userId: 'usr_acme_admin', name: 'Ada Admin', email: 'admin@acme.test' },
      before: { status: 'Open' }, after: { status: 'Resolved', statusDescription: 'Fixed in the audit test' },
    });
    // The detail of the same row by its id.
    expect((await get(`${BASE}/${page.items[0].id}`)).body).toEqual(page.items[0]);
  });

  it('a change made with an API key: interface API_KEY, the key (name and id) as the actor', async () => {
    const created = await post('/api/admin/v1/api-keys', { name: 'audit test key', roleId: 'rol_tnt_acme_admin', expiresInDays: 5 });
    expect(created.status).toBe(201);
    const viaKey = (path: string, json: unknown) =>
      call(`${t.url}/api${path}`, { method: 'POST', json, headers: { 'x-api-key': created.body.key as string } });
    const open = (await viaKey('/alerts/v1/search', { status: ['Open'], pageSize: 1 })).body.items[0];
    expect((await viaKey('/alerts/v1/alerts/actions', { ids: [open.id], action: 'ignore', reason: 'Scripted triage' })).body.succeeded).toBe(1);
    const row = (await list({ action: 'alert.ignore', q: open.id })).body.items[0];
    expect(row).toMatchObject({ interface: 'API_KEY', before: { status: 'Open' }, after: { status: 'Ignored' } });
    expect(row.actor).toEqual({ userId: null, name: `API key "audit test key" (${created.body.apiKey.id as string})`, email: '' });
    // The key's creation is in the log too, without its secret.
    const creation = (await list({ action: 'api_key.create' })).body.items[0];
    expect(JSON.stringify(creation)).not.toContain(created.body.key);
  });

  it('a group switch: the group before and after', async () => {
    const token = await accessToken(t.url, 'admin@acme.test');
    await post('/api/tenant/rbac/api/v1/tenant/user/group/switch', { groupid: 'grp_acme_auditors' }, token);
    await post('/api/tenant/rbac/api/v1/tenant/user/group/switch', { groupid: 'grp_acme_admins' }, token);
    const rows = (await list({ action: 'rbac.group_switched', user: 'usr_acme_admin' })).body.items;
    expect(rows).toHaveLength(2);
    expect(rows).toEqual(expect.arrayContaining([
      expect.objectContaining({ interface: 'UI', target: 'user:admin@acme.test', actor: { userId: 'usr_acme_admin', name: 'Ada Admin', email: 'admin@acme.test' },
        before: { group: { id: 'grp_acme_admins', name: 'Acme Administrators' } }, after: { group: { id: 'grp_acme_auditors', name: 'Acme Auditors' } } }),
      expect.objectContaining({ before: { group: { id: 'grp_acme_auditors', name: 'Acme Auditors' } }, after: { group: { id: 'grp_acme_admins', name: 'Acme Administrators' } } }),
    ]));
  });

  it('a password change says when, never the password or its hash', async () => {
    const token = await accessToken(t.url, 'dev@acme.test');
    expect((await post('/api/user/api/v1/password/change', { currentPassword: 'Palisade-demo-1', newPassword: 'Palisade-demo-2!' }, token)).status).toBe(200);
    const row = (await list({ action: 'auth.password_changed' })).body.items[0];
    expect(row).toMatchObject({ actor: { email: 'dev@acme.test' }, target: 'user:dev@acme.test' });
    expect(JSON.stringify(row)).not.toMatch(/Palisade-demo|hash/i);
    // The change-password reminder reads the time from the user, not from rows the retention drops.
    expect((await get('/api/user/api/v1/password/status', token)).body.expired).toBe(false);
  });
});

describe('tenant isolation', () => {
  it("never shows another tenant's rows, nor rows of no tenant, and hides their ids", async () => {
    insertRow({ id: 'aud_globex_x', tenant: 'tnt_globex_eu', user: 'usr_globex_analyst', email: 'analyst@globex.test', action: 'alert.resolve',
      target: 'GLOBEX-ONLY', at: t.now() });
    insertRow({ id: 'aud_pre_login', tenant: null, user: 'usr_acme_admin', email: 'admin@acme.test', action: 'auth.password_reset_requested',
      target: 'user:admin@acme.test', at: t.now() });
    // And a real change in Globex EU, which lands in Globex's log.
    const open = (await post('/api/alerts/v1/search', { status: ['Open'], pageSize: 1 }, globex)).body.items[0];
    expect((await post('/api/alerts/v1/alerts/actions', { ids: [open.id], action: 'resolve' }, globex)).body.succeeded).toBe(1);
    expect(sqlite.prepare(`SELECT count(*) n FROM audit_log WHERE tenant_id = 'tnt_globex_eu' AND target = ?`).get(open.id)).toEqual({ n: 1 });
    for (const query of [{}, { q: 'globex' }, { q: 'GLOBEX-ONLY' }, { user: 'usr_globex_analyst' }, { action: 'auth.password_reset_requested' }]) {
      const page = (await list({ ...query, pageSize: 200 })).body;
      expect(page.items.every((row: { tenant: { id: string } }) => row.tenant.id === 'tnt_acme')).toBe(true);
      expect(JSON.stringify(page.items)).not.toContain('globex');
      expect(page.items.some((row: { action: string }) => row.action === 'auth.password_reset_requested')).toBe(false);
    }
    expect((await get(`${BASE}/aud_globex_x`)).status).toBe(404);
    expect((await get(`${BASE}/aud_pre_login`)).status).toBe(404);
    const facets = (await get(`${BASE}/facets`)).body;
    expect(facets.users.map((u: { email: string }) => u.email)).not.toContain('analyst@globex.test');
    expect(facets.actions).not.toContain('auth.password_reset_requested');
    const csv = (await call(`${t.url}${BASE}/export.csv`, { headers: bearer(admin) })).body as string;
    expect(csv).not.toContain('GLOBEX-ONLY');
  });
});

describe('filters, paging and export', () => {
  let start = 0;
  const base = () => start;
  beforeAll(() => {
    start = t.now() - 10 * DAY;
    // Twelve rows ten days ago, one a minute, by two users with two actions.
    for (let i = 0; i < 12; i++) {
      const reviewerRow = i % 3 === 0;
      insertRow({ id: `aud_f_${String(i).padStart(2, '0')}`, tenant: 'tnt_acme', user: reviewerRow ? 'usr_acme_reviewer' : 'usr_acme_viewer',
        email: reviewerRow ? 'reviewer@acme.test' : 'viewer@acme.test', action: i % 2 ? 'business_unit.update' : 'integration.test',
        target: `fixture-${i}`, at: base() + i * 60_000 });
    }
  });
  const window = () => ({ from: base(), to: base() + 12 * 60_000 });

  it('filters by time range and sorts by time either way', async () => {
    const desc = (await list({ ...window(), pageSize: 50 })).body;
    expect(desc.total).toBe(12);
    expect(desc.items.map((r: { target: string }) => r.target)).toEqual(Array.from({ length: 12 }, (_, i) => `fixture-${11 - i}`));
    const asc = (await list({ ...window(), dir: 'asc' })).body;
    expect(asc.items[0].target).toBe('fixture-0');
    const half = (await list({ from: base() + 6 * 60_000, to: base() + 9 * 60_000 })).body;
    expect(half.items.map((r: { target: string }) => r.target)).toEqual(['fixture-8', 'fixture-7', 'fixture-6']);
  });

  it('filters by user, by action, by free text, and combines them', async () => {
    const byUser = (await list({ ...window(), user: 'usr_acme_reviewer' })).body;
    expect(byUser.items.map((r: { target: string }) => r.target)).toEqual(['fixture-9', 'fixture-6', 'fixture-3', 'fixture-0']);
    expect(byUser.items[0].actor).toEqual({ userId: 'usr_acme_reviewer', name: 'Rita Reviewer', email: 'reviewer@acme.test' });
    const byAction = (await list({ ...window(), action: 'business_unit.update' })).body;
    expect(byAction.total).toBe(6);
    const both = (await list({ ...window(), action: 'integration.test', user: 'usr_acme_reviewer' })).body;
    expect(both.items.map((r: { target: string }) => r.target)).toEqual(['fixture-6', 'fixture-0']);
    expect((await list({ ...window(), q: 'FIXTURE-1' })).body.total).toBe(3); // 1, 10, 11
    expect((await list({ ...window(), q: 'rita' })).body.total).toBe(4); // the actor's name
    expect((await list({ ...window(), q: 'Victor' })).body.total).toBe(8);
    expect((await list({ ...window(), q: 'reviewer@acme.test' })).body.total).toBe(4); // the actor's email
    expect((await list({ ...window(), q: 'business_unit' })).body.total).toBe(6); // the action
    expect((await list({ ...window(), q: '%' })).body.total).toBe(0); // wildcards are plain text
  });

  it('pages: sizes in range, the last page, a page past the end', async () => {
    const first = (await list({ ...window(), pageSize: 10 })).body;
    expect(first).toMatchObject({ total: 12, page: 1, pageSize: 10, pageCount: 2 });
    expect(first.items).toHaveLength(10);
    const last = (await list({ ...window(), pageSize: 10, page: 2 })).body;
    expect(last.items.map((r: { target: string }) => r.target)).toEqual(['fixture-1', 'fixture-0']);
    const past = (await list({ ...window(), pageSize: 10, page: 3 })).body;
    expect(past).toMatchObject({ items: [], total: 12, page: 3 });
    for (const pageSize of [9, 201]) {
      const res = await list({ pageSize });
      expect(res.status).toBe(400);
      expect(res.body.error.fields).toEqual([{ path: 'pageSize', message: 'Invalid Range. The number should be between 10 and 200' }]);
    }
    expect((await list({ pageSize: 'ten' })).body.error.fields[0].message).toBe('Enter a number.');
    expect((await list({ page: 0 })).status).toBe(400);
    expect((await list({ dir: 'sideways' })).status).toBe(400);
  });

  it('offers the users and actions of the tenant as filter values', async () => {
    const facets = (await get(`${BASE}/facets`, reviewer)).body;
    expect(facets.users).toEqual(expect.arrayContaining([{ userId: 'usr_acme_reviewer', name: 'Rita Reviewer', email: 'reviewer@acme.test' },
      { userId: 'usr_acme_admin', name: 'Ada Admin', email: 'admin@acme.test' }]));
    expect(facets.actions).toEqual(expect.arrayContaining(['alert.resolve', 'business_unit.update', 'integration.test', 'rbac.group_switched']));
    expect([...facets.actions].sort()).toEqual(facets.actions);
  });

  it('exports the filtered set as CSV, streamed, with before and after', async () => {
    const res = await fetch(`${t.url}${BASE}/export.csv?${new URLSearchParams({ ...window(), action: 'integration.test' } as never)}`, { headers: bearer(reviewer) });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/csv');
    expect(res.headers.get('content-disposition')).toMatch(/attachment; filename="audit-log-\d{4}-\d\d-\d\d\.csv"/);
    const lines = (await res.text()).trimEnd().split('\r\n');
    expect(lines[0]).toBe('Time,Tenant,User,Email,Interface,Action,Target,Before,After');
    expect(lines).toHaveLength(7);
    expect(lines[1]).toBe(`${new Date(base() + 10 * 60_000).toISOString()},Acme,Victor Viewer,viewer@acme.test,UI,integration.test,fixture-10,"{""n"":1}","{""n"":2}"`);
    expect(lines.slice(1).every((line) => line.includes('integration.test'))).toBe(true);
  });

  it('exports more rows than one batch in order', async () => {
    const at = t.now() - 20 * DAY;
    const insert = sqlite.transaction(() => {
      for (let i = 0; i < 1500; i++) insertRow({ id: `aud_bulk_${i}`, tenant: 'tnt_acme', user: null, email: '', action: 'bulk.fixture', target: `b${i}`, at: at + (i >> 1) });
    });
    insert();
    const csv = await (await fetch(`${t.url}${BASE}/export.csv?action=bulk.fixture&dir=asc`, { headers: bearer(admin) })).text();
    const targets = csv.trimEnd().split('\r\n').slice(1).map((line) => line.split(',')[6]);
    expect(targets).toEqual(Array.from({ length: 1500 }, (_, i) => `b${i}`));
  });
});

describe('retention', () => {
  it('keeps 60 days: older rows are never listed and are purged', async () => {
    const own = await startServer();
    try {
      const token = await accessToken(own.url, 'admin@acme.test');
      const path = `${own.url}${BASE}?action=auth.sign_in&pageSize=200`;
      const signIns = async (bearerToken: string) => (await call(path, { headers: bearer(bearerToken) })).body.items as { at: string }[];
      const before = await signIns(token);
      expect(before.length).toBeGreaterThan(0);
      own.advance(59 * DAY);
      expect((await signIns(await accessToken(own.url, 'admin@acme.test'))).length).toBe(before.length + 1);
      own.advance(2 * DAY);
      // Day 61: the first sign-ins are past retention, the one on day 59 is not; a restart purges the old ones for good.
      const after = await signIns(await accessToken(own.url, 'admin@acme.test'));
      expect(after.every((row) => Date.parse(row.at) >= own.now() - 60 * DAY)).toBe(true);
      expect(after).toHaveLength(2);
      const offset = own.now() - Date.now();
      await own.stop(false);
      const restarted = await startServer({}, { dataDir: own.dataDir, offset });
      try {
        const db = openTestDatabase(own.dataDir, { readonly: true });
        const oldest = (db.prepare('SELECT min(created_at) m FROM audit_log').get() as { m: number }).m;
        db.close();
        expect(oldest).toBeGreaterThanOrEqual(restarted.now() - 60 * DAY - 60_000);
      } finally {
        await restarted.stop();
      }
    } finally {
      await own.stop().catch(() => undefined);
    }
  });
});
