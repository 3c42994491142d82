import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessToken, bearer, call, startServer, type TestServer } from './helpers.js';
import { openTestDatabase, type TestDatabase } from './support/testDatabase.js';

let t: TestServer;
let dev: string;
let viewer: string;
let globex: string;
let db: TestDatabase;
beforeAll(async () => {
  t = await startServer();
  db = openTestDatabase(t.dataDir);
  // Globex's EU analysts get the VCS module too, to show that holding it opens nothing of Acme's.
  db.prepare(`INSERT INTO role_modules (role_id, module_id, parent_id) VALUES ('rol_tnt_globex_eu_analyst', 'VERSION_CONTROL_AND_CICD_SYSTEMS', '')`).run();
  dev = await accessToken(t.url, 'dev@acme.test');
  viewer = await accessToken(t.url, 'viewer@acme.test');
  globex = await accessToken(t.url, 'analyst@globex.test', { tenant_id: 'tnt_globex_eu' });
  const sarif = readFileSync(new URL('./fixtures/scanners/iac.sarif', import.meta.url), 'utf8');
  const res = await call(`${t.url}/api/iac/api/v1/uploads?format=sarif&repository=acme/findings&branch=main&fileName=iac.sarif`,
    { method: 'POST', headers: { ...bearer(dev), 'content-type': 'application/json' }, body: sarif });
  expect(res.status).toBe(201);
}, 60_000);
afterAll(async () => { db.close(); await t.stop(); });

const findings = (token: string, query: string) => call(`${t.url}/api/iac/api/v1/findings?${query}`, { headers: bearer(token) });

describe('IaC findings', () => {
  it('the developer, whose role has no Alerts module, lists the findings of an upload with file, line, rule and remediation', async () => {
    expect((await call(`${t.url}/api/alerts/v1/search`, { method: 'POST', headers: bearer(dev), json: { kind: 'cloud' } })).status).toBe(403);
    const res = await findings(dev, 'repository=acme/findings&sort=severity&dir=desc');
    expect(res.status).toBe(200);
    expect(res.body.total).toBe(2);
    expect(res.body.items.map((f: any) => [f.policy.id, f.severity, f.status, f.iac.filePath, f.iac.line, f.resource, f.remediation])).toEqual([
      ['CKV_K8S_20', 'Critical', 'Open', 'k8s/base/deployment.yaml', 18, 'Deployment.default.api', 'Set securityContext.allowPrivilegeEscalation to false'],
      ['CKV_AWS_19', 'High', 'Open', 'modules/storage/main.tf', 14, 'aws_s3_bucket.data', 'Add a server_side_encryption_configuration block with sse_algorithm aws:kms'],
    ]);
    // A Kubernetes manifest is about no cloud: not listed under AWS.
    expect(res.body.items.map((f: any) => [f.policy.id, f.cloud])).toEqual([['CKV_K8S_20', null], ['CKV_AWS_19', 'aws']]);
  });

  it('filters by severity and never lists cloud alerts', async () => {
    const high = await findings(dev, 'repository=acme/findings&severity=High');
    expect(high.body.items.map((f: any) => f.policy.id)).toEqual(['CKV_AWS_19']);
    const all = await findings(dev, 'pageSize=200');
    expect(all.body.items.every((f: any) => f.kind === 'iac')).toBe(true);
  });

  it('a finding opens with its file range and history; a cloud alert is not found here', async () => {
    const [first] = (await findings(dev, 'repository=acme/findings&severity=High')).body.items;
    const detail = await call(`${t.url}/api/iac/api/v1/findings/${first.id}?repository=acme/findings`, { headers: bearer(dev) });
    expect(detail.status).toBe(200);
    expect(detail.body.resource.metadata).toMatchObject({ repository: 'acme/findings', branch: 'main', file: 'modules/storage/main.tf:14-16' });
    const cloudRef = (db.prepare(`SELECT ref FROM alerts WHERE tenant_id = 'tnt_acme' AND kind = 'cloud' LIMIT 1`).get() as { ref: string }).ref;
    const cloud = await call(`${t.url}/api/iac/api/v1/findings/${cloudRef}`, { headers: bearer(dev) });
    expect(cloud.status).toBe(404);
  });

  it('exports the filtered findings as CSV', async () => {
    const res = await fetch(`${t.url}/api/iac/api/v1/findings/export.csv?repository=acme/findings&sort=policy&dir=asc`, { headers: bearer(dev) });
    expect(res.status).toBe(200);
    const lines = (await res.text()).trim().split('\r\n');
    expect(lines).toHaveLength(3);
    // Sorted by the policy's name: "Containers should not…" before "Ensure all data…".
    expect(lines[1]).toContain(',CKV_K8S_20,');
    expect(lines[2]).toContain(',CKV_AWS_19,');
  });

  it('a role without the IaC modules is refused, and another tenant sees nothing of Acme', async () => {
    expect((await findings(viewer, '')).status).toBe(403);
    const other = await findings(globex, 'repository=acme/findings');
    expect(other.status).toBe(200);
    expect(other.body.total).toBe(0);
    const [first] = (await findings(dev, 'repository=acme/findings')).body.items;
    expect((await call(`${t.url}/api/iac/api/v1/findings/${first.id}`, { headers: bearer(globex) })).status).toBe(404);
  });
});
