/**
 * Vulnerability management benchmark: `npm run bench:vulnerabilities` (after `npm run build`).
 *
 * Starts the built server with the large demo scale (at least 2,000,000 findings; the database is kept in --data, default
 * <tmp>/palisade-bench-vulnerabilities-large, so only the first run pays for seeding, and that run prints how long it took)
 * and prints p50/p95 server time (loopback HTTP, bearer token) of filtered, priority-sorted finding pages, of pages by
 * CVE, of the filter menus and of the dashboard aggregates; then the ingest throughput of a 50,000-finding Trivy JSON report.
 * The server's CVE rollups are waited for before measuring and after the ingest (each wait is printed); the ingested
 * findings are taken out after the run, so that every run reads the same data and ingests 50,000 new findings.
 *
 * Options: --runs=60 (samples per query)  --data=<dir>  --scale=large|default  --ingest=50000 (findings in the Trivy file)
 */
import Database from 'better-sqlite3';
import { existsSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { DIST, REPO } from '../scripts/build/paths.js';
import { freePort } from '../scripts/consoleServer.js';
import { accessToken, percentile, seedTimesLine } from './support/serverFigures.js';

const args = new Map(process.argv.slice(2).map((a) => { const [k = '', ...v] = a.replace(/^--/, '').split('='); return [k, v.join('=')] as const; }));
const RUNS = Number(args.get('runs') || 60);
const SCALE = args.get('scale') || 'large';
const DATA = args.get('data') || join(tmpdir(), `palisade-bench-vulnerabilities-${SCALE}`);
const INGEST = Number(args.get('ingest') || 50_000);
const GOAL_MS = 50;

interface ServerModule {
  createServer(o: { dataDir: string; port: number; host: string; consoleDir: string; importMapPath: string; demo: boolean; scale: string;
    rateLimits?: { perAccount?: number; perAddress?: number } }): Promise<{ port: number; seed: { seeded: boolean; ms?: number; counts?: Record<string, number>; tableMs?: Record<string, number> }; close(): Promise<void> }>;
}

const ms = (n: number) => `${n.toFixed(1)} ms`;

type Query = readonly [name: string, path: string, query: (i: number) => Record<string, string | number>];
const page = (name: string, filter: Record<string, string>, pages = 20): Query => [name, 'findings', (i) => ({ ...filter, page: 1 + (i % pages), pageSize: 50 })];
const QUERIES: readonly Query[] = [
  page('page: open, sort priority', { status: 'open' }),
  page('page: open + KEV + fix available, sort priority', { status: 'open', kev: 'true', fixAvailable: 'true' }),
  page('page: open critical + exposed, sort priority', { status: 'open', severity: 'Critical', exposed: 'true' }),
  page('page: no filter, sort priority', {}),
  ['by CVE: open, sort priority', 'cves', (i) => ({ status: 'open', page: 1 + (i % 10), pageSize: 50 })],
  ['by CVE: open + KEV + fix available, sort priority', 'cves', (i) => ({ status: 'open', kev: 'true', fixAvailable: 'true', page: 1 + (i % 3), pageSize: 50 })],
  ['facets: open + KEV', 'findings/facets', () => ({ status: 'open', kev: 'true' })],
  ['facets: open + internet exposed', 'findings/facets', () => ({ status: 'open', exposed: 'true' })],
  ['dashboard aggregates', 'dashboard', () => ({})],
];

/** A Trivy JSON report (SchemaVersion 2) with `n` vulnerabilities over a few hundred packages. */
function trivyReport(n: number): string {
  const vulnerabilities = Array.from({ length: n }, (_, i) => ({
    VulnerabilityID: `CVE-${2015 + (i % 10)}-${String(10_000 + i).padStart(5, '0')}`, PkgName: `pkg-${i % 400}`, InstalledVersion: `1.${i % 50}.0`,
    FixedVersion: i % 4 === 0 ? '' : `1.${i % 50}.1`, PkgIdentifier: { PURL: `pkg:deb/debian/pkg-${i % 400}@1.${i % 50}.0` }, Severity: 'HIGH',
    Title: `pkg-${i % 400}: synthetic issue ${i}`, CVSS: { nvd: { V3Vector: 'CVSS:3.1/AV:N/AC:L/PR:N/UI:N/S:U/C:N/I:N/A:H', V3Score: 7.5 } },
  }));
  return JSON.stringify({ SchemaVersion: 2, ArtifactName: 'registry.acme.test/bench/app:1.0.0', ArtifactType: 'container_image',
    Results: [{ Target: 'registry.acme.test/bench/app:1.0.0 (debian 12.5)', Class: 'os-pkgs', Type: 'debian', Vulnerabilities: vulnerabilities }] }, null, 2);
}

async function main() {
  if (!existsSync(join(REPO, 'server', 'dist', 'app.js'))) throw new Error('Run `npm run build` first');
  const { createServer } = (await import(pathToFileURL(join(REPO, 'server', 'dist', 'app.js')).href)) as ServerModule;
  const started = performance.now();
  const server = await createServer({ dataDir: DATA, port: await freePort(), host: '127.0.0.1', consoleDir: DIST, importMapPath: join(DIST, 'import-map.json'),
    demo: true, scale: SCALE, rateLimits: { perAccount: 10_000, perAddress: 10_000 } });
  const base = `http://127.0.0.1:${server.port}`;
  console.log(server.seed.seeded ? `Seeded ${SCALE} demo data in ${(server.seed.ms! / 1000).toFixed(1)} s (${server.seed.counts!['vulnerabilities']!.toLocaleString('en-US')} findings) into ${DATA}`
    : `Reusing ${DATA} (started in ${((performance.now() - started) / 1000).toFixed(1)} s)`);
  if (server.seed.seeded) console.log(seedTimesLine(server.seed.tableMs));
  const file = join(DATA, 'palisade.sqlite');
  const mb = (path: string) => (existsSync(path) ? statSync(path).size : 0) / 1_048_576;
  console.log(`Database: ${mb(file).toFixed(0)} MB (+ ${mb(`${file}-wal`).toFixed(0)} MB write-ahead log)`);
  const reader = new Database(file, { readonly: true });
  const changed = () => Number((reader.prepare('SELECT count(*) AS n FROM vulnerability_cve_changes').get() as { n: number }).n);
  let asset = 0;
  try {
    await rollupsTaken(changed, 'at start');
    const token = await accessToken(base);
    const all = await call(base, token, 'findings', { pageSize: 1 });
    console.log(`Acme findings: ${all.body.total.toLocaleString('en-US')} (of all tenants' ${SCALE} data)\n`);
    console.log(`Server time (loopback HTTP, Acme tenant, ${RUNS} runs each; goal p95 <= ${GOAL_MS} ms)`);
    for (const [name, path, query] of QUERIES) {
      const fresh = await accessToken(base);
      await call(base, fresh, path, query(0));
      const times: number[] = [];
      for (let i = 0; i < RUNS; i += 1) times.push((await call(base, fresh, path, query(i))).ms);
      const [p50, p95] = [percentile(times, 50), percentile(times, 95)];
      console.log(`  ${name.padEnd(52)} p50 ${ms(p50).padStart(9)}   p95 ${ms(p95).padStart(9)}${p95 > GOAL_MS ? '   over the goal' : ''}`);
    }
    const body = trivyReport(INGEST);
    asset = (await call(base, token, 'findings', { pageSize: 1, sort: 'priority', dir: 'asc' })).body.items[0].asset.id as number;
    const t0 = performance.now();
    const res = await fetch(`${base}/api/vulnerability/api/v1/uploads?format=trivy&asset=${asset}&fileName=bench.json`,
      { method: 'POST', headers: { authorization: `Bearer ${await accessToken(base)}`, 'content-type': 'application/json' }, body });
    const report = await res.json() as { created: number; rejected: unknown[] };
    const seconds = (performance.now() - t0) / 1000;
    if (!res.ok) throw new Error(`upload: ${res.status} ${JSON.stringify(report)}`);
    console.log(`\nIngest: Trivy JSON with ${INGEST.toLocaleString('en-US')} findings (${(body.length / 1_048_576).toFixed(1)} MB): ${seconds.toFixed(2)} s, `
      + `${Math.round(report.created / seconds).toLocaleString('en-US')} findings/s (created ${report.created}, rejected ${report.rejected.length})`);
    await rollupsTaken(changed, 'after the ingest');
  } finally {
    await server.close();
    reader.close();
  }
  // The next run ingests the same file again: its findings are taken out (the rollups follow at that run's start).
  if (asset) {
    const t0 = performance.now();
    const writer = new Database(file);
    const removed = writer.prepare(`DELETE FROM vulnerabilities WHERE source = 'trivy' AND asset_id = ?`).run(asset).changes;
    writer.close();
    console.log(`Took the ${removed.toLocaleString('en-US')} ingested findings out again in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
  }
}

/**
 * Waits until the server has taken the rollups of every CVE whose findings changed (until then a page reads those CVEs
 * from their findings), and prints how long that took.
 */
async function rollupsTaken(changed: () => number, when: string): Promise<void> {
  const marked = changed();
  if (marked === 0) return;
  const t0 = performance.now();
  while (changed() > 0) await new Promise((resolve) => setTimeout(resolve, 100));
  console.log(`CVE rollups ${when}: ${marked.toLocaleString('en-US')} changed CVEs taken in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
}


async function call(base: string, token: string, path: string, query: Record<string, string | number>): Promise<{ ms: number; body: any }> {
  const search = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]));
  const t0 = performance.now();
  const res = await fetch(`${base}/api/vulnerability/api/v1/${path}?${search}`, { headers: { authorization: `Bearer ${token}` } });
  const json = await res.json();
  const elapsed = performance.now() - t0;
  if (!res.ok) throw new Error(`${path}: ${res.status} ${JSON.stringify(json)}`);
  return { ms: elapsed, body: json };
}

main().catch((error: unknown) => { console.error(error); process.exit(1); });
