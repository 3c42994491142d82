import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BrowserClient, call, PASSWORD, startServer, type TestServer } from './helpers.js';

/** A console deployment whose BFF uses another server as its external IdP and API. */
let provider: TestServer;
let consoleServer: TestServer;

beforeAll(async () => {
  provider = await startServer();
  consoleServer = await startServer({
    idpUrl: `${provider.url}/idp`, apiUrl: `${provider.url}/api`,
    jwksUrl: `${provider.url}/idp/.well-known/jwks.json`,
  });
});
afterAll(async () => {
  await consoleServer.stop();
  await provider.stop();
});

describe('external IdP and API', () => {
  it('signs in through the external IdP and forwards to the external API', async () => {
    const b = new BrowserClient(consoleServer.url);
    const login = await b.login('admin@acme.test');
    expect(login.status).toBe(200);
    expect(login.body.user.email).toBe('admin@acme.test');
    // Read state changes on the provider, proving the call went there.
    const read = await b.api('POST', '/notification/v1/notifications/ntf_tnt_acme_3/read', {});
    expect(read.status).toBe(200);
    const providerToken = await call(`${provider.url}/idp/oauth/token`, { method: 'POST', json: {
      grant_type: 'http://auth0.com/oauth/grant-type/password-realm', username: 'admin@acme.test', password: PASSWORD, realm: 'acme-db', client_id: 'palisade-console',
    } });
    const list = await call(`${provider.url}/api/notification/v1/notifications`, { headers: { authorization: `Bearer ${providerToken.body.access_token}` } });
    expect(list.body.notifications.find((n: { id: string }) => n.id === 'ntf_tnt_acme_3').read).toBe(true);
    expect((await b.request('POST', '/bff/refresh')).status).toBe(200);
    expect((await b.request('POST', '/bff/logout')).status).toBe(204);
  });

  it('sends SSO browsers to the external authorize endpoint', async () => {
    const b = new BrowserClient(consoleServer.url);
    const start = await b.request('GET', '/bff/sso/start?connection=initech-saml');
    expect(start.headers.get('location')).toMatch(new RegExp(`^${provider.url}/idp/authorize\\?`));
    // The provider only redirects codes to callbacks it knows.
    const page = await call(start.headers.get('location')!);
    expect(page.status).toBe(400);
    expect(page.body.error.fields[0].path).toBe('redirect_uri');
  });

  it('lets the API of this deployment accept tokens of the external IdP', async () => {
    const token = await call(`${provider.url}/idp/oauth/token`, { method: 'POST', json: {
      grant_type: 'http://auth0.com/oauth/grant-type/password-realm', username: 'admin@acme.test', password: PASSWORD, realm: 'acme-db', client_id: 'palisade-console',
    } });
    const tenant = await call(`${consoleServer.url}/api/tenant/api/v1/tenant`, { headers: { authorization: `Bearer ${token.body.access_token}` } });
    expect(tenant.body.name).toBe('Acme');
  });
});
