import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessToken, bearer, call, startServer, type TestServer } from './helpers.js';
import { openTestDatabase, type TestDatabase } from './support/testDatabase.js';

const GITHUB = 'ghp_PalisadeDemoRepoScope000000000000001';
const GITHUB_NO_REPO = 'ghp_PalisadeDemoReadUserOnly00000000002';
const ACTIONS = ['ADD_VERSION_CONTROL_SYSTEMS', 'EDIT_VERSION_CONTROL_SYSTEMS', 'DELETE_VERSION_CONTROL_SYSTEMS', 'ADD_CICD_PIPELINE',
  'EDIT_CICD_PIPELINE', 'DELETE_CICD_PIPELINE', 'VIEW_VERSION_CONTROL_AND_CICD_SYSTEMS', 'DOWNLOAD_CLI_SCANNER'] as const;

let t: TestServer;
let dev: string;
let admin: string;
let globex: string;
let db: TestDatabase;
/** An API key per action, whose role holds the module and every IaC action but that one. */
const without: Record<string, string> = {};
beforeAll(async () => {
  t = await startServer();
  db = openTestDatabase(t.dataDir);
  db.prepare(`INSERT INTO role_modules (role_id, module_id, parent_id) VALUES ('rol_tnt_globex_eu_analyst', 'VERSION_CONTROL_AND_CICD_SYSTEMS', '')`).run();
  for (const a of ['EDIT_VERSION_CONTROL_SYSTEMS', 'DELETE_VERSION_CONTROL_SYSTEMS']) db.prepare(`INSERT INTO role_actions (role_id, action) VALUES ('rol_tnt_globex_eu_analyst', ?)`).run(a);
  for (const action of ACTIONS) {
    const id = `rol_test_without_${action.toLowerCase()}`;
    db.prepare(`INSERT INTO roles (id, tenant_id, name, builtin, description) VALUES (?, 'tnt_acme', ?, 0, '')`).run(id, `Without ${action}`);
    db.prepare(`INSERT INTO role_modules (role_id, module_id, parent_id) VALUES (?, 'VERSION_CONTROL_AND_CICD_SYSTEMS', '')`).run(id);
    for (const a of ACTIONS.filter((x) => x !== action)) db.prepare(`INSERT INTO role_actions (role_id, action) VALUES (?, ?)`).run(id, a);
  }
  dev = await accessToken(t.url, 'dev@acme.test');
  admin = await accessToken(t.url, 'admin@acme.test');
  globex = await accessToken(t.url, 'analyst@globex.test', { tenant_id: 'tnt_globex_eu' });
  for (const action of ACTIONS) {
    const key = await call(`${t.url}/api/admin/v1/api-keys`, { method: 'POST', json: { name: `without ${action}`, roleId: `rol_test_without_${action.toLowerCase()}`, expiresInDays: 30 }, headers: bearer(admin) });
    without[action] = key.body.key;
  }
}, 120_000);
afterAll(async () => { db.close(); await t.stop(); });

const api = (path: string, init: { method?: string; json?: unknown; headers?: Record<string, string> } = {}, token = dev) =>
  call(`${t.url}/api/iac/api/v1/${path}`, { method: init.method ?? 'GET', json: init.json, headers: init.headers ?? bearer(token) });

describe('the stand-in VCS API', () => {
  it("answers GitHub's GET /user and /user/repos with a bearer token, and refuses a bad one as GitHub does", async () => {
    const user = await call(`${t.url}/vcs-api/github/user`, { headers: bearer(GITHUB) });
    expect(user.status).toBe(200);
    expect(user.body).toMatchObject({ login: 'acme-bot', type: 'User' });
    expect(user.headers.get('x-oauth-scopes')).toBe('repo, read:org');
    const repos = await call(`${t.url}/vcs-api/github/user/repos`, { headers: bearer(GITHUB) });
    expect(repos.body.map((r: any) => [r.full_name, r.default_branch, r.private])).toEqual([
      ['platform/infra-live', 'main', true], ['payments/terraform-modules', 'main', true], ['data/k8s-manifests', 'develop', true],
      ['web/helm-charts', 'main', false], ['mobile/backend-deploy', 'main', true]]);
    const bad = await call(`${t.url}/vcs-api/github/user`, { headers: bearer('ghp_wrong') });
    expect(bad.status).toBe(401);
    expect(bad.body).toMatchObject({ message: 'Bad credentials' });
    expect((await call(`${t.url}/vcs-api/github/user/repos`, { headers: bearer(GITHUB_NO_REPO) })).status).toBe(403);
  });
});

describe('version control systems', () => {
  it('a connection test explains a bad token and one without the repo scope', async () => {
    const bad = await api('vcs/test', { method: 'POST', json: { provider: 'github', token: 'ghp_wrong' } });
    expect(bad.status).toBe(400);
    expect(bad.body.error.message).toBe('GitHub refused the token (401 Bad credentials): it is wrong, expired or revoked; create a new one');
    const scope = await api('vcs/test', { method: 'POST', json: { provider: 'github', token: GITHUB_NO_REPO } });
    expect(scope.body.error.message).toBe('The GitHub token of acme-bot lacks the repo scope (classic token) or Contents: read (fine-grained token) (it has: read:user): the console cannot list private repositories');
    const gitlab = await api('vcs/test', { method: 'POST', json: { provider: 'gitlab', token: 'glpat-PalisadeDemoReadUser2' } });
    expect(gitlab.body.error.message).toBe('The GitLab token of acme-bot lacks the read_api scope: GitLab refused to list repositories (403)');
    const ok = await api('vcs/test', { method: 'POST', json: { provider: 'azure-repos', token: 'azdopalisadedemocoderead0001' } });
    expect(ok.body.repositories.map((r: any) => [r.fullName, r.defaultBranch])).toEqual([['platform/infra-live', 'main'], ['payments/terraform-modules', 'main'],
      ['data/k8s-manifests', 'develop'], ['web/helm-charts', 'main'], ['mobile/backend-deploy', 'main']]);
  });

  it('a named API address (GitHub Enterprise) is the one called, not the stand-in', async () => {
    // Nothing listens on port 1: the refusal shows that the test went to the named address.
    const named = await api('vcs/test', { method: 'POST', json: { provider: 'github', baseUrl: 'https://127.0.0.1:1/api/v3', token: GITHUB } });
    expect(named.status).toBe(400);
    expect(named.body.error.message).toMatch(/^GitHub could not be reached: /);
  });

  it('adds a connection with picked repositories; the token is sealed at rest and never returned; edit and delete', async () => {
    const added = await api('vcs', { method: 'POST', json: { provider: 'github', name: 'More GitHub', token: GITHUB, repositories: ['payments/terraform-modules', 'data/k8s-manifests'] } });
    expect(added.status).toBe(201);
    expect(added.body).toMatchObject({ provider: 'github', name: 'More GitHub', login: 'acme-bot' });
    expect(added.body.repositories.map((r: any) => [r.fullName, r.defaultBranch])).toEqual([['data/k8s-manifests', 'develop'], ['payments/terraform-modules', 'main']]);
    expect(JSON.stringify(added.body)).not.toContain(GITHUB);
    const stored = db.prepare(`SELECT token FROM vcs_connections WHERE id = ?`).get(added.body.id) as { token: string };
    expect(stored.token).not.toContain(GITHUB);
    expect(JSON.stringify((await api('vcs')).body)).not.toContain(GITHUB);
    const unknown = await api('vcs', { method: 'POST', json: { provider: 'github', name: 'x', token: GITHUB, repositories: ['acme/secret'] } });
    expect(unknown.status).toBe(400);
    expect(unknown.body.error.message).toBe('The token cannot read acme/secret');
    // The demo's GitHub connection watches platform/infra-live already.
    const twice = await api('vcs', { method: 'POST', json: { provider: 'github', name: 'y', token: GITHUB, repositories: ['platform/infra-live'] } });
    expect(twice.status).toBe(409);
    expect(twice.body.error.message).toBe('platform/infra-live is already picked on another connection');

    const edited = await api(`vcs/${added.body.id}`, { method: 'PATCH', json: { name: 'More on GitHub', repositories: ['payments/terraform-modules'] } });
    expect(edited.status).toBe(200);
    expect(edited.body.repositories.map((r: any) => r.fullName)).toEqual(['payments/terraform-modules']);
    expect((await api(`vcs/${added.body.id}`, { method: 'DELETE' })).status).toBe(204);
    expect((await api('vcs')).body.items.map((c: any) => c.id)).not.toContain(added.body.id);
  });

  it('per repository: last scan, open findings by severity and pull-request summaries from uploads', async () => {
    const added = await api('vcs', { method: 'POST', json: { provider: 'gitlab', name: 'Acme GitLab', token: 'glpat-PalisadeDemoApi00001', repositories: ['payments/terraform-modules'] } });
    const repoNow = async () => (await api('vcs')).body.items.find((c: any) => c.id === added.body.id).repositories[0];
    // The demo already holds IaC alerts on this repository: the upload adds one critical and one high.
    const before = (await repoNow()).open;
    const sarif = readFileSync(new URL('./fixtures/scanners/iac.sarif', import.meta.url), 'utf8');
    const up = await call(`${t.url}/api/iac/api/v1/uploads?format=sarif&repository=payments/terraform-modules&branch=fix/tls&pullRequest=7&commit=abc123`,
      { method: 'POST', headers: { ...bearer(dev), 'content-type': 'application/json' }, body: sarif });
    expect(up.status).toBe(201);
    const repo = await repoNow();
    expect(repo).toMatchObject({ fullName: 'payments/terraform-modules', defaultBranch: 'main', lastScanAt: up.body.createdAt,
      open: { Critical: before.Critical + 1, High: before.High + 1, Medium: before.Medium, Low: before.Low } });
    expect(repo.pullRequests[0]).toEqual({ number: 7, branch: 'fix/tls', commit: 'abc123', scannedAt: up.body.createdAt, findings: { Critical: 1, High: 1, Medium: 0, Low: 0 }, outcome: 'pass' });
  });

  it("another tenant neither sees nor deletes Acme's connections", async () => {
    const mine = await api('vcs', { method: 'POST', json: { provider: 'bitbucket', name: 'Acme Bitbucket', token: 'ATBBPalisadeDemoRepoRead0001', repositories: [] } });
    expect(mine.status).toBe(201);
    expect((await api('vcs', {}, globex)).body.items.map((c: any) => c.id)).not.toContain(mine.body.id);
    expect((await api(`vcs/${mine.body.id}`, { method: 'DELETE' }, globex)).status).toBe(404);
    expect((await api(`vcs/${mine.body.id}`, { method: 'PATCH', json: { name: 'taken' } }, globex)).status).toBe(404);
  });
});

describe('CI/CD pipelines', () => {
  it('adds a pipeline with its snippet and policy; its policy decides the verdict of an upload', async () => {
    const added = await api('pipelines', { method: 'POST', json: { provider: 'github-actions', name: 'infra main', repository: 'acme/infra', policy: 'critical' } });
    expect(added.status).toBe(201);
    expect(added.body.snippet).toContain(`--pipeline ${added.body.id} --repository acme/infra`);
    expect(added.body.snippet).toContain('PALISADE_API_KEY: ${{ secrets.PALISADE_API_KEY }}');
    const checkov = readFileSync(new URL('./fixtures/scanners/checkov.json', import.meta.url), 'utf8');
    const run = async () => (await call(`${t.url}/api/iac/api/v1/uploads?format=checkov&repository=acme/infra&pipeline=${added.body.id}`,
      { method: 'POST', headers: { ...bearer(dev), 'content-type': 'application/json' }, body: checkov })).body.verdict;
    expect(await run()).toEqual({ policy: 'critical', outcome: 'fail', reason: '1 critical finding: the pipeline fails the build on critical findings' });
    await api(`pipelines/${added.body.id}`, { method: 'PATCH', json: { policy: 'never' } });
    expect(await run()).toMatchObject({ policy: 'never', outcome: 'pass' });
    const listed = (await api('pipelines')).body.items.find((p: any) => p.id === added.body.id);
    expect(listed.lastRun.outcome).toBe('pass');
    for (const provider of ['gitlab-ci', 'jenkins', 'azure-pipelines']) {
      const other = await api('pipelines', { method: 'POST', json: { provider, name: provider, repository: 'acme/web', policy: 'high' } });
      expect(other.body.snippet).toContain(`npx --yes @palisade/iac-cli upload checkov-results/results_sarif.sarif --format sarif --pipeline ${other.body.id}`);
    }
    expect((await api(`pipelines/${added.body.id}`, { method: 'DELETE' })).status).toBe(204);
  });
});

describe('each IaC action is refused without its permission', () => {
  const withKey = (action: string, path: string, method = 'GET', json?: unknown) => api(path, { method, json, headers: { 'x-api-key': without[action]! } });
  it.each([
    ['VIEW_VERSION_CONTROL_AND_CICD_SYSTEMS', 'vcs', 'GET'],
    ['VIEW_VERSION_CONTROL_AND_CICD_SYSTEMS', 'pipelines', 'GET'],
    ['ADD_VERSION_CONTROL_SYSTEMS', 'vcs', 'POST', { provider: 'github', name: 'x', token: GITHUB, repositories: [] }],
    ['ADD_VERSION_CONTROL_SYSTEMS', 'vcs/test', 'POST', { provider: 'github', token: GITHUB }],
    ['EDIT_VERSION_CONTROL_SYSTEMS', 'vcs/vcs_x', 'PATCH', { name: 'y' }],
    ['DELETE_VERSION_CONTROL_SYSTEMS', 'vcs/vcs_x', 'DELETE'],
    ['ADD_CICD_PIPELINE', 'pipelines', 'POST', { provider: 'jenkins', name: 'x', repository: 'acme/web', policy: 'never' }],
    ['EDIT_CICD_PIPELINE', 'pipelines/pip_x', 'PATCH', { policy: 'never' }],
    ['DELETE_CICD_PIPELINE', 'pipelines/pip_x', 'DELETE'],
  ] as const)('without %s: %s %s is refused', async (action, path, method, json?: unknown) => {
    const refused = await withKey(action, path, method, json);
    expect(refused.status).toBe(403);
    expect(refused.body.error.message).toContain(action);
    // Any other key of these roles holds it, and gets past the permission check.
    const other = ACTIONS.find((a) => a !== action)!;
    expect([200, 201, 204, 404]).toContain((await withKey(other, path, method, json)).status);
  });
});

describe('the CLI download', () => {
  it('serves palisade-iac as a file to a role with DOWNLOAD_CLI_SCANNER, and refuses a role without it', async () => {
    const file = await fetch(`${t.url}/api/iac/api/v1/cli`, { headers: bearer(dev) });
    expect(file.status).toBe(200);
    expect(file.headers.get('content-disposition')).toBe('attachment; filename="palisade-iac.mjs"');
    expect(await file.text()).toBe(readFileSync(new URL('../../cli/iac/bin/palisade-iac.mjs', import.meta.url), 'utf8'));
    const refused = await api('cli', { headers: { 'x-api-key': without.DOWNLOAD_CLI_SCANNER! } });
    expect(refused.status).toBe(403);
    expect(refused.body.error.message).toContain('DOWNLOAD_CLI_SCANNER');
    expect((await api('cli', { headers: { 'x-api-key': without.ADD_CICD_PIPELINE! } })).status).toBe(200);
  });
});

describe('a token for local scans', () => {
  it('is shown once, uploads a local scan that is listed by developer and machine, and opens nothing else', async () => {
    const made = await api('local/tokens', { method: 'POST', json: {} });
    expect(made.status).toBe(201);
    expect(made.body.key).toMatch(/^pal_[0-9a-f]{12}\./);
    expect(made.body.name).toMatch(/^Local IaC scans: dev@acme\.test \(/);
    const key = { 'x-api-key': made.body.key };
    const sarif = readFileSync(new URL('./fixtures/scanners/iac.sarif', import.meta.url), 'utf8');
    const up = await call(`${t.url}/api/iac/api/v1/uploads?format=sarif&repository=acme/laptop-infra&source=cli&developer=Dana&machine=dana-mbp`,
      { method: 'POST', headers: { ...key, 'content-type': 'application/json' }, body: sarif });
    expect(up.status).toBe(201);
    const listed = await api('uploads?source=cli');
    expect(listed.body.items.map((u: any) => [u.repository, u.developer, u.machine])).toContainEqual(['acme/laptop-infra', 'Dana', 'dana-mbp']);
    expect((await api('pipelines', { headers: key })).status).toBe(403);
    expect((await api('cli', { headers: key })).status).toBe(403);
    // The key itself cannot mint more keys.
    expect((await api('local/tokens', { method: 'POST', json: {}, headers: key })).status).toBe(403);
    const keys = await call(`${t.url}/api/admin/v1/api-keys`, { headers: bearer(admin) });
    expect(keys.body.items.find((k: any) => k.prefix === made.body.prefix)).toMatchObject({ name: made.body.name, status: 'active' });
  });
});
