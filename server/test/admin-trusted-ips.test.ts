import { createHash, randomBytes } from 'node:crypto';
import { openTestDatabase, type TestDatabase } from './support/testDatabase.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessToken, bearer, BrowserClient, call, latestCode, passwordGrant, startServer, type TestServer } from './helpers.js';

// The server believes X-Forwarded-For here (PALISADE_TRUST_PROXY), so tests can call from any address.
const INSIDE = '203.0.113.10';
const OUTSIDE = '192.0.2.50';
const from = (ip: string) => ({ 'x-forwarded-for': ip });

let t: TestServer;
let sqlite: TestDatabase;
let admin: string;
let reviewer: string;
let viewer: string;
let globex: string;

beforeAll(async () => {
  t = await startServer({ trustProxy: true });
  sqlite = openTestDatabase(t.dataDir);
  // Globex has no administrator in the demo: its EU analysts get this area to test tenant isolation.
  sqlite.prepare(`INSERT INTO role_modules (role_id, module_id, parent_id) VALUES ('rol_tnt_globex_eu_analyst', 'TRUSTED_IP_MANAGEMENT', '')`).run();
  sqlite.prepare(`INSERT INTO role_actions (role_id, action) VALUES ('rol_tnt_globex_eu_analyst', 'MANAGE_ADMINISTRATION')`).run();
  [admin, reviewer, viewer, globex] = await Promise.all([accessToken(t.url, 'admin@acme.test'), accessToken(t.url, 'reviewer@acme.test'),
    accessToken(t.url, 'viewer@acme.test'), accessToken(t.url, 'analyst@globex.test', { tenant_id: 'tnt_globex_eu' })]);
});
afterAll(async () => { sqlite.close(); await t.stop(); });

const ips = (path = '', init: { method?: string; json?: unknown; token?: string; ip?: string } = {}) =>
  call(`${t.url}/api/admin/v1/trusted-ips${path}`, {
    method: init.method ?? 'GET', json: init.json, headers: { ...bearer(init.token ?? admin), ...from(init.ip ?? INSIDE) },
  });
const add = (cidr: string, description = '', token = admin) => ips('', { method: 'POST', json: { cidr, description }, token });
const setEnabled = (enabled: boolean, ip = INSIDE, token = admin) => ips('/settings', { method: 'PUT', json: { enabled }, ip, token });
const tenant = (token: string, ip: string) => call(`${t.url}/api/tenant/api/v1/tenant`, { headers: { ...bearer(token), ...from(ip) } });
const audits = (action: string) => sqlite.prepare(`SELECT * FROM audit_log WHERE action = ? ORDER BY created_at`).all(action) as any[];

describe('trusted IPs: access to the area', () => {
  it('shows the list, the switch and the caller address to the admin and the reviewer; refuses the viewer', async () => {
    const list = await ips();
    expect(list.status).toBe(200);
    expect(list.body).toMatchObject({ enabled: false, yourAddress: INSIDE, yourAddressTrusted: true });
    expect(list.body.items.map((i: any) => i.cidr)).toEqual(['203.0.113.0/24', '198.51.100.7', '2001:db8::/32']);
    expect(list.body.items[0].createdBy.email).toBe('admin@acme.test');
    expect((await ips('', { token: reviewer })).status).toBe(200);
    const refused = await ips('', { token: viewer });
    expect(refused.status).toBe(403);
    expect(refused.body.error.message).toBe('Your group has no access to module TRUSTED_IP_MANAGEMENT');
  });

  it('lets the reviewer look but not add, delete or switch', async () => {
    for (const token of [reviewer, viewer]) {
      expect((await add('192.0.2.0/24', 'x', token)).status).toBe(403);
      expect((await ips('/tip_demo_vpn', { method: 'DELETE', token })).status).toBe(403);
      expect((await setEnabled(true, INSIDE, token)).status).toBe(403);
    }
    const list = (await ips()).body;
    expect(list.enabled).toBe(false);
    expect(list.items).toHaveLength(3);
  });
});

describe('trusted IPs: the list', () => {
  it('validates addresses and ranges with messages on the field', async () => {
    const cases: [string, string][] = [
      ['300.1.1.1', '300.1.1.1 is not a valid IPv4 address: each of the four parts is 0 to 255'],
      ['10.0.0.0/33', 'The prefix length of an IPv4 range must be between 0 and 32'],
      ['2001:db8::/129', 'The prefix length of an IPv6 range must be between 0 and 128'],
      ['10.0.0.1/8', '10.0.0.1/8 has host bits set: the range is 10.0.0.0/8'],
      ['office', 'office is not a valid IPv4 or IPv6 address (e.g. 203.0.113.7, 198.51.100.0/24 or 2001:db8::/32)'],
      ['', 'This field is required'],
    ];
    for (const [cidr, message] of cases) {
      const res = await add(cidr);
      expect(res.status, cidr).toBe(400);
      expect(res.body.error.fields).toEqual([{ path: 'cidr', message }]);
    }
    const long = await add('10.0.0.0/8', 'd'.repeat(201));
    expect(long.body.error.fields).toEqual([{ path: 'description', message: 'Max Character Limit Exceeded' }]);
  });

  it('adds IPv4 and IPv6 entries in canonical form, refuses duplicates, deletes; every change is audited', async () => {
    const v6 = await add('2001:DB8:ABCD:0::/48', 'Lab');
    expect(v6.status).toBe(201);
    expect(v6.body.item).toMatchObject({ cidr: '2001:db8:abcd::/48', description: 'Lab', createdBy: { email: 'admin@acme.test' } });
    const v4 = await add('192.0.2.128/25', 'Branch office');
    expect(v4.status).toBe(201);
    const dup = await add('2001:db8:abcd::/48');
    expect(dup.status).toBe(409);
    expect(dup.body.error.fields).toEqual([{ path: 'cidr', message: '2001:db8:abcd::/48 is already in the trusted list (added by admin@acme.test)' }]);
    const removed = await ips(`/${v6.body.item.id}`, { method: 'DELETE' });
    expect(removed.status).toBe(204);
    expect((await ips()).body.items.map((i: any) => i.cidr)).not.toContain('2001:db8:abcd::/48');
    expect((await ips(`/${v6.body.item.id}`, { method: 'DELETE' })).status).toBe(404);
    const [added] = audits('trusted_ip.add').filter((a) => a.target === `trusted_ip:${v6.body.item.id}`);
    expect(added).toMatchObject({ tenant_id: 'tnt_acme', interface: 'UI', actor_email: 'admin@acme.test' });
    expect(JSON.parse(added.after)).toEqual({ cidr: '2001:db8:abcd::/48', description: 'Lab' });
    const [deleted] = audits('trusted_ip.delete').filter((a) => a.target === `trusted_ip:${v6.body.item.id}`);
    expect(JSON.parse(deleted.before)).toEqual({ cidr: '2001:db8:abcd::/48', description: 'Lab' });
  });

  it('keeps tenants apart: another tenant neither sees nor deletes these entries', async () => {
    const list = await ips('', { token: globex });
    expect(list.status).toBe(200);
    expect(list.body.items).toEqual([]);
    expect((await ips('/tip_demo_vpn', { method: 'DELETE', token: globex })).status).toBe(404);
    expect((await ips()).body.items.map((i: any) => i.id)).toContain('tip_demo_vpn');
  });
});

describe('trusted IPs: enforcement', () => {
  it('refuses to enable the list when the admin would lock themselves out', async () => {
    const res = await setEnabled(true, OUTSIDE);
    expect(res.status).toBe(409);
    expect(res.body.error.message).toBe(`Enabling the trusted IP list would lock you out: your current address ${OUTSIDE} is not in the trusted list. Add it (or a range that holds it) first.`);
    expect((await ips()).body.enabled).toBe(false);
  });

  it('once enabled, refuses API calls and sign-ins from outside the list; inside works', async () => {
    const on = await setEnabled(true, INSIDE);
    expect(on.status).toBe(200);
    expect(on.body).toEqual({ enabled: true });
    const [row] = audits('trusted_ip.enable');
    expect(row).toMatchObject({ tenant_id: 'tnt_acme', actor_email: 'admin@acme.test', target: 'tenant:tnt_acme' });
    expect(JSON.parse(row.after)).toEqual({ enabled: true });

    // API calls with a bearer token
    const outside = await tenant(admin, OUTSIDE);
    expect(outside.status).toBe(403);
    expect(outside.body.error).toEqual({ code: 'IP_NOT_TRUSTED', message: `Access from ${OUTSIDE} is not allowed for this tenant` });
    expect((await tenant(admin, INSIDE)).status).toBe(200);
    expect((await tenant(admin, '2001:db8:1234::9')).status).toBe(200);
    expect((await tenant(admin, '198.51.100.7')).status).toBe(200);
    expect((await tenant(admin, '198.51.100.8')).status).toBe(403);

    // Sign-in with a password grant
    const refused = await call(`${t.url}/idp/oauth/token`, {
      method: 'POST', headers: from(OUTSIDE),
      json: { grant_type: 'http://auth0.com/oauth/grant-type/password-realm', username: 'viewer@acme.test', password: 'Palisade-demo-1', realm: 'acme-db', client_id: 'palisade-console' },
    });
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({ error: 'ip_not_trusted', error_description: `Access from ${OUTSIDE} is not allowed for this tenant` });
    expect(audits('auth.sign_in_refused').at(-1)).toMatchObject({ tenant_id: 'tnt_acme', actor_email: 'viewer@acme.test', interface: 'SYSTEM' });
    const allowed = await call(`${t.url}/idp/oauth/token`, {
      method: 'POST', headers: from(INSIDE),
      json: { grant_type: 'http://auth0.com/oauth/grant-type/password-realm', username: 'viewer@acme.test', password: 'Palisade-demo-1', realm: 'acme-db', client_id: 'palisade-console' },
    });
    expect(allowed.status).toBe(200);

    // A refresh from outside is refused too, and does not spend the token: it still works from inside.
    const refresh = (address: string) => call(`${t.url}/idp/oauth/token`, {
      method: 'POST', headers: from(address), json: { grant_type: 'refresh_token', refresh_token: allowed.body.refresh_token, client_id: 'palisade-console' },
    });
    const refusedRefresh = await refresh(OUTSIDE);
    expect(refusedRefresh.status).toBe(403);
    expect(refusedRefresh.body.error).toBe('ip_not_trusted');
    expect((await refresh(INSIDE)).status).toBe(200);
  });

  it('refuses browser sign-in through the BFF, and the API sees the browser address, not the BFF', async () => {
    const outsider = new BrowserClient(t.url);
    await outsider.request('GET', '/bff/session', undefined, from(OUTSIDE));
    const refused = await outsider.request('POST', '/bff/login', { email: 'admin@acme.test', password: 'Palisade-demo-1' }, from(OUTSIDE));
    expect(refused.status).toBe(403);
    expect(refused.body.error).toEqual({ code: 'IP_NOT_TRUSTED', message: `Access from ${OUTSIDE} is not allowed for this tenant` });

    const browser = new BrowserClient(t.url);
    await browser.request('GET', '/bff/session', undefined, from(INSIDE));
    expect((await browser.request('POST', '/bff/login', { email: 'admin@acme.test', password: 'Palisade-demo-1' }, from(INSIDE))).status).toBe(200);
    const list = await browser.request('GET', '/bff/api/admin/v1/trusted-ips', undefined, from(INSIDE));
    expect(list.body.yourAddress).toBe(INSIDE);
    // The same session from another address is refused by the API: the BFF passes on the browser address.
    const moved = await browser.request('GET', '/bff/api/tenant/api/v1/tenant', undefined, from(OUTSIDE));
    expect(moved.status).toBe(403);
    expect(moved.body.error.code).toBe('IP_NOT_TRUSTED');
  });

  it('refuses API keys from outside the list', async () => {
    const created = await call(`${t.url}/api/admin/v1/api-keys`, {
      method: 'POST', json: { name: 'Trusted IP check', roleId: 'rol_tnt_acme_viewer', expiresInDays: 5 }, headers: { ...bearer(admin), ...from(INSIDE) },
    });
    expect(created.status).toBe(201);
    const search = (ip: string) => call(`${t.url}/api/alerts/v1/search`, { method: 'POST', json: { pageSize: 1 }, headers: { 'x-api-key': created.body.key, ...from(ip) } });
    const outside = await search(OUTSIDE);
    expect(outside.status).toBe(403);
    expect(outside.body.error.message).toBe(`Access from ${OUTSIDE} is not allowed for this tenant`);
    expect((await search(INSIDE)).status).toBe(200);
  });

  it('never locks out the breakglass admin', async () => {
    const grant = await call(`${t.url}/idp/oauth/token`, {
      method: 'POST', headers: from(OUTSIDE),
      json: { grant_type: 'http://auth0.com/oauth/grant-type/password-realm', username: 'breakglass@acme.test', password: 'Palisade-demo-1', realm: 'breakglass', client_id: 'palisade-console' },
    });
    expect(grant.status).toBe(200);
    expect((await tenant(grant.body.access_token, OUTSIDE)).status).toBe(200);
    expect((await ips('', { token: grant.body.access_token, ip: OUTSIDE })).body.yourAddressTrusted).toBe(false);
  });

  it('refuses deleting the entry that holds the admin address while enabled', async () => {
    const res = await ips('/tip_demo_office', { method: 'DELETE' });
    expect(res.status).toBe(409);
    expect(res.body.error.message).toBe(`Deleting 203.0.113.0/24 while the list is enabled would lock you out: your current address ${INSIDE} is not in the trusted list. Add it (or a range that holds it) first.`);
    expect((await ips('/tip_demo_v6', { method: 'DELETE' })).status).toBe(204);
  });

  it('applies to its own tenant only', async () => {
    expect((await tenant(globex, OUTSIDE)).status).toBe(200);
  });

  it('is not enforced while the trusted_ip_list flag is off (nobody could switch it off then)', async () => {
    sqlite.prepare(`INSERT INTO feature_flag_overrides (id, flag_key, tenant_id, feature, cloud_type, enabled) VALUES ('ffo_ips', 'trusted_ip_list', 'tnt_acme', NULL, NULL, 0)`).run();
    try {
      expect((await tenant(admin, OUTSIDE)).status).toBe(200);
      expect((await ips()).status).toBe(404);
    } finally {
      sqlite.prepare(`DELETE FROM feature_flag_overrides WHERE id = 'ffo_ips'`).run();
    }
    expect((await tenant(admin, OUTSIDE)).status).toBe(403);
  });

  it('once disabled, lets everyone in again', async () => {
    const off = await setEnabled(false, INSIDE);
    expect(off.body).toEqual({ enabled: false });
    expect(JSON.parse(audits('trusted_ip.disable')[0].before)).toEqual({ enabled: true });
    expect((await tenant(admin, OUTSIDE)).status).toBe(200);
    expect((await passwordGrant(t.url, 'viewer@acme.test')).status).toBe(200);
  });
});

describe('trusted IPs: one-time code and single sign-on', () => {
  it('refuses the OTP sign-in to a tenant whose list excludes the address; the other tenant is unaffected', async () => {
    expect((await add('203.0.113.0/24', 'Globex office', globex)).status).toBe(201);
    expect((await setEnabled(true, INSIDE, globex)).status).toBe(200);
    const signIn = async (tenantId: string) => {
      const browser = new BrowserClient(t.url);
      await browser.request('GET', '/bff/session', undefined, from(OUTSIDE));
      await browser.request('POST', '/bff/api/auth/api/v1/createOTP', { Email: 'analyst@globex.test' }, from(OUTSIDE));
      const code = await latestCode(t.url, 'analyst@globex.test');
      expect((await browser.request('POST', '/bff/api/auth/api/v1/validateOTP', { Email: 'analyst@globex.test', OTP: code }, from(OUTSIDE))).status).toBe(200);
      return browser.request('POST', '/bff/login', { email: 'analyst@globex.test', password: 'Palisade-demo-1', tenantId }, from(OUTSIDE));
    };
    const eu = await signIn('tnt_globex_eu');
    expect(eu.status).toBe(403);
    expect(eu.body.error.code).toBe('IP_NOT_TRUSTED');
    expect((await signIn('tnt_globex_us')).status).toBe(200);
    expect((await setEnabled(false, INSIDE, globex)).status).toBe(200);
  });

  it('refuses single sign-on from outside the list, at the login page and at the code exchange', async () => {
    // Initech's list is switched on directly: the demo has no Initech admin who signs in with a password.
    sqlite.prepare(`INSERT INTO trusted_ips (id, tenant_id, cidr, description, created_by, created_at) VALUES ('tip_test_initech', 'tnt_initech', '203.0.113.0/24', 'Office', 'usr_initech_sso', 0)`).run();
    sqlite.prepare(`UPDATE tenants SET trusted_ips_enabled = 1 WHERE id = 'tnt_initech'`).run();
    const verifier = randomBytes(32).toString('base64url');
    const params = new URLSearchParams({
      response_type: 'code', client_id: 'palisade-console', redirect_uri: `${t.url}/bff/sso/callback`, state: 'state-12345678',
      code_challenge: createHash('sha256').update(verifier).digest('base64url'), code_challenge_method: 'S256', connection: 'initech-saml',
      email: 'sso@initech.test', password: 'Palisade-demo-1',
    });
    const login = (ip: string) => call(`${t.url}/idp/authorize`, { method: 'POST', body: params, headers: { 'content-type': 'application/x-www-form-urlencoded', ...from(ip) } });
    const page = await login(OUTSIDE);
    expect(page.status).toBe(403);
    expect(page.body).toContain(`Access from ${OUTSIDE} is not allowed for this tenant`);
    const ok = await login(INSIDE);
    expect(ok.status).toBe(303);
    const code = new URL(ok.headers.get('location')!).searchParams.get('code')!;
    const exchange = await call(`${t.url}/idp/oauth/token`, {
      method: 'POST', headers: from(OUTSIDE),
      json: { grant_type: 'authorization_code', code, code_verifier: verifier, redirect_uri: `${t.url}/bff/sso/callback`, client_id: 'palisade-console' },
    });
    expect(exchange.status).toBe(403);
    expect(exchange.body.error).toBe('ip_not_trusted');
  });
});

describe('trusted IPs: without a trusted proxy', () => {
  it('ignores X-Forwarded-For: the socket address is the client', async () => {
    const plain = await startServer();
    try {
      const token = await accessToken(plain.url, 'admin@acme.test');
      const headers = { ...bearer(token), ...from(INSIDE) };
      const list = await call(`${plain.url}/api/admin/v1/trusted-ips`, { headers });
      expect(list.body.yourAddress).toBe('127.0.0.1');
      const enable = await call(`${plain.url}/api/admin/v1/trusted-ips/settings`, { method: 'PUT', json: { enabled: true }, headers });
      expect(enable.status).toBe(409);
      expect(enable.body.error.message).toContain('your current address 127.0.0.1');
    } finally {
      await plain.stop();
    }
  });
});
