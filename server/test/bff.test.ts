import { request as httpRequest } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessToken, bearer, BrowserClient, call, latestCode, PASSWORD, startServer, type TestServer } from './helpers.js';

let t: TestServer;
beforeAll(async () => { t = await startServer(); });
afterAll(async () => { await t.stop(); });

describe('BFF session and CSRF', () => {
  it('creates an anonymous session with a HttpOnly SameSite=Strict cookie and a CSRF token', async () => {
    const b = new BrowserClient(t.url);
    const res = await b.session();
    expect(res.body).toEqual({ authenticated: false, csrfToken: expect.any(String) });
    expect(b.lastSetCookie).toMatch(/^palisade_session=[^;]+;/);
    expect(b.lastSetCookie).toMatch(/HttpOnly/);
    expect(b.lastSetCookie).toMatch(/SameSite=Strict/);
    expect(b.lastSetCookie).toMatch(/Path=\//);
    expect(b.lastSetCookie).not.toMatch(/Secure/);
    const again = await b.session();
    expect(again.body.csrfToken).toBe(res.body.csrfToken);
  });

  it('refuses state-changing requests without the CSRF header, with a wrong one or without a session', async () => {
    const b = new BrowserClient(t.url);
    await b.session();
    const missing = await b.request('POST', '/bff/login', { email: 'admin@acme.test', password: PASSWORD }, { 'x-csrf-token': '' });
    expect(missing.status).toBe(403);
    expect(missing.body.error.code).toBe('CSRF_REJECTED');
    const wrong = await b.request('POST', '/bff/api/auth/api/v1/orglookup', { Email: 'admin@acme.test' }, { 'x-csrf-token': 'forged' });
    expect(wrong.body.error.code).toBe('CSRF_REJECTED');
    const noSession = await call(`${t.url}/bff/api/auth/api/v1/orglookup`, { method: 'POST', json: { Email: 'admin@acme.test' }, headers: { 'x-csrf-token': b.csrf! } });
    expect(noSession.status).toBe(403);
    expect(noSession.body.error.code).toBe('CSRF_REJECTED');
  });

  it('marks the cookie Secure on https behind a trusted proxy, and leaves it off on plain http (Safari drops Secure cookies on http://localhost)', async () => {
    const proxied = await startServer({ trustProxy: 1 });
    try {
      const https = new BrowserClient(proxied.url);
      await https.request('GET', '/bff/session', undefined, { 'x-forwarded-proto': 'https' });
      expect(https.lastSetCookie).toMatch(/; Secure/);
      const plain = new BrowserClient(proxied.url);
      await plain.session();
      expect(plain.lastSetCookie).toMatch(/HttpOnly/);
      expect(plain.lastSetCookie).not.toMatch(/Secure/);
    } finally {
      await proxied.stop();
    }
  });

  it('marks the cookie Secure when PALISADE_SECURE_COOKIES is on', async () => {
    const secure = await startServer({ secureCookies: true });
    try {
      const b = new BrowserClient(secure.url);
      await b.session();
      expect(b.lastSetCookie).toMatch(/Secure/);
    } finally {
      await secure.stop();
    }
  });
});

describe('BFF password sign-in', () => {
  it('signs in, rotates the session id, never exposes tokens and forwards with the bearer', async () => {
    const b = new BrowserClient(t.url);
    await b.session();
    const anonymousCookie = b.cookie;
    const res = await b.login('admin@acme.test');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      authenticated: true, user: { id: 'usr_acme_admin', email: 'admin@acme.test', name: 'Ada Admin' },
      tenant: { id: 'tnt_acme', name: 'Acme' }, org: { id: 'org_acme', name: 'Acme' }, breakglass: false,
    });
    // A JWT is two base64url JSON parts and a dot after each; the random CSRF token may hold "eyJ" by chance.
    expect(JSON.stringify(res.body)).not.toMatch(/eyJ[\w-]+\.eyJ[\w-]+\./);
    expect(b.cookie).not.toBe(anonymousCookie);
    const old = await call(`${t.url}/bff/session`, { headers: { cookie: anonymousCookie! } });
    expect(old.body.authenticated).toBe(false);
    const count = await b.api('GET', '/commondashboard/v1/totalThreats');
    expect(count.status).toBe(200);
    expect(count.body.total).toBeGreaterThan(0);
    const flags = await b.api('POST', '/featureflag/api/v2/isenabled', { flags: [{ flag_key: 'audit_logs', default_val: false }] });
    expect(flags.body[0].result).toBe(true);
  });

  it('reports the provider error code on a wrong password and validates the body', async () => {
    const b = new BrowserClient(t.url);
    const res = await b.login('admin@acme.test', {}, 'wrong');
    expect(res.status).toBe(401);
    expect(res.body.error).toEqual({ code: 'invalid_grant', message: 'Invalid Login ID or Password' });
    const bad = await b.request('POST', '/bff/login', { email: 'nope' });
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields.map((f: { path: string }) => f.path)).toEqual(['email', 'password']);
  });

  it('signs the breakglass admin in through the breakglass realm', async () => {
    const b = new BrowserClient(t.url);
    expect((await b.login('breakglass@acme.test')).status).toBe(401);
    const res = await b.login('breakglass@acme.test', { breakglass: true });
    expect(res.body).toMatchObject({ authenticated: true, breakglass: true });
  });

  it('forwards API calls without a bearer when signed out', async () => {
    const b = new BrowserClient(t.url);
    await b.session();
    expect((await b.api('GET', '/tenant/api/v1/tenant')).status).toBe(401);
    const lookup = await b.api('POST', '/auth/api/v1/orglookup', { Email: 'admin@acme.test' });
    expect(lookup.body.OrganizationId).toBe('org_acme');
  });
});

describe('BFF sign-in with a one-time code and tenant choice', () => {
  const email = 'analyst@globex.test';

  it('requires a verified code for this session and a tenant from the verification result', async () => {
    const b = new BrowserClient(t.url);
    const noOtp = await b.login(email, { tenantId: 'tnt_globex_us' });
    expect(noOtp.status).toBe(403);
    expect(noOtp.body.error.code).toBe('OTP_REQUIRED');
    expect((await b.api('POST', '/auth/api/v1/createOTP', { Email: email })).status).toBe(200);
    const verified = await b.api('POST', '/auth/api/v1/validateOTP', { Email: email, OTP: await latestCode(t.url, email) });
    expect(verified.body.Tenants).toHaveLength(2);
    const other = new BrowserClient(t.url);
    expect((await other.login(email, { tenantId: 'tnt_globex_us' })).body.error.code).toBe('OTP_REQUIRED');
    const foreign = await b.login(email, { tenantId: 'tnt_acme' });
    expect(foreign.status).toBe(403);
    expect(foreign.body.error.code).toBe('TENANT_NOT_ALLOWED');
    const ok = await b.login(email, { tenantId: 'tnt_globex_us' });
    expect(ok.status).toBe(200);
    expect(ok.body.tenant).toEqual({ id: 'tnt_globex_us', name: 'Globex US' });
    expect((await b.api('GET', '/tenant/api/v1/tenant')).body.name).toBe('Globex US');
  });
});

describe('BFF refresh and logout', () => {
  it('refreshes on demand and by itself when the access token has expired', async () => {
    const b = new BrowserClient(t.url);
    const login = await b.login('admin@acme.test');
    t.advance(60 * 60_000);
    try {
      const refreshed = await b.request('POST', '/bff/refresh');
      expect(refreshed.status).toBe(200);
      expect(Date.parse(refreshed.body.accessTokenRefreshedAt)).toBeGreaterThan(Date.parse(login.body.accessTokenRefreshedAt));
      expect(refreshed.body.expiresAt).toBe(login.body.expiresAt);
      t.advance(70 * 60_000);
      const before = (await b.session()).body.accessTokenRefreshedAt;
      const forwarded = await b.api('GET', '/tenant/api/v1/tenant');
      expect(forwarded.status).toBe(200);
      expect((await b.session()).body.accessTokenRefreshedAt).not.toBe(before);
    } finally {
      t.advance(-130 * 60_000);
    }
  });

  it('shares one refresh between concurrent forwards so rotation is not mistaken for reuse', async () => {
    const b = new BrowserClient(t.url);
    await b.login('admin@acme.test');
    t.advance(66 * 60_000);
    try {
      const results = await Promise.all(Array.from({ length: 5 }, () => b.api('GET', '/commondashboard/v1/totalIdentities')));
      expect(results.map((r) => r.status)).toEqual([200, 200, 200, 200, 200]);
      expect((await b.request('POST', '/bff/refresh')).status).toBe(200);
    } finally {
      t.advance(-66 * 60_000);
    }
  });

  it('answers 401 to a refresh once the session has ended', async () => {
    const b = new BrowserClient(t.url);
    await b.login('admin@acme.test');
    t.advance(13 * 3_600_000);
    try {
      const res = await b.request('POST', '/bff/refresh');
      expect(res.status).toBe(401);
      expect(res.body.error.message).toBe('Your session has expired. Log in again to continue.');
    } finally {
      t.advance(-13 * 3_600_000);
    }
    expect((await b.session()).body.authenticated).toBe(false);
  });

  it('logs out: 204, cookie cleared, refresh family revoked', async () => {
    const b = new BrowserClient(t.url);
    await b.login('admin@acme.test');
    const cookie = b.cookie!;
    const res = await b.request('POST', '/bff/logout');
    expect(res.status).toBe(204);
    expect(b.lastSetCookie).toMatch(/palisade_session=;/);
    const stale = await call(`${t.url}/bff/session`, { headers: { cookie } });
    expect(stale.body.authenticated).toBe(false);
  });
});

describe('BFF single sign-on', () => {
  it('runs the PKCE round trip through the stand-in IdP back to the console callback', async () => {
    const b = new BrowserClient(t.url);
    await b.session();
    const start = await b.request('GET', '/bff/sso/start?connection=initech-saml&email=sso@initech.test&returnTo=%2Fadmin%2Falerts');
    expect(start.status).toBe(302);
    const authorize = new URL(start.headers.get('location')!, t.url);
    expect(authorize.pathname).toBe('/idp/authorize');
    expect(authorize.searchParams.get('code_challenge_method')).toBe('S256');
    const form = new URLSearchParams({ ...Object.fromEntries(authorize.searchParams), email: 'sso@initech.test', password: PASSWORD });
    form.delete('login_hint');
    const idp = await call(`${t.url}/idp/authorize`, { method: 'POST', body: form, headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    expect(idp.status).toBe(303);
    const callback = new URL(idp.headers.get('location')!);
    const done = await b.request('GET', `${callback.pathname}${callback.search}`);
    expect(done.status).toBe(302);
    expect(done.headers.get('location')).toBe('/auth/sso?returnTo=%2Fadmin%2Falerts');
    const session = await b.session();
    expect(session.body).toMatchObject({ authenticated: true, user: { email: 'sso@initech.test' }, tenant: { name: 'Initech' } });
  });

  it('rejects a callback whose state does not match and ignores off-site return addresses', async () => {
    const b = new BrowserClient(t.url);
    await b.session();
    const start = await b.request('GET', '/bff/sso/start?connection=initech-saml&returnTo=https%3A%2F%2Fevil.example');
    expect(start.status).toBe(302);
    const res = await b.request('GET', '/bff/sso/callback?code=abc&state=not-the-state');
    expect(res.headers.get('location')).toBe('/auth/sso?error=state_mismatch');
    expect((await b.request('GET', '/bff/sso/start')).status).toBe(400);
  });
});

describe('BFF routing', () => {
  it('refuses forwarded paths that try to leave the API', async () => {
    const b = new BrowserClient(t.url);
    await b.session();
    // Raw requests: fetch would normalise the dot segments away before sending.
    const rawGet = (path: string) => new Promise<number>((resolve, reject) => {
      const { hostname, port } = new URL(t.url);
      const req = httpRequest({ hostname, port, path: `/bff/api${path}`, headers: { cookie: b.cookie! } }, (res) => {
        res.resume();
        resolve(res.statusCode ?? 0);
      });
      req.on('error', reject);
      req.end();
    });
    for (const path of ['/../idp/.well-known/jwks.json', '/%2e%2e/idp/.well-known/jwks.json', '/tenant/..%2fidp', '/tenant/%2E%2E/x']) {
      expect(await rawGet(path), path).toBe(400);
    }
  });

  it('answers unknown BFF routes with the JSON 404 shape', async () => {
    const res = await call(`${t.url}/bff/nothing-here`);
    expect(res.status).toBe(404);
    expect(res.body.error.code).toBe('NOT_FOUND');
  });
});

describe('BFF downloads', () => {
  it('passes a file on as the API gives it, with its name, by its content type whatever its path; JSON stays JSON', async () => {
    const b = new BrowserClient(t.url);
    await b.login('admin@acme.test');
    const direct = await fetch(`${t.url}/api/iac/api/v1/cli`, { headers: bearer(await accessToken(t.url, 'admin@acme.test')) });
    const viaBff = await fetch(`${t.url}/bff/api/iac/api/v1/cli`, { headers: { cookie: b.cookie! } });
    expect([viaBff.status, viaBff.headers.get('content-type'), viaBff.headers.get('content-disposition')])
      .toEqual([200, 'text/javascript; charset=utf-8', 'attachment; filename="palisade-iac.mjs"']);
    expect(Buffer.from(await viaBff.arrayBuffer()).equals(Buffer.from(await direct.arrayBuffer()))).toBe(true);
    const json = await fetch(`${t.url}/bff/api/commondashboard/v1/totalIdentities`, { headers: { cookie: b.cookie! } });
    expect([json.status, json.headers.get('content-type'), json.headers.get('content-disposition')]).toEqual([200, 'application/json; charset=utf-8', null]);
    expect(await json.json()).toEqual(expect.any(Object));
  });
});
