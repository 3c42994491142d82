/**
 * Alerts benchmark: `npx tsx bench/alerts.ts` (after `npm run build`).
 *
 * Starts the built server with the large demo scale (at least 200,000 alerts; the database is kept in
 * --data, default <tmp>/palisade-bench-alerts-large, so only the first run pays for seeding) and prints:
 * (1) p50/p95 server time (loopback HTTP, bearer token, no browser) of filtered, sorted page queries and of
 * group-by-policy (the common combinations and the text sorts and single-column filters, not only the best cases),
 * with the database size; (2) in headless chromium, the time from clicking the Alerts menu entry to the first rows visible.
 *
 * With PALISADE_DATABASE_URL (a PostgreSQL server, e.g. from `npx tsx scripts/withPostgres.ts -- npx tsx bench/alerts.ts`)
 * it runs the same measurements on SQLite and on PostgreSQL (database palisade_bench_<scale>, kept like the data folder)
 * and prints the figures side by side.
 *
 * Options: --runs=60 (API samples per query)  --clicks=5 (browser runs)  --data=<dir>  --scale=large
 *          --databases=sqlite,postgres (default: sqlite, and postgres when PALISADE_DATABASE_URL is set)
 */
import { existsSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { chromium } from '@playwright/test';
import pg from 'pg';
import { CHROMIUM_PATH } from '../scripts/chromiumPath.js';
import { DIST, REPO } from '../scripts/build/paths.js';
import { freePort } from '../scripts/consoleServer.js';
import { accessToken, DEMO_PASSWORD, percentile } from './support/serverFigures.js';

const args = new Map(process.argv.slice(2).map((a) => { const [k = '', ...v] = a.replace(/^--/, '').split('='); return [k, v.join('=')] as const; }));
const RUNS = Number(args.get('runs') || 60);
const CLICKS = Number(args.get('clicks') || 5);
const SCALE = args.get('scale') || 'large';
const DATA = args.get('data') || join(tmpdir(), `palisade-bench-alerts-${SCALE}`);
const POSTGRES = process.env.PALISADE_DATABASE_URL;
const DATABASES = (args.get('databases') || (POSTGRES ? 'sqlite,postgres' : 'sqlite')).split(',') as ('sqlite' | 'postgres')[];

interface ServerModule {
  createServer(o: { dataDir: string; database?: { url: string }; port: number; host: string; consoleDir: string; importMapPath: string; demo: boolean;
    scale: string; rateLimits?: { perAccount?: number; perAddress?: number } }): Promise<{ port: number; seed: { seeded: boolean; ms?: number; counts?: Record<string, number> }; close(): Promise<void> }>;
}

/** One database's figures: p50/p95 per query, then the browser's click times. */
interface Figures { api: Map<string, [number, number]>; clicks: number[] }

/** The benchmark's PostgreSQL database (created on first use, kept like the SQLite data folder) and its size in MB. */
async function postgresDatabase(): Promise<{ url: string; mb: () => Promise<number> }> {
  const server = new URL(POSTGRES!);
  const name = `palisade_bench_${SCALE}`;
  const admin = new pg.Client({ connectionString: server.toString() });
  await admin.connect();
  const exists = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
  if (exists.rowCount === 0) await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  server.pathname = `/${name}`;
  const url = server.toString();
  return { url, mb: async () => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    const size = await client.query<{ n: string }>('SELECT pg_database_size(current_database()) AS n');
    await client.end();
    return Number(size.rows[0]!.n) / 1_048_576;
  } };
}

const ms = (n: number) => `${n.toFixed(1)} ms`;

async function main() {
  if (!existsSync(join(REPO, 'server', 'dist', 'app.js')) || !existsSync(join(DIST, 'import-map.json'))) throw new Error('Run `npm run build` first');
  if (DATABASES.includes('postgres') && !POSTGRES) throw new Error('--databases=postgres needs PALISADE_DATABASE_URL');
  const figures = new Map<string, Figures>();
  for (const database of DATABASES) figures.set(database, await measure(database));
  if (figures.size < 2) return;
  const [left, right] = [...figures.keys()] as [string, string];
  console.log(`\nSide by side (p50 / p95, ms)${' '.repeat(22)}${left.padStart(17)}  ${right.padStart(17)}`);
  for (const [name, [p50, p95]] of figures.get(left)!.api) {
    const [q50, q95] = figures.get(right)!.api.get(name)!;
    console.log(`  ${name.padEnd(48)} ${`${p50.toFixed(1)} / ${p95.toFixed(1)}`.padStart(17)}  ${`${q50.toFixed(1)} / ${q95.toFixed(1)}`.padStart(17)}`);
  }
  const median = (f: Figures) => (f.clicks.length ? percentile(f.clicks, 50).toFixed(0) : '-');
  console.log(`  ${'browser: click Alerts -> first rows, median'.padEnd(48)} ${median(figures.get(left)!).padStart(17)}  ${median(figures.get(right)!).padStart(17)}`);
}

async function measure(database: 'sqlite' | 'postgres'): Promise<Figures> {
  const { createServer } = (await import(pathToFileURL(join(REPO, 'server', 'dist', 'app.js')).href)) as ServerModule;
  const postgres = database === 'postgres' ? await postgresDatabase() : undefined;
  const dataDir = postgres ? `${DATA}-postgres` : DATA;
  console.log(`\n=== ${database} ===`);
  const started = performance.now();
  const server = await createServer({ dataDir, ...(postgres ? { database: { url: postgres.url } } : {}), port: await freePort(), host: '127.0.0.1',
    consoleDir: DIST, importMapPath: join(DIST, 'import-map.json'), demo: true, scale: SCALE, rateLimits: { perAccount: 10_000, perAddress: 10_000 } });
  const base = `http://127.0.0.1:${server.port}`;
  const where = postgres ? new URL(postgres.url).pathname.slice(1) : DATA;
  console.log(server.seed.seeded ? `Seeded ${SCALE} demo data in ${(server.seed.ms! / 1000).toFixed(1)} s (${server.seed.counts!['alerts']} alerts) into ${where}`
    : `Reusing ${where} (started in ${((performance.now() - started) / 1000).toFixed(1)} s)`);
  const file = join(DATA, 'palisade.sqlite');
  const mb = (path: string) => (existsSync(path) ? statSync(path).size : 0) / 1_048_576;
  console.log(postgres ? `Database: ${(await postgres.mb()).toFixed(0)} MB` : `Database: ${mb(file).toFixed(0)} MB (+ ${mb(`${file}-wal`).toFixed(0)} MB write-ahead log)`);
  const figures: Figures = { api: new Map(), clicks: [] };
  try {
    const token = await accessToken(base);
    const total = await post(base, token, '/alerts/v1/search', { pageSize: 1 });
    console.log(`Acme cloud alerts: ${total.body.total.toLocaleString('en-US')} (of all tenants' ${SCALE} data)\n`);
    const search = (name: string, filter: Record<string, unknown>, pages = 20) =>
      [name, '/alerts/v1/search', (i: number) => ({ ...filter, page: 1 + (i % pages), pageSize: 50 })] as const;
    const queries: (readonly [string, string, (i: number) => Record<string, unknown>])[] = [
      search('page: Open + Critical/High, sort severity', { status: ['Open'], severity: ['Critical', 'High'], sort: 'severity' }),
      search('page: AWS + region, sort last seen', { cloud: ['aws'], region: ['us-east-1'], sort: 'lastSeen' }),
      ['page: Open, sort age, 200 rows', '/alerts/v1/search', (i) => ({ status: ['Open'], sort: 'age', dir: 'asc', page: 1 + (i % 10), pageSize: 200 })],
      // Sorts on text columns and filters on single columns, newest first (each has its own index).
      search('page: sort policy', { sort: 'policy', dir: 'asc' }),
      search('page: sort resource', { sort: 'resource', dir: 'asc' }),
      search('page: sort account', { sort: 'account' }),
      search('page: sort asset type', { sort: 'assetType' }),
      search('page: sort compliance control', { sort: 'complianceControl' }),
      search('page: sort id', { sort: 'id' }),
      search('page: Azure', { cloud: ['azure'] }),
      search('page: asset type Key Vault', { assetType: ['Key Vault'] }),
      search('page: compliance control CIS AWS 5.2', { complianceControl: ['CIS AWS 5.2'] }),
      search('page: status description False positive', { statusDescription: ['False positive'] }),
      search('page: Open, sort policy', { status: ['Open'], sort: 'policy' }),
      search('page: IaC, sort repository', { kind: 'iac', sort: 'repository' }),
      search('page: IaC repository + branch', { kind: 'iac', repository: ['data/k8s-manifests'], branch: ['main'] }),
      // Contains-text filters have no index: the page stops early, the total reads the resource index or the table.
      search('page: resource contains', { resource: 'security-group' }),
      search('page: free text', { q: 'cloudtrail' }),
      ['group by policy: all', '/alerts/v1/groupByPolicy', () => ({})],
      ['group by policy: Open', '/alerts/v1/groupByPolicy', () => ({ status: ['Open'] })],
      ['group by policy: Critical/High', '/alerts/v1/groupByPolicy', () => ({ severity: ['Critical', 'High'] })],
      ['group by policy: AWS', '/alerts/v1/groupByPolicy', () => ({ cloud: ['aws'] })],
    ];
    console.log('Server time (loopback HTTP, Acme tenant, cloud tab)');
    for (const [name, path, body] of queries) {
      await post(base, token, path, body(0));
      const times: number[] = [];
      for (let i = 0; i < RUNS; i += 1) times.push((await post(base, token, path, body(i))).ms);
      console.log(`  ${name.padEnd(48)} p50 ${ms(percentile(times, 50)).padStart(9)}   p95 ${ms(percentile(times, 95)).padStart(9)}`);
      figures.api.set(name, [percentile(times, 50), percentile(times, 95)]);
    }
    console.log(`\nBrowser: click the Alerts menu entry -> first rows visible (${CLICKS} runs, headless chromium)`);
    const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: ['--no-sandbox', '--disable-gpu'] });
    try {
      const clicks = figures.clicks;
      for (let i = 0; i < CLICKS; i += 1) {
        const context = await browser.newContext({ baseURL: base });
        const page = await context.newPage();
        const { csrfToken } = (await (await page.request.get('/bff/session')).json()) as { csrfToken: string };
        const login = await page.request.post('/bff/login', { headers: { 'X-CSRF-Token': csrfToken }, data: { email: 'admin@acme.test', password: DEMO_PASSWORD } });
        if (!login.ok()) throw new Error(`Sign-in failed: ${login.status()}`);
        await page.goto('/admin/profile');
        const entry = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Alerts', exact: true });
        await entry.waitFor();
        const t0 = performance.now();
        await entry.click();
        await page.locator('table[aria-label="Cloud alerts"] tbody tr[data-alert-id]').first().waitFor({ timeout: 60_000 });
        clicks.push(performance.now() - t0);
        await context.close();
      }
      console.log(`  first run (plugin not cached) ${ms(clicks[0]!)}; median ${ms(percentile(clicks, 50))}; all: ${clicks.map((c) => c.toFixed(0)).join(', ')} ms`);
    } finally {
      await browser.close();
    }
  } finally {
    await server.close();
  }
  return figures;
}


async function post(base: string, token: string, path: string, body: unknown): Promise<{ ms: number; body: any }> {
  const t0 = performance.now();
  const res = await fetch(`${base}/api${path}`, { method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` }, body: JSON.stringify(body) });
  const json = await res.json();
  const elapsed = performance.now() - t0;
  if (!res.ok) throw new Error(`${path}: ${res.status} ${JSON.stringify(json)}`);
  return { ms: elapsed, body: json };
}

main().catch((error: unknown) => { console.error(error); process.exit(1); });
