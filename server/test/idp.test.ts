import { createHash, randomBytes } from 'node:crypto';
import { createRemoteJWKSet, jwtVerify } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD_REALM_GRANT } from '../src/idp/idpRoutes.js';
import { accessToken, call, passwordGrant, PASSWORD, startServer, type TestServer, verifiedCode } from './helpers.js';

let t: TestServer;
beforeAll(async () => { t = await startServer(); });
afterAll(async () => { await t.stop(); });

describe('IdP discovery and keys', () => {
  it('publishes discovery and a JWKS that verifies issued tokens', async () => {
    const discovery = await call(`${t.url}/idp/.well-known/openid-configuration`);
    expect(discovery.status).toBe(200);
    expect(discovery.body.token_endpoint).toBe(`${t.url}/idp/oauth/token`);
    expect(discovery.body.code_challenge_methods_supported).toEqual(['S256']);
    const token = await accessToken(t.url, 'admin@acme.test');
    const { payload, protectedHeader } = await jwtVerify(token, createRemoteJWKSet(new URL(`${t.url}/idp/.well-known/jwks.json`)), { currentDate: new Date(t.now()) });
    expect(protectedHeader.alg).toBe('ES256');
    expect(payload.sub).toBe('usr_acme_admin');
    expect(payload.email).toBe('admin@acme.test');
    expect(payload['https://palisade.dev/tenant_id']).toBe('tnt_acme');
    expect(payload['https://palisade.dev/org_id']).toBe('org_acme');
    expect(payload['https://palisade.dev/group_id']).toBe('grp_acme_admins');
    expect(payload['https://palisade.dev/breakglass']).toBe(false);
    expect((payload.exp ?? 0) - (payload.iat ?? 0)).toBe(5 * 60);
  });
});

describe('password-realm grant', () => {
  it('returns access, id and refresh tokens with the requested scope', async () => {
    const res = await passwordGrant(t.url, 'viewer@acme.test');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ token_type: 'Bearer', expires_in: 300, scope: 'openid profile email offline_access' });
    expect(res.body.refresh_token).toEqual(expect.any(String));
    expect(res.headers.get('cache-control')).toBe('no-store');
  });

  it('refuses a wrong password, an unknown user and the wrong realm with invalid_grant', async () => {
    for (const res of [
      await passwordGrant(t.url, 'admin@acme.test', {}, 'wrong-password'),
      await passwordGrant(t.url, 'nobody@acme.test'),
      await passwordGrant(t.url, 'admin@acme.test', { realm: 'globex-db' }),
      await passwordGrant(t.url, 'admin@acme.test', { realm: 'breakglass' }),
    ]) {
      expect(res.status).toBe(403);
      expect(res.body).toEqual({ error: 'invalid_grant', error_description: 'Invalid Login ID or Password' });
    }
  });

  it('signs the breakglass admin in only through the breakglass realm', async () => {
    expect((await passwordGrant(t.url, 'breakglass@acme.test')).status).toBe(403);
    const ok = await passwordGrant(t.url, 'breakglass@acme.test', { realm: 'breakglass' });
    expect(ok.status).toBe(200);
  });

  it('issues a token for the requested tenant of a multi-tenant user and refuses foreign tenants', async () => {
    const us = await passwordGrant(t.url, 'analyst@globex.test', { tenant_id: 'tnt_globex_us', mfa_token: await verifiedCode(t.url, 'analyst@globex.test') });
    expect(us.status).toBe(200);
    const foreign = await passwordGrant(t.url, 'analyst@globex.test', { tenant_id: 'tnt_acme', mfa_token: await verifiedCode(t.url, 'analyst@globex.test') });
    expect(foreign.status).toBe(403);
    expect(foreign.body.error).toBe('access_denied');
  });

  it('names the missing parameters of a malformed request', async () => {
    const res = await call(`${t.url}/idp/oauth/token`, { method: 'POST', json: { grant_type: 'refresh_token' } });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('invalid_request');
    expect(res.body.error_description).toContain('refresh_token');
  });

  it('keeps the OAuth error members and adds the per-field list the rest of the API gives', async () => {
    const res = await call(`${t.url}/idp/oauth/token`, { method: 'POST', json: { grant_type: PASSWORD_REALM_GRANT, username: 'admin@acme.test', client_id: 'palisade-console' } });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ error: 'invalid_request', error_description: 'Invalid or missing parameters: password, realm' });
    expect(res.body.fields.map((f: { path: string }) => f.path)).toEqual(['password', 'realm']);
    expect(res.body.fields.every((f: { message: unknown }) => typeof f.message === 'string' && f.message.length > 0)).toBe(true);
    const unknownGrant = await call(`${t.url}/idp/oauth/token`, { method: 'POST', json: { grant_type: 'client_credentials', client_id: 'palisade-console' } });
    expect(unknownGrant.status).toBe(400);
    expect(unknownGrant.body.fields.map((f: { path: string }) => f.path)).toEqual(['grant_type']);
  });
});

describe('revocation', () => {
  it('names its bad fields in the OAuth error with the per-field list', async () => {
    const res = await call(`${t.url}/idp/oauth/revoke`, { method: 'POST', json: { client_id: '' } });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ error: 'invalid_request', error_description: 'Invalid or missing parameters: token, client_id' });
    expect(res.body.fields.map((f: { path: string }) => f.path)).toEqual(['token', 'client_id']);
  });

  it('ends the refresh family of the token it is given', async () => {
    const signIn = await passwordGrant(t.url, 'viewer@acme.test');
    const revoked = await call(`${t.url}/idp/oauth/revoke`, { method: 'POST', json: { token: signIn.body.refresh_token, client_id: 'palisade-console' } });
    expect(revoked.status).toBe(200);
    const refresh = await call(`${t.url}/idp/oauth/token`, { method: 'POST', json: { grant_type: 'refresh_token', refresh_token: signIn.body.refresh_token, client_id: 'palisade-console' } });
    expect(refresh.status).toBe(403);
  });
});

describe('refresh_token grant', () => {
  it('rotates on every use and revokes the whole family when an old token is reused', async () => {
    const first = (await passwordGrant(t.url, 'admin@acme.test')).body.refresh_token as string;
    const refresh = (token: string) => call(`${t.url}/idp/oauth/token`, { method: 'POST', json: { grant_type: 'refresh_token', refresh_token: token, client_id: 'palisade-console' } });
    const second = await refresh(first);
    expect(second.status).toBe(200);
    expect(second.body.refresh_token).not.toBe(first);
    const third = await refresh(second.body.refresh_token);
    expect(third.status).toBe(200);
    const reuse = await refresh(first);
    expect(reuse.status).toBe(403);
    expect(reuse.body.error_description).toMatch(/reuse/);
    // The newest token of the family is dead too.
    const afterReuse = await refresh(third.body.refresh_token);
    expect(afterReuse.status).toBe(403);
    expect(afterReuse.body.error).toBe('invalid_grant');
  });

  it('refuses a refresh token after the session lifetime', async () => {
    const token = (await passwordGrant(t.url, 'viewer@acme.test')).body.refresh_token as string;
    t.advance(12 * 3_600_000 + 1000);
    try {
      const res = await call(`${t.url}/idp/oauth/token`, { method: 'POST', json: { grant_type: 'refresh_token', refresh_token: token, client_id: 'palisade-console' } });
      expect(res.status).toBe(403);
      expect(res.body.error_description).toMatch(/expired/);
    } finally {
      t.advance(-(12 * 3_600_000 + 1000));
    }
  });
});

describe('authorization_code with PKCE through the stand-in enterprise IdP', () => {
  const verifier = randomBytes(32).toString('base64url');
  const challenge = createHash('sha256').update(verifier).digest('base64url');
  const redirectUri = () => `${t.url}/bff/sso/callback`;
  const params = () => new URLSearchParams({
    response_type: 'code', client_id: 'palisade-console', redirect_uri: redirectUri(), state: 'state-12345678',
    code_challenge: challenge, code_challenge_method: 'S256', connection: 'initech-saml', login_hint: 'sso@initech.test',
  });

  it('shows an accessible login form', async () => {
    const res = await call(`${t.url}/idp/authorize?${params()}`);
    expect(res.status).toBe(200);
    expect(res.body).toContain('<label for="email">Email</label>');
    expect(res.body).toContain('<label for="password">Password</label>');
    expect(res.body).toContain('value="sso@initech.test"');
  });

  it('refuses non-SSO connections and foreign redirect URIs', async () => {
    const p = params();
    p.set('connection', 'acme-db');
    expect((await call(`${t.url}/idp/authorize?${p}`)).body.error.fields[0].path).toBe('connection');
    const q = params();
    q.set('redirect_uri', 'https://evil.example/bff/sso/callback');
    expect((await call(`${t.url}/idp/authorize?${q}`)).status).toBe(400);
  });

  it('redirects back with a code that exchanges once, only with the right verifier', async () => {
    const form = new URLSearchParams({ ...Object.fromEntries(params()), email: 'sso@initech.test', password: PASSWORD });
    const wrongPassword = new URLSearchParams({ ...Object.fromEntries(params()), email: 'sso@initech.test', password: 'nope' });
    const bad = await call(`${t.url}/idp/authorize`, { method: 'POST', body: wrongPassword, headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    expect(bad.status).toBe(401);
    expect(bad.body).toContain('role="alert"');
    const res = await call(`${t.url}/idp/authorize`, { method: 'POST', body: form, headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    expect(res.status).toBe(303);
    const location = new URL(res.headers.get('location')!);
    expect(location.searchParams.get('state')).toBe('state-12345678');
    const code = location.searchParams.get('code')!;
    const exchange = (codeVerifier: string) => call(`${t.url}/idp/oauth/token`, {
      method: 'POST', json: { grant_type: 'authorization_code', code, code_verifier: codeVerifier, redirect_uri: redirectUri(), client_id: 'palisade-console' },
    });
    expect((await exchange(verifier.replace(/.$/, 'x') + 'abcdefghijkl')).status).toBe(403);
    // The failed attempt consumed the code: authorization codes are single use.
    expect((await exchange(verifier)).status).toBe(403);
  });

  const freshCode = async () => {
    const form = new URLSearchParams({ ...Object.fromEntries(params()), email: 'sso@initech.test', password: PASSWORD });
    const res = await call(`${t.url}/idp/authorize`, { method: 'POST', body: form, headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    return new URL(res.headers.get('location')!).searchParams.get('code')!;
  };
  const exchange = (code: string, redirect = redirectUri()) => call(`${t.url}/idp/oauth/token`, {
    method: 'POST', json: { grant_type: 'authorization_code', code, code_verifier: verifier, redirect_uri: redirect, client_id: 'palisade-console' },
  });

  it('refuses a code presented with another redirect_uri than the authorization request, and spends it', async () => {
    const code = await freshCode();
    const other = await exchange(code, `${t.url}/bff/sso/other-callback`);
    expect(other.status).toBe(403);
    expect(other.body).toEqual({ error: 'invalid_grant', error_description: 'The client or redirect_uri does not match the authorization request.' });
    expect((await exchange(code)).status).toBe(403);
  });

  it('refuses a code after its one minute, even with the right verifier and redirect_uri', async () => {
    const code = await freshCode();
    t.advance(60_001);
    try {
      const late = await exchange(code);
      expect(late.status).toBe(403);
      expect(late.body).toEqual({ error: 'invalid_grant', error_description: 'Invalid or expired authorization code.' });
    } finally {
      t.advance(-60_001);
    }
    // Within its minute the same kind of code works: the refusal above is the expiry.
    expect((await exchange(await freshCode())).status).toBe(200);
  });

  it('exchanges a fresh code with the right verifier for tokens of the SSO user', async () => {
    const form = new URLSearchParams({ ...Object.fromEntries(params()), email: 'sso@initech.test', password: PASSWORD });
    const res = await call(`${t.url}/idp/authorize`, { method: 'POST', body: form, headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    const code = new URL(res.headers.get('location')!).searchParams.get('code')!;
    const tokens = await call(`${t.url}/idp/oauth/token`, {
      method: 'POST', json: { grant_type: 'authorization_code', code, code_verifier: verifier, redirect_uri: redirectUri(), client_id: 'palisade-console' },
    });
    expect(tokens.status).toBe(200);
    const tenant = await call(`${t.url}/api/tenant/api/v1/tenant`, { headers: { authorization: `Bearer ${tokens.body.access_token}` } });
    expect(tenant.body.name).toBe('Initech');
  });
});
