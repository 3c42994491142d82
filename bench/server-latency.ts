/**
 * Latency benchmark of the server at `large` demo scale.
 * Starts the server in a child process on a temp data dir (so load generation does not share its
 * event loop), signs in, then drives the six dashboard counts with autocannon over loopback: first with the
 * dashboard count cache off (every request reaches the database), then, after a restart on the same data,
 * with it on (the server's default, 10 s). Sign-in is measured twice: the raw IdP password grant, and the
 * browser's real path (GET /bff/session, POST /bff/api/.../orglookup, POST /bff/login).
 * Exits non-zero when any request failed.
 * Run: npm run bench:server   (BENCH_CONNECTIONS, BENCH_REQUESTS, BENCH_SIGNIN_REQUESTS, BENCH_SCALE,
 * BENCH_COUNT_CACHE_MS=<ms> to measure only with that cache setting, 0 = off)
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer as createNetServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannonModule from 'autocannon';

/** autocannon ships no types; this is the slice used here. */
type CannonOptions = { url: string; method?: string; headers?: Record<string, string>; body?: string; amount?: number; connections?: number; duration?: number };
type CannonInstance = PromiseLike<{ errors: number; requests: { average: number } }> & { on(event: 'response', fn: (client: unknown, status: number, bytes: number, ms: number) => void): void };
const autocannon = autocannonModule as unknown as (opts: CannonOptions) => CannonInstance;

const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 16);
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 3000);
const SIGNIN_REQUESTS = Number(process.env.BENCH_SIGNIN_REQUESTS ?? 300);
const SCALE = process.env.BENCH_SCALE ?? 'large';
/** Cache settings to measure, in order: off, then the server's default, unless one is asked for. */
const CACHE_MODES = process.env.BENCH_COUNT_CACHE_MS === undefined ? ['0', '10000'] : [process.env.BENCH_COUNT_CACHE_MS];
const TIME_LIMIT_S = 30;
const root = join(import.meta.dirname, '..');

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const s = createNetServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });
}

async function startServer(dataDir: string, port: number, countCacheMs: string) {
  const child = spawn(process.execPath, ['--import', 'tsx', join(root, 'server/src/main.ts')], {
    cwd: root,
    env: { ...process.env, PALISADE_DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1', PALISADE_DEMO: '1', PALISADE_DEMO_SCALE: SCALE, PALISADE_COUNT_CACHE_MS: countCacheMs,
      PALISADE_RATE_LIMIT_PER_ACCOUNT: '1000000', PALISADE_RATE_LIMIT_PER_ADDRESS: '1000000', LOG_LEVEL: 'info' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const started = performance.now();
  let generationMs: number | undefined;
  await new Promise<void>((resolve, reject) => {
    let buffer = '';
    child.stdout.on('data', (chunk: Buffer) => {
      buffer += chunk.toString();
      const gen = /Generated \w+ demo data in (\d+) ms/.exec(buffer);
      if (gen) generationMs = Number(gen[1]);
      if (buffer.includes('Palisade listening')) resolve();
    });
    child.once('exit', (code) => reject(new Error(`server exited early with code ${code}`)));
  });
  child.stdout.resume();
  return { child, generationMs, startupMs: Math.round(performance.now() - started) };
}

async function stopServer(child: ReturnType<typeof spawn>): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

interface Row { name: string; requests: number; errors: number; rps: number; p50: number; p95: number; p99: number }

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

function summarise(name: string, times: number[], errors: number, elapsedMs: number): Row {
  times.sort((a, b) => a - b);
  return { name, requests: times.length, errors, rps: Math.round((times.length / elapsedMs) * 1000),
    p50: percentile(times, 50), p95: percentile(times, 95), p99: percentile(times, 99) };
}

/** Runs a multi-request flow `count` times, `concurrency` at once, timing each whole flow; a throw counts as an error. */
async function measureFlow(name: string, count: number, concurrency: number, flow: () => Promise<void>): Promise<Row> {
  const times: number[] = [];
  let errors = 0;
  let started = 0;
  const began = performance.now();
  const worker = async () => {
    while (started < count) {
      started += 1;
      const t0 = performance.now();
      try {
        await flow();
        times.push(performance.now() - t0);
      } catch (error) {
        errors += 1;
        if (errors === 1) console.error(`${name}: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, count) }, worker));
  return summarise(name, times, errors, performance.now() - began);
}

async function measure(name: string, opts: CannonOptions): Promise<Row> {
  const times: number[] = [];
  let errors = 0;
  const instance = autocannon({ connections: CONNECTIONS, amount: REQUESTS, duration: TIME_LIMIT_S, ...opts });
  instance.on('response', (_client: unknown, status: number, _bytes: number, ms: number) => {
    times.push(ms);
    if (status !== 200) errors += 1;
  });
  const result = await instance;
  times.sort((a, b) => a - b);
  return { name, requests: times.length, errors: errors + result.errors, rps: Math.round(result.requests.average),
    p50: percentile(times, 50), p95: percentile(times, 95), p99: percentile(times, 99) };
}

const dataDir = mkdtempSync(join(tmpdir(), 'palisade-bench-'));
const port = await freePort();
const base = `http://127.0.0.1:${port}`;
const email = 'admin@acme.test';
const password = 'Palisade-demo-1';
const signIn = {
  grant_type: 'http://auth0.com/oauth/grant-type/password-realm', username: email, password,
  realm: 'acme-db', client_id: 'palisade-console', scope: 'openid profile email offline_access',
};
const counts: [string, string, string, unknown?][] = [
  ['totalThreats', 'GET', '/api/commondashboard/v1/totalThreats'],
  ['cloudassetcount', 'GET', '/api/asset/api/v1/dashboard/cloudassetcount'],
  ['totalIdentities', 'GET', '/api/commondashboard/v1/totalIdentities'],
  ['iacalertcount', 'POST', '/api/alerts/v1/buildtime/iacalertcount', { filters: { alertStatus: ['Open'] } }],
  ['getComplianceScore', 'POST', '/api/compliance/v1/benchmark/getComplianceScore', { benchmarkId: 'ZBP' }],
  ['totalVulnerabilities', 'GET', '/api/vulnerability/v1/totalVulnerabilities'],
];
const json = { 'content-type': 'application/json' };

async function expectOk(res: Response, what: string): Promise<Response> {
  if (!res.ok) throw new Error(`${what} answered ${res.status}: ${await res.text()}`);
  return res;
}

/** The browser's sign-in: a session and CSRF token, the org lookup through the BFF, then the BFF login. */
async function browserSignIn(): Promise<string> {
  const session = await expectOk(await fetch(`${base}/bff/session`), 'GET /bff/session');
  const cookie = session.headers.get('set-cookie')!.split(';')[0]!;
  const { csrfToken } = (await session.json()) as { csrfToken: string };
  const headers = { ...json, cookie, 'x-csrf-token': csrfToken };
  await (await expectOk(await fetch(`${base}/bff/api/auth/api/v1/orglookup`, { method: 'POST', headers, body: JSON.stringify({ Email: email }) }), 'orglookup')).arrayBuffer();
  const login = await expectOk(await fetch(`${base}/bff/login`, { method: 'POST', headers, body: JSON.stringify({ email, password }) }), 'POST /bff/login');
  await login.arrayBuffer();
  return login.headers.get('set-cookie')!.split(';')[0]!;
}

const rows: Row[] = [];
let server: Awaited<ReturnType<typeof startServer>> | undefined;
try {
  for (const [i, cacheMs] of CACHE_MODES.entries()) {
    const label = cacheMs === '0' ? 'cache off' : `cache ${cacheMs} ms`;
    console.log(`${i === 0 ? `Starting server at ${SCALE} scale in ${dataDir}` : 'Restarting on the same data'} (${label}) ...`);
    server = await startServer(dataDir, port, cacheMs);
    if (i === 0) console.log(`Demo data generated in ${server.generationMs ?? '?'} ms (server ready after ${server.startupMs} ms)`);
    const tokenRes = await expectOk(await fetch(`${base}/idp/oauth/token`, { method: 'POST', headers: json, body: JSON.stringify(signIn) }), 'password grant');
    const { access_token: token } = (await tokenRes.json()) as { access_token: string };
    const auth = { authorization: `Bearer ${token}`, ...json };
    for (const [name, method, path, body] of counts) {
      rows.push(await measure(`${name} (${label})`, { url: `${base}${path}`, method, headers: auth, ...(body ? { body: JSON.stringify(body) } : {}) }));
    }
    // The browser's path: session cookie to the BFF, which forwards in-process with the bearer token.
    const signedIn = await browserSignIn();
    rows.push(await measure(`totalThreats via BFF (${label})`, { url: `${base}/bff/api/commondashboard/v1/totalThreats`, headers: { cookie: signedIn } }));
    if (i === CACHE_MODES.length - 1) {
      // Sign-in does not use the count cache: measured once.
      rows.push(await measure('sign-in: IdP password grant', {
        url: `${base}/idp/oauth/token`, method: 'POST', headers: json, body: JSON.stringify(signIn), amount: SIGNIN_REQUESTS,
      }));
      rows.push(await measureFlow('sign-in: browser via BFF (session + orglookup + login)', SIGNIN_REQUESTS, CONNECTIONS, async () => { await browserSignIn(); }));
    }
    await stopServer(server.child);
    server = undefined;
  }
  console.log(`\n${SCALE} scale, ${CONNECTIONS} concurrent connections, loopback, ${REQUESTS} requests per count endpoint, ${SIGNIN_REQUESTS} sign-ins of each kind`);
  const ms = (v: number) => Number(v.toFixed(1));
  console.table(rows.map((r) => ({ endpoint: r.name, requests: r.requests, errors: r.errors, 'req/s': r.rps, 'p50 ms': ms(r.p50), 'p95 ms': ms(r.p95), 'p99 ms': ms(r.p99) })));
} finally {
  if (server) await stopServer(server.child);
  rmSync(dataDir, { recursive: true, force: true });
}
const failed = rows.filter((r) => r.errors > 0);
if (failed.length > 0) {
  console.error(`\n${failed.length} measurement(s) had failed requests: ${failed.map((r) => `${r.name} (${r.errors})`).join(', ')}`);
  process.exitCode = 1;
}
