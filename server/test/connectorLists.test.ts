import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { accessToken, bearer, call, passwordGrant, startServer, type TestServer } from './helpers.js';

let t: TestServer;
let admin: string;
let other: string;

beforeAll(async () => {
  t = await startServer();
  admin = await accessToken(t.url, 'admin@acme.test');
  other = (await passwordGrant(t.url, 'breakglass@acme.test', { realm: 'breakglass' })).body.access_token;
});
afterAll(async () => { await t.stop(); });
afterEach(async () => { for (const token of [admin, other]) await api('/pending', { method: 'DELETE', token }); });

const api = (path: string, init: { method?: string; json?: unknown; token?: string } = {}) =>
  call(`${t.url}/api/connectors/v1${path}`, { method: init.method ?? 'GET', json: init.json, headers: bearer(init.token ?? admin) });
const names = (res: { body: any }) => res.body.items.map((o: any) => o.name);

describe('connector lists: sort, filter and page on the server', () => {
  it('sorts Cloud Connectors by any of their sortable columns, either way, ties by name', async () => {
    expect(names(await api('/cloud-connectors?sort=lastSeen&dir=asc'))).toEqual(['cc-euw1-b', 'cc-weu-a', 'cc-use1-b', 'cc-euw1-a', 'cc-use1-a']);
    expect(names(await api('/cloud-connectors?sort=softwareVersion&dir=desc'))).toEqual(['cc-use1-a', 'cc-use1-b', 'cc-weu-a', 'cc-euw1-a', 'cc-euw1-b']);
    expect(names(await api('/cloud-connectors'))).toEqual(['cc-euw1-a', 'cc-euw1-b', 'cc-use1-a', 'cc-use1-b', 'cc-weu-a']);
  });

  it('filters by several values of several fields and by part of the name, then pages, counting every match', async () => {
    const page1 = await api('/cloud-connectors?provider=AWS&status=Active,Inactive&sort=name&dir=desc&page=1&pageSize=3');
    expect(page1.body).toMatchObject({ total: 4, page: 1, pageSize: 3, pageCount: 2 });
    expect(names(page1)).toEqual(['cc-use1-b', 'cc-use1-a', 'cc-euw1-b']);
    expect(names(await api('/cloud-connectors?provider=AWS&sort=name&dir=desc&page=2&pageSize=3'))).toEqual(['cc-euw1-a']);
    expect(names(await api('/cloud-connectors?status=Inactive'))).toEqual(['cc-euw1-b']);
    expect(names(await api('/branch-connectors?q=HQ'))).toEqual(['bc-hq-1', 'bc-hq-2']);
    expect(names(await api('/provisioning-templates?type=branch'))).toEqual(['HQ branch appliance']);
    expect(names(await api('/location-templates?bandwidthControl=true'))).toEqual(['Branch default']);
    expect(names(await api('/gateways?type=zia,logAndControl&sort=primaryProxy&dir=asc'))).toEqual(['Log and Control', 'ZIA default']);
    expect((await api('/cloud-connectors?region=nowhere')).body).toMatchObject({ items: [], total: 0, pageCount: 1 });
  });

  it('refuses a sort the list does not offer, naming the field', async () => {
    const res = await api('/gateways?sort=secretAccessKey');
    expect(res.status).toBe(400);
    expect(res.body.error.fields.map((f: any) => f.path)).toEqual(['sort']);
  });

  it("lists each administrator's own view: a pending addition shows for its author only", async () => {
    expect((await api('/gateways', { method: 'POST', json: { type: 'zia', name: 'ZIA backup', primaryProxy: '10.1.1.1' } })).status).toBe(201);
    expect(names(await api('/gateways?type=zia&sort=name&dir=asc'))).toEqual(['ZIA backup', 'ZIA default']);
    expect(names(await api('/gateways?type=zia&sort=name&dir=asc', { token: other }))).toEqual(['ZIA default']);
  });
});

describe('connector lists: CSV export', () => {
  it('streams the filtered, sorted list with a header row', async () => {
    const res = await api('/cloud-connectors/export.csv?status=Active&provider=AWS&sort=name&dir=asc');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="cloud-connectors-\d{4}-\d{2}-\d{2}\.csv"$/);
    const lines = String(res.body).trimEnd().split('\r\n').map((l) => l.split(',').slice(0, 7).join(','));
    expect(lines).toEqual([
      'ID,Name,Provider,Region,Group,Status,Version',
      'cc_euw1_a,cc-euw1-a,AWS,eu-west-1,ccg_aws_euw1,Active,23.4.1',
      'cc_use1_a,cc-use1-a,AWS,us-east-1,ccg_aws_use1,Active,23.4.2',
      'cc_use1_b,cc-use1-b,AWS,us-east-1,ccg_aws_use1,Active,23.4.2',
    ]);
  });

  it('never writes a secret, only the columns the list names', async () => {
    const res = await api('/provider-accounts/export.csv');
    expect(String(res.body)).toBe('ID,Name,Provider,Account ID\r\ncpa_aws_prod,Acme production,AWS,123456789012\r\n');
    expect(String((await api('/gateways/export.csv?type=zia')).body)).toBe(
      'ID,Name,Type,Primary proxy,Secondary proxy,Fail close\r\ncgw_zia,ZIA default,zia,zia-primary.acme.test,zia-secondary.acme.test,Yes\r\n');
  });
});

describe('connector locations: coordinates for the geo view', () => {
  it('places each Branch Connector at its location from the demo data', async () => {
    const to = t.now();
    const res = await api(`/telemetry/overview?from=${to - 3_600_000}&to=${to}`);
    const where = Object.fromEntries(res.body.connectors.map((c: any) => [c.name, c.coordinates]));
    expect(where).toMatchObject({
      'bc-hq-1': { latitude: 37.3382, longitude: -121.8863 }, 'bc-lon-1': { latitude: 51.5072, longitude: -0.1276 }, 'cc-use1-a': null,
    });
  });

  it('checks latitude and longitude with the spec texts, saves nothing refused, and keeps a valid change pending', async () => {
    const bad = await api('/locations/loc_london', { method: 'PUT', json: { name: 'London office', latitude: 91, longitude: 'west' } });
    expect(bad.status).toBe(400);
    expect(Object.fromEntries(bad.body.error.fields.map((f: any) => [f.path, f.message]))).toEqual({
      latitude: 'Invalid Range. The number should be between -90 and 90', longitude: 'Enter a number.',
    });
    expect((await api('/activation')).body.pendingChanges).toBe(0);
    const moved = await api('/locations/loc_london', { method: 'PUT', json: { name: 'London office', latitude: 51.5155, longitude: -0.0922 } });
    expect(moved.status).toBe(200);
    expect((await api('/locations/loc_london')).body.item).toMatchObject({ latitude: 51.5155, longitude: -0.0922, pending: 'changed' });
  });
});
