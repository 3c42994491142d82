/**
 * Where the time of an inventory call goes: `npx tsx bench/queryTimes.ts <data>/palisade.sqlite [name filter]`.
 *
 * Runs the asset and vulnerability API functions (pages, filter menus, dashboard) in-process against a SQLite file opened
 * read-only (no HTTP, no migrations), RUNS times each (default 3), and prints each call's p50 and p95 with every
 * statement of its last run that took a millisecond or more. REPO=<checkout> runs another checkout's code against the
 * same file, for a before/after on one database. Figures, not verdicts: the benchmarks (assets.ts, vulnerabilities.ts)
 * measure the server as it serves.
 */
import SqliteDatabase from 'better-sqlite3';
import { Kysely, SqliteDialect } from 'kysely';
import { loadavg } from 'node:os';
const WT = process.env.REPO ?? new URL('..', import.meta.url).pathname;
const { assetPage, countAssets } = await import(`${WT}/server/src/api/assets/assetStore.ts`);
const { assetFacets } = await import(`${WT}/server/src/api/assets/assetFacets.ts`);
const { assetSearch, assetFilters } = await import(`${WT}/server/src/api/assets/assetQuery.ts`);
const { findingPage, cvePage, presentFindings } = await import(`${WT}/server/src/api/vulnerabilities/vulnerabilityStore.ts`);
const { findingFacets } = await import(`${WT}/server/src/api/vulnerabilities/vulnerabilityFacets.ts`);
const { findingSearch, findingFilters } = await import(`${WT}/server/src/api/vulnerabilities/vulnerabilityQuery.ts`);
const { vulnerabilityDashboard } = await import(`${WT}/server/src/api/vulnerabilities/vulnerabilityDashboard.ts`);
const { accountsOf } = await import(`${WT}/server/src/api/assets/accountsOf.ts`);
const { tagsOf } = await import(`${WT}/server/src/api/assets/assetStore.ts`);

const file = process.argv[2]!;
const only = process.argv[3] ?? '';
const sqlite = new SqliteDatabase(file, { readonly: true });
sqlite.pragma('mmap_size = 4294967296'); sqlite.pragma('cache_size = -65536');
let log: { sql: string; ms: number }[] = [];
const db = new Kysely<any>({ dialect: new SqliteDialect({ database: sqlite }), log: (e) => { log.push({ sql: e.query.sql.replace(/\s+/g, ' ').slice(0, 230), ms: e.queryDurationMillis }); } });
const T = 'tnt_acme';
const aq = (q: Record<string, string>) => { const { page, pageSize, cursor, ...f } = assetSearch.parse({ pageSize: '50', ...q }); return { page, pageSize, f }; };
const vq = (q: Record<string, string>) => { const { page, pageSize, ...f } = findingSearch.parse({ pageSize: '50', ...q }); return { page, pageSize, f }; };
const cases: [string, () => Promise<unknown>][] = [
  ['asset page none', async () => { const { page, pageSize, f } = aq({}); const r = await assetPage(db, T, f, page, pageSize); await Promise.all([tagsOf(db, T, r.rows.map((x: any) => Number(x.id))), accountsOf(db, T)]);
    await db.selectFrom('asset_facet_counts').select('type').distinct().where('tenant_id', '=', T).where('n', '>', 0).orderBy('type').execute(); }],
  ['asset page aws+us-east-1 lastSeen', () => { const { page, pageSize, f } = aq({ cloud: 'aws', region: 'us-east-1', sort: 'lastSeen', dir: 'desc' }); return assetPage(db, T, f, page, pageSize); }],
  ['asset page exposed critical', () => { const { page, pageSize, f } = aq({ exposed: 'true', sort: 'critical', dir: 'desc' }); return assetPage(db, T, f, page, pageSize); }],
  ['asset page hasCritical high', () => { const { page, pageSize, f } = aq({ hasCritical: 'true', sort: 'high', dir: 'desc' }); return assetPage(db, T, f, page, pageSize); }],
  ['asset page EC2 firstSeen', () => { const { page, pageSize, f } = aq({ type: 'EC2 Instance', sort: 'firstSeen', dir: 'desc' }); return assetPage(db, T, f, page, pageSize); }],
  ['asset page azure storage', () => { const { page, pageSize, f } = aq({ cloud: 'azure', category: 'storage' }); return assetPage(db, T, f, page, pageSize); }],
  ['asset page BU payments account', () => { const { page, pageSize, f } = aq({ businessUnit: 'Payments', sort: 'account' }); return assetPage(db, T, f, page, pageSize); }],
  ['asset page tag env=prod', () => { const { page, pageSize, f } = aq({ tagKey: 'env', tagValue: 'prod' }); return assetPage(db, T, f, page, pageSize); }],
  ['asset page q payments-prod', () => { const { page, pageSize, f } = aq({ q: 'payments-prod' }); return assetPage(db, T, f, page, pageSize); }],
  ['asset page q payments-prod lastSeen', () => { const { page, pageSize, f } = aq({ q: 'payments-prod', sort: 'lastSeen', dir: 'desc' }); return assetPage(db, T, f, page, pageSize); }],
  ['asset page q prod', () => { const { page, pageSize, f } = aq({ q: 'prod' }); return assetPage(db, T, f, page, pageSize); }],
  ['asset page 4000', () => { const { page, pageSize, f } = aq({ page: '4000' }); return assetPage(db, T, f, page, pageSize); }],
  ['asset facets none', () => assetFacets(db, T, assetFilters.parse({}))],
  ['asset facets aws exposed', () => assetFacets(db, T, assetFilters.parse({ cloud: 'aws', exposed: 'true' }))],
  ['asset facets region+type', () => assetFacets(db, T, assetFilters.parse({ region: 'eastus', type: 'Virtual Machine' }))],
  ['asset facets BU+critical', () => assetFacets(db, T, assetFilters.parse({ businessUnit: 'Payments', hasCritical: 'true' }))],
  ['asset facets tag', () => assetFacets(db, T, assetFilters.parse({ tagKey: 'env', tagValue: 'prod' }))],
  ['vuln page open', async () => { const { page, pageSize, f } = vq({ status: 'open' }); const r = await findingPage(db, T, f, page, pageSize); await presentFindings(db, T, r.rows, Date.now()); }],
  ['vuln page open kev fix', async () => { const { page, pageSize, f } = vq({ status: 'open', kev: 'true', fixAvailable: 'true' }); const r = await findingPage(db, T, f, page, pageSize); await presentFindings(db, T, r.rows, Date.now()); }],
  ['vuln page open crit exposed', async () => { const { page, pageSize, f } = vq({ status: 'open', severity: 'Critical', exposed: 'true' }); const r = await findingPage(db, T, f, page, pageSize); await presentFindings(db, T, r.rows, Date.now()); }],
  ['vuln page none', async () => { const { page, pageSize, f } = vq({}); const r = await findingPage(db, T, f, page, pageSize); await presentFindings(db, T, r.rows, Date.now()); }],
  ['vuln page kev only', async () => { const { page, pageSize, f } = vq({ kev: 'true' }); await findingPage(db, T, f, page, pageSize); }],
  ['vuln page fix only', async () => { const { page, pageSize, f } = vq({ fixAvailable: 'true' }); await findingPage(db, T, f, page, pageSize); }],
  ['vuln page asset', async () => { const { page, pageSize, f } = vq({ asset: '1000' }); await findingPage(db, T, f, page, pageSize); }],
  ['vuln page cve', async () => { const { page, pageSize, f } = vq({ cve: 'CVE-2021-44228' }); await findingPage(db, T, f, page, pageSize); }],
  ['vuln cves open', async () => { const { page, pageSize, f } = vq({ status: 'open' }); await cvePage(db, T, f, page, pageSize); }],
  ['vuln cves kev fix', async () => { const { page, pageSize, f } = vq({ status: 'open', kev: 'true', fixAvailable: 'true' }); await cvePage(db, T, f, page, pageSize); }],
  ['vuln facets open kev', () => findingFacets(db, T, findingFilters.parse({ status: 'open', kev: 'true' }))],
  ['vuln facets open exposed', () => findingFacets(db, T, findingFilters.parse({ status: 'open', exposed: 'true' }))],
  ['vuln dashboard', () => vulnerabilityDashboard(db, T, Date.now(), { targets: { Critical: 15, High: 30, Medium: 90 }, days: 30, historyDays: 90 })],
];
const RUNS = Number(process.env.RUNS ?? 3);
console.log(`${RUNS} runs each; load average ${loadavg().map((n) => n.toFixed(1)).join(' / ')}`);
for (const [name, fn] of cases.filter(([n]) => n.includes(only))) {
  await fn(); // warm
  const times: number[] = []; let last: typeof log = [];
  for (let i = 0; i < RUNS; i++) { log = []; const t0 = performance.now(); await fn(); times.push(performance.now() - t0); last = log; }
  times.sort((a, b) => a - b);
  const at = (p: number) => times[Math.min(times.length - 1, Math.floor((p / 100) * times.length))]!.toFixed(1);
  console.log(`\n${name}: p50 ${at(50)} ms  p95 ${at(95)} ms`);
  for (const q of last.filter((q) => q.ms >= 1)) console.log(`   ${q.ms.toFixed(1).padStart(8)}  ${q.sql}`);
}
console.log(`\nload average after: ${loadavg().map((n) => n.toFixed(1)).join(' / ')}`);
