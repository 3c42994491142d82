import { openTestDatabase, type TestDatabase } from './support/testDatabase.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessToken, bearer, call, startServer, type TestServer } from './helpers.js';

let t: TestServer;
let sqlite: TestDatabase;
let admin: string;
let globexEu: string;
let globexUs: string;

beforeAll(async () => {
  t = await startServer();
  sqlite = openTestDatabase(t.dataDir);
  [admin, globexEu, globexUs] = await Promise.all([accessToken(t.url, 'admin@acme.test'),
    accessToken(t.url, 'analyst@globex.test', { tenant_id: 'tnt_globex_eu' }), accessToken(t.url, 'analyst@globex.test', { tenant_id: 'tnt_globex_us' })]);
});
afterAll(async () => { sqlite.close(); await t.stop(); });

const get = (path: string, token: string) => call(`${t.url}/api${path}`, { headers: bearer(token) });
const post = (path: string, json: unknown, token: string) => call(`${t.url}/api${path}`, { method: 'POST', json, headers: bearer(token) });

/** Each count with the subscription its area needs (the threats count needs none). */
const COUNTS = [
  { subscription: null, call: (token: string) => get('/commondashboard/v1/totalThreats', token) },
  { subscription: 'CSPM', call: (token: string) => get('/asset/api/v1/dashboard/cloudassetcount', token) },
  { subscription: 'CIEM', call: (token: string) => get('/commondashboard/v1/totalIdentities', token) },
  { subscription: 'IAC', call: (token: string) => post('/alerts/v1/buildtime/iacalertcount', { filters: { alertStatus: ['Open'] } }, token) },
  { subscription: 'COMPLIANCE', call: (token: string) => post('/compliance/v1/benchmark/getComplianceScore', { benchmarkId: 'ZBP' }, token) },
  { subscription: 'VULNERABILITY', call: (token: string) => get('/vulnerability/v1/totalVulnerabilities', token) },
] as const;

describe('dashboard counts and subscriptions', () => {
  it("answers a count only for what the caller's organisation has bought", async () => {
    // The analyst's role grants all six cards in both Globex tenants; EU lacks VULNERABILITY, US lacks CIEM.
    expect(await Promise.all(COUNTS.map(async (c) => (await c.call(globexEu)).status))).toEqual([200, 200, 200, 200, 200, 403]);
    expect(await Promise.all(COUNTS.map(async (c) => (await c.call(globexUs)).status))).toEqual([200, 200, 403, 200, 200, 200]);
    expect(await Promise.all(COUNTS.map(async (c) => (await c.call(admin)).status))).toEqual([200, 200, 200, 200, 200, 200]);
    const refused = await get('/vulnerability/v1/totalVulnerabilities', globexEu);
    expect(refused.body.error).toEqual({ code: 'SUBSCRIPTION_REQUIRED', message: 'Your organization does not have a subscription for VULNERABILITY' });
  });

  it('follows a change of subscriptions at once', async () => {
    const before = sqlite.prepare(`SELECT subscriptions FROM tenants WHERE id = 'tnt_acme'`).get() as { subscriptions: string };
    sqlite.prepare(`UPDATE tenants SET subscriptions = ? WHERE id = 'tnt_acme'`).run(JSON.stringify(['CSPM']));
    try {
      const statuses = await Promise.all(COUNTS.map(async (c) => (await c.call(admin)).status));
      expect(statuses).toEqual(COUNTS.map((c) => (c.subscription === null || c.subscription === 'CSPM' ? 200 : 403)));
    } finally {
      sqlite.prepare(`UPDATE tenants SET subscriptions = ? WHERE id = 'tnt_acme'`).run(before.subscriptions);
    }
    expect((await get('/vulnerability/v1/totalVulnerabilities', admin)).status).toBe(200);
  });

  it('checks the role before the subscription', async () => {
    const dev = await accessToken(t.url, 'dev@acme.test');
    const refused = await get('/vulnerability/v1/totalVulnerabilities', dev);
    expect(refused.status).toBe(403);
    expect(refused.body.error.code).toBe('FORBIDDEN');
  });
});

describe('system notifications and their feature flag', () => {
  it('serves the count, the list and mark-read only while the tenant has system_notifications on', async () => {
    const list = await get('/notification/v1/notifications', admin);
    expect(list.status).toBe(200);
    const id = (list.body.notifications as { id: string }[])[0]!.id;
    sqlite.prepare(`INSERT INTO feature_flag_overrides (id, flag_key, tenant_id, feature, cloud_type, enabled) VALUES ('ffo_notifications', 'system_notifications', 'tnt_acme', NULL, NULL, 0)`).run();
    try {
      const count = await get('/notification/v1/notificationCount', admin);
      expect(count.status).toBe(404);
      expect(count.body.error).toEqual({ code: 'FEATURE_DISABLED', message: 'Feature system_notifications is not enabled for this tenant' });
      expect((await get('/notification/v1/notifications', admin)).status).toBe(404);
      expect((await post(`/notification/v1/notifications/${id}/read`, {}, admin)).status).toBe(404);
      // Another tenant's flag is its own.
      expect((await get('/notification/v1/notificationCount', globexEu)).status).toBe(200);
    } finally {
      sqlite.prepare(`DELETE FROM feature_flag_overrides WHERE id = 'ffo_notifications'`).run();
    }
    expect((await get('/notification/v1/notificationCount', admin)).status).toBe(200);
  });
});
