import { afterAll, beforeAll, expect, it } from 'vitest';
import { claimDueScan, scanDueAccounts } from '../src/api/cloudAccounts/scheduleAccountScans.js';
import { type Db, openDatabase } from '../src/db/openDatabase.js';
import { accessToken, bearer, call, startServer, type TestServer } from './helpers.js';
import { databaseUrlFor } from './support/testDatabase.js';

const HOUR = 3_600_000;
let t: TestServer;
let admin: string;
// Two more handles on the server's database: two instances of the scheduled runner.
let first: Db;
let second: Db;
beforeAll(async () => {
  t = await startServer();
  admin = await accessToken(t.url, 'admin@acme.test');
  const url = databaseUrlFor(t.dataDir);
  first = await openDatabase(t.dataDir, url ? { url } : {});
  second = await openDatabase(t.dataDir, url ? { url } : {});
}, 120_000);
afterAll(async () => { await first.destroy(); await second.destroy(); await t.stop(); });

const api = (path: string, init: RequestInit & { json?: unknown } = {}) =>
  call(`${t.url}/api/cloud-account/api/v1/${path}`, { ...init, headers: { ...bearer(admin), ...(init.headers ?? {}) } });
const cloud = () => `${t.url}/cloud-api`;
const account = async (id: number) => (await api('accounts?q=111122223333')).body.items.find((a: any) => a.id === id);

it('scans an account when its daily scan is due, once across two instances, and shows the next one', async () => {
  const created = await api('accounts', { method: 'POST', json: { cloud: 'aws', auth: 'keys', name: 'Scheduled', accountId: '111122223333',
    accessKeyId: 'AKIAPALISADEDEMO0001', secretAccessKey: 'demoSecretKey/Palisade+0001EXAMPLEKEY' } });
  expect(created.status).toBe(201);
  const id: number = created.body.id;
  // Daily unless chosen: the first scheduled scan is a day after onboarding.
  expect(created.body.schedule).toBe('daily');
  expect(created.body.nextScanAt - t.now()).toBeGreaterThan(23 * HOUR);
  expect(await scanDueAccounts(first, t.now, cloud)).toBe(0);

  t.advance(24 * HOUR + 1_000);
  const claims = await Promise.all([claimDueScan(first, t.now()), claimDueScan(second, t.now()), claimDueScan(first, t.now()), claimDueScan(second, t.now())]);
  expect(claims.filter(Boolean).map((a) => Number(a!.id))).toEqual([id]);
  // The claim moved the next scan a day on, so a second tick finds nothing due.
  expect(await scanDueAccounts(second, t.now, cloud)).toBe(0);

  t.advance(24 * HOUR);
  // A new token: the clock moved past the old one's lifetime.
  admin = await accessToken(t.url, 'admin@acme.test');
  expect(await Promise.all([scanDueAccounts(first, t.now, cloud), scanDueAccounts(second, t.now, cloud)]).then(([a, b]) => a + b)).toBe(1);
  await expect.poll(async () => (await account(id))?.scan?.status, { timeout: 20_000 }).not.toBe('running');
  const after = await account(id);
  expect(after).toMatchObject({ status: 'connected', assets: 24, scan: { status: 'done', progress: 100, step: 'Done' } });
  expect(after.nextScanAt - after.lastScanAt).toBe(24 * HOUR);
  const audited = await first.selectFrom('audit_log').select(['action', 'interface']).where('target', '=', `cloud_account:${id}`).where('action', '=', 'cloud_account.scan').execute();
  expect(audited).toEqual([{ action: 'cloud_account.scan', interface: 'SYSTEM' }]);
});

it('an hourly schedule counts from the last scan', async () => {
  const [listed] = (await api('accounts?q=111122223333')).body.items;
  const changed = await api(`accounts/${listed.id}`, { method: 'PATCH', json: { schedule: 'hourly' } });
  expect(changed.body.nextScanAt - changed.body.lastScanAt).toBe(HOUR);
});
