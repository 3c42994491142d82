import { join } from 'node:path';
import { openTestDatabase, type TestDatabase } from './support/testDatabase.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessToken, bearer, call, startServer, type TestServer } from './helpers.js';

let t: TestServer;
let sqlite: TestDatabase;
let admin: string;
let viewer: string;
let globex: string;

beforeAll(async () => {
  t = await startServer();
  sqlite = openTestDatabase(t.dataDir);
  [admin, viewer, globex] = await Promise.all([accessToken(t.url, 'admin@acme.test'), accessToken(t.url, 'viewer@acme.test'),
    accessToken(t.url, 'analyst@globex.test', { tenant_id: 'tnt_globex_eu' })]);
  // Globex EU's analysts hold ANALYTICS but not the executive report; here they are given it, to read their own tenant's report.
  sqlite.prepare(`INSERT INTO role_modules (role_id, module_id, parent_id) VALUES ('rol_tnt_globex_eu_analyst', 'EXECUTIVE_REPORT', '')`).run();
});
afterAll(async () => { sqlite.close(); await t.stop(); });

const mint = (token: string, json: unknown = { report: 'executive', range: 'last-1-week' }) =>
  call(`${t.url}/api/reports/v1/renderTokens`, { method: 'POST', json, headers: bearer(token) });
const render = (renderToken: string | null) =>
  call(`${t.url}/api/reports/v1/render${renderToken === null ? '' : `?token=${encodeURIComponent(renderToken)}`}`);
const tokenOf = (url: string) => new URL(url, 'http://x').searchParams.get('token')!;
/** A dashboard count, or null where the tenant's subscriptions refuse it. */
async function total(token: string, path: string, json?: unknown): Promise<number | null> {
  const res = await call(`${t.url}/api${path}`, { method: json ? 'POST' : 'GET', json, headers: bearer(token) });
  if (res.status === 403 && res.body.error.code === 'SUBSCRIPTION_REQUIRED') return null;
  expect(res.status).toBe(200);
  return res.body.total as number;
}

/** The six figures as the dashboard's own routes count them for the caller's tenant. */
async function dashboardFigures(token: string) {
  return {
    openThreats: await total(token, '/commondashboard/v1/totalThreats'),
    cloudAssets: await total(token, '/asset/api/v1/dashboard/cloudassetcount'),
    identities: await total(token, '/commondashboard/v1/totalIdentities'),
    openIacAlerts: await total(token, '/alerts/v1/buildtime/iacalertcount', { filters: { alertStatus: ['Open'] } }),
    complianceScore: await total(token, '/compliance/v1/benchmark/getComplianceScore', { benchmarkId: 'ZBP' }),
    openVulnerabilities: await total(token, '/vulnerability/v1/totalVulnerabilities'),
  };
}

describe('scheduled report render links', () => {
  it('a signed-in user with EXECUTIVE_REPORT mints a 15-minute link; the link alone reads the report, audited', async () => {
    const minted = await mint(admin);
    expect(minted.status).toBe(200);
    expect(minted.body.url).toMatch(/^\/pdf-scheduled-reports\?token=/);
    expect(Date.parse(minted.body.expiresAt) - t.now()).toBeGreaterThan(14 * 60_000);
    expect(Date.parse(minted.body.expiresAt) - t.now()).toBeLessThanOrEqual(15 * 60_000);

    const report = await render(tokenOf(minted.body.url));
    expect(report.status).toBe(200);
    expect(report.body).toMatchObject({ report: 'executive', tenant: { id: 'tnt_acme', name: 'Acme' }, range: { id: 'last-1-week', label: 'Last 1 week' } });
    expect(report.body.figures).toStrictEqual(await dashboardFigures(admin));
    expect(Object.values(report.body.figures).every((v) => typeof v === 'number')).toBe(true);
    const severities = report.body.openAlertsBySeverity as { severity: string; count: number }[];
    expect(severities.map((s) => s.severity)).toEqual(['Critical', 'High', 'Medium', 'Low']);
    const openAlerts = sqlite.prepare(`SELECT COUNT(*) AS n FROM alerts WHERE tenant_id = 'tnt_acme' AND status = 'Open'`).get() as { n: number };
    expect(severities.reduce((sum, s) => sum + s.count, 0)).toBe(openAlerts.n);
    expect(report.body.topPolicies.length).toBeGreaterThan(0);
    const counts = (report.body.topPolicies as { openAlerts: number }[]).map((p) => p.openAlerts);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    expect(report.body.compliance.score).toBe(report.body.figures.complianceScore);

    const rows = sqlite.prepare(`SELECT * FROM audit_log WHERE action = 'report.render_link_created'`).all() as any[];
    expect(rows.at(-1)).toMatchObject({ tenant_id: 'tnt_acme', actor_email: 'admin@acme.test', target: 'report:executive' });
    expect(JSON.parse(rows.at(-1).details)).toMatchObject({ range: 'last-1-week' });
    expect(rows.at(-1).details).not.toContain(tokenOf(minted.body.url));
  });

  it('names the field of a bad request', async () => {
    const res = await mint(admin, { report: 'executive', range: 'last-10-years' });
    expect(res.status).toBe(400);
    expect(res.body.error.fields[0].path).toBe('range');
  });

  it('refuses a link that is missing, tampered with or expired, with a clear message', async () => {
    expect(await render(null)).toMatchObject({ status: 401, body: { error: { message: 'This report link has no render token' } } });
    const token = tokenOf((await mint(admin)).body.url);
    const [header, payload, signature] = token.split('.');
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString());
    const forged = [header, Buffer.from(JSON.stringify({ ...claims, tnt: 'tnt_globex_eu' })).toString('base64url'), signature].join('.');
    expect(await render(forged)).toMatchObject({ status: 401, body: { error: { message: 'This report link is not valid' } } });
    expect((await render(`${token.slice(0, -3)}AAA`)).status).toBe(401);

    t.advance(16 * 60_000);
    try {
      expect(await render(token)).toMatchObject({ status: 401, body: { error: { message: 'This report link has expired; ask for a new one' } } });
    } finally {
      t.advance(-16 * 60_000);
    }
    expect((await render(token)).status).toBe(200);
  });

  it('an access token is not a render token, nor a render token an access token', async () => {
    expect(await render(admin)).toMatchObject({ status: 401, body: { error: { message: 'This report link is not valid' } } });
    const token = tokenOf((await mint(admin)).body.url);
    expect((await call(`${t.url}/api/tenant/api/v1/tenant`, { headers: bearer(token) })).status).toBe(401);
  });

  it('the report is the tenant of whoever minted the link, and only that tenant', async () => {
    const minted = await mint(globex);
    expect(minted.status).toBe(200);
    const report = (await render(tokenOf(minted.body.url))).body;
    expect(report.tenant).toEqual({ id: 'tnt_globex_eu', name: 'Globex EU' });
    // Globex EU has not bought VULNERABILITY: its dashboard refuses that count, and the report has no figure for it either.
    expect(report.figures).toStrictEqual(await dashboardFigures(globex));
    expect(report.figures.openVulnerabilities).toBeNull();
    expect(report.figures).not.toStrictEqual(await dashboardFigures(admin));
    const open = sqlite.prepare(`SELECT COUNT(*) AS n FROM alerts WHERE tenant_id = 'tnt_globex_eu' AND status = 'Open'`).get() as { n: number };
    expect((report.openAlertsBySeverity as { count: number }[]).reduce((sum, s) => sum + s.count, 0)).toBe(open.n);
  });

  it('a group without EXECUTIVE_REPORT cannot mint a link; without a sign-in neither', async () => {
    const res = await mint(viewer);
    expect(res.status).toBe(403);
    expect(res.body.error.message).toBe('Your group has no access to module EXECUTIVE_REPORT');
    const anonymous = await call(`${t.url}/api/reports/v1/renderTokens`, { method: 'POST', json: { report: 'executive', range: 'last-1-week' } });
    expect(anonymous.status).toBe(401);
  });

  describe('GET /reports/v1/executive (the Analytics page)', () => {
    const executive = (token: string, range: string) => call(`${t.url}/api/reports/v1/executive?range=${range}`, { headers: bearer(token) });
    const DAY = 86_400_000;

    it('covers the chosen period: a longer period counts at least the alerts of a shorter one', async () => {
      const day = await executive(admin, 'last-24-hours');
      const month = await executive(admin, 'last-1-month');
      expect(day.status).toBe(200);
      expect(month.status).toBe(200);
      expect(day.body.range.label).toBe('Last 24 hours');
      expect(month.body.range.label).toBe('Last 1 month');
      expect(Date.parse(day.body.range.to) - Date.parse(day.body.range.from)).toBe(DAY);
      expect(Date.parse(month.body.range.to) - Date.parse(month.body.range.from)).toBe(30 * DAY);
      const since = (from: string) =>
        (sqlite.prepare(`SELECT COUNT(*) AS n FROM alerts WHERE tenant_id = 'tnt_acme' AND created_at >= ?`).get(Date.parse(from)) as { n: number }).n;
      expect(month.body.newAlertsInRange).toBe(since(month.body.range.from));
      expect(day.body.newAlertsInRange).toBe(since(day.body.range.from));
      expect(month.body.newAlertsInRange).toBeGreaterThan(day.body.newAlertsInRange);
    });

    it('is refused without the module, without the subscription, with the flag off, and for an unknown period', async () => {
      const noModule = await executive(viewer, 'last-1-week');
      expect(noModule.status).toBe(403);
      expect(noModule.body.error.message).toBe('Your group has no access to module EXECUTIVE_REPORT');
      // Globex EU's analysts have the module, but the organisation has not bought Analytics.
      const unbought = await executive(globex, 'last-1-week');
      expect(unbought.status).toBe(403);
      expect(unbought.body.error.code).toBe('SUBSCRIPTION_REQUIRED');
      const badRange = await executive(admin, 'last-1-year');
      expect(badRange.status).toBe(400);
      sqlite.prepare(`INSERT INTO feature_flag_overrides (id, flag_key, tenant_id, feature, cloud_type, enabled) VALUES ('ffo_reports_test', 'analytics', 'tnt_acme', NULL, NULL, 0)`).run();
      try {
        const flagOff = await executive(admin, 'last-1-week');
        expect(flagOff.status).toBe(404);
        expect(flagOff.body.error.code).toBe('FEATURE_DISABLED');
      } finally {
        sqlite.prepare(`DELETE FROM feature_flag_overrides WHERE id = 'ffo_reports_test'`).run();
      }
    });
  });
});

describe('the executive report: posture trend and what changed, gated by EXECUTIVE_REPORT', () => {
  const DAY = 86_400_000;
  const executive = (token: string, range: string) => call(`${t.url}/api/reports/v1/executive?range=${range}`, { headers: bearer(token) });
  const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);

  it('says in sentences how critical alerts, cloud accounts and the ZBP score moved since the period began, with the score each day', async () => {
    const now = t.now();
    const before = day(now - 7 * DAY - 1);
    // The posture history at the period's start: 5 more open critical alerts, a score 3 points lower; two accounts connected since.
    const live = await executive(admin, 'last-1-week');
    const critical = live.body.openAlertsBySeverity.find((s: { severity: string }) => s.severity === 'Critical').count as number;
    const cloudCritical = (sqlite.prepare(`SELECT COUNT(*) AS n FROM alerts WHERE tenant_id = 'tnt_acme' AND kind = 'cloud' AND status = 'Open' AND severity = 'Critical'`).get() as { n: number }).n;
    const score = live.body.figures.complianceScore as number;
    const upsert = sqlite.prepare(`INSERT INTO posture_snapshots (tenant_id, metric, dimension, day, value) VALUES ('tnt_acme', ?, ?, ?, ?)
      ON CONFLICT (tenant_id, metric, dimension, day) DO UPDATE SET value = excluded.value`);
    upsert.run('alerts.open', 'Critical', before, cloudCritical + 5);
    upsert.run('compliance.score', '', before, score - 3);
    const account = sqlite.prepare(`INSERT INTO cloud_accounts (id, tenant_id, provider, name, external_id, created_at, status, status_reason, group_name, auth_kind,
      role_arn, role_external_id, scan_schedule, zs_tag) VALUES (?, 'tnt_acme', 'aws', ?, ?, ?, 'connected', '', '', 'role', '', '', 'daily', '')`);
    account.run(990_001, 'report-new-1', '990000000001', now - 2 * DAY);
    account.run(990_002, 'report-new-2', '990000000002', now - 3 * DAY);
    try {
      const res = await executive(admin, 'last-1-week');
      expect(res.status).toBe(200);
      expect(critical).toBeGreaterThanOrEqual(cloudCritical);
      expect(res.body.changes.slice(0, 4)).toEqual([
        `Critical alerts fell from ${cloudCritical + 5} to ${cloudCritical}`,
        `${res.body.newAlertsInRange.toLocaleString('en-US')} new alerts found`,
        '2 new cloud accounts',
        `ZBP score rose 3 points to ${score}%`,
      ]);
      expect(res.body.postureScore).toMatchObject({ benchmarkId: 'ZBP', current: score, previous: score - 3 });
      expect(res.body.complianceScores).toContainEqual({ frameworkId: 'ZBP', name: expect.any(String), score });
      const trend = res.body.postureScore.trend as { day: string; score: number }[];
      expect(trend[0]!.day).toBe(day(now - 7 * DAY));
      expect(trend.at(-1)).toEqual({ day: day(now), score });
      // A day's point is that day's snapshot: change one and the trend shows it.
      upsert.run('compliance.score', '', day(now - 3 * DAY), 12);
      const again = await executive(admin, 'last-1-week');
      expect(again.body.postureScore.trend.find((p: { day: string }) => p.day === day(now - 3 * DAY))).toEqual({ day: day(now - 3 * DAY), score: 12 });
    } finally {
      sqlite.prepare(`DELETE FROM cloud_accounts WHERE id IN (990001, 990002)`).run();
    }
  });

  it('a group with ANALYTICS but not EXECUTIVE_REPORT reads the catalogue but not the executive report, its PDF or a render link', async () => {
    // Both of the administrator's groups' roles lose the module; access profiles are cached for 5 s.
    const roles = `role_id IN ('rol_tnt_acme_admin', 'rol_tnt_acme_auditor')`;
    sqlite.prepare(`DELETE FROM role_modules WHERE ${roles} AND module_id = 'EXECUTIVE_REPORT'`).run();
    t.advance(6_000);
    try {
      const from = new Date(t.now() - 7 * DAY).toISOString();
      const to = new Date(t.now()).toISOString();
      const catalogue = await call(`${t.url}/api/reports/v1/catalogue/alerts-trend?from=${from}&to=${to}`, { headers: bearer(admin) });
      expect(catalogue.status).toBe(200);
      for (const res of [await executive(admin, 'last-1-week'), await call(`${t.url}/api/reports/v1/executive/export.pdf?range=last-1-week`, { headers: bearer(admin) }), await mint(admin)]) {
        expect(res.status).toBe(403);
        expect(res.body.error.message).toBe('Your group has no access to module EXECUTIVE_REPORT');
      }
    } finally {
      sqlite.prepare(`INSERT INTO role_modules (role_id, module_id, parent_id) VALUES ('rol_tnt_acme_admin', 'EXECUTIVE_REPORT', ''), ('rol_tnt_acme_auditor', 'EXECUTIVE_REPORT', '')`).run();
      t.advance(6_000);
    }
    expect((await executive(admin, 'last-1-week')).status).toBe(200);
  });
});
