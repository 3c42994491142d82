import { join } from 'node:path';
import { openTestDatabase, type TestDatabase } from './support/testDatabase.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessToken, bearer, call, startServer, type TestServer } from './helpers.js';

let t: TestServer;
let admin: string;
let reviewer: string;
let viewer: string;
let sqlite: TestDatabase;
let started: number;
beforeAll(async () => {
  t = await startServer();
  started = t.now();
  [admin, reviewer, viewer] = await Promise.all(['admin@acme.test', 'reviewer@acme.test', 'viewer@acme.test'].map((e) => accessToken(t.url, e)));
  sqlite = openTestDatabase(t.dataDir);
});
afterAll(async () => { sqlite.close(); await t.stop(); });

const api = (method: string, path: string, json?: unknown, token = admin) =>
  call(`${t.url}/api/admin/v1/business-units${path}`, { method, ...(json !== undefined ? { json } : {}), headers: bearer(token) });
const rows = <T = any>(query: string, ...params: unknown[]) => sqlite.prepare(query).all(...params) as T[];
const fieldOf = (body: any, path: string) => body.error.fields?.find((f: any) => f.path === path)?.message;
const searchAlerts = (filters: Record<string, unknown>) => call(`${t.url}/api/alerts/v1/search`,
  { method: 'POST', json: { kind: 'cloud', page: 1, pageSize: 100, ...filters }, headers: bearer(admin) });
/** Account ids of the tenant that no unit holds, freeing some first when needed. */
const acmeAccounts = () => rows<{ id: number; name: string }>(`SELECT id, name FROM cloud_accounts WHERE tenant_id = 'tnt_acme' ORDER BY id`);

describe('business units: the demo units agree with the alerts', () => {
  it('lists the tenant units, each holding accounts whose alerts all carry its name', async () => {
    const list = await api('GET', '');
    expect(list.status).toBe(200);
    expect(list.body.items.length).toBeGreaterThan(0);
    for (const unit of list.body.items) {
      const ids = unit.accounts.map((a: any) => a.id);
      const other = rows(`SELECT count(*) n FROM alerts WHERE tenant_id = 'tnt_acme' AND account_id IN (${ids.join(',') || 0}) AND business_unit <> ?`, unit.name);
      expect(other[0].n, unit.name).toBe(0);
    }
    const unitTenants = rows(`SELECT DISTINCT tenant_id FROM business_units WHERE id IN (${list.body.items.map(() => '?').join(',')})`, ...list.body.items.map((u: any) => u.id));
    expect(unitTenants).toEqual([{ tenant_id: 'tnt_acme' }]);
  });

  it('offers the tenant units as the alert filter values', async () => {
    const facets = await call(`${t.url}/api/alerts/v1/facets?kind=cloud`, { headers: bearer(admin) });
    const names = (await api('GET', '')).body.items.map((u: any) => u.name);
    expect(facets.body.businessUnits).toEqual(names);
  });
});

describe('business units: create, edit, delete keep the alert filter right', () => {
  let unitId: string;
  let accountId: number;
  let formerUnit: string;

  it('refuses an account that another unit holds, saying which', async () => {
    const [account] = acmeAccounts();
    accountId = account!.id;
    formerUnit = rows(`SELECT bu.name FROM business_unit_accounts bua JOIN business_units bu ON bu.id = bua.business_unit_id WHERE bua.account_id = ?`, accountId)[0].name;
    const taken = await api('POST', '', { name: 'Research', description: 'Labs', accountIds: [accountId] });
    expect(taken.status).toBe(409);
    expect(fieldOf(taken.body, 'accountIds')).toContain(`${account!.name} (in ${formerUnit})`);
  });

  it('validates names with the spec texts and refuses a duplicate', async () => {
    const long = await api('POST', '', { name: 'x'.repeat(65), accountIds: [] });
    expect(long.status).toBe(400);
    expect(fieldOf(long.body, 'name')).toBe('Max Character Limit Exceeded');
    const empty = await api('POST', '', { name: '  ', accountIds: [] });
    expect(fieldOf(empty.body, 'name')).toBe('This field is required');
    const dup = await api('POST', '', { name: formerUnit, accountIds: [] });
    expect(dup.status).toBe(409);
    expect(fieldOf(dup.body, 'name')).toContain('already used');
  });

  it('moves an account into a new unit and its alerts follow, in the alert filter too', async () => {
    const former = (await api('GET', '')).body.items.find((u: any) => u.name === formerUnit);
    const kept = former.accounts.map((a: any) => a.id).filter((id: number) => id !== accountId);
    expect((await api('PUT', `/${former.id}`, { name: former.name, description: former.description, accountIds: kept })).status).toBe(200);
    const created = await api('POST', '', { name: 'Research', description: 'Labs', accountIds: [String(accountId)] });
    expect(created.status).toBe(201);
    unitId = created.body.id;
    expect(created.body.accounts.map((a: any) => a.id)).toEqual([accountId]);
    const expected = rows(`SELECT count(*) n FROM alerts WHERE tenant_id = 'tnt_acme' AND kind = 'cloud' AND account_id = ?`, accountId)[0].n;
    const found = await searchAlerts({ businessUnit: ['Research'] });
    expect(found.body.total).toBe(expected);
    expect(found.body.items.every((a: any) => a.businessUnit === 'Research')).toBe(true);
  });

  it('renames a unit and the alerts carry the new name', async () => {
    const renamed = await api('PUT', `/${unitId}`, { name: 'R&D', description: 'Labs', accountIds: [accountId] });
    expect(renamed.body.name).toBe('R&D');
    expect((await searchAlerts({ businessUnit: ['Research'] })).body.total).toBe(0);
    expect((await searchAlerts({ businessUnit: ['R&D'] })).body.total).toBeGreaterThan(0);
  });

  it('filters the assets list by unit and type', async () => {
    const assets = (query: string) => call(`${t.url}/api/asset/api/v1/assets?${query}`, { headers: bearer(admin) });
    const all = await assets('pageSize=200');
    expect(all.status).toBe(200);
    expect(all.body.businessUnits).toContain('R&D');
    const mine = await assets(`businessUnit=${encodeURIComponent('R&D')}&pageSize=200`);
    const expected = rows(`SELECT count(*) n FROM assets WHERE tenant_id = 'tnt_acme' AND account_id = ?`, accountId)[0].n;
    expect(mine.body.total).toBe(expected);
    expect(mine.body.items.every((a: any) => a.account.id === accountId && a.businessUnit === 'R&D')).toBe(true);
    const type = all.body.types[0];
    const typed = await assets(`type=${encodeURIComponent(type)}&pageSize=200`);
    expect(typed.body.total).toBe(rows(`SELECT count(*) n FROM assets WHERE tenant_id = 'tnt_acme' AND type = ?`, type)[0].n);
    expect((await call(`${t.url}/api/asset/api/v1/assets`, { headers: bearer(await accessToken(t.url, 'analyst@globex.test', { tenant_id: 'tnt_globex_eu' })) })).body.items
      .some((a: any) => a.account.id === accountId)).toBe(false);
  });

  it('deletes a unit and its alerts no longer carry a unit', async () => {
    const removed = await api('DELETE', `/${unitId}`);
    expect(removed.status).toBe(200);
    expect((await searchAlerts({ businessUnit: ['R&D'] })).body.total).toBe(0);
    expect(rows(`SELECT DISTINCT business_unit FROM alerts WHERE account_id = ?`, accountId)).toEqual([{ business_unit: '' }]);
    expect((await api('GET', `/${unitId}`)).status).toBe(404);
  });

  it('writes an audit row for every change', () => {
    const actions = rows(`SELECT action, actor_email, before, after FROM audit_log WHERE action LIKE 'business_unit.%' AND created_at >= ? ORDER BY created_at`, started);
    expect(actions.map((a) => a.action)).toEqual(['business_unit.update', 'business_unit.create', 'business_unit.update', 'business_unit.delete']);
    expect(actions.every((a) => a.actor_email === 'admin@acme.test')).toBe(true);
    expect(JSON.parse(actions[2].before).name).toBe('Research');
    expect(JSON.parse(actions[2].after).name).toBe('R&D');
  });
});

describe('business units: access', () => {
  it('lets the reviewer look but not change, and the viewer not even look', async () => {
    expect((await api('GET', '', undefined, reviewer)).status).toBe(200);
    expect((await api('GET', '/accounts', undefined, reviewer)).status).toBe(200);
    const unit = (await api('GET', '')).body.items[0];
    expect((await api('POST', '', { name: 'Nope', accountIds: [] }, reviewer)).status).toBe(403);
    expect((await api('PUT', `/${unit.id}`, { name: 'Nope', accountIds: [] }, reviewer)).status).toBe(403);
    expect((await api('DELETE', `/${unit.id}`, undefined, reviewer)).status).toBe(403);
    expect((await api('GET', '', undefined, viewer)).status).toBe(403);
    expect((await api('POST', '', { name: 'Nope', accountIds: [] }, viewer)).status).toBe(403);
  });

  it('never shows or changes another tenant units or accounts', async () => {
    const globexUnit = rows(`SELECT id FROM business_units WHERE tenant_id = 'tnt_globex_eu' LIMIT 1`)[0].id;
    expect((await api('GET', `/${globexUnit}`)).status).toBe(404);
    expect((await api('PUT', `/${globexUnit}`, { name: 'Taken', accountIds: [] })).status).toBe(404);
    expect((await api('DELETE', `/${globexUnit}`)).status).toBe(404);
    const globexAccount = rows(`SELECT id FROM cloud_accounts WHERE tenant_id = 'tnt_globex_eu' LIMIT 1`)[0].id;
    const foreign = await api('POST', '', { name: 'Foreign', accountIds: [globexAccount] });
    expect(foreign.status).toBe(400);
    expect(fieldOf(foreign.body, 'accountIds')).toContain(String(globexAccount));
    const accounts = (await api('GET', '/accounts')).body.items.map((a: any) => a.id);
    expect(accounts).not.toContain(globexAccount);
  });
});
