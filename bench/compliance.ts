/**
 * Compliance benchmark: `npm run bench:compliance` (after `npm run build`).
 *
 * Starts the built server with demo data (default the large scale; the database is kept in --data, default
 * <tmp>/palisade-bench-compliance-<scale>, so only the first run pays for seeding) and prints p50/p95 server time
 * (loopback HTTP, bearer token) of each framework page's scoring, whole tenant and sliced, of the framework list and of the
 * scores by account (heatmaps and most-failed requirements).
 * Scores read the per-check summary the alert triggers keep, never the alerts themselves.
 *
 * Options: --runs=40 (samples per query)  --data=<dir>  --scale=large
 */
import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
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
    const paths = [['framework list', 'frameworks'], ['scores by framework and account', 'matrix'], ['ZBP scores by section and account', 'matrix?framework=ZBP'],
      ...frameworks.flatMap((f) => [
        [`${f.id} page`, `frameworks/${f.id}`], [`${f.id} page, AWS + us-east-1`, `frameworks/${f.id}?cloud=aws&region=us-east-1`],
      ])] as const;
    console.log(`Server time (loopback HTTP, Acme tenant, ${RUNS} runs each; goal p95 <= ${GOAL_MS} ms per framework page)`);
    for (const [name, path] of paths) {
      await get(path);
      const times: number[] = [];
      for (let i = 0; i < RUNS; i += 1) times.push((await get(path)).ms);
      const [p50, p95] = [percentile(times, 50), percentile(times, 95)];
      console.log(`  ${name.padEnd(44)} p50 ${p50.toFixed(1).padStart(7)} ms   p95 ${p95.toFixed(1).padStart(7)} ms${p95 > GOAL_MS ? '   over the goal' : ''}`);
    }
  } finally {
    await server.close();
  }
}


main().catch((error: unknown) => { console.error(error); process.exit(1); });
