import type { AlertsTable } from '../db/schema.js';
import { ALERT_POLICIES, BRANCHES, BUSINESS_UNITS, REPOSITORIES, STATUS_DESCRIPTIONS } from './alertCatalog.js';
import type { Prng } from './prng.js';

const DAY = 86_400_000;
const REGIONS = { aws: ['us-east-1', 'us-west-2', 'eu-central-1', 'eu-west-1', 'ap-southeast-2'], azure: ['eastus', 'westeurope', 'northeurope', 'southeastasia'] } as const;
const SEVERITIES = [['Critical', 1], ['High', 3], ['Medium', 5], ['Low', 4]] as const;
const STATUSES = [['Open', 12], ['Resolved', 5], ['Closed', 2], ['Ignored', 1]] as const;
export const SEVERITY_RANK = { Critical: 4, High: 3, Medium: 2, Low: 1 } as const;
const IAC_DIRS = ['modules/network', 'modules/storage', 'envs/prod', 'envs/staging', 'charts/api', 'k8s/base'] as const;

const policiesFor = (kind: 'cloud' | 'iac', provider: 'aws' | 'azure') =>
  ALERT_POLICIES.filter((p) => p.kind === kind && (p.provider === provider || p.provider === 'any'));

/** A mapped copy so rows fit the batch inserter's record type. */
export type DemoAlertRow = { [K in keyof AlertsTable]: AlertsTable[K] };

export interface DemoAccount { id: number; provider: 'aws' | 'azure'; name: string; external_id: string }

/** One realistic alert row: policy from the catalogue, ZS-style display id, 90 days of first/last seen. */
export function demoAlert(rng: Prng, id: number, tenantId: string, kind: 'cloud' | 'iac', account: DemoAccount, now: number): DemoAlertRow {
  const policy = rng.pick(policiesFor(kind, account.provider));
  const severity = rng.weighted(SEVERITIES);
  const status = rng.weighted(STATUSES);
  const firstSeen = now - Math.floor(rng.next() * 90 * DAY);
  const lastSeen = status === 'Open' ? firstSeen + Math.floor(rng.next() * (now - firstSeen)) : firstSeen + Math.floor(rng.next() * Math.min(14 * DAY, now - firstSeen));
  const region = rng.pick(REGIONS[account.provider]);
  const name = `${policy.assetType.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-${rng.int(1, 99_999).toString(36)}`;
  const iac = kind === 'iac';
  const dir = rng.pick(IAC_DIRS);
  return {
    id, tenant_id: tenantId, account_id: account.id, kind, severity, severity_rank: SEVERITY_RANK[severity], status,
    status_description: rng.pick(STATUS_DESCRIPTIONS[status]), title: policy.title, rule_id: policy.id,
    resource: iac ? `${policy.assetType}.${name}` : account.provider === 'aws' ? `arn:aws:${region}:${account.external_id}:${name}`
      : `/subscriptions/${account.external_id}/resourceGroups/rg-${region}/${name}`,
    created_at: firstSeen, last_seen: lastSeen, ref: `ZS-${iac ? 'IAC' : 'CLOUD'}-${100_000 + id}`, cloud: account.provider,
    account_name: account.name, region, asset_category: policy.category, asset_type: policy.assetType, business_unit: rng.pick(BUSINESS_UNITS),
    compliance_control: rng.pick(policy.compliance),
    repository: iac ? rng.pick(REPOSITORIES) : '', branch: iac ? rng.pick(BRANCHES) : '',
    commit_sha: iac ? Array.from({ length: 12 }, () => '0123456789abcdef'[rng.int(0, 15)]).join('') : '',
    file_path: iac ? `${dir}/${policy.assetType.includes('Docker') ? 'Dockerfile' : dir.startsWith('k8s') || dir.startsWith('charts') ? 'deployment.yaml' : 'main.tf'}` : '',
    line: iac ? rng.int(1, 400) : 0,
    asset_id: null,
  };
}
