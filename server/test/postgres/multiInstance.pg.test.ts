/**
 * Two server processes on one PostgreSQL database behave as one console: sessions, tokens, changes, cached counts and
 * sign-in limits are shared, and killing one in the middle of writes loses no acknowledged write. Runs in the
 * PostgreSQL stage only (vitest.config.ts), where PALISADE_DATABASE_URL names the cluster.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, BrowserClient, call, passwordGrant } from '../helpers.js';
import { startServerProcess, type ServerProcess } from '../support/serverProcess.js';
import { databaseUrlFor } from '../support/testDatabase.js';
import { createTestDatabase, dropTestDatabase } from '../support/testDatabases.js';

const folder = mkdtempSync(join(tmpdir(), 'palisade-multi-'));
const url = databaseUrlFor(folder)!;
let a: ServerProcess;
let b: ServerProcess;

beforeAll(async () => {
  await createTestDatabase(url);
  const keyFile = join(folder, 'secret-key');
  writeFileSync(keyFile, randomBytes(32).toString('base64url'), { mode: 0o600 });
  const env = (name: string) => ({
    PALISADE_DATABASE_URL: url, PALISADE_DATABASE_POOL_SIZE: '4', PALISADE_DATA_DIR: join(folder, name), PALISADE_SECRET_KEY_FILE: keyFile,
    PALISADE_DEMO: '1', PALISADE_DEMO_SCALE: 'small', PALISADE_CONSOLE_DIR: join(folder, 'no-console'),
    // The shortest access token: the BFF then refreshes it on every request, so both instances refresh one session.
    PALISADE_ACCESS_TOKEN_TTL_SECONDS: '30',
    PALISADE_RATE_LIMIT_PER_ACCOUNT: '8', PALISADE_RATE_LIMIT_PER_ACCOUNT_ADDRESS: '3', PALISADE_RATE_LIMIT_PER_ADDRESS: '1000',
  });
  // Started together on the empty database: one migrates and seeds, the other waits for it.
  [a, b] = await Promise.all([startServerProcess(env('a')), startServerProcess(env('b'))]);
}, 120_000);

afterAll(async () => {
  for (const server of [a, b]) if (server?.child.exitCode === null && server.child.signalCode === null) server.child.kill('SIGTERM');
  await Promise.all([a?.exited, b?.exited]);
  await dropTestDatabase(url);
  rmSync(folder, { recursive: true, force: true });
}, 120_000);

describe('two instances on one PostgreSQL database', () => {
  it('accept a browser session and a token made by the other', async () => {
    const browser = new BrowserClient(a.url);
    expect((await browser.login('viewer@acme.test')).status).toBe(200);
    const elsewhere = new BrowserClient(b.url);
    Object.assign(elsewhere, { cookie: browser.cookie, csrf: browser.csrf });
    const session = await elsewhere.session();
    expect(session.body).toMatchObject({ authenticated: true, user: { email: 'viewer@acme.test' } });
    expect((await elsewhere.api('GET', '/commondashboard/v1/totalThreats')).status).toBe(200);

    const token = (await passwordGrant(a.url, 'admin@acme.test')).body.access_token as string;
    expect((await call(`${b.url}/api/admin/v1/business-units`, { headers: bearer(token) })).status).toBe(200);
  });

  it('refresh one browser session through both at once without the identity provider taking it for a stolen token', async () => {
    const browser = new BrowserClient(a.url);
    expect((await browser.login('viewer@acme.test')).status).toBe(200);
    const elsewhere = new BrowserClient(b.url);
    Object.assign(elsewhere, { cookie: browser.cookie, csrf: browser.csrf });
    for (let round = 0; round < 3; round++) {
      const answers = await Promise.all([browser, elsewhere, browser, elsewhere].map((c) => c.api('GET', '/commondashboard/v1/totalThreats')));
      expect(answers.map((r) => r.status)).toEqual([200, 200, 200, 200]);
    }
    expect((await elsewhere.session()).body).toMatchObject({ authenticated: true });
  });

  it('show a change made through one on the other at once, cached dashboard counts included', async () => {
    const token = (await passwordGrant(b.url, 'admin@acme.test')).body.access_token as string;
    const count = async (server: ServerProcess) => (await call(`${server.url}/api/commondashboard/v1/totalThreats`, { headers: bearer(token) })).body.total as number;
    const before = await count(b);
    expect(await count(a)).toBe(before);
    const open = await call(`${a.url}/api/alerts/v1/search`, { method: 'POST', json: { status: ['Open'], pageSize: 2 }, headers: bearer(token) });
    const ids = open.body.items.map((alert: { id: string }) => alert.id);
    const resolved = await call(`${a.url}/api/alerts/v1/alerts/actions`, { method: 'POST', json: { ids, action: 'resolve' }, headers: bearer(token) });
    expect(resolved.body).toMatchObject({ succeeded: 2 });
    // B served `before` from its cache a moment ago; A's change drops that entry on B too.
    await expect.poll(() => count(b), { timeout: 5_000 }).toBe(before - 2);

    const unit = await call(`${b.url}/api/admin/v1/business-units`, { method: 'POST', json: { name: 'Made on B', accountIds: [] }, headers: bearer(token) });
    expect(unit.status).toBe(201);
    const listed = await call(`${a.url}/api/admin/v1/business-units/${unit.body.id}`, { headers: bearer(token) });
    expect(listed.body).toMatchObject({ name: 'Made on B' });
  });

  it('count sign-in failures made through both against one limit', async () => {
    const wrong = (server: ServerProcess) => passwordGrant(server.url, 'dev@acme.test', {}, 'not-the-password');
    expect((await wrong(a)).status).toBe(403);
    expect((await wrong(b)).status).toBe(403);
    expect((await wrong(a)).status).toBe(403);
    // Three failures from this address, made through two instances: the fourth is refused by either.
    const refused = await wrong(b);
    expect(refused.status).toBe(429);
    expect(refused.body.error).toBe('too_many_attempts');
    expect((await passwordGrant(a.url, 'dev@acme.test')).status).toBe(429);
  });

  it('keep every acknowledged write when one is killed in the middle of writing, and the other keeps serving', async () => {
    const token = (await passwordGrant(a.url, 'admin@acme.test')).body.access_token as string;
    const acknowledged: string[] = [];
    let writing = true;
    const writer = async (server: ServerProcess, name: string) => {
      for (let i = 0; writing; i++) {
        try {
          const res = await call(`${server.url}/api/admin/v1/business-units`, {
            method: 'POST', json: { name: `${name} ${i}`, accountIds: [] }, headers: bearer(token),
          });
          if (res.status === 201) acknowledged.push(res.body.id as string);
        } catch {
          return; // the connection broke: the instance is gone, this write was never acknowledged
        }
      }
    };
    const writers = [writer(b, 'B1'), writer(b, 'B2'), writer(b, 'B3')];
    await expect.poll(() => acknowledged.length, { timeout: 20_000 }).toBeGreaterThan(20);
    b.child.kill('SIGKILL');
    await Promise.all(writers);
    writing = false;
    expect(await b.exited).toBe('SIGKILL');

    const units = await call(`${a.url}/api/admin/v1/business-units`, { headers: bearer(token) });
    expect(units.status).toBe(200);
    const present = new Set(units.body.items.map((u: { id: string }) => u.id));
    expect(acknowledged.filter((id) => !present.has(id))).toEqual([]);
    const after = await call(`${a.url}/api/admin/v1/business-units`, { method: 'POST', json: { name: 'After the kill', accountIds: [] }, headers: bearer(token) });
    expect(after.status).toBe(201);
  });
});
