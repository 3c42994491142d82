/**
 * Compliance benchmark: `npm run bench:compliance` (after `npm run build`).
 *
 * Starts the built server with demo data (default the large scale; the database is kept in --data, default
 * <tmp>/palisade-bench-compliance-<scale>, so only the first run pays for seeding) and prints p50/p95 server time
 * (loopback HTTP, bearer token) of each framework page's scoring, whole tenant and sliced, of the framework list and of the
 * scores by account (heatmaps and most-failed requirements), each beside the same scores through the grouped per-region read
 * they used before the per-account summary, and both reads timed on their own.
 * Scores read the per-check summaries the alert triggers keep, never the alerts themselves.
 *
 * Options: --runs=40 (samples per query)  --data=<dir>  --scale=large
 */
import Database from 'better-sqlite3';
import { existsSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { DIST, REPO } from '../scripts/build/paths.js';
import { freePort } from '../scripts/consoleServer.js';
import { accessToken } from './support/serverFigures.js';

const args = new Map(process.argv.slice(2).map((a) => { const [k = '', ...v] = a.replace(/^--/, '').split('='); return [k, v.join('=')] as const; }));
const RUNS = Number(args.get('runs') || 40);
const SCALE = args.get('scale') || 'large';
const DATA = args.get('data') || join(tmpdir(), `palisade-bench-compliance-${SCALE}`);
const GOAL_MS = 100;

interface ServerModule {
  createServer(o: { dataDir: string; port: number; host: string; consoleDir: string; importMapPath: string; demo: boolean; scale: string;
    rateLimits?: { perAccount?: number; perAddress?: number } }): Promise<{ port: number; seed: { seeded: boolean; ms?: number }; close(): Promise<void> }>;
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
};

async function main() {
  if (!existsSync(join(REPO, 'server', 'dist', 'app.js'))) throw new Error('Run `npm run build` first');
  const { createServer } = (await import(pathToFileURL(join(REPO, 'server', 'dist', 'app.js')).href)) as ServerModule;
  const server = await createServer({ dataDir: DATA, port: await freePort(), host: '127.0.0.1', consoleDir: DIST,
    importMapPath: join(DIST, 'import-map.json'), demo: true, scale: SCALE, rateLimits: { perAccount: 10_000, perAddress: 10_000 } });
  console.log(server.seed.seeded ? `Seeded ${SCALE} demo data in ${(server.seed.ms! / 1000).toFixed(1)} s into ${DATA}` : `Reusing ${DATA}`);
  const base = `http://127.0.0.1:${server.port}`;
  try {
    const token = await accessToken(base);
    const get = async (path: string) => {
      const t0 = performance.now();
      const res = await fetch(`${base}/api/compliance/v1/${path}`, { headers: { authorization: `Bearer ${token}` } });
      const body = await res.json() as any;
      if (!res.ok) throw new Error(`${path}: ${res.status} ${JSON.stringify(body)}`);
      return { ms: performance.now() - t0, body };
    };
    const frameworks = (await get('frameworks')).body.frameworks as { id: string }[];
    // Naming every region gives the same scores through the grouped per-region read the heatmaps used before the per-account summary.
    const regions = ((await get('filters')).body.regions as string[]).map((r) => `region=${encodeURIComponent(r)}`).join('&');
    const paths = [['framework list', 'frameworks'], ['scores by framework and account', 'matrix'],
      ['  same, every region named (grouped read)', `matrix?${regions}`], ['ZBP scores by section and account', 'matrix?framework=ZBP'],
      ['  same, every region named (grouped read)', `matrix?framework=ZBP&${regions}`],
      ...frameworks.flatMap((f) => [
        [`${f.id} page`, `frameworks/${f.id}`], [`${f.id} page, AWS + us-east-1`, `frameworks/${f.id}?cloud=aws&region=us-east-1`],
      ])] as const;
    // The figures move with the machine's load: say what it was.
    const load = () => loadavg().map((n) => n.toFixed(1)).join(' ');
    console.log(`Server time (loopback HTTP, Acme tenant, ${RUNS} runs each; goal p95 <= ${GOAL_MS} ms per framework page; load average ${load()})`);
    // Round after round over every query, so a burst of load on the machine falls on all of them alike.
    for (const [, path] of paths) await get(path);
    for (const [summary, grouped] of [['matrix', `matrix?${regions}`], ['matrix?framework=ZBP', `matrix?framework=ZBP&${regions}`]] as const) {
      const [a, b] = await Promise.all([get(summary), get(grouped)]);
      if (JSON.stringify(a.body.rows) !== JSON.stringify(b.body.rows)) throw new Error(`${summary} and ${grouped} give different scores`);
    }
    const times = paths.map((): number[] => []);
    for (let i = 0; i < RUNS; i += 1) for (const [k, [, path]] of paths.entries()) times[k]!.push((await get(path)).ms);
    for (const [k, [name]] of paths.entries()) {
      const [p50, p95] = [percentile(times[k]!, 50), percentile(times[k]!, 95)];
      console.log(`  ${name.padEnd(44)} p50 ${p50.toFixed(1).padStart(7)} ms   p95 ${p95.toFixed(1).padStart(7)} ms${p95 > GOAL_MS ? '   over the goal' : ''}   (load ${load()})`);
    }
    compareAccountReads(load());
  } finally {
    await server.close();
  }
}

/**
 * The scores by account read the per-account summary (compliance_account_failures) instead of grouping the per-region
 * one (compliance_check_failures): both reads timed in this run, on this database, for every check of every framework.
 */
function compareAccountReads(loadAverage: string) {
  const db = new Database(join(DATA, 'palisade.sqlite'), { readonly: true });
  try {
    const checks = (db.prepare("SELECT DISTINCT rule_id FROM compliance_check_failures WHERE tenant_id = 'tnt_acme'").all() as { rule_id: string }[]).map((r) => r.rule_id);
    const list = checks.map(() => '?').join(', ');
    const reads = [
      ['grouped per-region summary (before)', `SELECT rule_id, account_id, sum(open_alerts) AS n FROM compliance_check_failures
        WHERE tenant_id = 'tnt_acme' AND rule_id IN (${list}) AND open_alerts > 0 GROUP BY rule_id, account_id`],
      ['per-account summary (now)', `SELECT rule_id, account_id, open_alerts AS n FROM compliance_account_failures
        WHERE tenant_id = 'tnt_acme' AND rule_id IN (${list}) AND open_alerts > 0`],
    ] as const;
    console.log(`Open alerts by check and account for the heatmaps, read in this process (${RUNS * 5} runs each; load average ${loadAverage})`);
    for (const [name, text] of reads) {
      const statement = db.prepare(text);
      const rows = statement.all(...checks).length;
      const times: number[] = [];
      for (let i = 0; i < RUNS * 5; i += 1) {
        const t0 = performance.now();
        statement.all(...checks);
        times.push(performance.now() - t0);
      }
      console.log(`  ${name.padEnd(44)} p50 ${percentile(times, 50).toFixed(2).padStart(7)} ms   p95 ${percentile(times, 95).toFixed(2).padStart(7)} ms   (${rows} rows)`);
    }
  } finally {
    db.close();
  }
}


main().catch((error: unknown) => { console.error(error); process.exit(1); });
