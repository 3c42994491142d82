import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessToken, bearer, call, startServer, type TestServer } from './helpers.js';
import { openTestDatabase, type TestDatabase } from './support/testDatabase.js';

// Alerts for a role that holds the IaC alerts dashboard sub-app (IAC_ALERTS) but not the ALERTS module:
// dev@acme.test as seeded (no MANAGE_ALERTS), and Globex EU's analysts with ALERTS taken away (MANAGE_ALERTS kept).
let t: TestServer;
let db: TestDatabase;
let dev: string;
let admin: string;
let globex: string;
const sarif = readFileSync(new URL('./fixtures/scanners/iac.sarif', import.meta.url), 'utf8');
const upload = (token: string, repository: string) => call(`${t.url}/api/iac/api/v1/uploads?format=sarif&repository=${repository}&branch=main&fileName=iac.sarif`,
  { method: 'POST', headers: { ...bearer(token), 'content-type': 'application/json' }, body: sarif });
const alerts = (path: string, token: string, json?: unknown) =>
  call(`${t.url}/api/alerts/v1${path}`, { headers: bearer(token), ...(json === undefined ? {} : { method: 'POST', json }) });
const cloudRef = (tenant: string) => (db.prepare(`SELECT ref FROM alerts WHERE tenant_id = ? AND kind = 'cloud' AND status = 'Open' LIMIT 1`).get(tenant) as { ref: string }).ref;

beforeAll(async () => {
  t = await startServer();
  db = openTestDatabase(t.dataDir);
  db.prepare(`DELETE FROM role_modules WHERE role_id = 'rol_tnt_globex_eu_analyst' AND module_id = 'ALERTS' AND parent_id = ''`).run();
  db.prepare(`INSERT INTO role_modules (role_id, module_id, parent_id) VALUES ('rol_tnt_globex_eu_analyst', 'VERSION_CONTROL_AND_CICD_SYSTEMS', '')`).run();
  [dev, admin, globex] = await Promise.all([accessToken(t.url, 'dev@acme.test'), accessToken(t.url, 'admin@acme.test'),
    accessToken(t.url, 'analyst@globex.test', { tenant_id: 'tnt_globex_eu' })]);
  expect((await upload(dev, 'acme/alerts-tab')).status).toBe(201);
  expect((await upload(globex, 'globex/alerts-tab')).status).toBe(201);
}, 60_000);
afterAll(async () => { db.close(); await t.stop(); });

describe('alerts for a role with IAC_ALERTS but not ALERTS', () => {
  it('lists the IaC alerts of an upload, and only IaC alerts', async () => {
    const res = await alerts('/search', dev, { kind: 'iac', repository: ['acme/alerts-tab'], sort: 'severity', dir: 'desc' });
    expect(res.status).toBe(200);
    expect(res.body.items.map((a: any) => [a.kind, a.policy.id, a.severity])).toEqual([['iac', 'CKV_K8S_20', 'Critical'], ['iac', 'CKV_AWS_19', 'High']]);
    const all = await alerts('/search', dev, { kind: 'iac', pageSize: 200 });
    expect(all.body.items.every((a: any) => a.kind === 'iac')).toBe(true);
  });

  it('is refused (403) every request for cloud alerts, the default kind included', async () => {
    const refused = await alerts('/search', dev, { kind: 'cloud' });
    expect(refused.status).toBe(403);
    expect(refused.body.error.message).toBe('Your role may see IaC alerts only (kind=iac); cloud alerts need the ALERTS module');
    expect((await alerts('/search', dev, {})).status).toBe(403);
    expect((await alerts('/groupByPolicy', dev, { kind: 'cloud' })).status).toBe(403);
    expect((await alerts('/facets?kind=cloud', dev)).status).toBe(403);
    expect((await alerts('/alerts/export.csv?kind=cloud', dev)).status).toBe(403);
  });

  it('groups, facets and exports the IaC alerts', async () => {
    const groups = await alerts('/groupByPolicy', dev, { kind: 'iac', repository: ['acme/alerts-tab'] });
    expect(groups.status).toBe(200);
    expect(groups.body.groups.map((g: any) => [g.policyId, g.total])).toEqual([['CKV_K8S_20', 1], ['CKV_AWS_19', 1]]);
    const facets = await alerts('/facets?kind=iac', dev);
    expect(facets.status).toBe(200);
    const csv = await fetch(`${t.url}/api/alerts/v1/alerts/export.csv?kind=iac&repository=acme/alerts-tab&sort=policy&dir=asc`, { headers: bearer(dev) });
    expect(csv.status).toBe(200);
    const lines = (await csv.text()).trim().split('\r\n');
    expect(lines).toHaveLength(3);
    expect(lines[1]).toContain(',CKV_K8S_20,');
    expect(lines[2]).toContain(',CKV_AWS_19,');
  });

  it('opens an IaC alert; a cloud alert answers 404 as a missing one does, so its id tells nothing', async () => {
    const [first] = (await alerts('/search', dev, { kind: 'iac', repository: ['acme/alerts-tab'], severity: ['High'] })).body.items;
    const detail = await alerts(`/alerts/${first.id}?kind=iac`, dev);
    expect(detail.status).toBe(200);
    expect(detail.body.resource.metadata).toMatchObject({ repository: 'acme/alerts-tab', file: 'modules/storage/main.tf:14-16' });
    const cloud = cloudRef('tnt_acme');
    const refused = await alerts(`/alerts/${cloud}?kind=iac`, dev);
    expect(refused.status).toBe(404);
    expect(refused.body.error.message).toBe(`Alert ${cloud} does not exist`);
    expect((await alerts(`/alerts/${cloud}?kind=cloud`, dev)).status).toBe(403);
  });

  it('acts only with MANAGE_ALERTS, and then on IaC alerts alone', async () => {
    const [mine] = (await alerts('/search', dev, { kind: 'iac', repository: ['acme/alerts-tab'] })).body.items;
    const devAct = await alerts('/alerts/actions', dev, { ids: [mine.id], action: 'resolve' });
    expect(devAct.status).toBe(403);
    expect(devAct.body.error.message).toContain('MANAGE_ALERTS');
    const [theirs] = (await alerts('/search', globex, { kind: 'iac', repository: ['globex/alerts-tab'], severity: ['High'] })).body.items;
    const cloud = cloudRef('tnt_globex_eu');
    const act = await alerts('/alerts/actions', globex, { ids: [theirs.id, cloud], action: 'resolve' });
    expect(act.status).toBe(200);
    expect(act.body.results).toEqual([
      { id: theirs.id, ok: true, status: 'Resolved' },
      { id: cloud, ok: false, code: 'NOT_FOUND', message: `Alert ${cloud} does not exist` },
    ]);
    const stillOpen = db.prepare(`SELECT status FROM alerts WHERE tenant_id = 'tnt_globex_eu' AND ref = ?`).get(cloud) as { status: string };
    expect(stillOpen.status).toBe('Open');
  });

  it('lists only IaC ignore rules', async () => {
    const [theirs] = (await alerts('/search', globex, { kind: 'iac', repository: ['globex/alerts-tab'], severity: ['Critical'] })).body.items;
    expect((await alerts('/alerts/actions', globex, { ids: [theirs.id], action: 'ignore', reason: 'Test fixture', createIgnoreRule: true })).status).toBe(200);
    db.prepare(`INSERT INTO alert_ignore_rules (id, tenant_id, kind, rule_id, account_id, reason, created_by, created_at)
      VALUES ('air_cloud_test', 'tnt_globex_eu', 'cloud', 'AWS_S3_1', (SELECT min(id) FROM cloud_accounts WHERE tenant_id = 'tnt_globex_eu'), 'Cloud rule', 'usr_globex_analyst', 0)`).run();
    const rules = await alerts('/ignoreRules', globex);
    expect(rules.status).toBe(200);
    expect(rules.body.rules.map((r: any) => [r.kind, r.policyId])).toEqual([['iac', 'CKV_K8S_20']]);
    const del = await call(`${t.url}/api/alerts/v1/ignoreRules/air_cloud_test`, { method: 'DELETE', headers: bearer(globex) });
    expect(del.status).toBe(404);
  });

  it('sees nothing of another tenant', async () => {
    const acme = await alerts('/search', globex, { kind: 'iac', repository: ['acme/alerts-tab'] });
    expect(acme.status).toBe(200);
    expect(acme.body.total).toBe(0);
    const [mine] = (await alerts('/search', dev, { kind: 'iac', repository: ['acme/alerts-tab'] })).body.items;
    expect((await alerts(`/alerts/${mine.id}?kind=iac`, globex)).status).toBe(404);
    const fromGlobex = await alerts('/search', dev, { kind: 'iac', repository: ['globex/alerts-tab'] });
    expect(fromGlobex.body.total).toBe(0);
  });

  it('needs the IAC subscription, as the IaC card does', async () => {
    const before = (db.prepare(`SELECT subscriptions FROM tenants WHERE id = 'tnt_acme'`).get() as { subscriptions: string }).subscriptions;
    db.prepare(`UPDATE tenants SET subscriptions = ? WHERE id = 'tnt_acme'`).run(JSON.stringify(['CSPM']));
    try {
      const refused = await alerts('/search', dev, { kind: 'iac' });
      expect(refused.status).toBe(403);
      expect(refused.body.error).toEqual({ code: 'SUBSCRIPTION_REQUIRED', message: 'Your organization does not have a subscription for IAC' });
      // The ALERTS module is not tied to one subscription: the administrator still reads cloud alerts.
      expect((await alerts('/search', admin, { kind: 'cloud' })).status).toBe(200);
    } finally {
      db.prepare(`UPDATE tenants SET subscriptions = ? WHERE id = 'tnt_acme'`).run(before);
    }
    expect((await alerts('/search', dev, { kind: 'iac' })).status).toBe(200);
  });

  it('leaves a role with ALERTS as it was: cloud and IaC alike', async () => {
    expect((await alerts('/search', admin, { kind: 'cloud' })).body.total).toBeGreaterThan(0);
    expect((await alerts('/search', admin, { kind: 'iac', repository: ['acme/alerts-tab'] })).body.total).toBe(2);
    expect((await alerts(`/alerts/${cloudRef('tnt_acme')}?kind=cloud`, admin)).status).toBe(200);
  });
});
