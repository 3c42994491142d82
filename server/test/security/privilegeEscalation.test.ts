import { join } from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessToken, bearer, call, startServer, type TestServer } from '../helpers.js';

// Finding 2: nobody, person or API key, may create a key, role or group assignment that grants more than they hold.
let t: TestServer;
let sqlite: SqliteDatabase.Database;
let admin: string;
let manager: string;

const api = (token: string, method: string, path: string, json?: unknown) =>
  call(`${t.url}/api${path}`, { method, json, headers: bearer(token) });
const withKey = (key: string, method: string, path: string, json?: unknown) =>
  call(`${t.url}/api${path}`, { method, json, headers: { 'x-api-key': key } });
const count = (table: string) => (sqlite.prepare(`SELECT count(*) AS n FROM ${table}`).get() as { n: number }).n;

beforeAll(async () => {
  t = await startServer();
  sqlite = new SqliteDatabase(join(t.dataDir, 'palisade.sqlite'));
  admin = await accessToken(t.url, 'admin@acme.test');
  // A delegated administrator: users, groups, roles and keys, plus alerts, and the right to change those areas; nothing else.
  const role = await api(admin, 'POST', '/admin/v1/roles', {
    name: 'Access manager', description: 'Manages access', dashboard: [],
    modules: ['ALERTS', 'ADMINISTRATION', 'ADMINISTRATORS_AND_GROUPS', 'ROLE_MANAGEMENT', 'API_KEYS'], actions: ['MANAGE_ADMINISTRATION'],
  });
  expect(role.status).toBe(201);
  const group = await api(admin, 'POST', '/admin/v1/groups', { name: 'Access managers', roleId: role.body.role.id });
  expect(group.status).toBe(201);
  expect((await api(admin, 'PUT', '/admin/v1/users/usr_acme_dev', { name: 'Dana Developer', groupIds: [group.body.group.id] })).status).toBe(200);
  manager = await accessToken(t.url, 'dev@acme.test');
  // What a manager may hand out: alerts only.
  const reader = await api(admin, 'POST', '/admin/v1/roles', { name: 'Alert reader', description: '', dashboard: [], modules: ['ALERTS'], actions: [] });
  expect(reader.status).toBe(201);
});
afterAll(async () => { sqlite.close(); await t.stop(); });

const alertReaderId = () => (sqlite.prepare(`SELECT id FROM roles WHERE name = 'Alert reader'`).get() as { id: string }).id;

describe('API keys cannot mint more than their own role', () => {
  it('a key holding API_KEYS and MANAGE_ADMINISTRATION cannot create a key with the Administrator role, and so cannot read users', async () => {
    const mint = await api(manager, 'POST', '/admin/v1/api-keys', { name: 'manager key', roleId: (sqlite.prepare(`SELECT id FROM roles WHERE name = 'Access manager'`).get() as { id: string }).id, expiresInDays: 1 });
    expect(mint.status).toBe(201);
    const key = mint.body.key as string;
    const before = count('api_keys');
    const escalate = await withKey(key, 'POST', '/admin/v1/api-keys', { name: 'root key', roleId: 'rol_tnt_acme_admin', expiresInDays: 1 });
    expect(escalate.status).toBe(403);
    expect(escalate.body.error.message).toMatch(/^API key "root key" with role Administrator would grant more than you hold: .*AUDIT_LOGS.*MANAGE_ALERTS/);
    expect(count('api_keys')).toBe(before);
    // Within its own role it may still mint keys; such a key reads alerts and not users.
    const lesser = await withKey(key, 'POST', '/admin/v1/api-keys', { name: 'alerts key', roleId: alertReaderId(), expiresInDays: 1 });
    expect(lesser.status).toBe(201);
    expect((await withKey(lesser.body.key, 'POST', '/alerts/v1/search', { pageSize: 1 })).status).toBe(200);
    expect((await withKey(lesser.body.key, 'GET', '/admin/v1/users')).status).toBe(403);
  });

  it('an audit row made by a key names the key (id and name), not the person who created it', async () => {
    const mint = await api(admin, 'POST', '/admin/v1/api-keys', { name: 'auditing key', roleId: 'rol_tnt_acme_admin', expiresInDays: 1 });
    const child = await withKey(mint.body.key, 'POST', '/admin/v1/api-keys', { name: 'child key', roleId: alertReaderId(), expiresInDays: 1 });
    expect(child.status).toBe(201);
    const row = sqlite.prepare(`SELECT actor_user_id, actor_email, actor_api_key_id, interface FROM audit_log WHERE action = 'api_key.create' AND target = ?`)
      .get(`api_key:${child.body.apiKey.id as string}`);
    expect(row).toEqual({ actor_user_id: null, actor_email: '', actor_api_key_id: mint.body.apiKey.id, interface: 'API_KEY' });
    const listed = await api(admin, 'GET', `/admin/v1/audit-logs?action=api_key.create&q=auditing`);
    const entry = listed.body.items.find((e: { target: string }) => e.target === `api_key:${child.body.apiKey.id as string}`);
    expect(entry.actor).toEqual({ userId: null, name: `API key "auditing key" (${mint.body.apiKey.id as string})`, email: '' });
  });
});

describe('people cannot grant more than they hold', () => {
  it('refuses a role with a module or action the caller lacks, and creates none', async () => {
    const before = count('roles');
    const moreModules = await api(manager, 'POST', '/admin/v1/roles', { name: 'Wider', description: '', dashboard: ['CLOUD_ALERTS'], modules: ['ALERTS', 'AUDIT_LOGS'], actions: [] });
    expect(moreModules.status).toBe(403);
    expect(moreModules.body.error.message).toBe('Role Wider would grant more than you hold: AUDIT_LOGS, DASHBOARD, DASHBOARD/CLOUD_ALERTS');
    const moreActions = await api(manager, 'POST', '/admin/v1/roles', { name: 'Wider', description: '', dashboard: [], modules: ['ALERTS'], actions: ['MANAGE_ALERTS'] });
    expect(moreActions.status).toBe(403);
    expect(moreActions.body.error.message).toBe('Role Wider would grant more than you hold: MANAGE_ALERTS');
    expect(count('roles')).toBe(before);
    const within = await api(manager, 'POST', '/admin/v1/roles', { name: 'Narrow', description: '', dashboard: [], modules: ['ALERTS'], actions: [] });
    expect(within.status).toBe(201);
  });

  it('refuses to widen an existing role beyond the caller', async () => {
    const res = await api(manager, 'PUT', `/admin/v1/roles/${alertReaderId()}`, { name: 'Alert reader', description: '', dashboard: [], modules: ['ALERTS', 'INTEGRATIONS'], actions: [] });
    expect(res.status).toBe(403);
    const kept = sqlite.prepare(`SELECT module_id FROM role_modules WHERE role_id = ? ORDER BY module_id`).all(alertReaderId());
    expect(kept).toEqual([{ module_id: 'ALERTS' }]);
  });

  it('refuses a group with a role above the caller, new or edited', async () => {
    const created = await api(manager, 'POST', '/admin/v1/groups', { name: 'Root', roleId: 'rol_tnt_acme_admin' });
    expect(created.status).toBe(403);
    expect(created.body.error.fields).toEqual([{ path: 'roleId', message: expect.stringMatching(/^Group Root with this role would grant more than you hold/) }]);
    const edited = await api(manager, 'PUT', '/admin/v1/groups/grp_acme_viewers', { name: 'Acme Viewers', roleId: 'rol_tnt_acme_admin' });
    expect(edited.status).toBe(403);
    expect((sqlite.prepare(`SELECT role_id FROM access_groups WHERE id = 'grp_acme_viewers'`).get() as { role_id: string }).role_id).toBe('rol_tnt_acme_viewer');
  });

  it('refuses to invite someone into, or add a user to, a group above the caller; keeping their groups is fine', async () => {
    const invite = await api(manager, 'POST', '/admin/v1/users', { email: 'new.admin@acme.test', name: 'New Admin', groupIds: ['grp_acme_admins'] });
    expect(invite.status).toBe(403);
    expect(invite.body.error.message).toMatch(/^Inviting new\.admin@acme\.test into these groups would grant more than you hold/);
    expect(sqlite.prepare(`SELECT id FROM users WHERE email = 'new.admin@acme.test'`).get()).toBeUndefined();
    const add = await api(manager, 'PUT', '/admin/v1/users/usr_acme_viewer', { name: 'Victor Viewer', groupIds: ['grp_acme_viewers', 'grp_acme_admins'] });
    expect(add.status).toBe(403);
    // The admin already is in the Admins group: renaming them adds nothing.
    const rename = await api(manager, 'PUT', '/admin/v1/users/usr_acme_admin', { name: 'Ada Admin', groupIds: ['grp_acme_admins', 'grp_acme_auditors'] });
    expect(rename.status).toBe(200);
  });

  it('marks which roles the caller may give, for the key and group forms', async () => {
    for (const path of ['/admin/v1/api-keys/roles', '/admin/v1/groups/roles']) {
      const res = await api(manager, 'GET', path);
      const roles = (res.body.items ?? res.body.roles) as { name: string; grantable: boolean }[];
      const byName = Object.fromEntries(roles.map((r) => [r.name, r.grantable]));
      expect(byName).toMatchObject({ 'Administrator': false, 'Read-only viewer': false, 'Alert reader': true, 'Access manager': true });
    }
    const asAdmin = await api(admin, 'GET', '/admin/v1/api-keys/roles');
    expect(asAdmin.body.items.every((r: { grantable: boolean }) => r.grantable)).toBe(true);
  });

  it('lets an administrator who holds everything do all of it', async () => {
    const res = await api(admin, 'POST', '/admin/v1/groups', { name: 'Second admins', roleId: 'rol_tnt_acme_admin' });
    expect(res.status).toBe(201);
  });
});
