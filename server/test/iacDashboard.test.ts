import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessToken, bearer, call, startServer, type TestServer } from './helpers.js';
import { openTestDatabase } from './support/testDatabase.js';

const DAY_MS = 86_400_000;
const SARIF = readFileSync(new URL('./fixtures/scanners/iac.sarif', import.meta.url), 'utf8');
/** The same scan once CKV_K8S_20 (critical) is fixed: CKV_AWS_19 (high) stays. */
const FIXED = (() => {
  const doc = JSON.parse(SARIF);
  doc.runs[0].results = doc.runs[0].results.filter((r: { ruleId: string }) => r.ruleId !== 'CKV_K8S_20');
  return JSON.stringify(doc);
})();

let t: TestServer;
let globex: string;
beforeAll(async () => {
  t = await startServer();
  const db = openTestDatabase(t.dataDir);
  // Globex EU's demo IaC findings are taken away, so the figures below are those of these uploads alone.
  const demo = `SELECT id FROM alerts WHERE tenant_id = 'tnt_globex_eu' AND kind = 'iac'`;
  db.prepare(`DELETE FROM iac_alert_details WHERE alert_id IN (${demo})`).run();
  db.prepare(`DELETE FROM alert_events WHERE alert_id IN (${demo})`).run();
  db.prepare(`DELETE FROM alerts WHERE id IN (${demo})`).run();
  db.prepare(`INSERT INTO role_modules (role_id, module_id, parent_id) VALUES ('rol_tnt_globex_eu_analyst', 'VERSION_CONTROL_AND_CICD_SYSTEMS', '')`).run();
  db.close();
  globex = await accessToken(t.url, 'analyst@globex.test', { tenant_id: 'tnt_globex_eu' });
}, 120_000);
afterAll(async () => { await t.stop(); });

const upload = (repository: string, body: string) => call(`${t.url}/api/iac/api/v1/uploads?format=sarif&repository=${repository}`,
  { method: 'POST', headers: { ...bearer(globex), 'content-type': 'application/json' }, body });

describe('the IaC dashboard', () => {
  it('gives open findings by severity per day, top rules, repositories by risk and the fix rate', async () => {
    const empty = await call(`${t.url}/api/iac/api/v1/dashboard?days=2`, { headers: bearer(globex) });
    expect(empty.body.fixRate).toEqual({ resolved: 0, open: 0, percent: 0 });
    const first = await upload('globex/infra', SARIF);
    expect(first.status).toBe(201);
    t.advance(DAY_MS);
    // A day later the first access token has expired.
    globex = await accessToken(t.url, 'analyst@globex.test', { tenant_id: 'tnt_globex_eu' });
    expect((await upload('globex/infra', FIXED)).body.resolved).toBe(1);
    expect((await upload('globex/web', SARIF)).status).toBe(201);
    const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);

    const dash = await call(`${t.url}/api/iac/api/v1/dashboard?days=2`, { headers: bearer(globex) });
    expect(dash.status).toBe(200);
    expect(dash.body.bySeverityOverTime).toEqual([
      { day: day(t.now() - DAY_MS), Critical: 1, High: 1, Medium: 0, Low: 0 },
      { day: day(t.now()), Critical: 1, High: 2, Medium: 0, Low: 0 },
    ]);
    expect(dash.body.topRules.map((r: any) => [r.ruleId, r.open])).toEqual([['CKV_AWS_19', 2], ['CKV_K8S_20', 1]]);
    expect(dash.body.repositories).toEqual([
      { repository: 'globex/web', risk: 15, Critical: 1, High: 1, Medium: 0, Low: 0 },
      { repository: 'globex/infra', risk: 5, Critical: 0, High: 1, Medium: 0, Low: 0 },
    ]);
    expect(dash.body.fixRate).toEqual({ resolved: 1, open: 3, percent: 25 });
  });

  it("Acme's figures are not Globex's", async () => {
    const dev = await accessToken(t.url, 'dev@acme.test');
    const acme = await call(`${t.url}/api/iac/api/v1/dashboard`, { headers: bearer(dev) });
    expect(acme.status).toBe(200);
    expect(acme.body.repositories.map((r: any) => r.repository)).not.toContain('globex/web');
  });
});
