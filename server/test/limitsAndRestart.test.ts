import { describe, expect, it } from 'vitest';
import { BrowserClient, call, passwordGrant, startServer } from './helpers.js';

describe('rate limits', () => {
  it('limits sign-in per account (10/min) with 429 RATE_LIMITED, then lets the account in after the window', async () => {
    const t = await startServer({ rateLimits: { perAccount: 10, perAddress: 1000 } });
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

  it('limits OTP, reset and token requests per address', async () => {
    const t = await startServer({ rateLimits: { perAccount: 1000, perAddress: 3 } });
    try {
      const otp = [];
      for (const email of ['a@globex.test', 'b@globex.test', 'c@globex.test', 'analyst@globex.test']) {
        otp.push((await call(`${t.url}/api/auth/api/v1/createOTP`, { method: 'POST', json: { Email: email } })).status);
      }
      expect(otp.at(-1)).toBe(429);
      const reset = [];
      for (let i = 0; i < 4; i++) {
        reset.push((await call(`${t.url}/api/auth/api/v1/resetPassword`, { method: 'POST',
          json: { Email: 'admin@acme.test', OrganizationId: 'org_acme', SSOEnabled: false, ConnectionName: 'acme-db' } })).body);
      }
      expect(reset.at(-1).error.code).toBe('RATE_LIMITED');
      const grants = [];
      for (let i = 0; i < 4; i++) grants.push(await passwordGrant(t.url, 'admin@acme.test'));
      expect(grants.at(-1)!.status).toBe(429);
      expect(grants.at(-1)!.body.error).toBe('too_many_attempts');
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
