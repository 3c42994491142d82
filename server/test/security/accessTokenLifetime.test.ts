import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer } from '../../src/app.js';
import { bearer, BrowserClient, call, passwordGrant, startServer, type TestServer } from '../helpers.js';

// Finding 7: an access token outlives the revocation of its refresh family by at most 5 minutes.
let t: TestServer;
beforeAll(async () => { t = await startServer(); });
afterAll(async () => { await t.stop(); });

const tenantCall = (token: string) => call(`${t.url}/api/tenant/api/v1/tenant`, { headers: bearer(token) });

describe('access-token lifetime', () => {
  it('issues access tokens that live 5 minutes', async () => {
    const res = await passwordGrant(t.url, 'viewer@acme.test');
    expect(res.body.expires_in).toBe(300);
    const claims = decodeJwt(res.body.access_token);
    expect(claims.exp! - claims.iat!).toBe(300);
  });

  it('stops opening the API within 5 minutes of signing out (the refresh family revoked)', async () => {
    const tokens = (await passwordGrant(t.url, 'viewer@acme.test')).body;
    expect((await call(`${t.url}/idp/oauth/revoke`, { method: 'POST', json: { token: tokens.refresh_token, client_id: 'palisade-console' } })).status).toBe(200);
    t.advance(4 * 60_000);
    expect((await tenantCall(tokens.access_token)).status).toBe(200);
    t.advance(60_000 + 1_000);
    const expired = await tenantCall(tokens.access_token);
    expect(expired.status).toBe(401);
    expect(expired.body.error).toEqual({ code: 'UNAUTHENTICATED', message: 'Access token is missing, invalid or expired' });
  });

  it('keeps a browser session working past the access-token lifetime: the BFF refreshes on its own', async () => {
    const browser = new BrowserClient(t.url);
    expect((await browser.login('viewer@acme.test')).status).toBe(200);
    t.advance(6 * 60_000);
    expect((await browser.api('GET', '/tenant/api/v1/tenant')).status).toBe(200);
  });

  it('refuses to start with a lifetime above 5 minutes', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'palisade-ttl-'));
    try {
      await expect(createServer({ dataDir, port: 0, scale: 'small', passwordHashCost: 2 ** 14, accessTokenTtlS: 3600 }))
        .rejects.toThrow('The access-token lifetime must be a whole number of seconds from 30 to 300, got 3600');
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
