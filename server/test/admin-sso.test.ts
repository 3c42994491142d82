import { createHash, randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { openTestDatabase, type TestDatabase } from './support/testDatabase.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { selfSignedCertificate, STAND_IN_IDP_ENTITY_ID } from '../src/idp/samlCredential.js';
import { accessToken, bearer, call, PASSWORD, startServer, type TestServer } from './helpers.js';

let t: TestServer;
let initech: string;
let admin: string;
let reviewer: string;
let viewer: string;
let sqlite: TestDatabase;
let started: number;

/** Signs in through the stand-in enterprise IdP (connection initech-saml): the IdP's answer, and tokens when it issued a code. */
async function ssoSignIn(email: string, password = PASSWORD) {
  const verifier = randomBytes(32).toString('base64url');
  const redirectUri = `${t.url}/bff/sso/callback`;
  const form = new URLSearchParams({
    response_type: 'code', client_id: 'palisade-console', redirect_uri: redirectUri, state: 'state-12345678',
    code_challenge: createHash('sha256').update(verifier).digest('base64url'), code_challenge_method: 'S256', connection: 'initech-saml',
    email, password,
  });
  const idp = await call<string>(`${t.url}/idp/authorize`, { method: 'POST', body: form, headers: { 'content-type': 'application/x-www-form-urlencoded' } });
  if (idp.status !== 303) return { idp, token: undefined };
  const code = new URL(idp.headers.get('location')!).searchParams.get('code')!;
  const tokens = await call(`${t.url}/idp/oauth/token`, {
    method: 'POST', json: { grant_type: 'authorization_code', code, code_verifier: verifier, redirect_uri: redirectUri, client_id: 'palisade-console' },
  });
  return { idp, token: tokens.body.access_token as string };
}

beforeAll(async () => {
  t = await startServer();
  started = t.now();
  [admin, reviewer, viewer] = await Promise.all(['admin@acme.test', 'reviewer@acme.test', 'viewer@acme.test'].map((e) => accessToken(t.url, e)));
  initech = (await ssoSignIn('sso@initech.test')).token!;
  sqlite = openTestDatabase(t.dataDir);
});
afterAll(async () => { sqlite.close(); await t.stop(); });

const api = (method: string, path: string, json?: unknown, token = initech) =>
  call(`${t.url}/api/admin/v1/sso${path}`, { method, ...(json !== undefined ? { json } : {}), headers: bearer(token) });
const rows = <T = any>(query: string, ...params: unknown[]) => sqlite.prepare(query).all(...params) as T[];
const fieldOf = (body: any, path: string) => body.error.fields?.find((f: any) => f.path === path)?.message;
const metadataUrl = () => `${t.url}/idp/saml/metadata`;

async function standInCertificate(): Promise<string> {
  const xml = (await call<string>(metadataUrl())).body;
  const body = /<ds:X509Certificate>([^<]+)</.exec(xml)![1]!;
  return `-----BEGIN CERTIFICATE-----\n${body.match(/.{1,64}/g)!.join('\n')}\n-----END CERTIFICATE-----`;
}

describe('stand-in IdP metadata', () => {
  it('publishes its entity id, a signing certificate and its SSO endpoint', async () => {
    const res = await call<string>(metadataUrl());
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('application/samlmetadata+xml');
    expect(res.body).toContain(`entityID="${STAND_IN_IDP_ENTITY_ID}"`);
    expect(res.body).toContain(`Location="${t.url}/idp/authorize"`);
  });
});

describe('single sign-on settings', () => {
  it('shows Initech its seeded connection to the stand-in IdP, and its groups', async () => {
    const res = await api('GET', '');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ configured: true, entityId: STAND_IN_IDP_ENTITY_ID, jitEnabled: false, connection: 'initech-saml' });
    expect(res.body.certificateInfo.subject).toContain('Palisade stand-in IdP');
    expect(res.body.groups.map((g: any) => g.name)).toContain('Initech Administrators');
    // The seeded settings hold the stand-in IdP's own metadata: they test clean as they are.
    expect((await api('POST', '/test')).body).toMatchObject({ status: 'success', message: expect.stringContaining('Entity id urn:palisade:stand-in-idp matches.') });
  });

  it('refuses a certificate that does not parse, an expired one, and says so on the field', async () => {
    const base = { metadataUrl: metadataUrl(), entityId: STAND_IN_IDP_ENTITY_ID, jitEnabled: false, defaultGroupId: '' };
    const garbage = await api('PUT', '', { ...base, certificate: '-----BEGIN CERTIFICATE-----\nAAAA\n-----END CERTIFICATE-----' });
    expect(garbage.status).toBe(400);
    expect(fieldOf(garbage.body, 'certificate')).toBe('The signing certificate is not a valid X.509 certificate (it does not parse)');
    const old = selfSignedCertificate('Old IdP', t.now() - 11 * 365 * 86_400_000).certificatePem;
    const expired = await api('PUT', '', { ...base, certificate: old });
    expect(expired.status).toBe(400);
    expect(fieldOf(expired.body, 'certificate')).toMatch(/^The signing certificate expired on \d{4}-\d{2}-\d{2}$/);
    const notPem = await api('PUT', '', { ...base, certificate: 'hello' });
    expect(fieldOf(notPem.body, 'certificate')).toContain('Paste a PEM certificate');
  });

  it('needs metadata, and a default group of this tenant when JIT is on', async () => {
    const certificate = await standInCertificate();
    const none = await api('PUT', '', { metadataUrl: '', metadataXml: '', entityId: 'x', certificate, jitEnabled: false });
    expect(fieldOf(none.body, 'metadataUrl')).toBe('Enter a metadata URL or paste the metadata XML');
    const noGroup = await api('PUT', '', { metadataUrl: metadataUrl(), entityId: 'x', certificate, jitEnabled: true, defaultGroupId: '' });
    expect(fieldOf(noGroup.body, 'defaultGroupId')).toBe('Choose the group new users join');
    const foreign = await api('PUT', '', { metadataUrl: metadataUrl(), entityId: 'x', certificate, jitEnabled: true, defaultGroupId: 'grp_acme_admins' });
    expect(foreign.status).toBe(400);
    expect(fieldOf(foreign.body, 'defaultGroupId')).toContain('not a group of this tenant');
    const ftp = await api('PUT', '', { metadataUrl: 'ftp://idp.example/meta', entityId: 'x', certificate });
    expect(fieldOf(ftp.body, 'metadataUrl')).toBe('Enter an http(s) URL');
  });

  it('tests the connection against the stand-in IdP metadata: success', async () => {
    const saved = await api('PUT', '', { metadataUrl: metadataUrl(), entityId: STAND_IN_IDP_ENTITY_ID, certificate: await standInCertificate(),
      jitEnabled: false, defaultGroupId: 'grp_initech_admins' });
    expect(saved.status).toBe(200);
    const test = await api('POST', '/test');
    expect(test.status).toBe(200);
    expect(test.body.status).toBe('success');
    expect(test.body.checks.map((c: any) => [c.name, c.ok])).toEqual([['metadata', true], ['entityId', true], ['certificate', true]]);
    expect((await api('GET', '')).body.lastTest).toMatchObject({ status: 'success' });
  });

  it('reports exactly what did not match: entity id and certificate', async () => {
    const other = selfSignedCertificate('Other IdP', t.now()).certificatePem;
    await api('PUT', '', { metadataUrl: metadataUrl(), entityId: 'urn:example:wrong', certificate: other, jitEnabled: false });
    const test = await api('POST', '/test');
    expect(test.body.status).toBe('failure');
    expect(test.body.message).toContain(`Entity id does not match: configured urn:example:wrong, the IdP says ${STAND_IN_IDP_ENTITY_ID}.`);
    expect(test.body.message).toContain('Signing certificate does not match');
    const unreachable = await api('PUT', '', { metadataUrl: 'http://127.0.0.1:9/metadata', entityId: STAND_IN_IDP_ENTITY_ID, certificate: other });
    expect(unreachable.status).toBe(200);
    const down = await api('POST', '/test');
    expect(down.body.status).toBe('failure');
    expect(down.body.message).toContain('Could not fetch the metadata from 127.0.0.1:9');
  });

  it('accepts pasted metadata XML and reads the SSO endpoint from it', async () => {
    const xml = (await call<string>(metadataUrl())).body;
    const saved = await api('PUT', '', { metadataUrl: '', metadataXml: xml, entityId: STAND_IN_IDP_ENTITY_ID, certificate: await standInCertificate() });
    expect(saved.body.ssoUrl).toBe(`${t.url}/idp/authorize`);
    expect((await api('POST', '/test')).body.status).toBe('success');
    const bad = await api('PUT', '', { metadataXml: '<html/>', entityId: 'x', certificate: await standInCertificate() });
    expect(fieldOf(bad.body, 'metadataXml')).toBe('The metadata is not a SAML EntityDescriptor document');
  });
});

describe('just-in-time provisioning', () => {
  it('refuses an identity the IdP knows but the console does not while JIT is off', async () => {
    await api('PUT', '', { metadataUrl: metadataUrl(), entityId: STAND_IN_IDP_ENTITY_ID, certificate: await standInCertificate(), jitEnabled: false, defaultGroupId: 'grp_initech_admins' });
    const { idp, token } = await ssoSignIn('newhire@initech.test');
    expect(idp.status).toBe(403);
    expect(token).toBeUndefined();
    expect(idp.body).toContain('Just-in-time provisioning is not enabled for your organization');
    expect(rows(`SELECT id FROM users WHERE email = 'newhire@initech.test'`)).toEqual([]);
    expect((await ssoSignIn('newhire@initech.test', 'wrong-password')).idp.status).toBe(401);
  });

  it('creates the user in the default group on first sign-in when JIT is on', async () => {
    await api('PUT', '', { metadataUrl: metadataUrl(), entityId: STAND_IN_IDP_ENTITY_ID, certificate: await standInCertificate(), jitEnabled: true, defaultGroupId: 'grp_initech_admins' });
    const { idp, token } = await ssoSignIn('newhire@initech.test');
    expect(idp.status).toBe(303);
    const me = await call(`${t.url}/api/tenant/rbac/api/v1/rbac/user`, { headers: bearer(token!) });
    expect(me.body).toMatchObject({ emailid: 'newhire@initech.test', name: 'Nina Newhire', isJITNotEnabled: false, group: { id: 'grp_initech_admins' } });
    const audit = rows(`SELECT interface, tenant_id, after FROM audit_log WHERE action = 'user.jit_provision'`);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ interface: 'SYSTEM', tenant_id: 'tnt_initech' });
    // A second sign-in finds the user: no second provisioning.
    expect((await ssoSignIn('newhire@initech.test')).idp.status).toBe(303);
    expect(rows(`SELECT count(*) n FROM audit_log WHERE action = 'user.jit_provision'`)[0].n).toBe(1);
  });
});

describe('single sign-on: access and audit', () => {
  it('lets the reviewer look but not change or test, and the viewer not look', async () => {
    expect((await api('GET', '', undefined, reviewer)).status).toBe(200);
    expect((await api('PUT', '', { metadataUrl: metadataUrl(), entityId: 'x', certificate: await standInCertificate() }, reviewer)).status).toBe(403);
    expect((await api('POST', '/test', undefined, reviewer)).status).toBe(403);
    expect((await api('GET', '', undefined, viewer)).status).toBe(403);
  });

  it('keeps each tenant to its own settings', async () => {
    const acme = await api('GET', '', undefined, admin);
    expect(acme.body).toMatchObject({ configured: false, entityId: '', connection: null });
    expect(acme.body.groups.map((g: any) => g.id)).not.toContain('grp_initech_admins');
    expect((await api('POST', '/test', undefined, admin)).status).toBe(409);
    expect(rows(`SELECT entity_id FROM sso_settings WHERE tenant_id = 'tnt_initech'`)[0].entity_id).toBe(STAND_IN_IDP_ENTITY_ID);
  });

  it('audits every change and test, naming the certificate by fingerprint only', () => {
    const audit = rows(`SELECT action, actor_email, before, after FROM audit_log WHERE action LIKE 'sso.%' AND created_at >= ? ORDER BY created_at`, started);
    expect(audit.map((a) => a.action)).toEqual(['sso.test', 'sso.update', 'sso.test', 'sso.update', 'sso.test', 'sso.update', 'sso.test', 'sso.update', 'sso.test', 'sso.update', 'sso.update']);
    expect(audit.every((a) => a.actor_email === 'sso@initech.test')).toBe(true);
    expect(audit.every((a) => !String(a.after).includes('BEGIN CERTIFICATE'))).toBe(true);
    expect(JSON.parse(audit[1].after).certificateFingerprint).toMatch(/^([0-9A-F]{2}:){31}[0-9A-F]{2}$/);
  });
});
