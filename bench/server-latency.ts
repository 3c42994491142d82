/**
 * Latency benchmark of the server at `large` demo scale.
 * Starts the server in a child process on a temp data dir (so load generation does not share its
 * event loop), signs in, then drives the six dashboard counts and sign-in with autocannon over loopback.
 * Run: npx tsx bench/server-latency.ts   (BENCH_CONNECTIONS, BENCH_REQUESTS, BENCH_SIGNIN_REQUESTS, BENCH_SCALE,
 * BENCH_COUNT_CACHE_MS=0 to measure the database without the dashboard count cache)
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
const COUNT_CACHE_MS = process.env.BENCH_COUNT_CACHE_MS ?? '10000';
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

async function startServer(dataDir: string, port: number) {
  const child = spawn(process.execPath, ['--import', 'tsx', join(root, 'server/src/main.ts')], {
    env: { ...process.env, PALISADE_DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1', PALISADE_DEMO: '1', PALISADE_DEMO_SCALE: SCALE, PALISADE_COUNT_CACHE_MS: COUNT_CACHE_MS,
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

interface Row { name: string; requests: number; errors: number; rps: number; p50: number; p95: number; p99: number }

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
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
console.log(`Starting server at ${SCALE} scale in ${dataDir} ...`);
const server = await startServer(dataDir, port);
try {
  console.log(`Demo data generated in ${server.generationMs ?? '?'} ms (server ready after ${server.startupMs} ms)`);
  const signIn = {
    grant_type: 'http://auth0.com/oauth/grant-type/password-realm', username: 'admin@acme.test', password: 'Palisade-demo-1',
    realm: 'acme-db', client_id: 'palisade-console', scope: 'openid profile email offline_access',
  };
  const tokenRes = await fetch(`${base}/idp/oauth/token`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(signIn) });
  const { access_token: token } = (await tokenRes.json()) as { access_token: string };
  const auth = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  const counts: [string, string, string, unknown?][] = [
    ['totalThreats', 'GET', '/api/commondashboard/v1/totalThreats'],
    ['cloudassetcount', 'GET', '/api/asset/api/v1/dashboard/cloudassetcount'],
    ['totalIdentities', 'GET', '/api/commondashboard/v1/totalIdentities'],
    ['iacalertcount', 'POST', '/api/alerts/v1/buildtime/iacalertcount', { filters: { alertStatus: ['Open'] } }],
    ['getComplianceScore', 'POST', '/api/compliance/v1/benchmark/getComplianceScore', { benchmarkId: 'ZBP' }],
    ['totalVulnerabilities', 'GET', '/api/vulnerability/v1/totalVulnerabilities'],
  ];
  const rows: Row[] = [];
  for (const [name, method, path, body] of counts) {
    rows.push(await measure(name, { url: `${base}${path}`, method, headers: auth, ...(body ? { body: JSON.stringify(body) } : {}) }));
  }
  // The browser's path: session cookie to the BFF, which forwards in-process with the bearer token.
  const session = await fetch(`${base}/bff/session`);
  const cookie = session.headers.get('set-cookie')!.split(';')[0]!;
  const { csrfToken } = (await session.json()) as { csrfToken: string };
  const login = await fetch(`${base}/bff/login`, {
    method: 'POST', headers: { cookie, 'x-csrf-token': csrfToken, 'content-type': 'application/json' },
    body: JSON.stringify({ email: signIn.username, password: signIn.password }),
  });
  const signedIn = login.headers.get('set-cookie')!.split(';')[0]!;
  rows.push(await measure('totalThreats via BFF', { url: `${base}/bff/api/commondashboard/v1/totalThreats`, headers: { cookie: signedIn } }));
  rows.push(await measure('sign-in (password-realm)', {
    url: `${base}/idp/oauth/token`, method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(signIn), amount: SIGNIN_REQUESTS,
  }));
  console.log(`\n${CONNECTIONS} concurrent connections, loopback, count cache ${COUNT_CACHE_MS} ms, ${REQUESTS} requests per count endpoint, ${SIGNIN_REQUESTS} sign-ins`);
  const ms = (v: number) => Number(v.toFixed(1));
  console.table(rows.map((r) => ({ endpoint: r.name, requests: r.requests, errors: r.errors, 'req/s': r.rps, 'p50 ms': ms(r.p50), 'p95 ms': ms(r.p95), 'p99 ms': ms(r.p99) })));
} finally {
  server.child.kill('SIGTERM');
  await new Promise((r) => server.child.once('exit', r));
  rmSync(dataDir, { recursive: true, force: true });
}
