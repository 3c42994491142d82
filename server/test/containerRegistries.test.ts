import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessToken, bearer, call, startServer, type TestServer } from './helpers.js';
import { openTestDatabase, type TestDatabase } from './support/testDatabase.js';

let t: TestServer;
let admin: string;
let viewer: string;
let globex: string;
let db: TestDatabase;
beforeAll(async () => {
  t = await startServer();
  db = openTestDatabase(t.dataDir);
  // Globex's analysts may manage registries too, to show that holding the module opens nothing of Acme's.
  db.prepare(`INSERT INTO role_modules (role_id, module_id, parent_id) VALUES ('rol_tnt_globex_us_analyst', 'CONTAINER_REGISTRIES_AND_WORKLOADS', '')`).run();
  db.prepare(`INSERT INTO role_actions (role_id, action) VALUES ('rol_tnt_globex_us_analyst', 'MANAGE_ADMINISTRATION')`).run();
  [admin, viewer, globex] = await Promise.all([accessToken(t.url, 'admin@acme.test'), accessToken(t.url, 'viewer@acme.test'),
    accessToken(t.url, 'analyst@globex.test', { tenant_id: 'tnt_globex_us' })]);
}, 120_000);
afterAll(async () => { db.close(); await t.stop(); });

const api = (path: string, init: RequestInit & { json?: unknown } = {}, token = admin) =>
  call(`${t.url}/api/vulnerability/api/v1/registries${path}`, { ...init, headers: { ...bearer(token), ...(init.headers ?? {}) } });
const rows = <T = any>(query: string, ...params: unknown[]) => db.prepare(query).all(...params) as T[];
const HUB_TOKEN = 'dckr_pat_PalisadeDemoToken0001';
const hub = { kind: 'dockerhub', name: 'Docker Hub', username: 'palisadedemo', accessToken: HUB_TOKEN };
const standIn = (path: string, headers: Record<string, string> = {}) => fetch(`${t.url}/cloud-api/registry/${path}`, { headers });
const basicAuth = (user: string, secret: string) => ({ authorization: `Basic ${Buffer.from(`${user}:${secret}`).toString('base64')}` });

describe('the stand-in registry speaks the Docker Registry HTTP API v2 with token authentication', () => {
  it('challenges, trades Basic credentials for a token at the realm, then lists the catalog and tags; refusals as a registry gives them', async () => {
    const first = await standIn('registry-1.docker.io/v2/');
    expect(first.status).toBe(401);
    expect(first.headers.get('www-authenticate')).toBe(`Bearer realm="${t.url}/cloud-api/registry/registry-1.docker.io/token",service="registry-1.docker.io",scope=""`);
    const catalogChallenge = await standIn('registry-1.docker.io/v2/_catalog');
    expect(catalogChallenge.headers.get('www-authenticate')).toContain('scope="registry:catalog:*"');

    const wrong = await standIn('registry-1.docker.io/token?service=registry-1.docker.io&scope=registry:catalog:*', basicAuth('palisadedemo', 'dckr_pat_wrong'));
    expect([wrong.status, await wrong.json()]).toEqual([401, { errors: [{ code: 'UNAUTHORIZED', message: 'incorrect username or password', detail: null }] }]);
    const granted = await standIn('registry-1.docker.io/token?service=registry-1.docker.io&scope=registry:catalog:*', basicAuth('palisadedemo', HUB_TOKEN));
    const { token } = await granted.json() as { token: string };
    const auth = { authorization: `Bearer ${token}` };
    expect((await standIn('registry-1.docker.io/v2/', auth)).status).toBe(200);
    expect(await (await standIn('registry-1.docker.io/v2/_catalog', auth)).json()).toEqual({ repositories: ['palisade-demo/api', 'palisade-demo/web', 'palisade-demo/worker'] });
    expect(await (await standIn('registry-1.docker.io/v2/palisade-demo/web/tags/list', auth)).json()).toEqual({ name: 'palisade-demo/web', tags: ['1.4.2', '1.5.0', 'latest'] });
    // A token of one registry opens nothing on another.
    expect((await standIn('registry.example.test/v2/_catalog', auth)).status).toBe(401);

    const noPull = await (await standIn('registry-1.docker.io/token', basicAuth('nopulluser', 'dckr_pat_PalisadeNoPull00001'))).json() as { token: string };
    const denied = await standIn('registry-1.docker.io/v2/_catalog', { authorization: `Bearer ${noPull.token}` });
    expect([denied.status, await denied.json()]).toEqual([403, { errors: [{ code: 'DENIED', message: 'requested access to the resource is denied', detail: null }] }]);
    const unknown = await standIn('nowhere.example.test/v2/');
    expect([unknown.status, (await unknown.json() as any).errors[0].code]).toEqual([404, 'NAME_UNKNOWN']);
  });
});

describe('registries', () => {
  it('names each wrong field of each kind, and stores nothing', async () => {
    const fields = async (json: unknown) => Object.fromEntries((await api('', { method: 'POST', json })).body.error.fields.map((f: any) => [f.path, f.message]));
    expect(await fields({ kind: 'ecr', name: 'ECR', accountId: '123', region: 'mars', auth: 'keys', accessKeyId: 'nope', secretAccessKey: 'x' })).toEqual({
      accountId: 'Account ID must be the 12 digits of the AWS account', region: 'Region must be an AWS region such as us-east-1',
      accessKeyId: 'Access key ID must be 20 characters starting with AKIA',
    });
    expect(await fields({ kind: 'ecr', name: 'ECR', accountId: '111122223333', region: 'us-east-1', auth: 'role' })).toEqual({ roleArn: 'Role ARN is required to sign in with a role' });
    expect(await fields({ kind: 'acr', name: 'ACR', loginServer: 'contoso.example.com', tenantId: 'x', clientId: 'c0ffee00-0000-4000-8000-00000000a001', clientSecret: 's' })).toEqual({
      loginServer: 'Login server must be the registry\'s name followed by .azurecr.io', tenantId: 'Tenant ID must be a GUID like 3f2504e0-4f89-41d3-9a0c-0305e82c3301',
    });
    expect(await fields({ kind: 'dockerhub', name: 'Hub', username: 'Palisade Demo' })).toEqual({ username: 'Docker Hub user must be 4 to 30 lowercase letters or digits' });
    expect(await fields({ kind: 'dockerhub', name: 'Hub', username: 'palisadedemo' })).toEqual({ accessToken: 'Access token is required' });
    expect(await fields({ kind: 'generic', name: 'Mine', url: 'registry.example.test', username: 'ci' })).toEqual({ url: 'Registry URL must start with https://: credentials are only sent encrypted' });
    expect(await fields({ kind: 'generic', name: 'Mine', url: 'http://registry.example.test', username: 'ci', password: 'x' }))
      .toEqual({ url: 'Registry URL must start with https://: credentials are only sent encrypted' });
    expect(await fields({ kind: 'generic', name: 'Mine', url: 'https://ci:secret@registry.example.test', username: 'ci', password: 'x' }))
      .toEqual({ url: 'Registry URL must not hold a user, query or fragment' });
    expect(await fields({ kind: 'generic', name: 'Mine', url: 'https://registry.example.test', username: 'ci' })).toEqual({ password: 'Password is required with a user' });
    expect(rows('SELECT id FROM container_registries')).toEqual([]);
  });

  let hubId: number;
  it('a wrong Docker Hub token is refused on its field; fixed, the test lists the images, which become container image assets; secrets are never returned', async () => {
    const made = await api('', { method: 'POST', json: { ...hub, accessToken: 'dckr_pat_wrong' } });
    expect(made.status).toBe(201);
    hubId = made.body.id;
    expect(made.body).toMatchObject({ kind: 'dockerhub', name: 'Docker Hub', settings: { username: 'palisadedemo' }, secretsSet: ['accessToken'], status: 'pending', images: 0 });
    const refused = await api(`/${hubId}/test`, { method: 'POST' });
    expect(refused.body).toMatchObject({ ok: false, field: 'accessToken', code: 'UNAUTHORIZED', message: 'incorrect username or password', registry: { status: 'error' } });

    // An edit without the secret keeps the stored one; with it, replaces it.
    expect((await api(`/${hubId}`, { method: 'PUT', json: { ...hub, name: 'Docker Hub (demo)', accessToken: '' } })).body.secretsSet).toEqual(['accessToken']);
    expect((await api(`/${hubId}/test`, { method: 'POST' })).body.ok).toBe(false);
    await api(`/${hubId}`, { method: 'PUT', json: { ...hub, name: 'Docker Hub (demo)' } });
    const tested = await api(`/${hubId}/test`, { method: 'POST' });
    expect(tested.body).toMatchObject({ ok: true, registry: { status: 'connected', images: 6, name: 'Docker Hub (demo)' } });
    expect(tested.body.repositories).toEqual([
      { name: 'palisade-demo/api', tags: ['2.0.1', 'latest'] }, { name: 'palisade-demo/web', tags: ['1.4.2', '1.5.0', 'latest'] }, { name: 'palisade-demo/worker', tags: ['0.9.0'] },
    ]);
    // Tested again, the images are seen again, not doubled.
    expect((await api(`/${hubId}/test`, { method: 'POST' })).body.registry.images).toBe(6);
    const listed = await api('');
    for (const body of [made.body, tested.body, listed.body]) expect(JSON.stringify(body)).not.toContain(HUB_TOKEN);
    const [stored] = rows<{ credentials: string; settings: string }>('SELECT credentials, settings FROM container_registries WHERE id = ?', hubId);
    expect(stored!.credentials).toMatch(/^v1\./);
    expect(stored!.credentials + stored!.settings).not.toContain('dckr_pat');

    const assets = await call(`${t.url}/api/asset/api/v1/assets?cloud=registry&pageSize=50&sort=name&dir=asc`, { headers: bearer(admin) });
    expect(assets.body.items.map((a: any) => [a.name, a.type, a.resourceId])).toEqual([
      ['palisade-demo/api:2.0.1', 'Container Image', 'registry-1.docker.io/palisade-demo/api:2.0.1'],
      ['palisade-demo/api:latest', 'Container Image', 'registry-1.docker.io/palisade-demo/api:latest'],
      ['palisade-demo/web:1.4.2', 'Container Image', 'registry-1.docker.io/palisade-demo/web:1.4.2'],
      ['palisade-demo/web:1.5.0', 'Container Image', 'registry-1.docker.io/palisade-demo/web:1.5.0'],
      ['palisade-demo/web:latest', 'Container Image', 'registry-1.docker.io/palisade-demo/web:latest'],
      ['palisade-demo/worker:0.9.0', 'Container Image', 'registry-1.docker.io/palisade-demo/worker:0.9.0'],
    ]);
    // A scanner's findings attach to an image by its name.
    const trivy = readFileSync(new URL('./fixtures/scanners/trivy-image.json', import.meta.url), 'utf8');
    const upload = await call(`${t.url}/api/vulnerability/api/v1/uploads?format=trivy&asset=palisade-demo/web:1.5.0`, { method: 'POST', headers: { ...bearer(admin), 'content-type': 'application/json' }, body: trivy });
    expect(upload.status).toBe(201);
    expect(upload.body.asset.name).toBe('palisade-demo/web:1.5.0');
    expect(upload.body.accepted).toBeGreaterThan(0);
  });

  it('explains a user without pull permission, an unknown registry, and tests ECR (keys and role), ACR and a generic registry', async () => {
    const test = async (json: unknown) => (await api(`/${(await api('', { method: 'POST', json })).body.id}/test`, { method: 'POST' })).body;
    expect(await test({ ...hub, name: 'No pull', username: 'nopulluser', accessToken: 'dckr_pat_PalisadeNoPull00001' }))
      .toMatchObject({ ok: false, field: 'permissions', code: 'DENIED', message: 'requested access to the resource is denied' });
    // An address the stand-in does not serve is called as given: this one resolves nowhere (.test is reserved).
    expect(await test({ kind: 'generic', name: 'Nowhere', url: 'https://nowhere.example.test', username: 'ci', password: 'x' }))
      .toMatchObject({ ok: false, field: 'url', code: 'UnresolvedHost', message: 'nowhere.example.test could not be resolved: no registry answers at https://nowhere.example.test' });
    expect(await test({ kind: 'generic', name: 'Internal', url: 'https://registry.example.test', username: 'ci', password: 'registry-demo-password' }))
      .toMatchObject({ ok: true, repositories: [{ name: 'platform/gateway', tags: ['3.1.0', '3.2.0'] }] });
    const ecr = { kind: 'ecr', name: 'ECR', accountId: '111122223333', region: 'us-east-1' };
    expect(await test({ ...ecr, auth: 'keys', accessKeyId: 'AKIAPALISADEDEMO0001', secretAccessKey: 'wrong' })).toMatchObject({ ok: false, field: 'secretAccessKey', code: 'UNAUTHORIZED' });
    expect(await test({ ...ecr, auth: 'keys', accessKeyId: 'AKIAPALISADEDEMO0001', secretAccessKey: 'demoSecretKey/Palisade+0001EXAMPLEKEY' }))
      .toMatchObject({ ok: true, repositories: [{ name: 'payments/ledger', tags: ['2024.11.1', '2024.11.2'] }] });
    expect(await test({ ...ecr, auth: 'role', roleArn: 'arn:aws:iam::111122223333:role/NotTrustingPalisade' })).toMatchObject({ ok: false, field: 'roleArn', code: 'AccessDenied' });
    const acr = { kind: 'acr', name: 'ACR', loginServer: 'contosoregistry.azurecr.io', tenantId: '8f3c5a1e-2b4d-4c6e-9a0b-1c2d3e4f5a6b', clientId: 'c0ffee00-0000-4000-8000-00000000a001' };
    expect(await test({ ...acr, clientSecret: 'demo~AzureSecret.Palisade-0001' })).toMatchObject({ ok: true, repositories: [{ name: 'contoso/storefront', tags: ['7.0.0'] }] });
    expect(await test({ ...acr, clientSecret: 'wrong' })).toMatchObject({ ok: false, field: 'clientSecret', code: 'UNAUTHORIZED' });
  });

  it('generates an ECR role\'s external id, shows it, keeps it across edits, and the role is assumed with it', async () => {
    const ecr = { kind: 'ecr', name: 'ECR by role', accountId: '111122223333', region: 'us-east-1', auth: 'role', roleArn: 'arn:aws:iam::111122223333:role/PalisadeReadOnly' };
    const made = await api('', { method: 'POST', json: { ...ecr, externalId: 'typed-by-someone' } });
    expect(made.status).toBe(201);
    const externalId = made.body.settings.externalId as string;
    expect(externalId).toMatch(/^palisade-[0-9a-f]{32}$/);
    const edited = await api(`/${made.body.id}`, { method: 'PUT', json: { ...ecr, name: 'ECR by role (renamed)', externalId: 'palisade-00000000000000000000000000000000' } });
    expect(edited.body.settings.externalId).toBe(externalId);
    expect((await api(`/${made.body.id}/test`, { method: 'POST' })).body).toMatchObject({ ok: true, repositories: [{ name: 'payments/ledger', tags: ['2024.11.1', '2024.11.2'] }] });
    const keys = await api('', { method: 'POST', json: { ...ecr, name: 'ECR by keys', auth: 'keys', accessKeyId: 'AKIAPALISADEDEMO0001', secretAccessKey: 'x' } });
    expect(keys.body.settings.externalId).toBeUndefined();
    const other = await api('', { method: 'POST', json: { ...ecr, name: 'Another role' } });
    expect(other.body.settings.externalId).not.toBe(externalId);
  });

  it('refuses a registry address on the server\'s own or an internal network, stores nothing from it, and says why on the URL field', async () => {
    for (const [url, address] of [['https://127.0.0.1:5000', '127.0.0.1, loopback'], ['https://localhost:5000', '127.0.0.1, loopback'],
      ['https://10.20.30.40', '10.20.30.40, private'], ['https://169.254.169.254/latest', '169.254.169.254, linkLocal'], ['https://[::1]:5000', '::1, loopback'],
      ['https://[fd00::12]', 'fd00::12, uniqueLocal']] as const) {
      const made = await api('', { method: 'POST', json: { kind: 'generic', name: `Internal ${url}`, url, token: 'registry-token' } });
      expect(made.status, url).toBe(201);
      const tested = await api(`/${made.body.id}/test`, { method: 'POST' });
      expect(tested.body, url).toMatchObject({ ok: false, field: 'url', code: 'InternalAddress', registry: { status: 'error', images: 0 } });
      expect(tested.body.message, url).toContain(`is an internal address (${address}); the server does not send there`);
    }
  });

  it('refuses every action to a role without the module, and another tenant neither sees nor changes the registry', async () => {
    const asViewer = await Promise.all([api('', {}, viewer), api('', { method: 'POST', json: hub }, viewer), api(`/${hubId}`, { method: 'PUT', json: hub }, viewer),
      api(`/${hubId}/test`, { method: 'POST' }, viewer), api(`/${hubId}`, { method: 'DELETE' }, viewer)]);
    expect(asViewer.map((r) => r.status)).toEqual([403, 403, 403, 403, 403]);
    const globexList = await api('', {}, globex);
    expect([globexList.status, globexList.body.items]).toEqual([200, []]);
    const asGlobex = await Promise.all([api(`/${hubId}`, { method: 'PUT', json: { ...hub, name: 'Taken' } }, globex), api(`/${hubId}/test`, { method: 'POST' }, globex),
      api(`/${hubId}`, { method: 'DELETE' }, globex)]);
    expect(asGlobex.map((r) => r.status)).toEqual([404, 404, 404]);
    expect(rows('SELECT name FROM container_registries WHERE id = ?', hubId)).toEqual([{ name: 'Docker Hub (demo)' }]);
    const globexAssets = await call(`${t.url}/api/asset/api/v1/assets?cloud=registry`, { headers: bearer(globex) });
    expect(globexAssets.body.total).toBe(0);
  });

  it('removing a registry removes its images; every change is audited', async () => {
    expect((await api(`/${hubId}`, { method: 'DELETE' })).body).toEqual({ removedImages: 6 });
    expect(rows(`SELECT count(*) AS n FROM assets WHERE resource_id LIKE 'registry-1.docker.io/%'`)).toEqual([{ n: 0 }]);
    expect(rows<{ action: string }>(`SELECT action FROM audit_log WHERE target = ? AND tenant_id = 'tnt_acme' ORDER BY action`, `container_registry:${hubId}`).map((r) => r.action)).toEqual([
      'container_registry.create', 'container_registry.delete', 'container_registry.test', 'container_registry.test', 'container_registry.test', 'container_registry.test',
      'container_registry.update', 'container_registry.update',
    ]);
  });
});
