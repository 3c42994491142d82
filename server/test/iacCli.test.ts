import { spawn } from 'node:child_process';
import { hostname, userInfo } from 'node:os';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { accessToken, bearer, call, startServer, type TestServer } from './helpers.js';

const CLI = fileURLToPath(new URL('../../cli/iac/bin/palisade-iac.mjs', import.meta.url));
const fixture = (name: string) => fileURLToPath(new URL(`./fixtures/scanners/${name}`, import.meta.url));

let t: TestServer;
let apiKey: string;
let pipeline: string;
beforeAll(async () => {
  t = await startServer();
  const admin = await accessToken(t.url, 'admin@acme.test');
  apiKey = (await call(`${t.url}/api/admin/v1/api-keys`, { method: 'POST', json: { name: 'CI', roleId: 'rol_tnt_acme_developer', expiresInDays: 30 }, headers: bearer(admin) })).body.key;
  pipeline = (await call(`${t.url}/api/iac/api/v1/pipelines`, { method: 'POST', json: { provider: 'jenkins', name: 'infra', repository: 'acme/cli', policy: 'critical' }, headers: bearer(admin) })).body.id;
}, 120_000);
afterAll(async () => { await t.stop(); });

function run(args: string[], stdin?: string, env: Record<string, string> = {}): Promise<{ code: number | null; out: string; err: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [CLI, ...args], { env: { PATH: process.env['PATH'] ?? '', PALISADE_URL: t.url, PALISADE_API_KEY: apiKey, ...env } });
    let out = '';
    let err = '';
    child.stdout.on('data', (d) => { out += String(d); });
    child.stderr.on('data', (d) => { err += String(d); });
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, out, err }));
    child.stdin.end(stdin ?? '');
  });
}

it('uploads several files, recognising each format, prints each report and fails the build by the pipeline policy', async () => {
  const res = await run(['upload', fixture('kics.json'), fixture('checkov-malformed.json'), '--repository', 'acme/cli', '--commit', 'abc123', '--pipeline', pipeline]);
  expect(res.err).toBe('');
  expect(res.out).toBe([
    'kics.json: 2 findings (2 new, 0 seen again), 0 resolved; Critical 0, High 1, Medium 1, Low 0',
    '  left out line 73 queries[1].files[1]: Missing line',
    '  PASS: No critical findings',
    'checkov-malformed.json: 1 findings (1 new, 0 seen again), 0 resolved; Critical 0, High 1, Medium 0, Low 0',
    '  left out line 15 results.failed_checks[1]: Missing check_id',
    '  left out line 22 results.failed_checks[2]: Missing file_path',
    '  PASS: No critical findings',
    '',
  ].join('\n'));
  expect(res.code).toBe(0);
  const failing = await run(['upload', fixture('checkov.json'), '--repository', 'acme/cli', '--pipeline', pipeline]);
  expect(failing.out).toContain('  FAIL: 1 critical finding: the pipeline fails the build on critical findings');
  expect(failing.out).toContain('checkov.json: 3 findings (2 new, 1 seen again), 0 resolved');
  expect(failing.code).toBe(1);
}, 120_000);

it('reads a file from stdin, and says why an upload could not be made with exit code 2', async () => {
  const piped = await run(['upload', '-', '--repository', 'acme/cli-stdin', '--source', 'cli', '--developer', 'dana', '--machine', 'dana-mbp'], readFileSync(fixture('trivy-config.json'), 'utf8'));
  expect(piped.out.split('\n')[0]).toBe('stdin: 2 findings (2 new, 0 seen again), 0 resolved; Critical 1, High 1, Medium 0, Low 0');
  expect(piped.code).toBe(0);
  const badKey = await run(['upload', fixture('kics.json'), '--repository', 'acme/cli'], undefined, { PALISADE_API_KEY: 'pk_wrong' });
  expect(badKey.code).toBe(2);
  expect(badKey.err).toContain('kics.json was not accepted (401): ');
  const unknown = await run(['upload', '-', '--repository', 'acme/cli'], '{"hello": 1}');
  expect(unknown.err).toContain('palisade-iac: - is not SARIF, Checkov, KICS or Trivy JSON that palisade-iac recognises');
  expect(unknown.code).toBe(2);
  const usage = await run(['upload', fixture('kics.json')], undefined, { PALISADE_API_KEY: '' });
  expect(usage.err.split('\n')[0]).toBe('palisade-iac: missing --repository, PALISADE_API_KEY');
  expect(usage.code).toBe(2);
}, 120_000);

it('a local scan names the user and the machine it ran on unless told otherwise', async () => {
  const res = await run(['upload', fixture('iac.sarif'), '--repository', 'acme/workstation', '--source', 'cli']);
  expect(res.code).toBe(0);
  const dev = await accessToken(t.url, 'dev@acme.test');
  const listed = (await call(`${t.url}/api/iac/api/v1/uploads?source=cli&repository=acme/workstation`, { headers: bearer(dev) })).body.items;
  expect(listed.map((u: any) => [u.developer, u.machine])).toEqual([[userInfo().username, hostname()]]);
});
