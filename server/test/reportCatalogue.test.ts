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
    expect((await report(admin, 'vulnerability-fix-by', query(30))).body.unappliedFilters).toEqual(['cloud', 'account', 'businessUnit']);
    expect((await report(admin, 'identity-risk', query(30))).body.unappliedFilters).toEqual(['businessUnit']);
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
