import { createHash, randomBytes } from 'node:crypto';
import { openTestDatabase, type TestDatabase } from '../support/testDatabase.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BrowserClient, call, latestCode, passwordGrant, startServer, type TestServer, verifiedCode } from '../helpers.js';

// Finding 1: the identity provider, not the BFF, enforces every factor the organisation requires.
let t: TestServer;
let sqlite: TestDatabase;
beforeAll(async () => {
  t = await startServer({ trustProxy: true });
  sqlite = openTestDatabase(t.dataDir);
});
afterAll(async () => { sqlite.close(); await t.stop(); });

const analyst = 'analyst@globex.test';
const refresh = (token: string, ip = '203.0.113.10') => call(`${t.url}/idp/oauth/token`, {
  method: 'POST', headers: { 'x-forwarded-for': ip }, json: { grant_type: 'refresh_token', refresh_token: token, client_id: 'palisade-console' },
});

describe('password-realm grant of an organisation that requires a one-time code', () => {
  it('issues no tokens for the password alone', async () => {
    const res = await passwordGrant(t.url, analyst, { tenant_id: 'tnt_globex_eu' });
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ error: 'mfa_required', error_description: 'This organization requires a one-time code: verify it first and send its mfa_token.' });
    expect(res.body.access_token).toBeUndefined();
  });

  it('issues tokens with the proof of a verified code, once: the proof cannot be replayed', async () => {
    const mfaToken = await verifiedCode(t.url, analyst);
    const first = await passwordGrant(t.url, analyst, { tenant_id: 'tnt_globex_eu', mfa_token: mfaToken });
    expect(first.status).toBe(200);
    expect(typeof first.body.access_token).toBe('string');
    const replay = await passwordGrant(t.url, analyst, { tenant_id: 'tnt_globex_eu', mfa_token: mfaToken });
    expect(replay.status).toBe(403);
    expect(replay.body.error).toBe('mfa_required');
  });

  it('refuses a proof older than 5 minutes, and one that was never issued', async () => {
    const mfaToken = await verifiedCode(t.url, analyst);
    t.advance(5 * 60_000 + 1_000);
    expect((await passwordGrant(t.url, analyst, { tenant_id: 'tnt_globex_eu', mfa_token: mfaToken })).body.error).toBe('mfa_required');
    expect((await passwordGrant(t.url, analyst, { tenant_id: 'tnt_globex_eu', mfa_token: 'made-up-proof' })).body.error).toBe('mfa_required');
  });

  it('keeps the proof when the password is wrong (the code need not be verified again), and never accepts it without the password', async () => {
    const mfaToken = await verifiedCode(t.url, analyst);
    const wrong = await passwordGrant(t.url, analyst, { tenant_id: 'tnt_globex_eu', mfa_token: mfaToken }, 'wrong-password');
    expect(wrong.body).toEqual({ error: 'invalid_grant', error_description: 'Invalid Login ID or Password' });
    expect((await passwordGrant(t.url, analyst, { tenant_id: 'tnt_globex_eu', mfa_token: mfaToken })).status).toBe(200);
  });

  it('requires a tenant choice from a user of several tenants, and only one of theirs', async () => {
    const none = await passwordGrant(t.url, analyst, { mfa_token: await verifiedCode(t.url, analyst) });
    expect(none.status).toBe(403);
    expect(none.body.error).toBe('tenant_required');
    const foreign = await passwordGrant(t.url, analyst, { tenant_id: 'tnt_acme', mfa_token: await verifiedCode(t.url, analyst) });
    expect(foreign.status).toBe(403);
    expect(foreign.body.error).toBe('access_denied');
  });
});

describe('the BFF only relays', () => {
  it('signs in after the code step, keeping the proof out of the page', async () => {
    const browser = new BrowserClient(t.url);
    await browser.session();
    await browser.api('POST', '/auth/api/v1/createOTP', { Email: analyst });
    const verified = await browser.api('POST', '/auth/api/v1/validateOTP', { Email: analyst, OTP: await latestCode(t.url, analyst) });
    expect(verified.body).toEqual({ Tenants: [{ id: 'tnt_globex_eu', name: 'Globex EU' }, { id: 'tnt_globex_us', name: 'Globex US' }] });
    expect(verified.headers.get('palisade-mfa-token')).toBeNull();
    const session = await browser.login(analyst, { tenantId: 'tnt_globex_us' });
    expect(session.status).toBe(200);
    expect(session.body.tenant).toEqual({ id: 'tnt_globex_us', name: 'Globex US' });
  });

  it('gets OTP_REQUIRED from the IdP for a session without a verified code', async () => {
    const res = await new BrowserClient(t.url).login(analyst, { tenantId: 'tnt_globex_eu' });
    expect(res.status).toBe(403);
    expect(res.body.error.code).toBe('OTP_REQUIRED');
  });
});

describe('disabled users and trusted addresses on every grant that issues tokens', () => {
  const ssoCode = async (verifier: string) => {
    const form = new URLSearchParams({
      response_type: 'code', client_id: 'palisade-console', redirect_uri: `${t.url}/bff/sso/callback`, state: 'state-12345678',
      code_challenge: createHash('sha256').update(verifier).digest('base64url'), code_challenge_method: 'S256', connection: 'initech-saml',
      email: 'sso@initech.test', password: 'Palisade-demo-1',
    });
    const res = await call(`${t.url}/idp/authorize`, { method: 'POST', body: form, headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    return new URL(res.headers.get('location')!).searchParams.get('code')!;
  };
  const exchange = (code: string, verifier: string) => call(`${t.url}/idp/oauth/token`, {
    method: 'POST', json: { grant_type: 'authorization_code', code, code_verifier: verifier, redirect_uri: `${t.url}/bff/sso/callback`, client_id: 'palisade-console' },
  });

  it('refuses a user disabled between the login page and the code exchange, and their refresh tokens', async () => {
    const verifier = randomBytes(32).toString('base64url');
    const signedIn = await exchange(await ssoCode(verifier), verifier);
    expect(signedIn.status).toBe(200);
    const laterVerifier = randomBytes(32).toString('base64url');
    const code = await ssoCode(laterVerifier);
    // Disabled in the directory only (no family revocation): the grants themselves must refuse.
    sqlite.prepare(`UPDATE users SET status = 'disabled' WHERE email = 'sso@initech.test'`).run();
    try {
      expect((await exchange(code, laterVerifier)).body).toEqual({ error: 'invalid_grant', error_description: 'Invalid Login ID or Password' });
      expect((await refresh(signedIn.body.refresh_token)).body).toEqual({ error: 'invalid_grant', error_description: 'Invalid Login ID or Password' });
    } finally {
      sqlite.prepare(`UPDATE users SET status = 'active' WHERE email = 'sso@initech.test'`).run();
    }
  });

  it('refuses the code sign-in and its refresh from outside the tenant\'s trusted list', async () => {
    const inside = await passwordGrant(t.url, analyst, { tenant_id: 'tnt_globex_eu', mfa_token: await verifiedCode(t.url, analyst) });
    sqlite.prepare(`INSERT INTO trusted_ips (id, tenant_id, cidr, description, created_by, created_at) VALUES ('tip_sec_eu', 'tnt_globex_eu', '127.0.0.0/8', 'Here', 'usr_globex_analyst', 0)`).run();
    sqlite.prepare(`UPDATE tenants SET trusted_ips_enabled = 1 WHERE id = 'tnt_globex_eu'`).run();
    try {
      const outside = await call(`${t.url}/idp/oauth/token`, {
        method: 'POST', headers: { 'x-forwarded-for': '192.0.2.50' },
        json: { grant_type: 'http://auth0.com/oauth/grant-type/password-realm', username: analyst, password: 'Palisade-demo-1', realm: 'globex-db',
          client_id: 'palisade-console', tenant_id: 'tnt_globex_eu', mfa_token: await verifiedCode(t.url, analyst) },
      });
      expect(outside.body.error).toBe('ip_not_trusted');
      expect((await refresh(inside.body.refresh_token, '192.0.2.50')).body.error).toBe('ip_not_trusted');
    } finally {
      sqlite.prepare(`UPDATE tenants SET trusted_ips_enabled = 0 WHERE id = 'tnt_globex_eu'`).run();
    }
  });
});
