import { createHash, randomBytes } from 'node:crypto';
import { openTestDatabase, type TestDatabase } from './support/testDatabase.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessToken, bearer, BrowserClient, call, PASSWORD, passwordGrant, postWithHost, startServer, type TestServer } from './helpers.js';

let t: TestServer;
let admin: string;
let reviewer: string;
let viewer: string;
let sqlite: TestDatabase;
beforeAll(async () => {
  t = await startServer();
  [admin, reviewer, viewer] = await Promise.all(['admin@acme.test', 'reviewer@acme.test', 'viewer@acme.test'].map((e) => accessToken(t.url, e)));
  sqlite = openTestDatabase(t.dataDir);
});
afterAll(async () => { sqlite.close(); await t.stop(); });

const api = (method: string, path: string, json?: unknown, token = admin) =>
  call(`${t.url}/api/admin/v1${path}`, { method, ...(json !== undefined ? { json } : {}), headers: bearer(token) });
const rows = <T = any>(query: string, ...params: unknown[]) => sqlite.prepare(query).all(...params) as T[];
const auditRows = (action: string, target: string) => rows(`SELECT * FROM audit_log WHERE action = ? AND target = ?`, action, target);
const fieldOf = (body: any, path: string) => body.error.fields?.find((f: any) => f.path === path)?.message;

describe('users: read access and tenant isolation', () => {
  it('lists the tenant users with their groups and finds them by name or email', async () => {
    const all = await api('GET', '/users');
    expect(all.status).toBe(200);
    const emails = all.body.users.map((u: any) => u.email);
    expect(emails).toEqual(expect.arrayContaining(['admin@acme.test', 'viewer@acme.test', 'reviewer@acme.test', 'breakglass@acme.test']));
    expect(emails).not.toContain('analyst@globex.test');
    const ada = all.body.users.find((u: any) => u.email === 'admin@acme.test');
    expect(ada.groups.map((g: any) => g.name)).toEqual(['Acme Administrators', 'Acme Auditors']);
    expect(ada.currentGroup.name).toBe('Acme Administrators');
    const byName = await api('GET', '/users?q=rita');
    expect(byName.body.users.map((u: any) => u.email)).toEqual(['reviewer@acme.test']);
    expect((await api('GET', '/users?q=VIEWER@')).body.users.map((u: any) => u.email)).toEqual(['reviewer@acme.test', 'viewer@acme.test']);
    expect((await api('GET', '/users?q=%25')).body.users).toEqual([]);
  });

  it('shows a user their effective modules: the role of their current group', async () => {
    const res = await api('GET', '/users/usr_acme_viewer');
    expect(res.status).toBe(200);
    expect(res.body.user.access.group.name).toBe('Acme Viewers');
    expect(res.body.user.access.role.name).toBe('Read-only viewer');
    expect(res.body.user.access.modules).toEqual(expect.arrayContaining([
      { id: 'DASHBOARD', submodules: expect.arrayContaining([{ id: 'CLOUD_ALERTS' }, { id: 'VULNERABILITY_MANAGEMENT' }]) }, { id: 'ALERTS' }]));
    expect(res.body.user.access.actions).toEqual([]);
  });

  it('lets the reviewer look but not change, and refuses the viewer even looking', async () => {
    expect((await api('GET', '/users', undefined, reviewer)).status).toBe(200);
    expect((await api('GET', '/groups', undefined, reviewer)).status).toBe(200);
    const writes: [string, string, unknown?][] = [
      ['POST', '/users', { email: 'new1@acme.test', name: 'New One', groupIds: ['grp_acme_viewers'] }],
      ['PUT', '/users/usr_acme_dev', { name: 'Dana', groupIds: ['grp_acme_developers'] }],
      ['POST', '/users/usr_acme_dev/disable'], ['POST', '/users/usr_acme_dev/enable'], ['DELETE', '/users/usr_acme_dev'],
      ['POST', '/groups', { name: 'G', roleId: 'rol_tnt_acme_viewer' }], ['PUT', '/groups/grp_acme_viewers', { name: 'G', roleId: 'rol_tnt_acme_viewer' }],
      ['DELETE', '/groups/grp_acme_viewers'],
    ];
    for (const [method, path, body] of writes) {
      const res = await api(method, path, body, reviewer);
      expect(res.status, `${method} ${path}`).toBe(403);
      expect(res.body.error.message).toContain('MANAGE_ADMINISTRATION');
    }
    for (const path of ['/users', '/users/usr_acme_dev', '/groups', '/groups/roles']) {
      expect((await api('GET', path, undefined, viewer)).status, path).toBe(403);
    }
    expect(rows(`SELECT name FROM users WHERE id = 'usr_acme_dev'`)[0].name).toBe('Dana Developer');
  });

  it('answers 404 for users and groups of another tenant, and changes nothing there', async () => {
    expect((await api('GET', '/users/usr_globex_analyst')).status).toBe(404);
    expect((await api('PUT', '/users/usr_globex_analyst', { name: 'X', groupIds: ['grp_acme_viewers'] })).status).toBe(404);
    expect((await api('POST', '/users/usr_globex_analyst/disable')).status).toBe(404);
    expect((await api('DELETE', '/users/usr_globex_analyst')).status).toBe(404);
    expect((await api('PUT', '/groups/grp_globex_eu_analysts', { name: 'Mine', roleId: 'rol_tnt_acme_viewer' })).status).toBe(404);
    expect((await api('DELETE', '/groups/grp_globex_eu_analysts')).status).toBe(404);
    const groups = (await api('GET', '/groups')).body.groups.map((g: any) => g.id);
    expect(groups).not.toContain('grp_globex_eu_analysts');
    // Another tenant's group or role is not a choice either.
    const invite = await api('POST', '/users', { email: 'x1@acme.test', name: 'X', groupIds: ['grp_globex_eu_analysts'] });
    expect(invite.status).toBe(400);
    expect(fieldOf(invite.body, 'groupIds')).toContain('grp_globex_eu_analysts');
    const group = await api('POST', '/groups', { name: 'Borrowed', roleId: 'rol_tnt_globex_eu_analyst' });
    expect(fieldOf(group.body, 'roleId')).toBe('Unknown role');
    expect(rows(`SELECT status, name FROM users WHERE id = 'usr_globex_analyst'`)[0]).toEqual({ status: 'active', name: 'Gloria Analyst' });
  });
});

describe('invite', () => {
  it('validates with the spec texts, per field', async () => {
    const res = await api('POST', '/users', { email: 'ann smith@acme.test', name: 'x'.repeat(101), groupIds: [] });
    expect(res.status).toBe(400);
    expect(fieldOf(res.body, 'email')).toBe('Whitespaces Are Not Allowed!');
    expect(fieldOf(res.body, 'name')).toBe('Max Character Limit Exceeded');
    expect(fieldOf(res.body, 'groupIds')).toBe('Select at least one group');
    expect(fieldOf((await api('POST', '/users', { email: 'not-an-email', name: 'A', groupIds: ['grp_acme_viewers'] })).body, 'email')).toBe('Email Id is Invalid');
  });

  it('creates an invited user with a set-password link that works, and the first sign-in makes them active', async () => {
    const res = await api('POST', '/users', { email: 'Nina.New@acme.test', name: 'Nina New', groupIds: ['grp_acme_viewers', 'grp_acme_auditors'] });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ kind: 'invited', user: { email: 'nina.new@acme.test', status: 'invited', name: 'Nina New' } });
    expect(res.body.user.groups.map((g: any) => g.name)).toEqual(['Acme Auditors', 'Acme Viewers']);
    expect(rows(`SELECT org_id FROM users WHERE email = 'nina.new@acme.test'`)[0].org_id).toBe('org_acme');
    expect(auditRows('user.invite', 'user:nina.new@acme.test')).toHaveLength(1);
    const outbox = await call(`${t.url}/dev/outbox?email=nina.new@acme.test`);
    const link = new URL(outbox.body.messages[0].link);
    expect(outbox.body.messages[0].subject).toContain('invited');
    expect(link.pathname).toBe('/reset-password');
    expect((await passwordGrant(t.url, 'nina.new@acme.test', {}, 'N3w-Password!')).status).toBe(403);
    const confirm = await call(`${t.url}/api/auth/api/v1/resetPassword/confirm`, { method: 'POST', json: { token: link.searchParams.get('token'), password: 'N3w-Password!' } });
    expect(confirm.status).toBe(200);
    expect((await passwordGrant(t.url, 'nina.new@acme.test', {}, 'N3w-Password!')).status).toBe(200);
    const after = (await api('GET', '/users?q=nina')).body.users[0];
    expect(after.status).toBe('active');
    expect(after.lastLoginAt).not.toBeNull();
  });

  it('mails the invitation link to the server origin, not to the Host the request names', async () => {
    const res = await postWithHost(`${t.url}/api/admin/v1/users`, 'evil.example', { email: 'omar.host@acme.test', name: 'Omar', groupIds: ['grp_acme_viewers'] }, bearer(admin));
    expect(res.status).toBe(201);
    const link = new URL((await call(`${t.url}/dev/outbox?email=omar.host@acme.test`)).body.messages[0].link);
    expect(link.origin).toBe(t.url);
  });

  it('refuses an email of another organization and one already in the tenant', async () => {
    const other = await api('POST', '/users', { email: 'analyst@globex.test', name: 'Gloria', groupIds: ['grp_acme_viewers'] });
    expect(other.status).toBe(409);
    expect(other.body.error.message).toBe('analyst@globex.test belongs to another organization and cannot be invited');
    const again = await api('POST', '/users', { email: 'viewer@acme.test', name: 'Victor', groupIds: ['grp_acme_viewers'] });
    expect(again.status).toBe(409);
    expect(fieldOf(again.body, 'email')).toBe('Already a user of this tenant');
  });

  it('adds an existing user of the same organization to the tenant without a new password', async () => {
    sqlite.prepare(`INSERT INTO tenants (id, org_id, name, customer_type, region, eusa_accepted, eusa_accepted_at, subscriptions)
      VALUES ('tnt_acme_lab', 'org_acme', 'Acme Lab', 'Enterprise', 'us-east-1', 1, 0, '[]')`).run();
    sqlite.prepare(`INSERT INTO roles (id, tenant_id, name) VALUES ('rol_lab', 'tnt_acme_lab', 'Lab')`).run();
    sqlite.prepare(`INSERT INTO access_groups (id, tenant_id, name, role_id) VALUES ('grp_lab', 'tnt_acme_lab', 'Lab', 'rol_lab')`).run();
    sqlite.prepare(`INSERT INTO users (id, org_id, email, name, password_hash, breakglass, jit_enabled, created_at)
      SELECT 'usr_lab', 'org_acme', 'lab@acme.test', 'Lab User', password_hash, 0, 0, 0 FROM users WHERE id = 'usr_acme_viewer'`).run();
    sqlite.prepare(`INSERT INTO memberships VALUES ('usr_lab', 'tnt_acme_lab', 'grp_lab', 0)`).run();
    sqlite.prepare(`INSERT INTO group_members VALUES ('grp_lab', 'usr_lab')`).run();
    const res = await api('POST', '/users', { email: 'lab@acme.test', name: 'Lab User', groupIds: ['grp_acme_viewers'] });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ kind: 'added', user: { id: 'usr_lab', status: 'active' } });
    expect((await call(`${t.url}/dev/outbox?email=lab@acme.test`)).body.messages).toHaveLength(0);
    expect((await passwordGrant(t.url, 'lab@acme.test', { tenant_id: 'tnt_acme' })).status).toBe(200);
    // Deleting from this tenant keeps the account, which still has the lab tenant.
    const del = await api('DELETE', '/users/usr_lab');
    expect(del.body).toEqual({ removedAccount: false });
    expect(rows(`SELECT tenant_id FROM memberships WHERE user_id = 'usr_lab'`)).toEqual([{ tenant_id: 'tnt_acme_lab' }]);
    expect(rows(`SELECT group_id FROM group_members WHERE user_id = 'usr_lab'`)).toEqual([{ group_id: 'grp_lab' }]);
  });
});

describe('edit, disable, enable, delete', () => {
  it('renames a user and changes their groups; their next access load lands in a remaining group', async () => {
    const res = await api('PUT', '/users/usr_acme_dev', { name: 'Dana D. Developer', groupIds: ['grp_acme_auditors'] });
    expect(res.status).toBe(200);
    expect(res.body.user).toMatchObject({ name: 'Dana D. Developer', groups: [{ name: 'Acme Auditors' }], currentGroup: { name: 'Acme Auditors' } });
    const dev = await accessToken(t.url, 'dev@acme.test');
    const rbac = await call(`${t.url}/api/tenant/rbac/api/v1/rbac/user`, { headers: bearer(dev) });
    expect(rbac.body.group.name).toBe('Acme Auditors');
    expect(auditRows('user.update', 'user:dev@acme.test')[0]).toMatchObject({ actor_email: 'admin@acme.test', interface: 'UI' });
    const empty = await api('PUT', '/users/usr_acme_dev', { name: 'Dana', groupIds: [] });
    expect(fieldOf(empty.body, 'groupIds')).toBe('Select at least one group');
    await api('PUT', '/users/usr_acme_dev', { name: 'Dana Developer', groupIds: ['grp_acme_developers'] });
  });

  it('disables a user: sign-in refused, sessions and refresh tokens end; enabling lets them in again', async () => {
    const browser = new BrowserClient(t.url);
    expect((await browser.login('dev@acme.test')).status).toBe(200);
    const { refresh_token: refresh, access_token: token } = (await passwordGrant(t.url, 'dev@acme.test')).body;
    const iacCount = async () => (await call(`${t.url}/api/alerts/v1/buildtime/iacalertcount`, {
      method: 'POST', json: { filters: { alertStatus: ['Open'] } }, headers: bearer(token) })).status;
    expect(await iacCount()).toBe(200);
    const res = await api('POST', '/users/usr_acme_dev/disable');
    expect(res.body.user.status).toBe('disabled');
    // An access token issued before opens nothing any more.
    expect((await call(`${t.url}/api/tenant/rbac/api/v1/rbac/user`, { headers: bearer(token) })).status).toBe(404);
    expect(await iacCount()).toBe(403);
    expect((await browser.api('GET', '/tenant/api/v1/tenant')).status).toBe(401);
    const grant = await passwordGrant(t.url, 'dev@acme.test');
    expect(grant.status).toBe(403);
    expect(grant.body.error_description).toBe('Invalid Login ID or Password');
    const refreshed = await call(`${t.url}/idp/oauth/token`, { method: 'POST', json: { grant_type: 'refresh_token', refresh_token: refresh, client_id: 'palisade-console' } });
    expect(refreshed.status).toBe(403);
    const login = await new BrowserClient(t.url).login('dev@acme.test');
    expect(login.status).toBe(401);
    expect(login.body.error.message).toBe('Invalid Login ID or Password');
    expect(auditRows('user.disable', 'user:dev@acme.test')[0]).toMatchObject({ before: '{"status":"active"}', after: '{"status":"disabled"}' });
    const enabled = await api('POST', '/users/usr_acme_dev/enable');
    expect(enabled.body.user.status).toBe('active');
    expect((await passwordGrant(t.url, 'dev@acme.test')).status).toBe(200);
    expect(auditRows('user.enable', 'user:dev@acme.test')).toHaveLength(1);
  });

  it('enabling gives back active, or invited to someone who has not accepted their invitation yet', async () => {
    const paul = rows(`SELECT id FROM users WHERE email = 'paul.posture@acme.test'`)[0].id;
    expect((await api('POST', `/users/${paul}/disable`)).body.user.status).toBe('disabled');
    expect((await api('POST', `/users/${paul}/enable`)).body.user.status).toBe('invited');
    const former = rows(`SELECT id FROM users WHERE email = 'former@acme.test'`)[0].id;
    expect((await api('GET', '/users?status=disabled')).body.users.map((u: any) => u.email)).toEqual(['former@acme.test']);
    expect((await api('POST', `/users/${former}/enable`)).body.user.status).toBe('active');
    await api('POST', `/users/${former}/disable`);
  });

  it('refuses a disabled user the one-time code and single sign-on too', async () => {
    sqlite.prepare(`UPDATE users SET status = 'disabled' WHERE email IN ('analyst@globex.test', 'sso@initech.test')`).run();
    // The code request is answered as for anyone (no account is revealed), but no code is sent.
    const sentBefore = (await call(`${t.url}/dev/outbox?email=analyst@globex.test`)).body.messages.length;
    const otp = await call(`${t.url}/api/auth/api/v1/createOTP`, { method: 'POST', json: { Email: 'analyst@globex.test' } });
    expect(otp.status).toBe(200);
    expect((await call(`${t.url}/dev/outbox?email=analyst@globex.test`)).body.messages).toHaveLength(sentBefore);
    const verifier = randomBytes(32).toString('base64url');
    const form = new URLSearchParams({
      response_type: 'code', client_id: 'palisade-console', redirect_uri: `${t.url}/bff/sso/callback`, state: 'state-12345678',
      code_challenge: createHash('sha256').update(verifier).digest('base64url'), code_challenge_method: 'S256', connection: 'initech-saml',
      email: 'sso@initech.test', password: PASSWORD,
    });
    const sso = await call(`${t.url}/idp/authorize`, { method: 'POST', body: form, headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    expect(sso.status).toBe(401);
    expect(sso.body).toContain('Invalid Login ID or Password');
    sqlite.prepare(`UPDATE users SET status = 'active' WHERE email IN ('analyst@globex.test', 'sso@initech.test')`).run();
  });

  it('never lets an admin disable or delete themselves, nor anyone the breakglass admin', async () => {
    for (const path of ['/users/usr_acme_admin/disable', '/users/usr_acme_breakglass/disable']) {
      expect((await api('POST', path)).status, path).toBe(403);
    }
    const self = await api('DELETE', '/users/usr_acme_admin');
    expect(self.status).toBe(403);
    expect(self.body.error.message).toBe('You cannot delete your own account (admin@acme.test)');
    const glass = await api('DELETE', '/users/usr_acme_breakglass');
    expect(glass.body.error.message).toBe('The breakglass administrator breakglass@acme.test cannot be deleted');
    expect(rows(`SELECT status FROM users WHERE id IN ('usr_acme_admin', 'usr_acme_breakglass')`)).toEqual([{ status: 'active' }, { status: 'active' }]);
  });

  it('deletes a user of one tenant with their account; the audit row keeps the email', async () => {
    await api('POST', '/users', { email: 'gone@acme.test', name: 'Soon Gone', groupIds: ['grp_acme_viewers'] });
    const id = rows(`SELECT id FROM users WHERE email = 'gone@acme.test'`)[0].id;
    const res = await api('DELETE', `/users/${id}`);
    expect(res.body).toEqual({ removedAccount: true });
    expect(rows(`SELECT id FROM users WHERE id = ?`, id)).toHaveLength(0);
    expect((await api('GET', '/users?q=gone')).body.users).toEqual([]);
    expect(auditRows('user.delete', 'user:gone@acme.test')[0].before).toContain('gone@acme.test');
    expect((await api('DELETE', `/users/${id}`)).status).toBe(404);
  });
});

describe('groups', () => {
  it('creates, renames and re-roles a group, refusing duplicate names', async () => {
    const roles = (await api('GET', '/groups/roles')).body.roles;
    expect(roles.map((r: any) => r.name)).toContain('Compliance auditor');
    const created = await api('POST', '/groups', { name: 'Acme On-call', roleId: 'rol_tnt_acme_viewer' });
    expect(created.status).toBe(201);
    expect(created.body.group).toMatchObject({ name: 'Acme On-call', role: { name: 'Read-only viewer' }, memberCount: 0 });
    const dup = await api('POST', '/groups', { name: 'acme on-call', roleId: 'rol_tnt_acme_viewer' });
    expect(dup.status).toBe(409);
    expect(fieldOf(dup.body, 'name')).toBe('A group named acme on-call already exists');
    const tooLong = await api('POST', '/groups', { name: 'g'.repeat(65), roleId: '' });
    expect(fieldOf(tooLong.body, 'name')).toBe('Max Character Limit Exceeded');
    expect(fieldOf(tooLong.body, 'roleId')).toBe('This field is required');
    const id = created.body.group.id;
    const updated = await api('PUT', `/groups/${id}`, { name: 'Acme On-call Team', roleId: 'rol_tnt_acme_analyst' });
    expect(updated.body.group).toMatchObject({ name: 'Acme On-call Team', role: { name: 'Security analyst' } });
    expect(auditRows('group.create', 'group:Acme On-call')).toHaveLength(1);
    expect(auditRows('group.update', 'group:Acme On-call Team')[0].before).toContain('Read-only viewer');
    expect((await api('DELETE', `/groups/${id}`)).status).toBe(200);
    expect(auditRows('group.delete', 'group:Acme On-call Team')).toHaveLength(1);
  });

  it('refuses to delete a group with members, saying how many', async () => {
    const res = await api('DELETE', '/groups/grp_acme_admins');
    expect(res.status).toBe(409);
    expect(res.body.error.message).toBe('Group Acme Administrators has 2 members; move them to another group before deleting it');
  });

  it("a group's new role counts from its members' next access load, without a new sign-in", async () => {
    const victor = await accessToken(t.url, 'viewer@acme.test');
    const rbac = () => call(`${t.url}/api/tenant/rbac/api/v1/rbac/user`, { headers: bearer(victor) });
    const search = () => call(`${t.url}/api/alerts/v1/search`, { method: 'POST', json: {}, headers: bearer(victor) });
    expect((await rbac()).body.modules.map((m: any) => m.id)).toContain('ALERTS');
    expect((await search()).status).toBe(200);
    await api('PUT', '/groups/grp_acme_viewers', { name: 'Acme Viewers', roleId: 'rol_tnt_acme_auditor' });
    const now = (await rbac()).body;
    expect(now.modules.map((m: any) => m.id)).toEqual(expect.arrayContaining(['COMPLIANCE', 'AUDIT_LOGS']));
    expect(now.modules.map((m: any) => m.id)).not.toContain('ALERTS');
    expect((await search()).status).toBe(403);
    await api('PUT', '/groups/grp_acme_viewers', { name: 'Acme Viewers', roleId: 'rol_tnt_acme_viewer' });
    expect((await search()).status).toBe(200);
  });
});
