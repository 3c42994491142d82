/**
 * A database that goes away while the server runs: requests get 503 at once (no hang, no crash) and the server serves
 * again by itself once the database is back. Uses its own PostgreSQL cluster, stopped and started by the test.
 */
import pg from 'pg';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { accessToken, bearer, call, startServer, type TestServer } from '../helpers.js';
import { findPostgresBin, type PostgresCluster, startCluster } from '../support/postgresCluster.js';

let cluster: PostgresCluster;
let t: TestServer;

beforeAll(async () => {
  cluster = await startCluster(findPostgresBin()!);
  const admin = new pg.Client({ connectionString: cluster.url });
  await admin.connect();
  await admin.query('CREATE DATABASE outage');
  await admin.end();
  t = await startServer({ database: { url: cluster.url.replace(/\/postgres$/, '/outage'), poolSize: 2 } });
}, 120_000);

afterAll(async () => {
  await t?.stop();
  cluster?.stop();
}, 120_000);

it('answers 503 while the database is stopped and serves again by itself once it is back', async () => {
  const token = await accessToken(t.url, 'admin@acme.test');
  const units = () => call(`${t.url}/api/admin/v1/business-units`, { headers: bearer(token), signal: AbortSignal.timeout(10_000) });
  expect((await units()).status).toBe(200);

  cluster.pause();
  const down = await units();
  expect(down.status).toBe(503);
  expect(down.body).toEqual({ error: { code: 'DATABASE_UNAVAILABLE', message: 'The database cannot be reached right now, try again in a moment' } });
  expect(down.headers.get('retry-after')).toBe('5');
  expect((await units()).status).toBe(503);

  cluster.resume();
  await expect.poll(async () => (await units()).status, { timeout: 20_000 }).toBe(200);
  const created = await call(`${t.url}/api/admin/v1/business-units`, { method: 'POST', json: { name: 'After the outage', accountIds: [] }, headers: bearer(token) });
  expect(created.status).toBe(201);
}, 120_000);
