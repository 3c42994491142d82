import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { PASSWORD_REALM_GRANT } from '../../src/idp/idpRoutes.js';
import { call, PASSWORD, startServer, type TestServer } from '../helpers.js';

// Finding 6: failures count per account and per account+address; an address is slowed down, never shut for everyone behind it.
let t: TestServer;
let now: number;
const waits: number[] = [];
beforeEach(async () => {
  now = Date.now();
  waits.length = 0;
  // The default limits (20 per account, 10 per account and address, slowdown past 30 per address from 250 ms, capped at 8 s).
  t = await startServer({ trustProxy: true, clock: () => now, sleep: async (ms) => { waits.push(ms); }, rateLimits: {} });
});
afterEach(async () => { await t.stop(); });

const OFFICE = '198.51.100.7';
const grant = (username: string, ip: string, password = PASSWORD) => call(`${t.url}/idp/oauth/token`, {
  method: 'POST', headers: { 'x-forwarded-for': ip },
  json: { grant_type: PASSWORD_REALM_GRANT, username, password, realm: 'acme-db', client_id: 'palisade-console' },
});
const colleagues = ['admin@acme.test', 'viewer@acme.test', 'dev@acme.test', 'reviewer@acme.test'];

describe('sign-in limits behind one address', () => {
  it('lets the whole office in after many typos between them, only slower, with a doubling delay', async () => {
    // 36 failures from the office, 9 per person: nobody reaches their own limit.
    for (let round = 0; round < 9; round++) {
      for (const email of colleagues) expect((await grant(email, OFFICE, 'typo')).status).toBe(403);
    }
    expect(waits).toEqual([250, 750, 1750, 3750, 7750, 15_750]);
    now += 16_000;
    for (const email of colleagues) expect((await grant(email, OFFICE)).status).toBe(200);
    // Each of them waits the capped delay, not behind the others: a success gives its turn back.
    expect(waits.slice(6)).toEqual([8_000, 8_000, 8_000, 8_000]);
  });

  it('counts successful sign-ins as nothing: forty colleagues signing in are never slowed', async () => {
    for (let i = 0; i < 40; i++) expect((await grant(colleagues[i % colleagues.length]!, OFFICE)).status).toBe(200);
    expect(waits).toEqual([]);
  });

  it('shuts one account from one address after 10 failures, while its owner gets in from elsewhere', async () => {
    for (let i = 0; i < 10; i++) expect((await grant('viewer@acme.test', OFFICE, 'guess')).status).toBe(403);
    const shut = await grant('viewer@acme.test', OFFICE);
    expect(shut.status).toBe(429);
    expect(shut.body).toEqual({ error: 'too_many_attempts', error_description: 'Too many sign-in attempts for this account, try again in a minute' });
    expect((await grant('viewer@acme.test', '203.0.113.9')).status).toBe(200);
    expect((await grant('admin@acme.test', OFFICE)).status).toBe(200);
    now += 60_000;
    expect((await grant('viewer@acme.test', OFFICE)).status).toBe(200);
  });

  it('shuts an account guessed at from many addresses after 20 failures in all', async () => {
    for (let i = 0; i < 20; i++) expect((await grant('viewer@acme.test', `203.0.113.${i + 1}`, 'guess')).status).toBe(403);
    expect((await grant('viewer@acme.test', '203.0.113.200')).status).toBe(429);
  });
});
