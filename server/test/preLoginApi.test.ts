import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, latestCode, passwordGrant, PASSWORD, postWithHost, startServer, type TestServer } from './helpers.js';

let t: TestServer;
beforeAll(async () => { t = await startServer(); });
afterAll(async () => { await t.stop(); });

const post = (path: string, json: unknown) => call(`${t.url}/api${path}`, { method: 'POST', json });

describe('orglookup', () => {
  it('describes the organization of an email', async () => {
    const acme = await post('/auth/api/v1/orglookup', { Email: '  Admin@Acme.test ' });
    expect(acme.status).toBe(200);
    expect(acme.body).toEqual({ OrganizationId: 'org_acme', SSOEnabled: false, MultiTenant: false, OTP: false,
      Connections: [{ Type: 'auth0', ConnectionName: 'acme-db', SSOEnabled: false }] });
    const globex = await post('/auth/api/v1/orglookup', { Email: 'analyst@globex.test' });
    expect(globex.body).toMatchObject({ MultiTenant: true, OTP: true });
    const initech = await post('/auth/api/v1/orglookup', { Email: 'sso@initech.test' });
    expect(initech.body).toMatchObject({ SSOEnabled: true, Connections: [{ Type: 'samlp', ConnectionName: 'initech-saml', SSOEnabled: true }] });
  });

  it('answers an unknown email like a password organisation (no account is revealed) and names a bad field', async () => {
    const unknown = await post('/auth/api/v1/orglookup', { Email: 'ghost@nowhere.test' });
    expect(unknown.status).toBe(200);
    expect(unknown.body).toMatchObject({ SSOEnabled: false, MultiTenant: false, OTP: false,
      Connections: [{ Type: 'auth0', ConnectionName: 'Username-Password-Authentication', SSOEnabled: false }] });
    const bad = await post('/auth/api/v1/orglookup', { Email: 'not-an-email' });
    expect(bad.status).toBe(400);
    expect(bad.body.error).toMatchObject({ code: 'VALIDATION_FAILED', fields: [{ path: 'Email', message: 'Email Id is Invalid' }] });
    const missing = await post('/auth/api/v1/orglookup', {});
    expect(missing.body.error.fields[0].path).toBe('Email');
  });
});

describe('one-time codes', () => {
  const email = 'analyst@globex.test';

  it('sends a code to the outbox (never in the response) and returns the tenants when it is right', async () => {
    const sent = await post('/auth/api/v1/createOTP', { Email: email });
    expect(sent.status).toBe(200);
    const code = await latestCode(t.url, email);
    expect(JSON.stringify(sent.body)).not.toContain(code);
    const ok = await post('/auth/api/v1/validateOTP', { Email: email, OTP: code });
    expect(ok.status).toBe(200);
    expect(ok.body.Tenants).toEqual([{ id: 'tnt_globex_eu', name: 'Globex EU' }, { id: 'tnt_globex_us', name: 'Globex US' }]);
    // A code works once.
    expect((await post('/auth/api/v1/validateOTP', { Email: email, OTP: code })).status).toBe(400);
  });

  it('expires a code after 10 minutes', async () => {
    await post('/auth/api/v1/createOTP', { Email: email });
    const code = await latestCode(t.url, email);
    t.advance(10 * 60_000 + 1);
    try {
      const res = await post('/auth/api/v1/validateOTP', { Email: email, OTP: code });
      expect(res.status).toBe(400);
      expect(res.body.error.code).toBe('OTP_EXPIRED');
    } finally {
      t.advance(-(10 * 60_000 + 1));
    }
  });

  it('locks a code after 5 wrong tries, even for the right code afterwards', async () => {
    await post('/auth/api/v1/createOTP', { Email: email });
    const code = await latestCode(t.url, email);
    const wrong = code === '000000' ? '111111' : '000000';
    const codes: string[] = [];
    for (let i = 0; i < 5; i++) codes.push((await post('/auth/api/v1/validateOTP', { Email: email, OTP: wrong })).body.error.code);
    expect(codes).toEqual(['OTP_INVALID', 'OTP_INVALID', 'OTP_INVALID', 'OTP_INVALID', 'OTP_LOCKED']);
    const right = await post('/auth/api/v1/validateOTP', { Email: email, OTP: code });
    expect(right.body.error.code).toBe('OTP_LOCKED');
  });

  it('validates the code format and unknown emails', async () => {
    const bad = await post('/auth/api/v1/validateOTP', { Email: email, OTP: '12ab' });
    expect(bad.body.error.fields).toEqual([{ path: 'OTP', message: 'OTP must be 6 digits' }]);
    // An unknown email is answered like an account, and nothing is sent to it.
    expect(await post('/auth/api/v1/createOTP', { Email: 'ghost@nowhere.test' })).toMatchObject({ status: 200, body: { message: 'OTP sent' } });
    expect((await call(`${t.url}/dev/outbox?email=ghost@nowhere.test`)).body.messages).toEqual([]);
  });
});

describe('resetPassword', () => {
  it('sends a reset link whose token sets a new password', async () => {
    const res = await post('/auth/api/v1/resetPassword', { Email: 'viewer@acme.test', OrganizationId: 'org_acme', SSOEnabled: false, ConnectionName: 'acme-db' });
    expect(res.status).toBe(200);
    const outbox = await call(`${t.url}/dev/outbox?email=viewer@acme.test`);
    const link = new URL(outbox.body.messages[0].link);
    const weak = await post('/auth/api/v1/resetPassword/confirm', { token: link.searchParams.get('token'), password: 'weakpass' });
    expect(weak.status).toBe(400);
    expect(weak.body.error.fields.map((f: { path: string }) => f.path)).toContain('password');
    const done = await post('/auth/api/v1/resetPassword/confirm', { token: link.searchParams.get('token'), password: 'N3w-Password!' });
    expect(done.status).toBe(200);
    expect((await passwordGrant(t.url, 'viewer@acme.test')).status).toBe(403);
    expect((await passwordGrant(t.url, 'viewer@acme.test', {}, 'N3w-Password!')).status).toBe(200);
    const again = await post('/auth/api/v1/resetPassword/confirm', { token: link.searchParams.get('token'), password: 'An0ther-Password!' });
    expect(again.status).toBe(400);
    // Put the demo password back through a second reset so later tests can sign in as the viewer.
    await post('/auth/api/v1/resetPassword', { Email: 'viewer@acme.test', OrganizationId: 'org_acme', SSOEnabled: false, ConnectionName: 'acme-db' });
    const second = new URL((await call(`${t.url}/dev/outbox?email=viewer@acme.test`)).body.messages[0].link);
    expect((await post('/auth/api/v1/resetPassword/confirm', { token: second.searchParams.get('token'), password: PASSWORD })).status).toBe(200);
  });

  it('refuses a reset link after 30 minutes and accepts it just before', async () => {
    await post('/auth/api/v1/resetPassword', { Email: 'dev@acme.test', OrganizationId: 'org_acme', SSOEnabled: false, ConnectionName: 'acme-db' });
    const token = new URL((await call(`${t.url}/dev/outbox?email=dev@acme.test`)).body.messages[0].link).searchParams.get('token');
    t.advance(30 * 60_000 + 1);
    try {
      const late = await post('/auth/api/v1/resetPassword/confirm', { token, password: 'N3w-Password!' });
      expect(late.status).toBe(400);
      expect(late.body.error).toMatchObject({ code: 'RESET_TOKEN_INVALID', message: 'The reset link is invalid or has expired' });
    } finally {
      t.advance(-(30 * 60_000 + 1));
    }
    t.advance(29 * 60_000);
    try {
      // Sets the demo password again, so the account stays usable.
      expect((await post('/auth/api/v1/resetPassword/confirm', { token, password: PASSWORD })).status).toBe(200);
    } finally {
      t.advance(-29 * 60_000);
    }
  });

  it('mails a link to the listen origin whatever Host the request names', async () => {
    const res = await postWithHost(`${t.url}/api/auth/api/v1/resetPassword`, 'evil.example',
      { Email: 'reviewer@acme.test', OrganizationId: 'org_acme', SSOEnabled: false, ConnectionName: 'acme-db' });
    expect(res.status).toBe(200);
    const link = new URL((await call(`${t.url}/dev/outbox?email=reviewer@acme.test`)).body.messages[0].link);
    expect(link.origin).toBe(t.url);
    expect(link.pathname).toBe('/reset-password');
  });

  it('mails a link to the configured public origin, not to a forged Host', async () => {
    const configured = await startServer({ publicUrl: 'https://console.example.com/' });
    try {
      const res = await postWithHost(`${configured.url}/api/auth/api/v1/resetPassword`, 'evil.example',
        { Email: 'viewer@acme.test', OrganizationId: 'org_acme', SSOEnabled: false, ConnectionName: 'acme-db' });
      expect(res.status).toBe(200);
      const message = (await call(`${configured.url}/dev/outbox?email=viewer@acme.test`)).body.messages[0];
      expect(message.body).not.toContain('evil.example');
      const link = new URL(message.link);
      expect(link.origin).toBe('https://console.example.com');
      expect(link.searchParams.get('token')).toBeTruthy();
    } finally {
      await configured.stop();
    }
  });

  it("answers 'user not found' when a non-breakglass account asks for a breakglass reset", async () => {
    const res = await post('/auth/api/v1/resetPassword', { Email: 'admin@acme.test', OrganizationId: 'org_acme', SSOEnabled: false, ConnectionName: 'breakglass' });
    expect(res.status).toBe(404);
    expect(res.body.error.message).toContain('user not found');
    const ok = await post('/auth/api/v1/resetPassword', { Email: 'breakglass@acme.test', OrganizationId: 'org_acme', SSOEnabled: false, ConnectionName: 'breakglass' });
    expect(ok.status).toBe(200);
  });

  it('refuses SSO accounts and names every bad field', async () => {
    const sso = await post('/auth/api/v1/resetPassword', { Email: 'sso@initech.test', OrganizationId: 'org_initech', SSOEnabled: true, ConnectionName: 'initech-saml' });
    expect(sso.status).toBe(400);
    const bad = await post('/auth/api/v1/resetPassword', { Email: 'x', SSOEnabled: 'yes' });
    expect(bad.body.error.fields.map((f: { path: string }) => f.path).sort()).toEqual(['ConnectionName', 'Email', 'OrganizationId', 'SSOEnabled']);
  });
});
