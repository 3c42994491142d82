import type { AssetsTable } from '../db/schema.js';
import { APPS, type AssetKind, COST_CENTERS, ENVS, exposureReason, KIND_BY_TYPE, KINDS_BY_CLOUD, OWNERS, resourceId } from './assetCatalog.js';
import type { DemoAccount, DemoAlertRow } from './demoAlert.js';
import type { Prng } from './prng.js';

const DAY = 86_400_000;
const REGIONS = { aws: ['us-east-1', 'us-west-2', 'eu-central-1', 'eu-west-1', 'ap-southeast-2'], azure: ['eastus', 'westeurope', 'northeurope', 'southeastasia'] } as const;

/** An asset row plus what its tags are derived from (not stored as columns). */
export type DemoAsset = { [K in keyof AssetsTable]: AssetsTable[K] } & { app: string; env: string };

const weightsOf = (kinds: readonly AssetKind[]) => kinds.map((k) => [k, k.weight] as const);
const WEIGHTED = { aws: weightsOf(KINDS_BY_CLOUD.aws), azure: weightsOf(KINDS_BY_CLOUD.azure) };

/** One asset of a kind in an account: realistic name, resource id, metadata; first seen up to 400 days ago, more of them lately. */
export function demoAsset(rng: Prng, id: number, tenantId: string, account: DemoAccount, kind: AssetKind, now: number): DemoAsset {
  const app = rng.pick(APPS);
  const env = rng.pick(ENVS);
  const region = rng.pick(REGIONS[account.provider]);
  const name = `${app}-${env}-${kind.type.toLowerCase().replace(/[^a-z0-9]+/g, '')}-${id.toString(36)}`;
  const hex = `${rng.int(0, 0xffffffff).toString(16).padStart(8, '0')}${id.toString(16).padStart(8, '0')}`;
  const firstSeen = now - Math.floor(400 * rng.next() ** 1.6 * DAY) - DAY;
  return {
    id, tenant_id: tenantId, account_id: account.id, account_name: account.name, cloud: account.provider, type: kind.type, service: kind.service,
    category: kind.category, name, region,
    resource_id: resourceId(kind, account, region, name, hex), created_at: firstSeen,
    last_seen: Math.max(firstSeen, now - (rng.next() < 0.93 ? rng.int(0, 6 * 3_600_000) : rng.int(1, 30) * DAY)),
    metadata: JSON.stringify(kind.metadata(rng)), exposed: 0, exposure_reason: '',
    open_critical: 0, open_high: 0, open_medium: 0, open_low: 0, app, env,
  };
}

/**
 * A tenant's assets, and its cloud alerts pointed at them: each alert takes an asset of its account and type (made when
 * the account has none), concentrated on some assets as scanners find several issues on one resource. Then ~8% of the
 * assets that can be are internet-exposed, more often those with an open critical alert.
 */
export function demoAssets(rng: Prng, tenantId: string, accounts: readonly DemoAccount[], count: number, nextId: () => number,
  alerts: DemoAlertRow[], now: number): DemoAsset[] {
  const assets = Array.from({ length: count }, () => {
    const account = rng.pick(accounts);
    return demoAsset(rng, nextId(), tenantId, account, rng.weighted(WEIGHTED[account.provider]), now);
  });
  const byAccountType = new Map<string, DemoAsset[]>();
  for (const asset of assets) {
    const key = `${asset.account_id}|${asset.type}`;
    const list = byAccountType.get(key);
    if (list) list.push(asset); else byAccountType.set(key, [asset]);
  }
  const criticalOpen = new Set<number>();
  for (const alert of alerts) {
    if (alert.kind !== 'cloud') continue;
    const kind = KIND_BY_TYPE.get(alert.asset_type);
    if (!kind) continue;
    const key = `${alert.account_id}|${alert.asset_type}`;
    let list = byAccountType.get(key);
    if (!list) {
      const account = accounts.find((a) => a.id === alert.account_id)!;
      const made = demoAsset(rng, nextId(), tenantId, account, kind, now);
      assets.push(made);
      list = [made];
      byAccountType.set(key, list);
    }
    const asset = list[rng.int(0, Math.max(1, Math.ceil(list.length * 0.3)) - 1)]!;
    alert.asset_id = asset.id;
    alert.resource = asset.resource_id;
    alert.region = asset.region;
    if (asset.created_at > alert.created_at) asset.created_at = alert.created_at - rng.int(1, 30) * DAY;
    if (alert.status === 'Open' && alert.severity === 'Critical') criticalOpen.add(asset.id);
  }
  for (const asset of assets) {
    const kind = KIND_BY_TYPE.get(asset.type)!;
    if (kind.exposable && rng.next() < (criticalOpen.has(asset.id) ? 0.45 : 0.1)) {
      asset.exposed = 1;
      asset.exposure_reason = exposureReason(kind, rng);
    }
  }
  return assets;
}

/** Tags in the sets teams use (app, env, owner, cost-center, and data-classification on data stores), some missing. */
export function demoTags(rng: Prng, asset: DemoAsset): { tenant_id: string; asset_id: number; key: string; value: string }[] {
  const tags: [string, string][] = [];
  if (rng.next() < 0.95) tags.push(['app', asset.app]);
  if (rng.next() < 0.9) tags.push(['env', asset.env]);
  if (rng.next() < 0.75) tags.push(['owner', rng.pick(OWNERS)]);
  if (rng.next() < 0.6) tags.push(['cost-center', rng.pick(COST_CENTERS)]);
  if ((asset.category === 'storage' || asset.category === 'database') && rng.next() < 0.5) {
    tags.push(['data-classification', rng.weighted([['confidential', 3], ['internal', 5], ['public', 1]] as const)]);
  }
  return tags.map(([key, value]) => ({ tenant_id: asset.tenant_id, asset_id: asset.id, key, value }));
}

/** Zero to three past changes: a metadata value, the owner tag, or becoming exposed. */
export function demoChanges(rng: Prng, asset: DemoAsset, now: number): { tenant_id: string; asset_id: number; changed_at: number; field: string; before: string; after: string }[] {
  const n = rng.weighted([[0, 6], [1, 3], [2, 1], [3, 0.5]] as const);
  const metadata = JSON.parse(asset.metadata) as Record<string, unknown>;
  const keys = Object.keys(metadata);
  return Array.from({ length: n }, (_, i) => {
    const at = asset.created_at + Math.floor(rng.next() * (now - asset.created_at));
    const base = { tenant_id: asset.tenant_id, asset_id: asset.id, changed_at: at };
    if (i === 0 && asset.exposed) return { ...base, field: 'exposure', before: 'not exposed', after: asset.exposure_reason };
    if (rng.next() < 0.3) {
      const after = rng.pick(OWNERS);
      return { ...base, field: 'tags.owner', before: rng.pick(OWNERS.filter((o) => o !== after)), after };
    }
    const key = rng.pick(keys);
    const value = metadata[key];
    const before = typeof value === 'boolean' ? String(!value) : typeof value === 'number' ? String(Math.max(0, Math.floor(value / 2))) : value === null ? 'set' : 'unset';
    return { ...base, field: `metadata.${key}`, before, after: value === null ? 'null' : typeof value === 'object' ? JSON.stringify(value) : String(value) };
  });
}

/** Identities of the asset's account that can reach it, with the level of access. */
export function demoAccess(rng: Prng, asset: DemoAsset, identitiesByAccount: ReadonlyMap<number, readonly number[]>) {
  const pool = identitiesByAccount.get(asset.account_id) ?? [];
  const n = pool.length === 0 ? 0 : rng.weighted([[0, 3], [1, 4], [2, 2], [3, 1]] as const);
  const chosen = new Set<number>();
  for (let i = 0; i < n; i += 1) chosen.add(rng.pick(pool));
  return [...chosen].map((identity_id) => ({ tenant_id: asset.tenant_id, asset_id: asset.id, identity_id,
    access: rng.weighted([['read', 5], ['write', 3], ['admin', 1]] as const) }));
}

