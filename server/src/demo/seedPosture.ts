import { sql } from 'kysely';
import type { Db } from '../db/openDatabase.js';
import { DEMO_ORGS } from './demoDirectory.js';
import { SCALE_SIZES, type DemoScale } from './demoScale.js';
import { createPrng, type Prng } from './prng.js';
import { demoAccess, demoAssets, demoChanges, demoTags } from './demoAssets.js';
import { demoAlert } from './demoAlert.js';
import { demoCves } from './cveCatalog.js';
import { cveRow, demoFindings } from './demoVulnerabilities.js';
import { demoIdentity } from './demoIdentities.js';
import { DEMO_POLICIES } from './identityPolicyCatalog.js';
import { GrantCache } from '../identities/identityPermissions.js';
import { ALERT_POLICIES, STATUS_DESCRIPTIONS } from './alertCatalog.js';
import { SeedTimes } from './SeedTimes.js';
import { deferIndexesAndCounts } from './bulkLoad.js';
import { rollUpEveryCve } from '../db/vulnerabilityCveRollupsMigration.js';
import { insertBatched } from './insertBatched.js';

const DAY = 86_400_000;

function azureSubscriptionId(rng: Prng): string {
  const hex = Array.from({ length: 32 }, () => '0123456789abcdef'[rng.int(0, 15)]).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

const ASSET_SEED = 20_261_124;
const VULNERABILITY_SEED = 17_017;
const CVES_PER_TENANT = 480;
const IDENTITY_SEED = 20_261_118;
const ASSET_CHUNK = 20_000;
const HOST_CATEGORIES: ReadonlySet<string> = new Set(['compute', 'container', 'serverless']);

// Each tenant has fixed a different third of the policies, so compliance requirements pass as well as fail and the
// tenants' scores differ. Decided without the random stream, so the rest of the demo data is as it was. Acme (the first
// tenant) fixed the policies at positions 2, 5, 8, …, so the first policies of the catalogue keep open alerts there.
const remediated = <A extends { rule_id: string; status: string; status_description: string }>(alert: A, tenantIndex: number): A =>
  alert.status === 'Open' && (ALERT_POLICIES.findIndex((p) => p.id === alert.rule_id) + tenantIndex) % 3 === 2
    ? { ...alert, status: 'Resolved', status_description: STATUS_DESCRIPTIONS.Resolved[0] ?? '' } : alert;

/** Cloud accounts, alerts, assets, identities, vulnerabilities and compliance results for each tenant. */
export async function seedPosture(db: Db, scale: DemoScale, rng: Prng, now: number, times = new SeedTimes(), bulk = scale === 'large'): Promise<Record<string, number>> {
  const sizes = SCALE_SIZES[scale];
  const tenants: readonly { id: string; name: string; weight: number }[] = DEMO_ORGS.flatMap((o): readonly { id: string; name: string; weight: number }[] => o.tenants);
  const ids = { account: 0, alert: 0, asset: 0, identity: 0, vuln: 0, compliance: 0, change: 0 };
  const assetRng = createPrng(ASSET_SEED);
  const vulnRng = createPrng(VULNERABILITY_SEED);
  const identityRng = createPrng(IDENTITY_SEED);
  const grants = new GrantCache();
  const counts: Record<string, number> = {};
  // Runs inside the seed's one transaction (seedDemoIfEmpty).
  const trx = db;
  const load = bulk ? await deferIndexesAndCounts(trx) : undefined;
  for (const [tenantIndex, t] of tenants.entries()) {
    const n = (total: number) => Math.max(1, Math.round(total * t.weight));
    const accounts = Array.from({ length: Math.max(2, n(sizes.accounts)) }, (_, i) => {
      const provider = rng.next() < 0.65 ? 'aws' as const : 'azure' as const;
      const external = provider === 'aws' ? String(rng.int(100_000_000_000, 999_999_999_999)) : azureSubscriptionId(rng);
      return { id: ++ids.account, tenant_id: t.id, provider, name: `${t.name.toLowerCase().replace(/\s+/g, '-')}-${provider}-${i + 1}`, external_id: external, created_at: now - rng.int(30, 700) * DAY };
    });
    await insertBatched(trx, 'cloud_accounts', accounts, times);
    const alertRow = (kind: 'cloud' | 'iac') => remediated(demoAlert(rng, ++ids.alert, t.id, kind, rng.pick(accounts), now), tenantIndex);
    const alerts = [...Array.from({ length: n(sizes.cloudAlerts) }, () => alertRow('cloud')), ...Array.from({ length: n(sizes.iacAlerts) }, () => alertRow('iac'))];
    // Assets come from their own random stream, so adding to them leaves the rest of the demo data as it was.
    const assets = demoAssets(assetRng, t.id, accounts, n(sizes.assets), () => ++ids.asset, alerts, now);
    // Assets first: inserting an open alert then counts it on its asset.
    for (let i = 0; i < assets.length; i += ASSET_CHUNK) {
      await insertBatched(trx, 'assets', assets.slice(i, i + ASSET_CHUNK).map(({ app: _app, env: _env, ...row }) => row), times);
    }
    await insertBatched(trx, 'alerts', alerts, times);
    // The base rows take the same draws as before (the rest of the demo stays as it was); the detail has its own stream.
    const accountById = new Map(accounts.map((a) => [a.id, a]));
    const identities = Array.from({ length: n(sizes.identities) }, () => {
      const base = { id: ++ids.identity, tenant_id: t.id, account_id: rng.pick(accounts).id, kind: rng.pick(['user', 'role', 'service_account', 'group'] as const),
        name: `identity-${rng.int(1, 999_999).toString(36)}` };
      rng.next();
      return demoIdentity(identityRng, base, accountById.get(base.account_id)!, accounts, now, grants);
    });
    await insertBatched(trx, 'iam_policies', DEMO_POLICIES.map((p) => ({ tenant_id: t.id, id: p.id, cloud: p.cloud, name: p.name, document: JSON.stringify(p.document) })), times);
    await insertBatched(trx, 'identities', identities, times);
    const identitiesByAccount = new Map<number, number[]>();
    for (const identity of identities) {
      const list = identitiesByAccount.get(identity.account_id);
      if (list) list.push(identity.id); else identitiesByAccount.set(identity.account_id, [identity.id]);
    }
    for (let i = 0; i < assets.length; i += ASSET_CHUNK) {
      const chunk = assets.slice(i, i + ASSET_CHUNK);
      await insertBatched(trx, 'asset_tags', chunk.flatMap((a) => demoTags(assetRng, a)), times);
      await insertBatched(trx, 'asset_changes', chunk.flatMap((a) => demoChanges(assetRng, a, now)).map((c) => ({ id: ++ids.change, ...c })), times);
      await insertBatched(trx, 'asset_access', chunk.flatMap((a) => demoAccess(assetRng, a, identitiesByAccount)), times);
    }
    // Vulnerabilities are found on hosts and workloads, from their own random stream (as assets are).
    const hosts = assets.filter((a) => HOST_CATEGORIES.has(a.category));
    const cves = demoCves(vulnRng, CVES_PER_TENANT);
    await insertBatched(trx, 'cves', cves.map((c) => ({ ...cveRow(t.id, c) })), times);
    for (const chunk of demoFindings(vulnRng, t.id, cves, hosts.length > 0 ? hosts : assets, n(sizes.vulnerabilities), () => ++ids.vuln, now)) {
      await insertBatched(trx, 'vulnerabilities', chunk, times);
    }
    // Each tenant gets its own pass rate so the compliance scores differ visibly.
    const passRate = 0.55 + rng.next() * 0.4;
    const compliance = accounts.flatMap((a) => Array.from({ length: sizes.controls }, (_, c) => ({
      id: ++ids.compliance, tenant_id: t.id, benchmark_id: c % 3 === 2 ? 'CIS' : 'ZBP', control_id: `CTRL-${c + 1}`, account_id: a.id,
      status: rng.next() < passRate ? 'pass' as const : 'fail' as const,
    })));
    await insertBatched(trx, 'compliance_results', compliance, times);
  }
  await load?.finish(times);
  await times.time('counts', () => rollUpEveryCve(trx));
  // Planner statistics for the alert list's many indexes (the demo database is otherwise never analysed).
  await sql`ANALYZE alerts`.execute(db);
  await sql`ANALYZE assets`.execute(db);
  await sql`ANALYZE asset_tags`.execute(db);
  await sql`ANALYZE vulnerabilities`.execute(db);
  await sql`ANALYZE identities`.execute(db);
  Object.assign(counts, { accounts: ids.account, alerts: ids.alert, assets: ids.asset, assetChanges: ids.change, identities: ids.identity, vulnerabilities: ids.vuln, complianceResults: ids.compliance });
  return counts;
}
