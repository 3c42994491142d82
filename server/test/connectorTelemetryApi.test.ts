import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, type TestDatabase } from './support/testDatabase.js';
import { accessToken, bearer, call, startServer, type TestServer } from './helpers.js';

let t: TestServer;
let sqlite: TestDatabase;
let admin: string;
let viewer: string;
let globex: string;
const HOUR = 3_600_000;

beforeAll(async () => {
  t = await startServer();
  sqlite = openTestDatabase(t.dataDir);
  sqlite.prepare(`INSERT INTO role_modules (role_id, module_id, parent_id) VALUES ('rol_tnt_globex_eu_analyst', 'CLOUD_CONNECTORS', '')`).run();
  [admin, viewer, globex] = await Promise.all([accessToken(t.url, 'admin@acme.test'), accessToken(t.url, 'viewer@acme.test'),
    accessToken(t.url, 'analyst@globex.test', { tenant_id: 'tnt_globex_eu' })]);
});
afterAll(async () => { sqlite.close(); await t.stop(); });

const api = (path: string, token = admin) => call(`${t.url}/api/connectors/v1${path}`, { method: 'GET', headers: bearer(token) });
const lastHours = (hours: number) => { const to = t.now(); return `from=${to - hours * HOUR}&to=${to}`; };

describe('connector telemetry API', () => {
  it('shows every Acme connector deployed, the two that went down as down, and traffic over the range', async () => {
    const res = await api(`/telemetry/overview?${lastHours(1)}`);
    expect(res.status).toBe(200);
    expect(res.body.deployment).toEqual({ cloud: { deployed: 5, enabled: 5 }, branch: { deployed: 3, enabled: 3 } });
    expect(res.body.active).toEqual({ up: 6, down: 2, unknown: 0 });
    expect(res.body.connectors.filter((c: any) => c.status === 'down').map((c: any) => c.name)).toEqual(['bc-lon-1', 'cc-euw1-b']);
    expect(res.body.range.step).toBe('minute');
    expect(res.body.totals.sessions).toBeGreaterThan(0);
    expect(res.body.sessions.length).toBeGreaterThanOrEqual(59);
    // Monitoring: the down connector carried nothing in the last hour; one that is up did.
    const monitored = (await api(`/telemetry/health?${lastHours(1)}`)).body.connectors;
    expect(monitored.find((c: any) => c.id === 'cc_euw1_b').traffic.sessions).toBe(0);
    expect(monitored.find((c: any) => c.id === 'cc_use1_a').traffic.sessions).toBeGreaterThan(0);
  });

  it('raises an alert for each connector that is down, with when it was last seen', async () => {
    const res = await api(`/telemetry/health?${lastHours(24)}`);
    expect(res.body.alerts.map((a: any) => [a.name, a.location])).toEqual([['bc-lon-1', 'London office'], ['cc-euw1-b', 'eu-west-1']]);
    const down = res.body.connectors.find((c: any) => c.id === 'cc_euw1_b');
    expect(down).toMatchObject({ status: 'down', tunnelsUp: 0, tunnelsTotal: 2, version: '23.3.0' });
    // Down for the last 30 of these 24 hours: available for none of them.
    expect(down.availability).toBe(0);
    expect(res.body.connectors.find((c: any) => c.id === 'cc_use1_a')).toMatchObject({ status: 'up', tunnelsTotal: 2, availability: 100 });
  });

  it('pages, sorts and filters the monitoring list on the server, with the locations to filter by', async () => {
    const names = (body: any) => body.connectors.map((c: any) => c.name);
    const cloud = (await api(`/telemetry/health?${lastHours(24)}&kind=cloud&sort=name&dir=desc&page=2&pageSize=2`)).body;
    expect([names(cloud), cloud.total, cloud.page, cloud.pageSize]).toEqual([['cc-use1-a', 'cc-euw1-b'], 5, 2, 2]);
    const down = (await api(`/telemetry/health?${lastHours(24)}&status=down`)).body;
    expect([names(down), down.total]).toEqual([['bc-lon-1', 'cc-euw1-b'], 2]);
    const byVersion = (await api(`/telemetry/health?${lastHours(24)}&location=eu-west-1,westeurope&sort=version`)).body;
    expect(byVersion.connectors.map((c: any) => [c.name, c.version])).toEqual([['cc-euw1-b', '23.3.0'], ['cc-euw1-a', '23.4.1'], ['cc-weu-a', '23.4.2']]);
    // The alerts and the locations are the whole fleet's, whatever the page shows.
    expect(byVersion.alerts.map((a: any) => a.name)).toEqual(['bc-lon-1', 'cc-euw1-b']);
    expect(byVersion.locations).toEqual(['eu-west-1', 'Headquarters (San Jose)', 'London office', 'us-east-1', 'westeurope']);
    expect((await api(`/telemetry/health?${lastHours(24)}&sort=cpuLoad`)).status).toBe(400);
  });

  it('answers a longer range with more sessions, from the roll-ups', async () => {
    const [hour, day] = await Promise.all([api(`/telemetry/traffic?${lastHours(1)}`), api(`/telemetry/traffic?${lastHours(24)}`)]);
    const sum = (b: any) => Object.values(b.byMethod).reduce((s: number, m: any) => s + m.sessions, 0);
    expect(sum(day.body)).toBeGreaterThan(sum(hour.body));
    expect(day.body.range.segments.map((s: any) => s.grain)).toContain('hour');
    expect(Object.keys(day.body.byMethod)).toEqual(['zia', 'zpa', 'direct', 'lc']);
    expect(day.body.destinations[0]).toMatchObject({ value: 'login.microsoftonline.com' });
    const zpa = await api(`/telemetry/traffic?${lastHours(24)}&method=zpa`);
    expect(zpa.body.sessions.every((p: any) => Object.keys(p.values).join() === 'zpa')).toBe(true);
  });

  it('counts DNS queries by gateway, blocked and failed resolutions', async () => {
    const res = await api(`/telemetry/dns?${lastHours(24)}`);
    expect(res.body.gateways.map((g: any) => g.value)).toEqual(['ZIA default', 'Log and Control']);
    expect(res.body.totals.queries).toBe(res.body.gateways.reduce((s: number, g: any) => s + g.count, 0));
    const blocked = res.body.domains.find((d: any) => d.value === 'malware-c2.example');
    expect(blocked.blocked).toBe(blocked.count);
    expect(res.body.domains.find((d: any) => d.value === 'nonexistent.acme.test').failed).toBeGreaterThan(0);
  });

  it('filters the session log, pages it and exports the same rows as CSV', async () => {
    const to = t.now();
    const query = `from=${to - 24 * HOUR}&to=${to}&method=ZPA&location=us-east-1`;
    const page = await api(`/sessions?${query}&pageSize=5&sort=txBytes&dir=asc`);
    expect(page.status).toBe(200);
    expect(page.body.items.length).toBe(Math.min(5, page.body.total));
    expect(page.body.total).toBeGreaterThan(0);
    expect(page.body.items.every((s: any) => s.method === 'ZPA' && s.location === 'us-east-1')).toBe(true);
    const tx = page.body.items.map((s: any) => s.txBytes);
    expect(tx).toEqual([...tx].sort((a, b) => a - b));
    const csv = await fetch(`${t.url}/api/connectors/v1/sessions/export.csv?${query}`, { headers: bearer(admin) });
    expect(csv.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    const lines = (await csv.text()).trim().split('\r\n');
    expect(lines[0]).toBe('Started (UTC),Connector,Location,Forwarding method,User,Application,Destination,Sent bytes,Received bytes,Duration (ms)');
    expect(lines).toHaveLength(page.body.total + 1);
    expect((await api(`/sessions?from=${to}&to=${to - 1}`)).body.error.message).toBe('The range must end after it starts (to > from)');
  });

  it('is gated by the module and the flag, and never shows another tenant\'s telemetry', async () => {
    expect((await api(`/telemetry/overview?${lastHours(1)}`, viewer)).status).toBe(403);
    expect((await api(`/sessions?${lastHours(1)}`, viewer)).status).toBe(403);
    expect((await api(`/telemetry/overview?${lastHours(1)}`, globex)).body.error.code).toBe('FEATURE_DISABLED');
    sqlite.prepare(`INSERT INTO feature_flag_overrides (id, flag_key, tenant_id, feature, cloud_type, enabled) VALUES ('ffo_tel', 'cloud_connectors', 'tnt_globex_eu', NULL, NULL, 1)`).run();
    try {
      const theirs = await api(`/telemetry/overview?${lastHours(24)}`, globex);
      expect(theirs.status).toBe(200);
      expect(theirs.body).toMatchObject({ connectors: [], totals: { sessions: 0, txBytes: 0, rxBytes: 0 }, throughput: [], sessions: [] });
      expect((await api(`/sessions?${lastHours(24)}`, globex)).body.total).toBe(0);
      expect((await api(`/telemetry/dns?${lastHours(24)}`, globex)).body.domains).toEqual([]);
    } finally {
      sqlite.prepare(`DELETE FROM feature_flag_overrides WHERE id = 'ffo_tel'`).run();
    }
  });
});
