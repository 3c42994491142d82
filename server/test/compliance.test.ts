import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessToken, bearer, call, startServer, type TestServer } from './helpers.js';
import { openTestDatabase, type TestDatabase } from './support/testDatabase.js';

let t: TestServer;
let sqlite: TestDatabase;
let admin: string;
let globexEu: string;
const DAY = 86_400_000;

beforeAll(async () => {
  t = await startServer();
  sqlite = openTestDatabase(t.dataDir);
  [admin, globexEu] = await Promise.all([accessToken(t.url, 'admin@acme.test'), accessToken(t.url, 'analyst@globex.test', { tenant_id: 'tnt_globex_eu' })]);
});
afterAll(async () => { sqlite.close(); await t.stop(); });

const get = (path: string, token: string) => call(`${t.url}/api${path}`, { headers: bearer(token) });
const send = (method: string, path: string, json: unknown, token: string) => call(`${t.url}/api${path}`, { method, json, headers: bearer(token) });
const zbp = async (token: string) => (await get('/compliance/v1/frameworks', token)).body.frameworks.find((f: { id: string }) => f.id === 'ZBP');

describe('compliance frameworks', () => {
  it('gives the ZBP figure of the dashboard card, the compliance page and the executive report alike', async () => {
    const card = await send('POST', '/compliance/v1/benchmark/getComplianceScore', { benchmarkId: 'ZBP' }, admin);
    const page = await zbp(admin);
    const detail = await get('/compliance/v1/frameworks/ZBP', admin);
    // Acme has remediated the policies at positions 2, 5, 8, …: 4 of ZBP's 15 automated requirements pass, 11 fail.
    expect([page.score, page.passed, page.failed, page.manual, page.total]).toEqual([27, 4, 11, 2, 17]);
    expect(card.body).toEqual({ total: 27, benchmarkId: 'ZBP', passed: 4, failed: 11 });
    expect(detail.body.score).toBe(27);
    const report = await get('/reports/v1/executive?range=last-1-week', admin);
    expect([report.status, report.body.figures.complianceScore, report.body.compliance]).toEqual([200, 27, { benchmarkId: 'ZBP', score: 27, passed: 4, failed: 11 }]);
  });

  it('lists the eight shipped frameworks and slices a score by cloud', async () => {
    const all = (await get('/compliance/v1/frameworks', admin)).body.frameworks;
    expect(all.map((f: { id: string }) => f.id)).toEqual(['CIS-AWS-3.0', 'CIS-AZURE-2.1', 'HIPAA-SECURITY', 'ISO-27001-2022', 'NIST-800-53-R5', 'PCI-DSS-4.0', 'SOC2', 'ZBP']);
    const azureOnly = (await get('/compliance/v1/frameworks?cloud=azure', admin)).body.frameworks.find((f: { id: string }) => f.id === 'CIS-AWS-3.0');
    // No AWS alert is in an Azure slice, except the IaC checks that Azure accounts also carry; CIS AWS has no Azure checks.
    expect(azureOnly.failed).toBeLessThan(all.find((f: { id: string }) => f.id === 'CIS-AWS-3.0').failed);
  });

  it("opens a failing requirement's resources, each with its alert and asset", async () => {
    const detail = (await get('/compliance/v1/frameworks/ZBP', admin)).body;
    const failing = detail.sections.flatMap((s: { requirements: { state: string; id: string; openAlerts: number }[] }) => s.requirements).find((r: { state: string }) => r.state === 'fail');
    const res = await get(`/compliance/v1/frameworks/ZBP/requirements/${failing.id}/resources`, admin);
    expect(res.status).toBe(200);
    expect(res.body.resources.length).toBe(Math.min(failing.openAlerts, 200));
    const open = sqlite.prepare("SELECT count(*) AS n FROM alerts WHERE tenant_id = 'tnt_acme' AND status = 'Open' AND ref = ?").get(res.body.resources[0].alertRef) as { n: number };
    expect(open.n).toBe(1);
  });

  it('attests a manual requirement, which then counts in the score and lands in the audit log', async () => {
    const before = await zbp(admin);
    const expiresAt = t.now() + 90 * DAY;
    const res = await send('PUT', '/compliance/v1/frameworks/ZBP/requirements/ZBP-GOV-1/attestation', { verdict: 'met', evidence: 'Owner list in the CMDB', expiresAt }, admin);
    expect(res.status).toBe(200);
    const after = await zbp(admin);
    expect([after.passed, after.manual, after.score]).toEqual([before.passed + 1, before.manual - 1, 31]);
    const logged = sqlite.prepare("SELECT action, target FROM audit_log WHERE tenant_id = 'tnt_acme' AND action = 'compliance.attest'").all();
    expect(logged).toEqual([{ action: 'compliance.attest', target: 'ZBP/ZBP-GOV-1' }]);
    // Another tenant's score does not move.
    expect((await zbp(globexEu)).manual).toBe(2);
  });

  it('refuses to attest an automated requirement or with an expiry in the past', async () => {
    const automated = await send('PUT', '/compliance/v1/frameworks/ZBP/requirements/ZBP-S3-1/attestation', { verdict: 'met', evidence: 'x', expiresAt: t.now() + DAY }, admin);
    expect([automated.status, automated.body.error.message]).toEqual([400, 'Requirement ZBP-S3-1 of ZBP cloud benchmark is checked automatically; only manual requirements are attested']);
    const past = await send('PUT', '/compliance/v1/frameworks/ZBP/requirements/ZBP-GOV-2/attestation', { verdict: 'met', evidence: 'x', expiresAt: t.now() - DAY }, admin);
    expect(past.status).toBe(400);
  });

  it('takes a custom framework file, naming the line and field of each problem', async () => {
    const bad = '{\n  "id": "ACME-1",\n  "name": "Acme baseline",\n  "version": "1",\n  "sections": [{ "id": "S", "title": "S", "requirements": [\n    { "id": "R1", "title": "Buckets", "checks": ["ZS-NOPE"] }\n  ] }]\n}';
    const refused = await send('POST', '/compliance/v1/frameworks', { source: bad }, admin);
    expect(refused.status).toBe(400);
    expect(refused.body.error.fields).toEqual([{ path: 'sections.0.requirements.0.checks.0', message: 'line 6: no policy has the rule id "ZS-NOPE"' }]);
    // Acme has no open alert of ZS-AWS-IAM-003 (remediated in the demo), so the requirement passes.
    const created = await send('POST', '/compliance/v1/frameworks', { source: bad.replace('ZS-NOPE', 'ZS-AWS-IAM-003') }, admin);
    expect(created.status).toBe(201);
    expect((await get('/compliance/v1/frameworks/ACME-1', admin)).body.sections[0].requirements[0].state).toBe('pass');
    // Tenant isolation: Globex does not see Acme's framework.
    expect((await get('/compliance/v1/frameworks/ACME-1', globexEu)).status).toBe(404);
  });

  it('scores each ZBP section in each of the tenant\'s accounts, failing an account exactly where a check has an open alert', async () => {
    const res = await get('/compliance/v1/matrix?framework=ZBP', admin);
    expect(res.status).toBe(200);
    const accounts = sqlite.prepare("SELECT id FROM cloud_accounts WHERE tenant_id = 'tnt_acme' ORDER BY name").all() as { id: number }[];
    expect([res.body.by, res.body.accounts.map((a: { id: number }) => a.id)]).toEqual(['section', accounts.map((a) => a.id)]);
    expect(res.body.rows.map((r: { label: string }) => r.label)).toEqual(['Identity and access', 'Storage', 'Network', 'Logging and monitoring', 'Encryption', 'Workloads', 'Governance']);
    // Storage holds ZBP-S3-1 (ZS-AWS-S3-001, AWS) and ZBP-STG-2 (ZS-AZ-STG-004, Azure): each account is judged by the one
    // on its cloud, and fails it exactly when it has an open alert of that check.
    const storage = res.body.rows.find((r: { id: string }) => r.id === 'STG');
    for (const cell of storage.cells) {
      const { provider } = sqlite.prepare('SELECT provider FROM cloud_accounts WHERE id = ?').get(cell.accountId) as { provider: string };
      const check = provider === 'aws' ? 'ZS-AWS-S3-001' : 'ZS-AZ-STG-004';
      const open = sqlite.prepare("SELECT count(*) AS n FROM alerts WHERE tenant_id = 'tnt_acme' AND account_id = ? AND status = 'Open' AND rule_id = ?").get(cell.accountId, check) as { n: number };
      expect([cell.accountId, cell.failed, cell.passed]).toEqual([cell.accountId, open.n > 0 ? 1 : 0, open.n > 0 ? 0 : 1]);
    }
    // Globex sees its own accounts only.
    const theirs = (await get('/compliance/v1/matrix', globexEu)).body;
    expect(theirs.accounts.some((a: { id: number }) => accounts.some((x) => x.id === a.id))).toBe(false);
    expect(theirs.rows.map((r: { id: string }) => r.id)).toEqual(['CIS-AWS-3.0', 'CIS-AZURE-2.1', 'HIPAA-SECURITY', 'ISO-27001-2022', 'NIST-800-53-R5', 'PCI-DSS-4.0', 'SOC2', 'ZBP']);
  });

  it('lists the most-failed requirements, the one failing in most accounts first', async () => {
    const { mostFailed } = (await get('/compliance/v1/matrix', admin)).body;
    expect(mostFailed).toHaveLength(10);
    const spread = mostFailed.map((r: { failingAccounts: number }) => r.failingAccounts);
    expect(spread).toEqual([...spread].sort((a, b) => b - a));
    const top = mostFailed[0];
    const framework = (await get(`/compliance/v1/frameworks/${top.frameworkId}`, admin)).body;
    const requirement = framework.sections.flatMap((x: { requirements: { id: string }[] }) => x.requirements).find((r: { id: string }) => r.id === top.requirementId);
    const inAlerts = sqlite.prepare(`SELECT count(DISTINCT account_id) AS accounts, count(*) AS n FROM alerts WHERE tenant_id = 'tnt_acme' AND status = 'Open'
      AND rule_id IN (${requirement.checks.map(() => '?').join(', ')})`).get(...requirement.checks) as { accounts: number; n: number };
    expect([top.failingAccounts, top.openAlerts]).toEqual([inAlerts.accounts, inAlerts.n]);
  });

  it("exports a framework's requirements and a requirement's failing resources as CSV", async () => {
    const res = await call(`${t.url}/api/compliance/v1/frameworks/ZBP/requirements.csv`, { headers: bearer(admin) });
    expect([res.status, res.headers.get('content-type'), res.headers.get('content-disposition')])
      .toEqual([200, 'text/csv; charset=utf-8', `attachment; filename="ZBP-requirements-${new Date(t.now()).toISOString().slice(0, 10)}.csv"`]);
    const lines = (res.body as string).trimEnd().split('\r\n');
    expect(lines[0]).toBe('Section,Requirement,Title,State,Checks,Failing checks,Open alerts,Attestation,Attested by,Attestation expires');
    expect(lines).toHaveLength(18);
    expect(lines.find((l) => l.includes(',ZBP-IAM-1,'))).toMatch(/^Identity and access,ZBP-IAM-1,.*,pass,ZS-AWS-IAM-003,,0,,,$/);
    const openS3 = (sqlite.prepare("SELECT count(*) AS n FROM alerts WHERE tenant_id = 'tnt_acme' AND status = 'Open' AND rule_id = 'ZS-AWS-S3-001'").get() as { n: number }).n;
    expect(lines.find((l) => l.includes(',ZBP-S3-1,'))).toContain(`,fail,ZS-AWS-S3-001,ZS-AWS-S3-001,${openS3},`);
    const resources = await call(`${t.url}/api/compliance/v1/frameworks/ZBP/requirements/ZBP-S3-1/resources.csv`, { headers: bearer(admin) });
    const rows = (resources.body as string).trimEnd().split('\r\n');
    expect(rows[0]).toBe('Alert,Check,Title,Severity,Resource,Account,Cloud,Region,Business unit,Asset');
    // Every failing resource (the page lists at most 200).
    expect([rows.length - 1, rows.slice(1).every((r) => r.split(',')[1] === 'ZS-AWS-S3-001')]).toEqual([openS3, true]);
    expect((await call(`${t.url}/api/compliance/v1/frameworks/ZBP/requirements.csv`, { headers: bearer(await accessToken(t.url, 'dev@acme.test')) })).status).toBe(403);
  });

  it('refuses the area to a role without COMPLIANCE', async () => {
    const dev = await accessToken(t.url, 'dev@acme.test');
    expect((await get('/compliance/v1/frameworks', dev)).status).toBe(403);
    expect((await send('PUT', '/compliance/v1/frameworks/ZBP/requirements/ZBP-GOV-2/attestation', { verdict: 'met', evidence: 'x', expiresAt: t.now() + DAY }, dev)).status).toBe(403);
  });

  it('refuses a framework upload to an administrator who may only look', async () => {
    const reviewer = await accessToken(t.url, 'reviewer@acme.test');
    const source = JSON.stringify({ id: 'LOOK-1', name: 'Look only', version: '1', sections: [{ id: 'S', title: 'S', requirements: [{ id: 'R1', title: 'R', checks: [] }] }] });
    const refused = await send('POST', '/compliance/v1/frameworks', { source }, reviewer);
    expect(refused.status).toBe(403);
    expect((await get('/compliance/v1/frameworks/LOOK-1', admin)).status).toBe(404);
  });

  it('offers the business units and regions to filter by, and scores a slice by them', async () => {
    const filters = (await get('/compliance/v1/filters', admin)).body;
    expect(filters.businessUnits).toEqual(expect.arrayContaining(['Corporate IT', 'Data Platform', 'Mobile', 'Payments', 'Retail']));
    expect(filters.regions).toContain('us-east-1');
    const open = (where: string) => (sqlite.prepare(`SELECT count(*) AS n FROM alerts WHERE tenant_id = 'tnt_acme' AND status = 'Open' AND rule_id = 'ZS-AWS-S3-001' AND ${where}`).get() as { n: number }).n;
    const s3 = async (query: string) => (await get(`/compliance/v1/frameworks/ZBP?${query}`, admin)).body.sections.flatMap((x: { requirements: { checks: string[]; openAlerts: number }[] }) => x.requirements)
      .find((r: { checks: string[] }) => r.checks.includes('ZS-AWS-S3-001')).openAlerts;
    expect(await s3('businessUnit=Retail&region=us-east-1')).toBe(open("business_unit = 'Retail' AND region = 'us-east-1'"));
  });

  it('follows the slice in the trend: past days from their stored copy, today live, one tenant only', async () => {
    const today = new Date(t.now()).toISOString().slice(0, 10);
    const yesterday = new Date(t.now() - DAY).toISOString().slice(0, 10);
    const period = `from=${t.now() - DAY}&to=${t.now()}`;
    const globexBefore = (await get(`/compliance/v1/trend?businessUnit=Retail&${period}`, globexEu)).body;
    // Yesterday (replacing the demo's copy of it), Acme's Retail unit had one open alert, of the S3 check; today's figure is live.
    sqlite.prepare(`DELETE FROM compliance_check_days WHERE tenant_id = 'tnt_acme' AND day = ? AND rule_id <> ''`).run(yesterday);
    const insert = sqlite.prepare(`INSERT INTO compliance_check_days (tenant_id, day, rule_id, account_id, cloud, region, business_unit, open_alerts) VALUES (?, ?, ?, 1, 'aws', 'us-east-1', 'Retail', 1)`);
    insert.run('tnt_acme', yesterday, 'ZS-AWS-S3-001');
    const trend = (await get(`/compliance/v1/trend?businessUnit=Retail&${period}`, admin)).body;
    const live = await (await get('/compliance/v1/frameworks?businessUnit=Retail', admin)).body.frameworks.find((f: { id: string }) => f.id === 'ZBP');
    // On the stored day only ZBP's S3 requirement failed: 14 of its 15 automated requirements pass. The manual one attested
    // met above was attested today, so it counts today only.
    expect(trend.series[0].points.map((p: { day: string; values: Record<string, number> }) => [p.day, p.values.ZBP])).toEqual([[yesterday, 93], [today, live.score]]);
    // Globex reads its own copy of yesterday: Acme's change moves nothing there.
    const other = (await get(`/compliance/v1/trend?businessUnit=Retail&${period}`, globexEu)).body;
    expect(other.series[0].points.map((p: { day: string }) => p.day)).toEqual([yesterday, today]);
    expect(other.series[0].points).toEqual(globexBefore.series[0].points);
  });

  it('has a month of history for a narrowed trend on a fresh start, from the alerts as they were on each day', async () => {
    const days = (n: number) => Array.from({ length: n + 1 }, (_, i) => new Date(t.now() - (n - i) * DAY).toISOString().slice(0, 10));
    const trend = (await get(`/compliance/v1/trend?cloud=azure&from=${t.now() - 30 * DAY}&to=${t.now()}`, admin)).body.series[0];
    // Thirty past days and today, and the period's start for the change.
    expect(trend.points.map((p: { day: string }) => p.day)).toEqual(days(30));
    expect(trend.previous.day).toBe(days(30)[0]);
    // The copy of the day before yesterday counts what was open at its end: alerts first seen by then and not yet closed.
    const day = days(2)[0]!;
    const end = Date.parse(`${day}T00:00:00Z`) + DAY;
    const openYesterday = sqlite.prepare(`SELECT count(*) AS n FROM alerts WHERE tenant_id = 'tnt_acme' AND cloud = 'azure' AND created_at <= ?
      AND (status = 'Open' OR last_seen > ?)`).get(end, end) as { n: number };
    const copied = sqlite.prepare(`SELECT coalesce(sum(open_alerts), 0) AS n FROM compliance_check_days WHERE tenant_id = 'tnt_acme' AND cloud = 'azure' AND day = ?`)
      .get(day) as { n: number };
    expect(copied.n).toBe(openYesterday.n);
    expect(copied.n).toBeGreaterThan(0);
  });

  it('lets a role attest only with MANAGE_ALERTS: a compliance auditor without it may look but not attest', async () => {
    const asAdmin = (method: string, path: string, json: unknown) => send(method, path, json, admin);
    const keyFor = async (name: string, actions: string[]) => {
      const role = await asAdmin('POST', '/admin/v1/roles', { name, description: '', dashboard: [], modules: ['COMPLIANCE'], actions });
      const key = await asAdmin('POST', '/admin/v1/api-keys', { name, roleId: role.body.role.id, expiresInDays: 1 });
      return key.body.key as string;
    };
    const body = { verdict: 'not_met', evidence: 'Policy draft only', expiresAt: t.now() + DAY };
    const auditor = await keyFor('Auditor only', []);
    const asKey = (key: string, method: string, path: string, json?: unknown) => call(`${t.url}/api${path}`, { method, json, headers: { 'x-api-key': key } });
    expect((await asKey(auditor, 'GET', '/compliance/v1/frameworks/ZBP')).status).toBe(200);
    const refused = await asKey(auditor, 'PUT', '/compliance/v1/frameworks/ZBP/requirements/ZBP-GOV-2/attestation', body);
    expect([refused.status, refused.body.error.message]).toEqual([403, 'Your role may look at COMPLIANCE but not change it (needs MANAGE_ALERTS)']);
    expect(sqlite.prepare("SELECT count(*) AS n FROM compliance_attestations WHERE tenant_id = 'tnt_acme' AND requirement_id = 'ZBP-GOV-2'").get()).toEqual({ n: 0 });
    const owner = await keyFor('Control owner', ['MANAGE_ALERTS']);
    expect((await asKey(owner, 'PUT', '/compliance/v1/frameworks/ZBP/requirements/ZBP-GOV-2/attestation', body)).status).toBe(200);
  });
});
