/**
 * Cloud identities benchmark: `npm run bench:identities`.
 *
 * Builds the large demo scale's identities (SCALE_SIZES.large.identities, at least 50,000) in one tenant of a fresh
 * database, through the same generator the demo seed uses, and prints:
 * - the time to evaluate every identity's effective permissions from its policy documents, once with the grant cache
 *   the seed uses (one evaluation per distinct policy set) and once evaluating each identity on its own;
 * - p50/p95 of filtered, risk-sorted inventory pages (the list query plus its total, as the API runs them) and of the
 *   filter-menu counts, over several realistic filters.
 *
 * Options: --runs=60 (samples per query)  --identities=<count>  --data=<dir> (default: a new temporary folder)  --uncached=no (skip the
 *          evaluation of every identity on its own)
 */
import { mkdtempSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { identityFacets, identityPage } from '../server/src/api/identities/identityStore.js';
import { identityFilters } from '../server/src/api/identities/identityQuery.js';
import { databaseFile, openDatabase } from '../server/src/db/openDatabase.js';
import { demoIdentity, resolveDemoPolicies } from '../server/src/demo/demoIdentities.js';
import { SCALE_SIZES } from '../server/src/demo/demoScale.js';
import { DEMO_POLICIES } from '../server/src/demo/identityPolicyCatalog.js';
import { createPrng } from '../server/src/demo/prng.js';
import { GrantCache, grantOf, type PolicyRef } from '../server/src/identities/identityPermissions.js';
import { percentile } from './support/serverFigures.js';

const args = new Map(process.argv.slice(2).map((a) => { const [k = '', ...v] = a.replace(/^--/, '').split('='); return [k, v.join('=')] as const; }));
const RUNS = Number(args.get('runs') || 60);
const COUNT = Number(args.get('identities') || SCALE_SIZES.large.identities);
const DATA = args.get('data') || mkdtempSync(join(tmpdir(), 'palisade-bench-identities-'));
const TENANT = 'tnt_bench';
const NOW = Date.UTC(2026, 10, 24, 12);

const ms = (n: number) => `${n.toFixed(1)} ms`;

const db = await openDatabase(DATA);
const rng = createPrng(7);
const accounts = Array.from({ length: SCALE_SIZES.large.accounts }, (_, i) => {
  const provider = i % 3 === 2 ? 'azure' as const : 'aws' as const;
  return { id: i + 1, provider, name: `bench-${provider}-${i + 1}`, external_id: provider === 'aws' ? String(100_000_000_000 + i) : `0000000${i}-0000-0000-0000-000000000000`.slice(-36) };
});
const kinds = ['user', 'role', 'service_account', 'group'] as const;

const grants = new GrantCache();
let t0 = performance.now();
const rows = Array.from({ length: COUNT }, (_, i) => {
  const account = accounts[i % accounts.length]!;
  return demoIdentity(rng, { id: i + 1, tenant_id: TENANT, account_id: account.id, kind: kinds[i % kinds.length]!, name: '' }, account, accounts, NOW, grants);
});
const generated = performance.now() - t0;

t0 = performance.now();
let actions = 0;
if (args.get('uncached') !== 'no') for (const row of rows) actions += grantOf(resolveDemoPolicies(JSON.parse(row.policies) as PolicyRef[])).effective.length;
const uncached = performance.now() - t0;

console.log(`${COUNT.toLocaleString('en-US')} identities over ${accounts.length} accounts, ${DEMO_POLICIES.length} policy documents`);
console.log(`effective permissions, grant cache (as the seed): ${ms(generated)} for generation, flags and scores, ${grants.evaluations} distinct policy sets evaluated`);
if (actions > 0) console.log(`effective permissions, every identity evaluated on its own: ${ms(uncached)} (${(uncached / COUNT * 1000).toFixed(1)} µs each, ${actions.toLocaleString('en-US')} granted actions)`);

t0 = performance.now();
await db.insertInto('iam_policies').values(DEMO_POLICIES.map((p) => ({ tenant_id: TENANT, id: p.id, cloud: p.cloud, name: p.name, document: JSON.stringify(p.document) }))).execute();
for (let i = 0; i < rows.length; i += 1000) await db.insertInto('identities').values(rows.slice(i, i + 1000)).execute();
await sql`ANALYZE identities`.execute(db);
console.log(`inserted and analysed in ${ms(performance.now() - t0)}; database ${(statSync(databaseFile(DATA)).size / 1_048_576).toFixed(1)} MB`);

const QUERIES: [string, Record<string, string>][] = [
  ['no filter, sort risk', {}],
  ['no MFA + High risk, sort risk', { flag: 'noMfa', risk: 'High' }],
  ['privilege escalation, sort risk', { flag: 'privilegeEscalation' }],
  ['AWS roles with external trust, sort risk', { cloud: 'aws', type: 'role', flag: 'externalTrust' }],
  ['keys over 90 days, sort risk', { keyAgeOver: '90' }],
  ['80% unused or more, sort unused', { unusedAtLeast: '80', sort: 'unused' }],
  ['search "deployer", sort risk', { q: 'deployer' }],
];
console.log(`\n${'query'.padEnd(48)} ${'page p50'.padStart(10)} ${'page p95'.padStart(10)} ${'facets p50'.padStart(11)} ${'facets p95'.padStart(11)}  total`);
for (const [name, raw] of QUERIES) {
  const filters = identityFilters.parse(raw);
  const page: number[] = [];
  const facets: number[] = [];
  let total = 0;
  for (let i = 0; i < RUNS; i++) {
    let s = performance.now();
    total = (await identityPage(db, TENANT, filters, NOW, 1 + (i % 10), 50)).total;
    page.push(performance.now() - s);
    s = performance.now();
    await identityFacets(db, TENANT, filters, NOW);
    facets.push(performance.now() - s);
  }
  console.log(`${name.padEnd(48)} ${ms(percentile(page, 50)).padStart(10)} ${ms(percentile(page, 95)).padStart(10)} ${ms(percentile(facets, 50)).padStart(11)} ${ms(percentile(facets, 95)).padStart(11)}  ${total}`);
}
await db.destroy();
