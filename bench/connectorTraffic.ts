/**
 * Connector telemetry benchmark: `npx tsx bench/connectorTraffic.ts`.
 *
 * Seeds Acme's connectors and their telemetry at the large demo scale (200 connectors, 31 days of minute samples,
 * hourly and daily roll-ups, 1,000,000 sessions) into a SQLite database kept in --data (default
 * <tmp>/palisade-bench-connector-traffic, so only the first run pays for seeding, and that run prints how long it
 * took), then prints p50/p95 of the queries behind the dashboard (overview), monitoring (health) and the session log
 * (a filtered page), over the last hour, the last 24 hours and the last month. The goal is p95 ≤ 100 ms.
 * Then, in Chromium on the built console (`npm run build`), the time from a click on the menu's Connector insights item
 * to the dashboard's first chart (p50/p95 over --browser-runs, default 5; --browser-runs=0 leaves it out).
 *
 * Options: --runs=40 (samples per query)  --data=<dir>  --browser-runs=5
 *          --minute-days=31 --sessions=1000000 (a smaller seed on a busy machine: fewer days of minute samples before the
 *          hourly rows take over, and fewer sessions; the fleet stays 200 connectors)
 */
import { sql } from 'kysely';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sessionLogPage } from '../server/src/api/connectors/telemetry/sessionLog.js';
import { health, overview } from '../server/src/api/connectors/telemetry/telemetryViews.js';
import { openDatabase } from '../server/src/db/openDatabase.js';
import { seedTelemetry } from '../server/src/api/connectors/telemetry/demoTelemetry.js';
import { acmeFleet, fleetConnectors, TELEMETRY_PLANS } from '../server/src/demo/seedConnectorTelemetry.js';
import { seedConnectors } from '../server/src/demo/seedConnectors.js';
import { connectorsMenuToChart } from './connectorsMenuToChart.js';
import { percentile } from './support/serverFigures.js';

const args = new Map(process.argv.slice(2).map((a) => { const [k = '', ...v] = a.replace(/^--/, '').split('='); return [k, v.join('=')] as const; }));
const RUNS = Number(args.get('runs') || 40);
const MINUTE_DAYS = Number(args.get('minute-days') || 31);
const SESSIONS = Number(args.get('sessions') || TELEMETRY_PLANS.large.sessions);
const DATA = args.get('data') || join(tmpdir(), `palisade-bench-connector-traffic-${MINUTE_DAYS}d-${SESSIONS}`);
const GOAL_MS = 100;
const BROWSER_RUNS = Number(args.get('browser-runs') ?? 5);
const HOUR = 3_600_000;
const TENANT = 'tnt_acme';

const db = await openDatabase(DATA);
const meta = await db.selectFrom('meta').select('value').where('key', '=', 'bench_connector_traffic_now').executeTakeFirst();
let now = Number(meta?.value ?? 0);
if (!meta) {
  now = Date.now();
  const started = performance.now();
  const counts = await db.transaction().execute(async (trx) => {
    await seedConnectors(trx, now, 'large');
    const plan = { ...TELEMETRY_PLANS.large, minuteWindowMs: MINUTE_DAYS * 24 * HOUR, sessions: SESSIONS };
    return seedTelemetry(trx, TENANT, [...acmeFleet(now), ...fleetConnectors(plan.fleet, now)], now, plan);
  });
  await db.insertInto('meta').values({ key: 'bench_connector_traffic_now', value: String(now) }).execute();
  console.log(`seeded in ${((performance.now() - started) / 1000).toFixed(0)} s:`, counts);
}

// The seed's pages sit in the write-ahead log until a checkpoint; reads through a log of a gigabyte are not what a
// settled database sees.
await sql`PRAGMA wal_checkpoint(TRUNCATE)`.execute(db);

async function measure(name: string, run: () => Promise<unknown>): Promise<void> {
  await run();
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const t = performance.now();
    await run();
    times.push(performance.now() - t);
  }
  times.sort((a, b) => a - b);
  const p95 = percentile(times, 95);
  console.log(`${name.padEnd(44)} p50 ${percentile(times, 50).toFixed(1).padStart(7)} ms   p95 ${p95.toFixed(1).padStart(7)} ms ${p95 <= GOAL_MS ? '' : '  (over the goal)'}`);
}

const RANGES = [['last hour', HOUR], ['last 24 hours', 24 * HOUR], ['last month', 30 * 24 * HOUR]] as const;
console.log(`200 connectors, ${MINUTE_DAYS} days of minute samples, ${SESSIONS.toLocaleString('en-US')} sessions; ${RUNS} runs per query; goal p95 ≤ ${GOAL_MS} ms`);
for (const [label, span] of RANGES) {
  const from = now - span;
  await measure(`dashboard overview, ${label}`, () => overview(db, TENANT, now, from, now));
  await measure(`monitoring health, ${label}`, () => health(db, TENANT, now, from, now));
  await measure(`session log page 1, ${label}`, () => sessionLogPage(db, TENANT, { from, to: now, sort: 'startedAt', dir: 'desc', page: 1, pageSize: 50 }));
  await measure(`session log filtered (ZPA, us-east-1), ${label}`, () => sessionLogPage(db, TENANT, {
    from, to: now, method: ['ZPA'], location: ['us-east-1'], sort: 'startedAt', dir: 'desc', page: 1, pageSize: 50,
  }));
}
await db.destroy();
if (BROWSER_RUNS > 0) {
  const times = (await connectorsMenuToChart(BROWSER_RUNS)).sort((a, b) => a - b);
  console.log(`Chromium (${BROWSER_RUNS} runs, default demo scale): menu click to the dashboard's first chart  p50 ${percentile(times, 50).toFixed(0)} ms   p95 ${percentile(times, 95).toFixed(0)} ms`);
}
