import { openTestDatabase, type TestDatabase } from './support/testDatabase.js';
import { ROLE_ACTIONS, ROLE_DASHBOARD_APPS, ROLE_MODULES } from '@palisade/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACTIONS, DASHBOARD_SUBAPPS, TOP_MODULES } from '../src/access/catalog.js';
import { accessToken, bearer, call, startServer, type TestServer } from './helpers.js';

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
const fieldOf = (body: any, path: string) => body.error.fields?.find((f: any) => f.path === path)?.message;
const triage = { name: 'Alert triage', description: 'Looks at alerts', dashboard: ['CLOUD_ALERTS'], modules: ['ALERTS', 'INVESTIGATION'], actions: ['MANAGE_ALERTS'] };

describe('roles: catalog and read access', () => {
  it("offers exactly the server's module ids and actions, dashboard sub-apps first", async () => {
    const res = await api('GET', '/roles/catalog');
    expect(res.body).toEqual({ dashboard: [...DASHBOARD_SUBAPPS], modules: [...TOP_MODULES], actions: [...ACTIONS], pluginModules: [] });
    expect([...ROLE_DASHBOARD_APPS, ...ROLE_MODULES, ...ROLE_ACTIONS]).toEqual([...DASHBOARD_SUBAPPS, ...TOP_MODULES, ...ACTIONS]);
  });

  it('lists the tenant roles with their checklist and users; the reviewer may look, the viewer may not', async () => {
    const res = await api('GET', '/roles', undefined, reviewer);
    expect(res.status).toBe(200);
    const viewerRole = res.body.roles.find((r: any) => r.id === 'rol_tnt_acme_viewer');
    expect(viewerRole).toMatchObject({ name: 'Read-only viewer', builtin: true, dashboard: [...DASHBOARD_SUBAPPS], modules: ['ALERTS'], actions: [],
      usage: { groups: [{ id: 'grp_acme_viewers', name: 'Acme Viewers' }] } });
    expect(viewerRole.usage.apiKeys).toEqual(rows(`SELECT id, name FROM api_keys WHERE role_id = 'rol_tnt_acme_viewer' AND revoked_at IS NULL ORDER BY name`));
    expect(res.body.roles.every((r: any) => !r.id.includes('globex'))).toBe(true);
    expect((await api('GET', '/roles', undefined, viewer)).status).toBe(403);
    expect((await api('GET', '/roles/catalog', undefined, viewer)).status).toBe(403);
  });

  it('refuses every change from the reviewer and the viewer', async () => {
    for (const token of [reviewer, viewer]) {
      expect((await api('POST', '/roles', triage, token)).status).toBe(403);
      expect((await api('PUT', '/roles/rol_tnt_acme_viewer', triage, token)).status).toBe(403);
      expect((await api('DELETE', '/roles/rol_tnt_acme_viewer', undefined, token)).status).toBe(403);
    }
    expect(rows(`SELECT count(*) n FROM roles WHERE name = 'Alert triage'`)[0].n).toBe(0);
  });

  it("answers 404 for another tenant's role and changes nothing there", async () => {
    expect((await api('GET', '/roles/rol_tnt_globex_eu_analyst')).status).toBe(404);
    expect((await api('PUT', '/roles/rol_tnt_globex_eu_analyst', triage)).status).toBe(404);
    expect((await api('DELETE', '/roles/rol_tnt_globex_eu_analyst')).status).toBe(404);
    expect(rows(`SELECT name FROM roles WHERE id = 'rol_tnt_globex_eu_analyst'`)[0].name).toBe('Security analyst');
  });

  it('is gated by the user_roles flag', async () => {
    sqlite.prepare(`INSERT INTO feature_flag_overrides VALUES ('ffo_roles_off', 'user_roles', 'tnt_acme', NULL, NULL, 0)`).run();
    const res = await api('GET', '/roles');
    sqlite.prepare(`DELETE FROM feature_flag_overrides WHERE id = 'ffo_roles_off'`).run();
    expect(res.status).toBe(404);
    expect(res.body.error.code).toBe('FEATURE_DISABLED');
  });
});

describe('roles: changes', () => {
  let id: string;
  it('creates a role from the checklist; names are unique per tenant and validated', async () => {
    const res = await api('POST', '/roles', triage);
    expect(res.status).toBe(201);
    expect(res.body.role).toMatchObject({ ...triage, builtin: false, usage: { groups: [], apiKeys: [] } });
    id = res.body.role.id;
    expect(rows(`SELECT module_id, parent_id FROM role_modules WHERE role_id = ? ORDER BY module_id`, id)).toEqual([
      { module_id: 'ALERTS', parent_id: '' }, { module_id: 'CLOUD_ALERTS', parent_id: 'DASHBOARD' },
      { module_id: 'DASHBOARD', parent_id: '' }, { module_id: 'INVESTIGATION', parent_id: '' }]);
    const dup = await api('POST', '/roles', { ...triage, name: 'ALERT TRIAGE' });
    expect(dup.status).toBe(409);
    expect(fieldOf(dup.body, 'name')).toBe('A role named ALERT TRIAGE already exists');
    const bad = await api('POST', '/roles', { name: ' ', description: 'd'.repeat(257), dashboard: [], modules: ['NOT_A_MODULE'], actions: [] });
    expect(bad.status).toBe(400);
    expect(fieldOf(bad.body, 'name')).toBe('This field is required');
    expect(fieldOf(bad.body, 'description')).toBe('Max Character Limit Exceeded');
    expect(bad.body.error.fields.some((f: any) => f.path.startsWith('modules'))).toBe(true);
    expect(fieldOf((await api('POST', '/roles', { name: 'Nothing' })).body, 'modules')).toBe('Select at least one module');
    const audit = rows(`SELECT * FROM audit_log WHERE action = 'role.create' AND target = 'role:Alert triage'`);
    expect(JSON.parse(audit[0].after)).toMatchObject({ modules: ['ALERTS', 'INVESTIGATION'] });
  });

  it('keeps built-in roles read only', async () => {
    const edit = await api('PUT', '/roles/rol_tnt_acme_viewer', triage);
    expect(edit.status).toBe(403);
    expect(edit.body.error.message).toBe('Role Read-only viewer is built in and cannot be changed');
    expect((await api('DELETE', '/roles/rol_tnt_acme_viewer')).body.error.message).toBe('Role Read-only viewer is built in and cannot be deleted');
  });

  it("a role change is seen by the affected user's next access load, and the server refuses what it took away", async () => {
    // The viewer's group gets the new role; the viewer keeps their session throughout.
    const victor = await accessToken(t.url, 'viewer@acme.test');
    const rbac = async () => (await call(`${t.url}/api/tenant/rbac/api/v1/rbac/user`, { headers: bearer(victor) })).body;
    const search = async () => (await call(`${t.url}/api/alerts/v1/search`, { method: 'POST', json: {}, headers: bearer(victor) })).status;
    await rbac();
    expect((await api('PUT', '/groups/grp_acme_viewers', { name: 'Acme Viewers', roleId: id })).status).toBe(200);
    expect((await rbac()).modules).toEqual(expect.arrayContaining([{ id: 'DASHBOARD', submodules: [{ id: 'CLOUD_ALERTS' }] }, { id: 'ALERTS' }, { id: 'INVESTIGATION' }]));
    expect(await search()).toBe(200);
    const updated = await api('PUT', `/roles/${id}`, { ...triage, modules: ['COMPLIANCE'], actions: [] });
    expect(updated.body.role).toMatchObject({ modules: ['COMPLIANCE'], actions: [], usage: { groups: [{ name: 'Acme Viewers' }] } });
    const after = await rbac();
    expect(after.modules.map((m: any) => m.id).sort()).toEqual(['COMPLIANCE', 'DASHBOARD']);
    expect(after.actions).toEqual([]);
    expect(await search()).toBe(403);
    const audit = rows(`SELECT * FROM audit_log WHERE action = 'role.update' AND target = 'role:Alert triage'`)[0];
    expect(JSON.parse(audit.before).modules).toEqual(['ALERTS', 'INVESTIGATION']);
    expect(JSON.parse(audit.after).modules).toEqual(['COMPLIANCE']);
  });

  it('refuses to delete a role in use, naming the groups and API keys using it', async () => {
    sqlite.prepare(`INSERT INTO api_keys (id, tenant_id, name, prefix, secret_hash, role_id, created_by, created_at)
      VALUES ('key_ci', 'tnt_acme', 'CI pipeline', 'pk_test1', 'x', ?, 'usr_acme_admin', 0)`).run(id);
    const res = await api('DELETE', `/roles/${id}`);
    expect(res.status).toBe(409);
    expect(res.body.error.message).toBe('Role Alert triage is in use by group Acme Viewers and API key CI pipeline');
    await api('PUT', '/groups/grp_acme_viewers', { name: 'Acme Viewers', roleId: 'rol_tnt_acme_viewer' });
    sqlite.prepare(`UPDATE api_keys SET revoked_at = 1 WHERE id = 'key_ci'`).run();
    const done = await api('DELETE', `/roles/${id}`);
    expect(done.status).toBe(200);
    expect(rows(`SELECT count(*) n FROM role_modules WHERE role_id = ?`, id)[0].n).toBe(0);
    expect(rows(`SELECT * FROM audit_log WHERE action = 'role.delete' AND target = 'role:Alert triage'`)).toHaveLength(1);
    expect((await api('GET', `/roles/${id}`)).status).toBe(404);
  });
});
