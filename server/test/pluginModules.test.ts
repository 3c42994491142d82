import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessToken, bearer, call, startServer, type TestServer } from './helpers.js';
import { openTestDatabase, type TestDatabase } from './support/testDatabase.js';

// A console whose import map deploys one third-party plugin that declares two module ids of its own.
const HASH = `sha384-${'A'.repeat(64)}`;
const INVENTORY = { id: 'acme.inventory', name: 'Acme inventory', description: 'The inventory page and its dashboard card' };
const REPORTS = { id: 'acme.reports', name: 'Acme reports', description: 'Scheduled inventory reports' };
const manifest = {
  id: 'acme-inventory', version: '1.0.0', sdk: '^1.0.0', files: { 'plugin.js': HASH },
  extensions: [{ type: 'console.page/route', properties: { path: '/admin/acme-inventory', module: 'acme.inventory', component: { $code: 'plugin.js' } } }],
  flags: [], actions: [], modules: [INVENTORY, REPORTS], translations: {}, labels: {},
};

let dist: string;
let t: TestServer;
let admin: string;
let sqlite: TestDatabase;

function deploy(plugins: Record<string, string>): void {
  writeFileSync(join(dist, 'import-map.json'), JSON.stringify({ imports: { '@palisade/root-config': '/root-config/root.js', ...plugins } }));
}

beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'palisade-dist-'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><html><head><!--palisade-config--></head><body></body></html>');
  mkdirSync(join(dist, 'plugins', 'acme-inventory'), { recursive: true });
  writeFileSync(join(dist, 'plugins', 'acme-inventory', 'manifest.json'), JSON.stringify(manifest));
  deploy({ '@palisade-plugins/acme-inventory': '/plugins/acme-inventory/plugin.js' });
  t = await startServer({ consoleDir: dist });
  admin = await accessToken(t.url, 'admin@acme.test');
  sqlite = openTestDatabase(t.dataDir);
});
afterAll(async () => {
  sqlite.close();
  await t.stop();
  rmSync(dist, { recursive: true, force: true });
});

const api = (method: string, path: string, json?: unknown, headers: Record<string, string> = bearer(admin)) =>
  call(`${t.url}/api/admin/v1${path}`, { method, ...(json !== undefined ? { json } : {}), headers });
const moduleIds = async (token: string) =>
  ((await call(`${t.url}/api/tenant/rbac/api/v1/rbac/user`, { headers: bearer(token) })).body.modules as { id: string }[]).map((m) => m.id);
const stored = (roleId: string) =>
  (sqlite.prepare(`SELECT module_id FROM role_modules WHERE role_id = ? AND module_id LIKE '%.%' ORDER BY module_id`).all(roleId) as { module_id: string }[]).map((r) => r.module_id);
const inventoryRole = { name: 'Inventory keeper', description: '', dashboard: [], modules: ['ALERTS'], actions: [], pluginModules: ['acme.inventory'] };

describe("a deployed plugin's own module ids", () => {
  let roleId: string;

  it('are offered by the role catalog under their plugin, with their names, and held by the built-in administrator role', async () => {
    const catalog = await api('GET', '/roles/catalog');
    expect(catalog.body.pluginModules).toEqual([{ ...INVENTORY, pluginId: 'acme-inventory' }, { ...REPORTS, pluginId: 'acme-inventory' }]);
    expect(await moduleIds(admin)).toEqual(expect.arrayContaining(['acme.inventory', 'acme.reports']));
    expect((await api('GET', '/roles/rol_tnt_acme_admin')).body.role.pluginModules).toEqual(['acme.inventory', 'acme.reports']);
  });

  it('are granted by a role, kept and returned with it, and reach the users of that role', async () => {
    const created = await api('POST', '/roles', inventoryRole);
    expect(created.status).toBe(201);
    roleId = created.body.role.id;
    expect(created.body.role).toMatchObject({ modules: ['ALERTS'], pluginModules: ['acme.inventory'] });
    expect(stored(roleId)).toEqual(['acme.inventory']);
    sqlite.prepare(`UPDATE access_groups SET role_id = ? WHERE id = 'grp_acme_viewers'`).run(roleId);
    expect((await moduleIds(await accessToken(t.url, 'viewer@acme.test'))).sort()).toEqual(['ALERTS', 'acme.inventory']);
  });

  it('refuse an id no deployed plugin declares with a 400 naming it, and store nothing', async () => {
    const res = await api('POST', '/roles', { ...inventoryRole, name: 'Ghost', pluginModules: ['acme.inventory', 'globex.billing'] });
    expect(res.status).toBe(400);
    expect(res.body.error).toEqual({ code: 'VALIDATION_FAILED', message: 'No plugin of this console declares module globex.billing',
      fields: [{ path: 'pluginModules', message: 'No plugin of this console declares module globex.billing' }] });
    expect(sqlite.prepare(`SELECT count(*) AS n FROM roles WHERE name = 'Ghost'`).get()).toEqual({ n: 0 });
  });

  it('are not granted, in a role or through an API key, by a caller who does not hold them', async () => {
    const delegate = await api('POST', '/roles', {
      name: 'Key and role delegate', description: '', dashboard: [], modules: ['ADMINISTRATION', 'ROLE_MANAGEMENT', 'API_KEYS'], actions: ['MANAGE_ADMINISTRATION'],
    });
    const key = (await api('POST', '/api-keys', { name: 'delegate', roleId: delegate.body.role.id, expiresInDays: 1 })).body.key as string;
    const asKey = { 'x-api-key': key };
    const role = await api('POST', '/roles', { ...inventoryRole, name: 'Escalation', modules: ['ADMINISTRATION'] }, asKey);
    expect(role.status).toBe(403);
    expect(role.body.error.message).toBe('Role Escalation would grant more than you hold: acme.inventory');
    const apiKey = await api('POST', '/api-keys', { name: 'escalated', roleId, expiresInDays: 1 }, asKey);
    expect(apiKey.status).toBe(403);
    expect(apiKey.body.error.message).toBe('API key "escalated" with role Inventory keeper would grant more than you hold: ALERTS, acme.inventory');
    // A key whose role holds the module may pass it on.
    const holder = await api('POST', '/roles', { ...inventoryRole, name: 'Holder', modules: ['ADMINISTRATION', 'ROLE_MANAGEMENT', 'ALERTS'], actions: ['MANAGE_ADMINISTRATION'] });
    const holderKey = (await api('POST', '/api-keys', { name: 'holder', roleId: holder.body.role.id, expiresInDays: 1 })).body.key as string;
    expect((await api('POST', '/roles', { ...inventoryRole, name: 'Passed on' }, { 'x-api-key': holderKey })).status).toBe(201);
  });

  it('stay stored when their plugin is removed, grant nothing then, and may be kept but not newly given', async () => {
    deploy({});
    expect((await api('GET', '/roles/catalog')).body.pluginModules).toEqual([]);
    expect((await api('GET', `/roles/${roleId}`)).body.role.pluginModules).toEqual(['acme.inventory']);
    expect(await moduleIds(await accessToken(t.url, 'viewer@acme.test'))).toEqual(['ALERTS']);
    expect(await moduleIds(admin)).not.toContain('acme.inventory');
    const kept = await api('PUT', `/roles/${roleId}`, { ...inventoryRole, description: 'Still here' });
    expect(kept.status).toBe(200);
    expect(stored(roleId)).toEqual(['acme.inventory']);
    const added = await api('POST', '/roles', { ...inventoryRole, name: 'Late' });
    expect(added.status).toBe(400);
    expect(added.body.error.message).toBe('No plugin of this console declares module acme.inventory');
    deploy({ '@palisade-plugins/acme-inventory': '/plugins/acme-inventory/plugin.js' });
    expect((await moduleIds(await accessToken(t.url, 'viewer@acme.test'))).sort()).toEqual(['ALERTS', 'acme.inventory']);
  });
});
