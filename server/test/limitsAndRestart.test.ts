import { describe, expect, it } from 'vitest';
import { createHash, randomBytes } from 'node:crypto';
import { BrowserClient, call, passwordGrant, PASSWORD, startServer, type TestServer } from './helpers.js';

const post = (t: TestServer, path: string, json: unknown) => call(`${t.url}/api/auth/api/v1/${path}`, { method: 'POST', json });
const statusesOf = async (n: number, attempt: (i: number) => Promise<{ status: number }>) => {
  const statuses: number[] = [];
  for (let i = 0; i < n; i++) statuses.push((await attempt(i)).status);
  return statuses;
};

describe('rate limits', () => {
  it('limits sign-in per account (10/min) with 429 RATE_LIMITED, then lets the account in after the window', async () => {
    const t = await startServer({ rateLimits: { perAccount: 10, perAccountAddress: 10, perAddress: 1000 } });
    try {
      const b = new BrowserClient(t.url);
      const statuses: number[] = [];
      for (let i = 0; i < 11; i++) statuses.push((await b.login('viewer@acme.test', {}, 'wrong-password')).status);
      expect(statuses.slice(0, 10).every((s) => s === 401)).toBe(true);
      const limited = await b.login('viewer@acme.test');
      expect(limited.status).toBe(429);
      expect(limited.body.error.code).toBe('RATE_LIMITED');
      // Another account from the same address is not affected by the per-account limit.
      expect((await b.login('dev@acme.test')).status).toBe(200);
      t.advance(61_000);
      expect((await new BrowserClient(t.url).login('viewer@acme.test')).status).toBe(200);
    } finally {
      await t.stop();
    }
  });

  it('counts a username padded with spaces or cased differently as the same account on the token endpoint', async () => {
    const t = await startServer({ rateLimits: { perAccount: 3, perAccountAddress: 3, perAddress: 1000 } });
    try {
      expect(await statusesOf(3, () => passwordGrant(t.url, 'admin@acme.test', {}, 'wrong-password'))).toEqual([403, 403, 403]);
      for (const padded of [' admin@acme.test ', ' admin@acme.test', 'ADMIN@acme.test\t']) {
        const limited = await passwordGrant(t.url, padded);
        expect(limited.status).toBe(429);
        expect(limited.body.error).toBe('too_many_attempts');
      }
      expect((await passwordGrant(t.url, 'viewer@acme.test')).status).toBe(200);
      t.advance(61_000);
      expect((await passwordGrant(t.url, ' admin@acme.test ')).status).toBe(200);
    } finally {
      await t.stop();
    }
  });

  it('limits one-time codes per account across create and validate, other accounts unaffected', async () => {
    const t = await startServer({ rateLimits: { perAccount: 3, perAccountAddress: 3, perAddress: 1000 } });
    try {
      const email = 'analyst@globex.test';
      const statuses = [
        (await post(t, 'createOTP', { Email: email })).status,
        (await post(t, 'validateOTP', { Email: email, OTP: '000000' })).status,
        (await post(t, 'createOTP', { Email: ` ${email.toUpperCase()} ` })).status,
      ];
      expect(statuses).toEqual([200, 400, 200]);
      const created = await post(t, 'createOTP', { Email: email });
      expect(created.status).toBe(429);
      expect(created.body.error.code).toBe('RATE_LIMITED');
      expect((await post(t, 'validateOTP', { Email: email, OTP: '123456' })).body.error.code).toBe('RATE_LIMITED');
      expect((await post(t, 'createOTP', { Email: 'admin@acme.test' })).status).toBe(200);
    } finally {
      await t.stop();
    }
  });

  it('limits password reset requests per account, other accounts unaffected', async () => {
    const t = await startServer({ rateLimits: { perAccount: 3, perAccountAddress: 3, perAddress: 1000 } });
    try {
      const reset = (email: string) => post(t, 'resetPassword', { Email: email, OrganizationId: 'org_acme', SSOEnabled: false, ConnectionName: 'acme-db' });
      expect(await statusesOf(4, () => reset('viewer@acme.test'))).toEqual([200, 200, 200, 429]);
      expect((await reset('dev@acme.test')).status).toBe(200);
      const mails = (await call(`${t.url}/dev/outbox?email=viewer@acme.test`)).body.messages;
      expect(mails).toHaveLength(3);
    } finally {
      await t.stop();
    }
  });

  it('answers the stand-in IdP login form with a 429 page once an account is over its limit, and slows an address down instead', async () => {
    const waits: number[] = [];
    const t = await startServer({ rateLimits: { perAccount: 2, perAccountAddress: 2, perAddress: 4, addressDelayMs: 250 }, sleep: async (ms) => { waits.push(ms); } });
    try {
      const challenge = createHash('sha256').update(randomBytes(32).toString('base64url')).digest('base64url');
      const form = (email: string, password: string) => call(`${t.url}/idp/authorize`, {
        method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ response_type: 'code', client_id: 'palisade-console', redirect_uri: `${t.url}/bff/sso/callback`,
          state: 'state-12345678', code_challenge: challenge, code_challenge_method: 'S256', connection: 'initech-saml', email, password }),
      });
      expect(await statusesOf(2, () => form('sso@initech.test', 'wrong-password'))).toEqual([401, 401]);
      // The account is over its limit, padded or not, even with the right password.
      const account = await form(' SSO@initech.test ', PASSWORD);
      expect(account.status).toBe(429);
      expect(account.headers.get('content-type')).toContain('text/html');
      expect(account.body).toContain('<p id="login-error" role="alert" class="error">Too many sign-in attempts. Try again in a minute.</p>');
      // Two more failures make four from this address; the fifth attempt, for another account, waits its turn and is answered.
      expect(await statusesOf(2, () => form('newhire@initech.test', 'wrong-password'))).toEqual([401, 401]);
      expect(waits).toEqual([]);
      expect((await form('nobody@initech.test', 'wrong-password')).status).toBe(401);
      expect(waits).toEqual([250]);
    } finally {
      await t.stop();
    }
  });
});

describe('restart', () => {
  it('keeps sessions, signing key and data across a restart on the same data dir', async () => {
    const first = await startServer();
    const b = new BrowserClient(first.url);
    await b.login('admin@acme.test');
    const jwks = (await call(`${first.url}/idp/.well-known/jwks.json`)).body;
    const read = await b.api('POST', '/notification/v1/notifications/ntf_tnt_acme_2/read', {});
    expect(read.status).toBe(200);
    await first.stop(false);

    const second = await startServer({}, { dataDir: first.dataDir });
    try {
      expect(second.server.seed.seeded).toBe(false);
      const again = new BrowserClient(second.url);
      again.cookie = b.cookie;
      again.csrf = b.csrf;
      const session = await again.session();
      expect(session.body).toMatchObject({ authenticated: true, user: { email: 'admin@acme.test' } });
      expect((await call(`${second.url}/idp/.well-known/jwks.json`)).body).toEqual(jwks);
      const list = await again.api('GET', '/notification/v1/notifications');
      expect(list.body.notifications.find((n: { id: string }) => n.id === 'ntf_tnt_acme_2').read).toBe(true);
      expect((await again.request('POST', '/bff/refresh')).status).toBe(200);
    } finally {
      await second.stop();
    }
  });
});
