import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessToken, bearer, call, startServer, type TestServer } from './helpers.js';
import { openTestDatabase, type TestDatabase } from './support/testDatabase.js';

let t: TestServer;
let db: TestDatabase;
let admin: string;
let globexEu: string;
let dev: string;
const DAY = 86_400_000;

beforeAll(async () => {
  t = await startServer();
  db = openTestDatabase(t.dataDir);
  [admin, globexEu, dev] = await Promise.all([accessToken(t.url, 'admin@acme.test'),
    accessToken(t.url, 'analyst@globex.test', { tenant_id: 'tnt_globex_eu' }), accessToken(t.url, 'dev@acme.test')]);
});
afterAll(async () => { db.close(); await t.stop(); });

const get = (path: string, token: string) => call(`${t.url}/api${path}`, { headers: bearer(token) });
const history = (metrics: string, from: number, to: number, token = admin) =>
  get(`/commondashboard/v1/posture/history?metrics=${metrics}&from=${from}&to=${to}`, token);
const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const setTotal = (tenant: string, metric: string, d: string, value: number) =>
  db.prepare(`UPDATE posture_snapshots SET value = ? WHERE tenant_id = ? AND metric = ? AND dimension = '' AND day = ?`).run(value, tenant, metric, d);

describe('the demo history', () => {
  it('holds 180 days for every tenant, ending today at the figures the dashboard counts show', async () => {
    const now = t.now();
    // PostgreSQL answers counts as text: compare numbers.
    const spans = (db.prepare(`SELECT tenant_id, COUNT(DISTINCT day) AS days, MIN(day) AS first, MAX(day) AS last FROM posture_snapshots GROUP BY tenant_id ORDER BY tenant_id`)
      .all() as { tenant_id: string; days: number | string; first: string; last: string }[]).map((r) => ({ ...r, days: Number(r.days) }));
    expect(spans).toEqual(['tnt_acme', 'tnt_globex_eu', 'tnt_globex_us', 'tnt_initech'].map((tenant_id) =>
      ({ tenant_id, days: 180, first: day(now - 179 * DAY), last: day(now) })));
    const res = await history('alerts.open,assets.cloud,identities.risk,vulnerabilities.open', now - 179 * DAY, now);
    expect(res.status).toBe(200);
    const [alerts, assets, identities, vulnerabilities] = res.body.series;
    expect(alerts.points).toHaveLength(180);
    expect(alerts.points.at(-1).total).toBe((await get('/commondashboard/v1/totalThreats', admin)).body.total);
    expect(assets.points.at(-1).total).toBe((await get('/asset/api/v1/dashboard/cloudassetcount', admin)).body.total);
    expect(identities.points.at(-1).total).toBe((await get('/commondashboard/v1/totalIdentities', admin)).body.total);
    expect(vulnerabilities.points.at(-1).total).toBe((await get('/vulnerability/v1/totalVulnerabilities', admin)).body.total);
    // Plausible: the estate was smaller half a year ago, and every day's breakdown adds up to its total.
    expect(assets.points[0].total).toBeLessThan(assets.points.at(-1).total);
    for (const p of alerts.points) expect(Object.values(p.values as Record<string, number>).reduce((s, n) => s + n, 0)).toBe(p.total);
  });

  it('ends the compliance history at the score the compliance card shows', async () => {
    const now = t.now();
    const res = await history('compliance.score', now - 30 * DAY, now);
    const card = await call(`${t.url}/api/compliance/v1/benchmark/getComplianceScore`, { method: 'POST', json: { benchmarkId: 'ZBP' }, headers: bearer(admin) });
    expect(res.body.series[0].points.at(-1).values.ZBP).toBe(card.body.total);
  });
});

describe('time ranges', () => {
  it('answers "last 1 week" with a point a day and the change since the week before', async () => {
    const now = t.now();
    const weekAgo = day(now - 7 * DAY);
    setTotal('tnt_acme', 'alerts.open', weekAgo, 1_000);
    const res = await history('alerts.open', now - 7 * DAY, now);
    const live = (await get('/commondashboard/v1/totalThreats', admin)).body.total as number;
    const { points, change } = res.body.series[0];
    expect(points.map((p: { day: string }) => p.day)).toEqual([7, 6, 5, 4, 3, 2, 1, 0].map((d) => day(now - d * DAY)));
    expect(change).toEqual({ previousDay: weekAgo, previous: 1_000, current: live, delta: live - 1_000 });
    expect(res.body.series[0].previous).toMatchObject({ day: weekAgo, total: 1_000 });
  });

  it('answers the permission creep index over 7, 30 and 90 days, a point a day per account, starting at the stored day', async () => {
    const now = t.now();
    setTotal('tnt_acme', 'identities.creep', day(now - 90 * DAY), 77);
    for (const days of [7, 30, 90]) {
      const res = await history('identities.creep', now - days * DAY, now);
      expect(res.status).toBe(200);
      const { points, dimension } = res.body.series[0];
      expect(dimension).toBe('account');
      expect(points).toHaveLength(days + 1);
      expect([points[0].day, points.at(-1).day]).toEqual([day(now - days * DAY), day(now)]);
      for (const p of points) expect(Object.keys(p.values).length).toBeGreaterThan(0);
    }
    const ninety = (await history('identities.creep', now - 90 * DAY, now)).body.series[0];
    expect(ninety.points[0].total).toBe(77);
  });

  it('answers a range shorter than a day with today\'s point alone, and no change (the history has one figure a day)', async () => {
    const now = t.now();
    // The last fifteen minutes, or since just after midnight if that is later: within today either way (run just after
    // midnight, a quarter of an hour back holds yesterday too; a period starting at midnight is compared with yesterday).
    const from = Math.max(now - 15 * 60_000, Date.parse(`${day(now)}T00:00:00Z`) + 1);
    const res = await history('alerts.open', from, now);
    expect(res.body.series[0].points.map((p: { day: string }) => p.day)).toEqual([day(now)]);
    expect(res.body.series[0].change).toBeNull();
  });

  it('answers a previous week from its days, compared with the day before it began', async () => {
    const now = t.now();
    const monday = Date.UTC(new Date(now).getUTCFullYear(), new Date(now).getUTCMonth(), new Date(now).getUTCDate()) - 14 * DAY;
    setTotal('tnt_acme', 'iac.open', day(monday - DAY), 40);
    setTotal('tnt_acme', 'iac.open', day(monday + 6 * DAY), 55);
    const res = await history('iac.open', monday, monday + 7 * DAY);
    expect(res.body.from).toBe(day(monday));
    expect(res.body.to).toBe(day(monday + 6 * DAY));
    expect(res.body.series[0].points).toHaveLength(7);
    expect(res.body.series[0].change).toEqual({ previousDay: day(monday - DAY), previous: 40, current: 55, delta: 15 });
  });

  it('refuses an unknown metric, a period that ends before it starts, and one over 400 days, saying which', async () => {
    const now = t.now();
    const unknown = await history('alerts.open,costs', now - DAY, now);
    expect(unknown.status).toBe(400);
    expect(unknown.body.error.message).toBe('Unknown posture metric "costs"');
    const backwards = await history('alerts.open', now, now - DAY);
    expect(backwards.status).toBe(400);
    expect(backwards.body.error.message).toBe('The period must end after it starts (to > from)');
    expect((await history('alerts.open', now - 500 * DAY, now)).status).toBe(400);
  });
});

describe('tenants and modules', () => {
  it("never shows one tenant another's history", async () => {
    const now = t.now();
    const yesterday = day(now - DAY);
    setTotal('tnt_globex_eu', 'alerts.open', yesterday, 4_242);
    const mine = await history('alerts.open', now - 2 * DAY, now);
    const theirs = await history('alerts.open', now - 2 * DAY, now, globexEu);
    const on = (body: { series: { points: { day: string; total: number }[] }[] }) => body.series[0]!.points.find((p) => p.day === yesterday)!.total;
    expect(on(theirs.body)).toBe(4_242);
    expect(on(mine.body)).not.toBe(4_242);
    expect(theirs.body.series[0].points.at(-1).total).toBe((await get('/commondashboard/v1/totalThreats', globexEu)).body.total);
  });

  it('reads a metric only for a role that may see its figure, and an organisation that bought its area', async () => {
    const now = t.now();
    const refused = await history('alerts.open', now - DAY, now, dev);
    expect(refused.status).toBe(403);
    expect(refused.body.error.message).toBe('Your group has no access to the posture metric alerts.open (needs DASHBOARD CLOUD_ALERTS or ALERTS)');
    expect((await history('iac.open', now - DAY, now, dev)).status).toBe(200);
    // Globex EU has no VULNERABILITY subscription.
    const unbought = await history('vulnerabilities.open', now - DAY, now, globexEu);
    expect(unbought.status).toBe(403);
    expect(unbought.body.error.message).toContain('the VULNERABILITY subscription');
    const reviewer = await accessToken(t.url, 'reviewer@acme.test');
    expect((await history('iac.open', now - DAY, now, reviewer)).status).toBe(403);
  });

  it('answers, without a metric or period named, every metric the caller may read over the last week', async () => {
    const now = t.now();
    const metrics = async (token: string) => (await get('/commondashboard/v1/posture/history', token)).body.series.map((s: { metric: string }) => s.metric);
    expect(await metrics(dev)).toEqual(['iac.open']);
    expect(await metrics(globexEu)).toEqual(['alerts.open', 'iac.open', 'assets.cloud', 'assets.type', 'identities.risk', 'compliance.score', 'assets.exposure',
      'assets.exposedAlerts', 'identities.creep']);
    const week = await get('/commondashboard/v1/posture/history?metrics=alerts.open', admin);
    expect(week.body.from).toBe(day(now - 7 * DAY));
    expect(week.body.to).toBe(day(now));
  });

  it('lists only the figures the caller may see', async () => {
    const now = t.now();
    const figures = async (token: string) => (await get(`/commondashboard/v1/posture/figures?from=${now - 7 * DAY}&to=${now}`, token)).body.figures.map((f: { key: string }) => f.key);
    expect(await figures(admin)).toEqual(['alerts.open', 'alerts.critical', 'assets.exposed', 'assets.exposedCritical', 'assets.total', 'identities.highRisk',
      'vulnerabilities.critical', 'compliance.lowest']);
    expect(await figures(globexEu)).toEqual(['alerts.open', 'alerts.critical', 'assets.exposed', 'assets.exposedCritical', 'assets.total', 'identities.highRisk',
      'compliance.lowest']);
    expect(await figures(dev)).toEqual([]);
  });

  it("gives each figure its value at the period's end and its change, the critical alerts being the alerts history's Critical part", async () => {
    const now = t.now();
    const [figures, series] = await Promise.all([get(`/commondashboard/v1/posture/figures?from=${now - 7 * DAY}&to=${now}`, admin), history('alerts.open', now - 7 * DAY, now)]);
    const critical = figures.body.figures.find((f: { key: string }) => f.key === 'alerts.critical');
    const points = series.body.series[0].points;
    expect(critical).toMatchObject({ label: 'Critical alerts', dimension: 'Critical', value: points.at(-1).values.Critical, href: '/admin/alerts?status=Open&severity=Critical' });
    expect(critical.change.delta).toBe(points.at(-1).values.Critical - points[0].values.Critical);
    const lowest = figures.body.figures.find((f: { key: string }) => f.key === 'compliance.lowest');
    expect(lowest.unit).toBe('%');
    expect(['CIS-AWS-3.0', 'CIS-AZURE-2.1', 'HIPAA-SECURITY', 'ISO-27001-2022', 'NIST-800-53-R5', 'PCI-DSS-4.0', 'SOC2', 'ZBP']).toContain(lowest.dimension);
  });

  it('shows the internet-exposed assets and the open critical alerts on them as the inventory counts them', async () => {
    const now = t.now();
    const figures = (await get(`/commondashboard/v1/posture/figures?from=${now - 7 * DAY}&to=${now}`, admin)).body.figures as { key: string; value: number; href: string }[];
    const exposed = (await get('/asset/api/v1/assets?exposed=true&pageSize=1', admin)).body.total as number;
    let critical = 0;
    for (let page = 1; ; page++) {
      const body = (await get(`/asset/api/v1/assets?exposed=true&hasCritical=true&pageSize=200&page=${page}`, admin)).body as { items: { openAlerts: { Critical: number } }[]; pageCount: number };
      critical += body.items.reduce((sum, a) => sum + a.openAlerts.Critical, 0);
      if (page >= body.pageCount) break;
    }
    expect(exposed).toBeGreaterThan(0);
    expect(critical).toBeGreaterThan(0);
    expect(figures.find((f) => f.key === 'assets.exposed')).toMatchObject({ label: 'Internet-exposed assets', value: exposed, href: '/admin/cloud-posture/cloud-assets?exposed=true' });
    expect(figures.find((f) => f.key === 'assets.exposedCritical')).toMatchObject({ label: 'Critical alerts on internet-exposed assets', value: critical });
  });
});
