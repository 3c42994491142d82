import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessToken, bearer, call, startServer, type TestServer } from './helpers.js';

let t: TestServer;
let admin: string;
let viewer: string;
let globexEu: string;
let globexUs: string;
beforeAll(async () => {
  t = await startServer();
  [admin, viewer, globexEu, globexUs] = await Promise.all([accessToken(t.url, 'admin@acme.test'), accessToken(t.url, 'viewer@acme.test'),
    accessToken(t.url, 'analyst@globex.test', { tenant_id: 'tnt_globex_eu' }), accessToken(t.url, 'analyst@globex.test', { tenant_id: 'tnt_globex_us' })]);
});
afterAll(async () => { await t.stop(); });

const views = (method: string, path: string, token: string, json?: unknown) =>
  call(`${t.url}/api/v1/saved-views${path}`, { method, headers: bearer(token), ...(json !== undefined ? { json } : {}) });
const list = async (area: string, token = admin) => {
  const res = await views('GET', `?area=${area}`, token);
  expect(res.status).toBe(200);
  return res.body.views as { id: string; name: string; view: unknown; isDefault: boolean }[];
};
const create = (json: Record<string, unknown>, token = admin) => views('POST', '', token, json);
const critical = { lists: { severity: ['Critical'] }, sort: 'severity', dir: 'desc' };

describe('saved views: each route', () => {
  it('creates a view, lists it for its area only, renames it, replaces its view and deletes it', async () => {
    const made = await create({ area: 'alerts.cloud', name: 'Critical first', view: critical });
    expect(made.status).toBe(201);
    expect(made.body).toEqual({ id: expect.stringMatching(/^view_/), area: 'alerts.cloud', name: 'Critical first', view: critical, isDefault: false,
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/), updatedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) });
    expect((await list('alerts.cloud')).map((v) => v.name)).toEqual(['Critical first']);
    expect(await list('alerts.iac')).toEqual([]);

    const renamed = await views('PATCH', `/${made.body.id}`, admin, { name: 'Critical on top', view: { lists: { severity: ['Critical', 'High'] } } });
    expect(renamed.status).toBe(200);
    expect(renamed.body).toMatchObject({ name: 'Critical on top', view: { lists: { severity: ['Critical', 'High'] } } });
    expect(await list('alerts.cloud')).toMatchObject([{ name: 'Critical on top', view: { lists: { severity: ['Critical', 'High'] } } }]);

    expect((await views('DELETE', `/${made.body.id}`, admin)).status).toBe(204);
    expect(await list('alerts.cloud')).toEqual([]);
    expect((await views('DELETE', `/${made.body.id}`, admin)).status).toBe(404);
  });

  it('one default per person and area: marking another moves it, unmarking leaves none', async () => {
    const a = (await create({ area: 'alerts.default', name: 'A', view: {}, isDefault: true })).body;
    const b = (await create({ area: 'alerts.default', name: 'B', view: {} })).body;
    expect((await list('alerts.default')).map((v) => [v.name, v.isDefault])).toEqual([['A', true], ['B', false]]);
    expect((await views('PATCH', `/${b.id}`, admin, { isDefault: true })).body.isDefault).toBe(true);
    expect((await list('alerts.default')).map((v) => [v.name, v.isDefault])).toEqual([['A', false], ['B', true]]);
    expect((await create({ area: 'alerts.default', name: 'C', view: {}, isDefault: true })).status).toBe(201);
    expect((await list('alerts.default')).map((v) => [v.name, v.isDefault])).toEqual([['A', false], ['B', false], ['C', true]]);
    const c = (await list('alerts.default')).find((v) => v.name === 'C')!;
    await views('PATCH', `/${c.id}`, admin, { isDefault: false });
    expect((await list('alerts.default')).filter((v) => v.isDefault)).toEqual([]);
    expect(a.isDefault).toBe(true);
  });

  it('a name is unique per person and area, whatever its case: 409 naming the view, and nothing changes', async () => {
    await create({ area: 'alerts.names', name: 'Mine', view: critical });
    const other = (await create({ area: 'alerts.names', name: 'Other', view: {} })).body;
    const again = await create({ area: 'alerts.names', name: ' mine ', view: {} });
    expect(again.status).toBe(409);
    expect(again.body.error).toEqual({ code: 'CONFLICT', message: 'You already have a view named "mine" for alerts.names',
      fields: [{ path: 'name', message: 'You already have a view with this name' }] });
    const rename = await views('PATCH', `/${other.id}`, admin, { name: 'MINE' });
    expect(rename.status).toBe(409);
    expect((await list('alerts.names')).map((v) => v.name)).toEqual(['Mine', 'Other']);
    // The same name is free in another area and for another person.
    expect((await create({ area: 'alerts.other', name: 'Mine', view: {} })).status).toBe(201);
    expect((await create({ area: 'alerts.names', name: 'Mine', view: {} }, viewer)).status).toBe(201);
    // Saves of one name at once: one is kept, the others get the same 409, never a 500.
    const racing = await Promise.all(Array.from({ length: 5 }, () => create({ area: 'alerts.race', name: 'Same', view: {} })));
    expect(racing.map((r) => r.status).sort()).toEqual([201, 409, 409, 409, 409]);
    // Renaming a view to its own name in another case is allowed.
    expect((await views('PATCH', `/${other.id}`, admin, { name: 'OTHER' })).body.name).toBe('OTHER');
  });
});

describe('saved views: isolation', () => {
  it('another person of the same tenant neither lists, changes nor deletes my view', async () => {
    const mine = (await create({ area: 'alerts.private', name: 'Private', view: critical })).body;
    expect(await list('alerts.private', viewer)).toEqual([]);
    const patch = await views('PATCH', `/${mine.id}`, viewer, { name: 'Taken over' });
    expect(patch.status).toBe(404);
    expect(patch.body.error.message).toBe(`Saved view ${mine.id} does not exist`);
    expect((await views('DELETE', `/${mine.id}`, viewer)).status).toBe(404);
    expect(await list('alerts.private')).toMatchObject([{ id: mine.id, name: 'Private' }]);
  });

  it('the same person in another tenant sees none of the first tenant\'s views and cannot change them', async () => {
    const eu = (await create({ area: 'alerts.tenant', name: 'EU view', view: critical }, globexEu)).body;
    expect(await list('alerts.tenant', globexUs)).toEqual([]);
    expect((await views('PATCH', `/${eu.id}`, globexUs, { isDefault: true })).status).toBe(404);
    expect((await views('DELETE', `/${eu.id}`, globexUs)).status).toBe(404);
    expect(await list('alerts.tenant', globexEu)).toMatchObject([{ id: eu.id, name: 'EU view', isDefault: false }]);
  });

  it('an API key acts as a role, not a person: 403, and nothing is saved', async () => {
    const made = await call(`${t.url}/api/admin/v1/api-keys`, { method: 'POST', headers: bearer(admin),
      json: { name: 'saved views probe', roleId: 'rol_tnt_acme_admin', expiresInDays: 30 } });
    expect(made.status).toBe(201);
    const res = await call(`${t.url}/api/v1/saved-views`, { method: 'POST', headers: { 'x-api-key': made.body.key },
      json: { area: 'alerts.keys', name: 'By key', view: {} } });
    expect(res.status).toBe(403);
    expect(await list('alerts.keys')).toEqual([]);
  });

  it('needs a signed-in person: no token is 401', async () => {
    const res = await call(`${t.url}/api/v1/saved-views?area=alerts.cloud`);
    expect(res.status).toBe(401);
  });
});

describe('saved views: bad input', () => {
  it.each([
    ['an area key that is not dot-separated words', { area: 'alerts', name: 'x', view: {} }, 'area'],
    ['an area key with a path in it', { area: 'alerts/../x.y', name: 'x', view: {} }, 'area'],
    ['an empty name', { area: 'alerts.cloud', name: '   ', view: {} }, 'name'],
    ['a name of 81 characters', { area: 'alerts.cloud', name: 'n'.repeat(81), view: {} }, 'name'],
    ['a view that is a list', { area: 'alerts.cloud', name: 'x', view: [1, 2] }, 'view'],
    ['a view that is a string', { area: 'alerts.cloud', name: 'x', view: '{}' }, 'view'],
    ['a view over 8,000 characters of JSON', { area: 'alerts.cloud', name: 'x', view: { q: 'a'.repeat(8_000) } }, 'view'],
    ['an unknown field', { area: 'alerts.cloud', name: 'x', view: {}, owner: 'usr_other' }, ''],
  ])('refuses %s with 400 naming the field, and saves nothing', async (_, body, field) => {
    const res = await create(body, viewer);
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('VALIDATION_FAILED');
    if (field) expect(res.body.error.fields.map((f: { path: string }) => f.path)).toContain(field);
    expect(await list('alerts.cloud', viewer)).toEqual([]);
  });

  it('lists every area without an area key, refuses a malformed one, and refuses an empty change', async () => {
    await create({ area: 'iac.tenant', name: 'IaC view', view: {} }, globexEu);
    const all = await views('GET', '', globexEu);
    expect(all.status).toBe(200);
    expect(all.body.views.map((v: { area: string; name: string }) => `${v.area}/${v.name}`)).toEqual(['alerts.tenant/EU view', 'iac.tenant/IaC view']);
    expect((await views('GET', '', globexUs)).body.views).toEqual([]);
    const res0 = await views('GET', '?area=Alerts', admin);
    expect(res0.status).toBe(400);
    expect(res0.body.error.fields.map((f: { path: string }) => f.path)).toContain('area');
    const made = (await create({ area: 'alerts.empty', name: 'x', view: {} })).body;
    const res = await views('PATCH', `/${made.id}`, admin, {});
    expect(res.status).toBe(400);
    expect(res.body.error.fields.map((f: { message: string }) => f.message)).toContain('Send a name, a view or isDefault to change');
  });

  it('stops at 50 views per person and area with a 409 that says so', async () => {
    for (let i = 0; i < 50; i += 1) expect((await create({ area: 'alerts.many', name: `View ${i}`, view: {} }, viewer)).status).toBe(201);
    const res = await create({ area: 'alerts.many', name: 'One more', view: {} }, viewer);
    expect(res.status).toBe(409);
    expect(res.body.error.message).toBe('You have 50 saved views for alerts.many, the most there may be: delete one first');
  });
});
