import { openTestDatabase, type TestDatabase } from './support/testDatabase.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessToken, bearer, call, startServer, type TestServer } from './helpers.js';

let t: TestServer;
let sqlite: TestDatabase;
let admin: string;
let viewer: string;
let globex: string;
const DAY = 86_400_000;
const BU = 'Report catalogue test unit';

beforeAll(async () => {
  t = await startServer();
  sqlite = openTestDatabase(t.dataDir);
  [admin, viewer, globex] = await Promise.all([accessToken(t.url, 'admin@acme.test'), accessToken(t.url, 'viewer@acme.test'),
    accessToken(t.url, 'analyst@globex.test', { tenant_id: 'tnt_globex_eu' })]);
  // Four alerts of a business unit of their own: 2 hours, 3 days, 20 days and 60 days old.
  const insert = sqlite.prepare(`INSERT INTO alerts (tenant_id, account_id, kind, severity, severity_rank, status, title, rule_id, resource, created_at, ref, last_seen, cloud, business_unit)
    VALUES ('tnt_acme', (SELECT MIN(account_id) FROM alerts WHERE tenant_id = 'tnt_acme'), 'cloud', ?, ?, 'Open', 'Catalogue test', 'catalogue-test', 'r', ?, ?, ?, 'aws', ?)`);
  const now = t.now();
  [[2 * 3_600_000, 'Critical', 4], [3 * DAY, 'High', 3], [20 * DAY, 'High', 3], [60 * DAY, 'Low', 1]].forEach(([age, severity, rank], i) => {
    insert.run(severity, rank, now - (age as number), `ZS-CAT-${i}`, now, BU);
  });
});
afterAll(async () => { sqlite.close(); await t.stop(); });

const query = (days: number, extra = '') => {
  const to = t.now() + 60_000;
  return `from=${new Date(to - days * DAY).toISOString()}&to=${new Date(to).toISOString()}${extra}`;
};
const report = (token: string, id: string, q: string) => call(`${t.url}/api/reports/v1/catalogue/${id}?${q}`, { headers: bearer(token) });
const figure = (body: { figures: { id: string; value: number | null }[] }, id: string) => body.figures.find((f) => f.id === id)?.value;

describe('reports catalogue', () => {
  it('the period changes the figures: new alerts of one business unit over a day, a week, a month and a quarter', async () => {
    const bu = `&businessUnit=${encodeURIComponent(BU)}`;
    const counts = await Promise.all([1, 7, 30, 90].map(async (days) => {
      const res = await report(admin, 'executive-summary', query(days, bu));
      expect(res.status).toBe(200);
      return figure(res.body, 'newAlerts');
    }));
    expect(counts).toEqual([1, 2, 3, 4]);
    const week = await report(admin, 'executive-summary', query(7, bu));
    expect(week.body.chart.points).toEqual([{ label: 'Critical', value: 1 }, { label: 'High', value: 1 }, { label: 'Medium', value: 0 }, { label: 'Low', value: 0 }]);
    expect(figure(week.body, 'openAlerts')).toBe(4);
  });

  it('alerts trend: one bar per hour for a day, per day for a week, with the alerts in their bucket', async () => {
    const bu = `&businessUnit=${encodeURIComponent(BU)}`;
    const day = await report(admin, 'alerts-trend', query(1, bu));
    expect(day.status).toBe(200);
    expect(day.body.chart.title).toBe('New alerts per hour (UTC)');
    expect(day.body.chart.points.length).toBeGreaterThanOrEqual(24);
    expect(day.body.chart.points.reduce((a: number, p: { value: number }) => a + p.value, 0)).toBe(1);
    const week = await report(admin, 'alerts-trend', query(7, bu));
    expect(week.body.chart.title).toBe('New alerts per day (UTC)');
    expect(week.body.chart.points.length).toBeGreaterThanOrEqual(7);
    expect(figure(week.body, 'newAlerts')).toBe(2);
    expect(figure(week.body, 'newHigh')).toBe(1);
  });

  it('a filter narrows the figures: a cloud the alerts are not on counts none of them', async () => {
    const res = await report(admin, 'executive-summary', query(90, `&businessUnit=${encodeURIComponent(BU)}&cloud=azure`));
    expect(figure(res.body, 'newAlerts')).toBe(0);
  });

  it('compliance, vulnerability and identity reports answer with figures, chart and table; unappliable filters are named', async () => {
    for (const id of ['compliance-by-framework', 'vulnerability-fix-by', 'identity-risk']) {
      const res = await report(admin, id, query(30));
      expect(res.status, id).toBe(200);
      expect(res.body.figures.length).toBe(4);
      expect(res.body.table.rows.length).toBeGreaterThan(0);
    }
    expect((await report(admin, 'vulnerability-fix-by', query(30))).body.unappliedFilters).toEqual([]);
    expect((await report(admin, 'identity-risk', query(30))).body.unappliedFilters).toEqual([]);
  });

  describe('filters of the vulnerability and identity reports', () => {
    const UNIT = 'Report filters unit';
    const ACCOUNT = 880_001;
    beforeAll(() => {
      // An Azure account of its own in a business unit of its own, one asset on it with five findings, three identities.
      const now = t.now();
      const day = (daysAgo: number) => new Date(now + 60_000 - daysAgo * DAY).toISOString().slice(0, 10);
      sqlite.prepare(`INSERT INTO cloud_accounts (id, tenant_id, provider, name, external_id, created_at, status, status_reason, group_name, auth_kind,
        role_arn, role_external_id, scan_schedule, zs_tag) VALUES (?, 'tnt_acme', 'azure', 'filters-azure', 'filters-azure-sub', ?, 'connected', '', '', 'azure', '', '', 'daily', '')`).run(ACCOUNT, now - 400 * DAY);
      sqlite.prepare(`INSERT INTO business_units (id, tenant_id, name, description, created_at, updated_at) VALUES ('bu_report_filters', 'tnt_acme', ?, '', 0, 0)`).run(UNIT);
      sqlite.prepare(`INSERT INTO business_unit_accounts (business_unit_id, account_id) VALUES ('bu_report_filters', ?)`).run(ACCOUNT);
      sqlite.prepare(`INSERT INTO assets (id, tenant_id, account_id, type, name, region, created_at, resource_id, cloud, account_name, service, category, exposed,
        exposure_reason, last_seen, metadata, open_critical, open_high, open_medium, open_low)
        VALUES (880001, 'tnt_acme', ?, 'vm', 'filters-vm', 'westeurope', 0, 'filters-vm', 'azure', 'filters-azure', 'compute', 'compute', 0, '', 0, '{}', 0, 0, 0, 0)`).run(ACCOUNT);
      const finding = sqlite.prepare(`INSERT INTO vulnerabilities (id, tenant_id, asset_id, cve, severity, status, first_day, first_seen, last_seen)
        VALUES (?, 'tnt_acme', 880001, ?, ?, ?, ?, 0, 0)`);
      ([[1, 'Critical', 'Open', 20], [2, 'Critical', 'Open', 5], [3, 'High', 'Open', 40], [4, 'Medium', 'Fixed', 3], [5, 'Low', 'Open', 1]] as const)
        .forEach(([i, severity, status, age]) => finding.run(880_000 + i, `CVE-2026-8800${i}`, severity, status, day(age)));
      const identity = sqlite.prepare(`INSERT INTO identities (id, tenant_id, account_id, kind, name, risk, cloud, type, account_name, resource_id, created_at, last_activity)
        VALUES (?, 'tnt_acme', ?, 'user', ?, ?, 'azure', 'user', 'filters-azure', ?, ?, ?)`);
      identity.run(880_001, ACCOUNT, 'filters-high', 'High', 'filters-high', now - 2 * DAY, now - DAY);
      identity.run(880_002, ACCOUNT, 'filters-medium', 'Medium', 'filters-medium', now - 100 * DAY, null);
      identity.run(880_003, ACCOUNT, 'filters-low', 'Low', 'filters-low', now - 50 * DAY, now - 10 * DAY);
    });
    const unit = `&businessUnit=${encodeURIComponent(UNIT)}`;

    it('the fix-by report counts only the findings on the business unit\'s, account\'s or cloud\'s assets', async () => {
      // Targets: critical 15 days, high 30, medium 90; the fixed medium finding and the low one count only as found.
      const expected = [['Critical', 15, 1, 1, 2], ['High', 30, 0, 1, 0], ['Medium', 90, 0, 0, 1]];
      for (const filter of [unit, `&account=${ACCOUNT}`, `${unit}&cloud=azure&account=${ACCOUNT}`]) {
        const res = await report(admin, 'vulnerability-fix-by', query(30, filter));
        expect(res.status, filter).toBe(200);
        expect(res.body.table.rows, filter).toEqual(expected);
        expect(res.body.figures.map((f: { value: number }) => f.value), filter).toEqual([4, 2, 1, 4]);
      }
      const aws = await report(admin, 'vulnerability-fix-by', query(30, `${unit}&cloud=aws`));
      expect(aws.body.table.rows).toEqual([['Critical', 15, 0, 0, 0], ['High', 30, 0, 0, 0], ['Medium', 90, 0, 0, 0]]);
      const unfiltered = await report(admin, 'vulnerability-fix-by', query(30));
      expect(unfiltered.body.figures[0].value).toBeGreaterThan(4);
    });

    it('the identity risk report applies the business unit, alone or with an account', async () => {
      const expected = [['High', 1, 1, 1], ['Medium', 1, 0, 0], ['Low', 1, 0, 1]];
      expect((await report(admin, 'identity-risk', query(30, unit))).body.table.rows).toEqual(expected);
      expect((await report(admin, 'identity-risk', query(30, `${unit}&account=${ACCOUNT}`))).body.table.rows).toEqual(expected);
      const other = (sqlite.prepare(`SELECT MIN(account_id) AS id FROM identities WHERE tenant_id = 'tnt_acme' AND account_id <> ?`).get(ACCOUNT) as { id: number }).id;
      expect((await report(admin, 'identity-risk', query(30, `${unit}&account=${other}`))).body.table.rows)
        .toEqual([['High', 0, 0, 0], ['Medium', 0, 0, 0], ['Low', 0, 0, 0]]);
    });
  });

  it('exports the report as CSV with its period, figures and table', async () => {
    const res = await fetch(`${t.url}/api/reports/v1/catalogue/executive-summary/export.csv?${query(7, `&businessUnit=${encodeURIComponent(BU)}`)}`, { headers: bearer(admin) });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="executive-summary-\d{4}-\d\d-\d\d\.csv"$/);
    const text = await res.text();
    expect(text).toContain('New alerts in the period,2\r\n');
    expect(text).toContain('Severity,New in the period,Open now\r\nCritical,1,1\r\nHigh,1,2\r\n');
  });

  it('refuses a bad period with the field named', async () => {
    const backwards = await report(admin, 'alerts-trend', `from=${new Date(t.now()).toISOString()}&to=${new Date(t.now() - DAY).toISOString()}`);
    expect(backwards.status).toBe(400);
    expect(backwards.body.error.fields[0]).toMatchObject({ path: 'from', message: 'The period must start before it ends' });
    const tooLong = await report(admin, 'alerts-trend', query(500));
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.error.fields[0].message).toBe('The period may cover at most 400 days');
  });

  it('is refused without the module or the subscription; a tenant sees only its own alerts', async () => {
    const noModule = await report(viewer, 'executive-summary', query(7));
    expect(noModule.status).toBe(403);
    expect(noModule.body.error.message).toBe('Your group has no access to module ANALYTICS');
    const unbought = await report(globex, 'executive-summary', query(7));
    expect(unbought.status).toBe(403);
    expect(unbought.body.error.code).toBe('SUBSCRIPTION_REQUIRED');
    expect((await call(`${t.url}/api/reports/v1/catalogue/executive-summary?${query(7)}`)).status).toBe(401);
  });
});
