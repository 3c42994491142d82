import { join } from 'node:path';
import { openTestDatabase, type TestDatabase } from '../support/testDatabase.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessToken, bearer, call, startServer, type TestServer } from '../helpers.js';

// Finding 2: nobody, person or API key, may create a key, role or group assignment that grants more than they hold.
let t: TestServer;
let sqlite: TestDatabase;
let admin: string;
let manager: string;

const api = (token: string, method: string, path: string, json?: unknown) =>
  call(`${t.url}/api${path}`, { method, json, headers: bearer(token) });
const withKey = (key: string, method: string, path: string, json?: unknown) =>
  call(`${t.url}/api${path}`, { method, json, headers: { 'x-api-key': key } });
const count = (table: string) => (sqlite.prepare(`SELECT count(*) AS n FROM ${table}`).get() as { n: number }).n;

beforeAll(async () => {
  t = await startServer();
  sqlite = openTestDatabase(t.dataDir);
  admin = await accessToken(t.url, 'admin@acme.test');
  // A delegated administrator: users, groups, roles and keys, plus alerts, and the right to change those areas; nothing else.
  const role = await api(admin, 'POST', '/admin/v1/roles', {
    name: 'Access manager', description: 'Manages access', dashboard: [],
    modules: ['ALERTS', 'ADMINISTRATION', 'ADMINISTRATORS_AND_GROUPS', 'ROLE_MANAGEMENT', 'API_KEYS', 'SINGLE_SIGN_ON'], actions: ['MANAGE_ADMINISTRATION'],
  });
  expect(role.status).toBe(201);
  const group = await api(admin, 'POST', '/admin/v1/groups', { name: 'Access managers', roleId: role.body.role.id });
  expect(group.status).toBe(201);
  expect((await api(admin, 'PUT', '/admin/v1/users/usr_acme_dev', { name: 'Dana Developer', groupIds: [group.body.group.id] })).status).toBe(200);
  manager = await accessToken(t.url, 'dev@acme.test');
  // What a manager may hand out: alerts only.
  const reader = await api(admin, 'POST', '/admin/v1/roles', { name: 'Alert reader', description: '', dashboard: [], modules: ['ALERTS'], actions: [] });
  expect(reader.status).toBe(201);
  const readers = await api(admin, 'POST', '/admin/v1/groups', { name: 'Alert readers', roleId: reader.body.role.id });
  expect(readers.status).toBe(201);
});
afterAll(async () => { sqlite.close(); await t.stop(); });

const alertReadersId = () => (sqlite.prepare(`SELECT id FROM access_groups WHERE name = 'Alert readers'`).get() as { id: string }).id;
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

  it('a key minted by a key names the minting key as its creator, in the list and in the database', async () => {
    const mint = await api(admin, 'POST', '/admin/v1/api-keys', { name: 'parent key', roleId: 'rol_tnt_acme_admin', expiresInDays: 1 });
    const child = await withKey(mint.body.key, 'POST', '/admin/v1/api-keys', { name: 'grandchild key', roleId: alertReaderId(), expiresInDays: 1 });
    expect(child.status).toBe(201);
    const parentId = mint.body.apiKey.id as string;
    expect(child.body.apiKey).toMatchObject({ createdBy: null, createdByApiKey: { id: parentId, name: 'parent key' } });
    const listed = (await api(admin, 'GET', '/admin/v1/api-keys')).body.items as { id: string; createdBy: unknown; createdByApiKey: unknown }[];
    expect(listed.find((k) => k.id === child.body.apiKey.id)).toMatchObject({ createdBy: null, createdByApiKey: { id: parentId, name: 'parent key' } });
    expect(listed.find((k) => k.id === parentId)).toMatchObject({ createdBy: { email: 'admin@acme.test' }, createdByApiKey: null });
    expect(sqlite.prepare(`SELECT created_by_api_key_id FROM api_keys WHERE id = ?`).get(child.body.apiKey.id)).toEqual({ created_by_api_key_id: parentId });
    const again = await withKey(mint.body.key, 'POST', '/admin/v1/api-keys', { name: 'grandchild key', roleId: alertReaderId(), expiresInDays: 1 });
    expect(again.status).toBe(409);
    expect(again.body.error.message).toBe('An active API key named "grandchild key" already exists (created by API key "parent key")');
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
    // Someone already in a group: renaming them adds nothing.
    const invited = await api(manager, 'POST', '/admin/v1/users', { email: 'rae.reader@acme.test', name: 'Rae Reader', groupIds: [alertReadersId()] });
    expect(invited.status).toBe(201);
    const rename = await api(manager, 'PUT', `/admin/v1/users/${invited.body.user.id as string}`, { name: 'Rae R. Reader', groupIds: [alertReadersId()] });
    expect(rename.status).toBe(200);
  });

  it('marks which roles and groups the caller may give, for the key, group, invite and user forms', async () => {
    for (const path of ['/admin/v1/api-keys/roles', '/admin/v1/groups/roles']) {
      const res = await api(manager, 'GET', path);
      const roles = (res.body.items ?? res.body.roles) as { name: string; grantable: boolean }[];
      const byName = Object.fromEntries(roles.map((r) => [r.name, r.grantable]));
      expect(byName).toMatchObject({ 'Administrator': false, 'Read-only viewer': false, 'Alert reader': true, 'Access manager': true });
    }
    const groups = (await api(manager, 'GET', '/admin/v1/groups')).body.groups as { id: string; name: string; grantable: boolean }[];
    expect(Object.fromEntries(groups.map((g) => [g.id, g.grantable]))).toMatchObject({ grp_acme_admins: false, grp_acme_viewers: false, [alertReadersId()]: true });
    const asAdmin = await api(admin, 'GET', '/admin/v1/api-keys/roles');
    expect(asAdmin.body.items.every((r: { grantable: boolean }) => r.grantable)).toBe(true);
  });

  it('lets an administrator who holds everything do all of it', async () => {
    const res = await api(admin, 'POST', '/admin/v1/groups', { name: 'Second admins', roleId: 'rol_tnt_acme_admin' });
    expect(res.status).toBe(201);
  });
});

describe('a delegated administrator cannot change someone who holds more', () => {
  const status = (id: string) => (sqlite.prepare(`SELECT status FROM users WHERE id = ?`).get(id) as { status: string }).status;

  it('refuses to rename, disable, enable or remove the full administrator, and changes nothing', async () => {
    const beyond = /^You cannot change admin@acme\.test: they hold more than you: .*AUDIT_LOGS.*MANAGE_ALERTS/;
    const rename = await api(manager, 'PUT', '/admin/v1/users/usr_acme_admin', { name: 'Locked Out', groupIds: ['grp_acme_admins', 'grp_acme_auditors'] });
    expect(rename.status).toBe(403);
    expect(rename.body.error.message).toMatch(beyond);
    const disable = await api(manager, 'POST', '/admin/v1/users/usr_acme_admin/disable');
    expect(disable.status).toBe(403);
    expect(disable.body.error.message).toMatch(beyond);
    expect((await api(manager, 'POST', '/admin/v1/users/usr_acme_admin/enable')).status).toBe(403);
    expect((await api(manager, 'DELETE', '/admin/v1/users/usr_acme_admin')).status).toBe(403);
    expect(sqlite.prepare(`SELECT name, status FROM users WHERE id = 'usr_acme_admin'`).get()).toEqual({ name: 'Ada Admin', status: 'active' });
    expect(sqlite.prepare(`SELECT count(*) AS n FROM memberships WHERE user_id = 'usr_acme_admin' AND tenant_id = 'tnt_acme'`).get()).toEqual({ n: 1 });
    // The administrator still works.
    expect((await api(admin, 'GET', '/admin/v1/users')).status).toBe(200);
  });

  it('still lets them disable and re-enable someone within their own grants', async () => {
    const invited = await api(manager, 'POST', '/admin/v1/users', { email: 'sam.small@acme.test', name: 'Sam Small', groupIds: [alertReadersId()] });
    expect(invited.status).toBe(201);
    const id = invited.body.user.id as string;
    expect((await api(manager, 'POST', `/admin/v1/users/${id}/disable`)).status).toBe(200);
    expect(status(id)).toBe('disabled');
    expect((await api(manager, 'POST', `/admin/v1/users/${id}/enable`)).status).toBe(200);
    expect(status(id)).toBe('invited');
  });
});

describe('single sign-on just-in-time provisioning cannot hand out more than the caller holds', () => {
  const settings = async (defaultGroupId: string) => {
    const xml = (await call<string>(`${t.url}/idp/saml/metadata`)).body;
    const body = /<ds:X509Certificate>([^<]+)</.exec(xml)![1]!;
    const certificate = `-----BEGIN CERTIFICATE-----\n${body.match(/.{1,64}/g)!.join('\n')}\n-----END CERTIFICATE-----`;
    return { metadataUrl: `${t.url}/idp/saml/metadata`, entityId: 'urn:palisade:stand-in-idp', certificate, jitEnabled: true, defaultGroupId };
  };
  const saved = () => sqlite.prepare(`SELECT jit_enabled, default_group_id FROM sso_settings WHERE tenant_id = 'tnt_acme'`).get();

  it('refuses the Administrators group as the default group and saves nothing; a group within the caller is fine', async () => {
    const before = saved();
    const res = await api(manager, 'PUT', '/admin/v1/sso', await settings('grp_acme_admins'));
    expect(res.status).toBe(403);
    expect(res.body.error.fields).toEqual([{ path: 'defaultGroupId', message: expect.stringMatching(/^The single sign-on default group would grant more than you hold: .*AUDIT_LOGS/) }]);
    expect(saved()).toEqual(before);
    const within = await api(manager, 'PUT', '/admin/v1/sso', await settings(alertReadersId()));
    expect(within.status).toBe(200);
    expect(saved()).toEqual({ jit_enabled: 1, default_group_id: alertReadersId() });
  });
});

describe('the demo audit log', () => {
  it('names the API key, not a person, on its row made through an API key', async () => {
    const rows = sqlite.prepare(`SELECT actor_user_id, actor_email, actor_api_key_id FROM audit_log WHERE id LIKE 'aud_demo_%' AND interface = 'API_KEY'`).all();
    expect(rows).toEqual([{ actor_user_id: null, actor_email: '', actor_api_key_id: 'key_demo_ci' }]);
    const listed = await api(admin, 'GET', '/admin/v1/audit-logs?action=business_unit.update');
    const entry = listed.body.items.find((e: { target: string }) => e.target === 'business_unit:Payments');
    expect(entry.actor).toEqual({ userId: null, name: 'API key "CI pipeline scanner" (key_demo_ci)', email: '' });
  });
});
