/**
 * Cloud assets benchmark: `npm run bench:assets` (after `npm run build`).
 *
 * Starts the built server with the large demo scale (at least 1,000,000 assets; the database is kept in --data, default
 * <tmp>/palisade-bench-assets-large, so only the first run pays for seeding, and that run prints how long it took) and
 * prints p50/p95 server time (loopback HTTP, bearer token, no browser) of filtered, sorted inventory pages (also deep ones,
 * by page number and by cursor), of the filter-menu counts, under several realistic filters and sorts, and of the asset
 * dashboard, with the database size and the machine's load average. The searches are measured twice: as the
 * inventory repeats them (the server keeps a text's matches until the tenant's assets change, so every run but the first
 * reads them kept), and on a server that keeps none (what a text costs the first time).
 *
 * With PALISADE_DATABASE_URL (a PostgreSQL server, e.g. from `npx tsx scripts/withPostgres.ts -- npx tsx bench/assets.ts`)
 * it runs the same measurements on SQLite and on PostgreSQL (database palisade_bench_assets_<scale>, kept like the data
 * folder) and prints the figures side by side.
 *
 * Beside the server figures, in Chromium: the time from a click on the menu's Cloud Assets item to the inventory's first
 * rows (p50/p95 over --browser-runs, default 10; --browser-runs=0 leaves it out).
 *
 * Options: --runs=60 (samples per query)  --data=<dir>  --scale=large|default  --databases=sqlite,postgres  --browser-runs=10
 *          --only=facets (only the queries whose name contains this)
 */
import { existsSync, statSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import pg from 'pg';
import { DIST, REPO } from '../scripts/build/paths.js';
import { freePort } from '../scripts/consoleServer.js';
import { menuToRows } from './assetsMenuToRows.js';
import { accessToken, percentile, seedTimesLine } from './support/serverFigures.js';

const args = new Map(process.argv.slice(2).map((a) => { const [k = '', ...v] = a.replace(/^--/, '').split('='); return [k, v.join('=')] as const; }));
const RUNS = Number(args.get('runs') || 60);
const SCALE = args.get('scale') || 'large';
const DATA = args.get('data') || join(tmpdir(), `palisade-bench-assets-${SCALE}`);
const POSTGRES = process.env.PALISADE_DATABASE_URL;
const DATABASES = (args.get('databases') || (POSTGRES ? 'sqlite,postgres' : 'sqlite')).split(',') as ('sqlite' | 'postgres')[];
const GOAL_MS = 50;
const ONLY = args.get('only') || '';
const BROWSER_RUNS = Number(args.get('browser-runs') ?? 10);

interface ServerModule {
  createServer(o: { dataDir: string; database?: { url: string }; port: number; host: string; consoleDir: string; importMapPath: string; demo: boolean;
    scale: string; rateLimits?: { perAccount?: number; perAddress?: number }; keptTextMatches?: number }): Promise<{ port: number; seed: { seeded: boolean; ms?: number; counts?: Record<string, number>; tableMs?: Record<string, number> }; close(): Promise<void> }>;
}

/** The benchmark's PostgreSQL database (created on first use, kept like the SQLite data folder) and its size in MB. */
async function postgresDatabase(): Promise<{ url: string; mb: () => Promise<number> }> {
  const server = new URL(POSTGRES!);
  const name = `palisade_bench_assets_${SCALE}`;
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

type Query = readonly [name: string, path: string, query: (i: number) => Record<string, string | number>];
const page = (name: string, filter: Record<string, string>, pages = 20): Query =>
  [name, 'assets', (i) => ({ ...filter, page: 1 + (i % pages), pageSize: 50 })];
const facets = (name: string, filter: Record<string, string>): Query => [name, 'assets/facets', () => filter];

/** Cursors of deep pages, taken from the server before the measurements (see `deepCursors`). */
let DEEP_CURSOR = '';
let DEEP_CRITICAL_CURSOR = '';

const QUERIES: readonly Query[] = [
  page('page: no filter, sort name', {}),
  page('page: AWS + us-east-1, sort last seen (newest)', { cloud: 'aws', region: 'us-east-1', sort: 'lastSeen', dir: 'desc' }),
  page('page: internet exposed, sort critical alerts', { exposed: 'true', sort: 'critical', dir: 'desc' }),
  page('page: has critical alerts, sort high alerts', { hasCritical: 'true', sort: 'high', dir: 'desc' }),
  page('page: type EC2 Instance, sort first seen', { type: 'EC2 Instance', sort: 'firstSeen', dir: 'desc' }),
  page('page: Azure storage, sort name', { cloud: 'azure', category: 'storage', sort: 'name' }),
  page('page: business unit Payments, sort account', { businessUnit: 'Payments', sort: 'account' }),
  page('page: sort resource id', { sort: 'resourceId' }),
  page('page: tag env=prod, sort name', { tagKey: 'env', tagValue: 'prod', sort: 'name' }),
  page('page: search "payments-prod", sort name', { q: 'payments-prod', sort: 'name' }),
  page('page: search "prod" (common: total capped), sort name', { q: 'prod', sort: 'name' }, 1),
  page('page: search "payments-prod", sort last seen (newest)', { q: 'payments-prod', sort: 'lastSeen', dir: 'desc' }),
  page('page: search "payments-prod", sort account', { q: 'payments-prod', sort: 'account' }),
  ['page: deep, page 4,000 by number, sort name', 'assets', (i) => ({ sort: 'name', page: 4_000 + (i % 20), pageSize: 50 })],
  ['page: deep, page 4,001 by cursor, sort name', 'assets', () => ({ sort: 'name', cursor: DEEP_CURSOR, pageSize: 50 })],
  ['page: deep, has critical by cursor, sort high', 'assets', () => ({ hasCritical: 'true', sort: 'high', dir: 'desc', cursor: DEEP_CRITICAL_CURSOR, pageSize: 50 })],
  facets('facets: no filter', {}),
  facets('facets: AWS + exposed', { cloud: 'aws', exposed: 'true' }),
  facets('facets: region + type', { region: 'eastus', type: 'Virtual Machine' }),
  facets('facets: business unit + has critical', { businessUnit: 'Payments', hasCritical: 'true' }),
  facets('facets: tag env=prod', { tagKey: 'env', tagValue: 'prod' }),
  facets('facets: search "payments-prod"', { q: 'payments-prod' }),
  ['asset dashboard (weekly growth over 180 days)', 'assets/dashboard', () => ({})],
];

async function main() {
  if (!existsSync(join(REPO, 'server', 'dist', 'app.js'))) throw new Error('Run `npm run build` first');
  if (DATABASES.includes('postgres') && !POSTGRES) throw new Error('--databases=postgres needs PALISADE_DATABASE_URL');
  const figures = new Map<string, Map<string, [number, number]>>();
  for (const database of DATABASES) figures.set(database, await measure(database));
  if (figures.size < 2) return;
  const [left, right] = [...figures.keys()] as [string, string];
  console.log(`\nSide by side (p50 / p95, ms)${' '.repeat(26)}${left.padStart(17)}  ${right.padStart(17)}`);
  const cell = (figure: [number, number] | undefined) => (figure ? `${figure[0].toFixed(1)} / ${figure[1].toFixed(1)}` : '–').padStart(17);
  for (const [name, figure] of figures.get(left)!) console.log(`  ${name.padEnd(52)} ${cell(figure)}  ${cell(figures.get(right)!.get(name))}`);
}

async function measure(database: 'sqlite' | 'postgres'): Promise<Map<string, [number, number]>> {
  const { createServer } = (await import(pathToFileURL(join(REPO, 'server', 'dist', 'app.js')).href)) as ServerModule;
  const postgres = database === 'postgres' ? await postgresDatabase() : undefined;
  const dataDir = postgres ? `${DATA}-postgres` : DATA;
  console.log(`\n=== ${database} ===`);
  const started = performance.now();
  const options = { dataDir, ...(postgres ? { database: { url: postgres.url } } : {}), host: '127.0.0.1', consoleDir: DIST,
    importMapPath: join(DIST, 'import-map.json'), demo: true, scale: SCALE, rateLimits: { perAccount: 10_000, perAddress: 10_000 } };
  const server = await createServer({ ...options, port: await freePort() });
  const base = `http://127.0.0.1:${server.port}`;
  const where = postgres ? new URL(postgres.url).pathname.slice(1) : DATA;
  console.log(server.seed.seeded ? `Seeded ${SCALE} demo data in ${(server.seed.ms! / 1000).toFixed(1)} s (${server.seed.counts!['assets']!.toLocaleString('en-US')} assets) into ${where}`
    : `Reusing ${where} (started in ${((performance.now() - started) / 1000).toFixed(1)} s)`);
  if (server.seed.seeded) console.log(seedTimesLine(server.seed.tableMs));
  const file = join(DATA, 'palisade.sqlite');
  const mb = (path: string) => (existsSync(path) ? statSync(path).size : 0) / 1_048_576;
  console.log(postgres ? `Database: ${(await postgres.mb()).toFixed(0)} MB` : `Database: ${mb(file).toFixed(0)} MB (+ ${mb(`${file}-wal`).toFixed(0)} MB write-ahead log)`);
  const results = new Map<string, [number, number]>();
  try {
    const token = await accessToken(base);
    const total = await get(base, token, 'assets', { pageSize: 1 });
    console.log(`Acme assets: ${total.body.total.toLocaleString('en-US')} (of all tenants' ${SCALE} data)\n`);
    DEEP_CURSOR = (await get(base, token, 'assets', { sort: 'name', page: 4_000, pageSize: 50 })).body.nextCursor;
    const critical = await get(base, token, 'assets', { hasCritical: 'true', sort: 'high', dir: 'desc', pageSize: 1 });
    const lastCriticalPage = Math.max(1, Math.ceil(critical.body.total / 50) - 1);
    DEEP_CRITICAL_CURSOR = (await get(base, token, 'assets', { hasCritical: 'true', sort: 'high', dir: 'desc', page: lastCriticalPage, pageSize: 50 })).body.nextCursor;
    const load = () => loadavg().map((n) => n.toFixed(1)).join(' / ');
    console.log(`Server time (its Server-Timing header, Acme tenant, ${RUNS} runs each; goal p95 <= ${GOAL_MS} ms; round trip over loopback HTTP beside it; load average ${load()} over 1 / 5 / 15 min)`);
    for (const [name, p50, p95] of await serverFigures(base, QUERIES.filter(([name]) => name.includes(ONLY)))) results.set(name, [p50, p95]);
    console.log(`Load average after the server figures: ${load()}`);
    if (BROWSER_RUNS > 0) {
      const times = await menuToRows(base, BROWSER_RUNS);
      const [p50, p95] = [percentile(times, 50), percentile(times, 95)];
      const name = 'browser: menu click to first inventory rows';
      console.log(`\nChromium (${BROWSER_RUNS} runs, dashboard loaded anew before each click)`);
      console.log(`  ${name.padEnd(52)} p50 ${ms(p50).padStart(9)}   p95 ${ms(p95).padStart(9)}`);
      results.set(name, [p50, p95]);
    }
  } finally {
    await server.close();
  }
  // The server keeps a free text's matches until the tenant's assets change, so every run above but the first read them
  // kept. The same searches again on a server that keeps none: what a text costs the first time, or after a change.
  const searches = QUERIES.filter(([name]) => name.includes('search') && name.includes(ONLY));
  if (searches.length === 0) return results;
  const again = await createServer({ ...options, port: await freePort(), keptTextMatches: 0 });
  try {
    console.log('\nThe searches with no matches kept (a first search, or the first after a change to the tenant\'s assets)');
    const base = `http://127.0.0.1:${again.port}`;
    for (const [name, p50, p95] of await serverFigures(base, searches)) results.set(`${name}, none kept`, [p50, p95]);
  } finally {
    await again.close();
  }
  return results;
}

/** Each query's server time, p50 and p95 over the runs, printed with the round trip beside it. */
async function serverFigures(base: string, queries: readonly Query[]): Promise<[name: string, p50: number, p95: number][]> {
  const figures: [string, number, number][] = [];
  for (const [name, path, query] of queries) {
    // Access tokens last five minutes: a fresh one per query.
    const token = await accessToken(base);
    await get(base, token, path, query(0));
    const times: number[] = [];
    const trips: number[] = [];
    for (let i = 0; i < RUNS; i += 1) {
      const answer = await get(base, token, path, query(i));
      times.push(answer.server);
      trips.push(answer.ms);
    }
    const [p50, p95] = [percentile(times, 50), percentile(times, 95)];
    const trip = `${percentile(trips, 50).toFixed(1)} / ${percentile(trips, 95).toFixed(1)}`;
    console.log(`  ${name.padEnd(52)} p50 ${ms(p50).padStart(9)}   p95 ${ms(p95).padStart(9)}   round trip ${trip.padStart(13)}${p95 > GOAL_MS ? '   over the goal' : ''}`);
    figures.push([name, p50, p95]);
  }
  return figures;
}


/**
 * One request: `server` is the server's own time (its Server-Timing header: arrival to serialized answer), `ms` the round
 * trip, which adds loopback HTTP and this client's fetch and JSON parsing, in the server's process.
 */
async function get(base: string, token: string, path: string, query: Record<string, string | number>): Promise<{ ms: number; server: number; body: any }> {
  const search = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]));
  const t0 = performance.now();
  const res = await fetch(`${base}/api/asset/api/v1/${path}?${search}`, { headers: { authorization: `Bearer ${token}` } });
  const json = await res.json();
  const elapsed = performance.now() - t0;
  if (!res.ok) throw new Error(`${path}: ${res.status} ${JSON.stringify(json)}`);
  const server = /\bapp;dur=([\d.]+)/.exec(res.headers.get('server-timing') ?? '')?.[1];
  if (server === undefined) throw new Error(`${path}: no Server-Timing header`);
  return { ms: elapsed, server: Number(server), body: json };
}

main().catch((error: unknown) => { console.error(error); process.exit(1); });
