import { afterAll, beforeAll, expect, it } from 'vitest';
import { accessToken, bearer, call, startServer, type TestServer } from './helpers.js';
import { openTestDatabase, type TestDatabase } from './support/testDatabase.js';

let t: TestServer;
let acme: string;
let globex: string;
let db: TestDatabase;
beforeAll(async () => {
  t = await startServer();
  db = openTestDatabase(t.dataDir);
  // Globex's EU analysts may manage cloud accounts too, to show that holding the module opens nothing of Acme's.
  db.prepare(`INSERT INTO role_modules (role_id, module_id, parent_id) VALUES ('rol_tnt_globex_eu_analyst', 'CLOUD_ACCOUNTS', '')`).run();
  db.prepare(`INSERT INTO role_actions (role_id, action) VALUES ('rol_tnt_globex_eu_analyst', 'MANAGE_ADMINISTRATION')`).run();
  acme = await accessToken(t.url, 'admin@acme.test');
  globex = await accessToken(t.url, 'analyst@globex.test', { tenant_id: 'tnt_globex_eu' });
}, 120_000);
afterAll(async () => { db.close(); await t.stop(); });

const api = (token: string, path: string, init: RequestInit & { json?: unknown } = {}) =>
  call(`${t.url}/api/cloud-account/api/v1/${path}`, { ...init, headers: { ...bearer(token), ...(init.headers ?? {}) } });
const keys = (name: string, group: string, secretAccessKey = 'demoSecretKey/Palisade+0001EXAMPLEKEY') =>
  ({ cloud: 'aws', auth: 'keys', name, accountId: '111122223333', accessKeyId: 'AKIAPALISADEDEMO0001', secretAccessKey, group });

it('a second tenant holding CLOUD_ACCOUNTS neither sees nor changes the first one\'s accounts, groups, scans or secrets', async () => {
  const mine = (await api(acme, 'accounts', { method: 'POST', json: keys('Acme management', 'Acme core') })).body;
  // The same cloud account may be onboarded by both tenants: each has its own row and sealed secret.
  const theirs = await api(globex, 'accounts', { method: 'POST', json: keys('Globex view', 'Globex core', 'wrong-secret') });
  expect(theirs.status).toBe(201);
  const scan = await api(acme, `accounts/${mine.id}/scans`, { method: 'POST' });
  expect(scan.status).toBe(202);

  const listed = (await api(globex, 'accounts')).body;
  const acmeIds = (db.prepare(`SELECT id FROM cloud_accounts WHERE tenant_id = 'tnt_acme'`).all() as { id: number }[]).map((r) => Number(r.id));
  expect(acmeIds).toContain(mine.id);
  expect(listed.items.map((a: any) => a.name)).toContain('Globex view');
  expect(listed.items.filter((a: any) => acmeIds.includes(a.id))).toEqual([]);
  expect(listed.groups).toEqual(['Globex core']);
  expect(listed.items.every((a: any) => a.scan === null)).toBe(true);

  const refused = await Promise.all([
    api(globex, `accounts/${mine.id}`, { method: 'PATCH', json: { name: 'Taken over', group: 'Globex core' } }),
    api(globex, `accounts/${mine.id}/test`, { method: 'POST' }),
    api(globex, `accounts/${mine.id}/scans`, { method: 'POST' }),
    api(globex, `accounts/${mine.id}/scans/${scan.body.id}`),
    api(globex, `accounts/${theirs.body.id}/scans/${scan.body.id}`),
    api(globex, `accounts/${mine.id}/discover`, { method: 'POST' }),
    api(globex, `accounts/${mine.id}/members`, { method: 'POST', json: { accountIds: ['444455556666'] } }),
    api(globex, `accounts/${mine.id}/disconnect`),
    api(globex, `accounts/${mine.id}?purge=true`, { method: 'DELETE' }),
    api(globex, 'groups/Acme%20core', { method: 'PATCH', json: { name: 'Renamed' } }),
  ]);
  expect(refused.map((r) => r.status)).toEqual([404, 404, 404, 404, 404, 404, 404, 404, 404, 404]);
  expect(db.prepare(`SELECT name, group_name FROM cloud_accounts WHERE id = ?`).get(mine.id)).toEqual({ name: 'Acme management', group_name: 'Acme core' });
  expect((await api(acme, 'accounts')).body.groups).toContain('Acme core');
  expect(Number((db.prepare(`SELECT count(*) AS n FROM cloud_scans WHERE account_id = ?`).get(mine.id) as { n: number }).n)).toBe(1);

  // Globex's wrong secret fails its own test; Acme's sealed secret, copied onto Globex's row, does not open there.
  expect((await api(globex, `accounts/${theirs.body.id}/test`, { method: 'POST' })).body).toMatchObject({ ok: false, code: 'SignatureDoesNotMatch' });
  db.prepare(`UPDATE cloud_accounts SET credentials = (SELECT credentials FROM cloud_accounts WHERE id = ?) WHERE id = ?`).run(mine.id, theirs.body.id);
  const copied = await api(globex, `accounts/${theirs.body.id}/test`, { method: 'POST' });
  expect(copied.status).toBe(409);
  expect(copied.body.error).toEqual({ code: 'ACCOUNT_SECRET_NOT_BOUND', message:
    'The stored credentials of cloud account "Globex view" (aws 111122223333) do not open: credentials are sealed to the tenant and account they were entered for, so credentials from another account or tenant cannot be used. Disconnect the account and connect it again with its own credentials' });
  expect(JSON.stringify(copied.body)).not.toContain('demoSecretKey');
  // A scan with them is refused the same way, before any scan job is made.
  const copiedScan = await api(globex, `accounts/${theirs.body.id}/scans`, { method: 'POST' });
  expect([copiedScan.status, copiedScan.body.error.code]).toEqual([409, 'ACCOUNT_SECRET_NOT_BOUND']);
  expect(Number((db.prepare(`SELECT count(*) AS n FROM cloud_scans WHERE account_id = ?`).get(theirs.body.id) as { n: number }).n)).toBe(0);
  expect((await api(acme, `accounts/${mine.id}/test`, { method: 'POST' })).body).toMatchObject({ ok: true });
});
