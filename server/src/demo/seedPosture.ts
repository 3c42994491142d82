import { sql } from 'kysely';
import type { Db } from '../db/openDatabase.js';
import { DEMO_ORGS } from './demoDirectory.js';
import { SCALE_SIZES, type DemoScale } from './demoScale.js';
import type { Prng } from './prng.js';
import { demoAlert } from './demoAlert.js';

const DAY = 86_400_000;
const AWS_REGIONS = ['us-east-1', 'us-west-2', 'eu-central-1', 'eu-west-1', 'ap-southeast-2'] as const;
const AZURE_REGIONS = ['eastus', 'westeurope', 'northeurope', 'southeastasia'] as const;
const SEVERITIES = [['Critical', 1], ['High', 3], ['Medium', 5], ['Low', 4], ['Info', 2]] as const;
const ASSET_TYPES = { aws: ['EC2 Instance', 'S3 Bucket', 'RDS Instance', 'Lambda Function', 'IAM Role', 'EKS Cluster', 'VPC'],
  azure: ['Virtual Machine', 'Storage Account', 'SQL Database', 'Function App', 'Key Vault', 'AKS Cluster', 'Virtual Network'] } as const;

function azureSubscriptionId(rng: Prng): string {
  const hex = Array.from({ length: 32 }, () => '0123456789abcdef'[rng.int(0, 15)]).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

async function insertBatched<T extends Record<string, unknown>>(db: Db, table: 'alerts' | 'assets' | 'identities' | 'vulnerabilities' | 'compliance_results' | 'cloud_accounts', rows: T[]) {
  const size = Math.max(1, Math.floor(30_000 / Math.max(1, Object.keys(rows[0] ?? { a: 1 }).length)));
  for (let i = 0; i < rows.length; i += size) await db.insertInto(table).values(rows.slice(i, i + size) as never).execute();
}

/** Cloud accounts, alerts, assets, identities, vulnerabilities and compliance results for each tenant. */
export async function seedPosture(db: Db, scale: DemoScale, rng: Prng, now: number): Promise<Record<string, number>> {
  const sizes = SCALE_SIZES[scale];
  const tenants: readonly { id: string; name: string; weight: number }[] = DEMO_ORGS.flatMap((o): readonly { id: string; name: string; weight: number }[] => o.tenants);
  const ids = { account: 0, alert: 0, asset: 0, identity: 0, vuln: 0, compliance: 0 };
  const counts: Record<string, number> = {};
  // Runs inside the seed's one transaction (seedDemoIfEmpty).
  const trx = db;
  for (const t of tenants) {
    const n = (total: number) => Math.max(1, Math.round(total * t.weight));
    const accounts = Array.from({ length: Math.max(2, n(sizes.accounts)) }, (_, i) => {
      const provider = rng.next() < 0.65 ? 'aws' as const : 'azure' as const;
      const external = provider === 'aws' ? String(rng.int(100_000_000_000, 999_999_999_999)) : azureSubscriptionId(rng);
      return { id: ++ids.account, tenant_id: t.id, provider, name: `${t.name.toLowerCase().replace(/\s+/g, '-')}-${provider}-${i + 1}`, external_id: external, created_at: now - rng.int(30, 700) * DAY };
    });
    await insertBatched(trx, 'cloud_accounts', accounts);
    const alertRow = (kind: 'cloud' | 'iac') => demoAlert(rng, ++ids.alert, t.id, kind, rng.pick(accounts), now);
    await insertBatched(trx, 'alerts', [...Array.from({ length: n(sizes.cloudAlerts) }, () => alertRow('cloud')),
      ...Array.from({ length: n(sizes.iacAlerts) }, () => alertRow('iac'))]);
    const assets = Array.from({ length: n(sizes.assets) }, () => {
      const account = rng.pick(accounts);
      return { id: ++ids.asset, tenant_id: t.id, account_id: account.id, type: rng.pick(ASSET_TYPES[account.provider]),
        name: `asset-${rng.int(1, 9_999_999).toString(36)}`, region: rng.pick(account.provider === 'aws' ? AWS_REGIONS : AZURE_REGIONS),
        created_at: now - rng.int(1, 400) * DAY };
    });
    await insertBatched(trx, 'assets', assets);
    await insertBatched(trx, 'identities', Array.from({ length: n(sizes.identities) }, () => ({
      id: ++ids.identity, tenant_id: t.id, account_id: rng.pick(accounts).id, kind: rng.pick(['user', 'role', 'service_account', 'group'] as const),
      name: `identity-${rng.int(1, 999_999).toString(36)}`, risk: rng.weighted([['High', 1], ['Medium', 3], ['Low', 6]] as const),
    })));
    await insertBatched(trx, 'vulnerabilities', Array.from({ length: n(sizes.vulnerabilities) }, () => ({
      id: ++ids.vuln, tenant_id: t.id, asset_id: rng.pick(assets).id, cve: `CVE-${rng.int(2015, 2025)}-${rng.int(1000, 49999)}`,
      severity: rng.weighted(SEVERITIES), status: rng.weighted([['Open', 7], ['Fixed', 3]] as const),
    })));
    // Each tenant gets its own pass rate so the compliance scores differ visibly.
    const passRate = 0.55 + rng.next() * 0.4;
    const compliance = accounts.flatMap((a) => Array.from({ length: sizes.controls }, (_, c) => ({
      id: ++ids.compliance, tenant_id: t.id, benchmark_id: c % 3 === 2 ? 'CIS' : 'ZBP', control_id: `CTRL-${c + 1}`, account_id: a.id,
      status: rng.next() < passRate ? 'pass' as const : 'fail' as const,
    })));
    await insertBatched(trx, 'compliance_results', compliance);
  }
  // Planner statistics for the alert list's many indexes (the demo database is otherwise never analysed).
  await sql`ANALYZE alerts`.execute(db);
  Object.assign(counts, { accounts: ids.account, alerts: ids.alert, assets: ids.asset, identities: ids.identity, vulnerabilities: ids.vuln, complianceResults: ids.compliance });
  return counts;
}
