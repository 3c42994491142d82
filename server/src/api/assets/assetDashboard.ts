import { sql } from 'kysely';
import type { Db } from '../../db/openDatabase.js';
import { countAssets } from './assetStore.js';

const DAY = 86_400_000;
type Bucket = { v: string; n: number | string };
const buckets = (rows: Bucket[]) => rows.map((r) => ({ value: String(r.v), count: Number(r.n) })).filter((r) => r.count > 0)
  .sort((a, b) => b.count - a.count || (a.value < b.value ? -1 : 1));

type Combination = { cloud: string; region: string; critical: number | string; n: number | string };

/** An asset's highest open alert severity, or None (`asset_dashboard_counts.highest` 4 to 0). */
export const FLOW_SEVERITIES = ['Critical', 'High', 'Medium', 'Low', 'None'] as const;
export type FlowSeverity = (typeof FLOW_SEVERITIES)[number];

/**
 * Assets per cloud region with how many have open critical alerts (the world map), from the per-combination counts; and
 * per cloud, exposure and highest open alert severity (the exposure flow), from the dashboard counts.
 */
export async function assetRegionsAndFlow(db: Db, tenantId: string) {
  const [combinations, highest] = await Promise.all([
    sql<Combination>`SELECT cloud, region, critical, sum(n) AS n FROM asset_facet_counts WHERE tenant_id = ${tenantId}
      GROUP BY cloud, region, critical`.execute(db),
    sql<{ cloud: string; exposed: number | string; highest: number | string; n: number | string }>`SELECT cloud, exposed, highest, sum(n) AS n
      FROM asset_dashboard_counts WHERE tenant_id = ${tenantId} GROUP BY cloud, exposed, highest`.execute(db),
  ]);
  const regions = new Map<string, { cloud: string; region: string; count: number; withCritical: number }>();
  for (const r of combinations.rows) {
    const region = regions.get(`${r.cloud}/${r.region}`) ?? { cloud: r.cloud, region: r.region, count: 0, withCritical: 0 };
    region.count += Number(r.n);
    if (Number(r.critical) === 1) region.withCritical += Number(r.n);
    regions.set(`${r.cloud}/${r.region}`, region);
  }
  const flow = highest.rows.map((r) => ({ cloud: r.cloud, exposed: Number(r.exposed) === 1, severity: FLOW_SEVERITIES[4 - Number(r.highest)]!, count: Number(r.n) }));
  const byKey = <T extends { count: number; cloud: string }>(a: T, b: T, key: (t: T) => string) => b.count - a.count || (key(a) < key(b) ? -1 : 1);
  const rank = (t: { severity: FlowSeverity }) => FLOW_SEVERITIES.indexOf(t.severity);
  return {
    regions: [...regions.values()].filter((r) => r.count > 0).sort((a, b) => byKey(a, b, (t) => `${t.cloud}/${t.region}`)),
    exposureFlow: flow.filter((f) => f.count > 0).sort((a, b) => byKey(a, b, (t) => `${t.cloud}/${t.exposed}/${rank(t)}`)),
  };
}

/** Assets by cloud, region and type, and the exposure figures, from the per-combination counts. */
export async function assetBreakdown(db: Db, tenantId: string) {
  const by = (column: string) => sql<Bucket>`SELECT ${sql.ref(column)} AS v, sum(n) AS n FROM asset_facet_counts WHERE tenant_id = ${tenantId}
    GROUP BY ${sql.ref(column)}`.execute(db).then((r) => buckets(r.rows));
  const [total, byCloud, byRegion, byType, exposure] = await Promise.all([
    countAssets(db, tenantId, {}), by('cloud'), by('region'), by('type'),
    sql<{ exposed: number; critical: number; n: number | string }>`SELECT exposed, critical, sum(n) AS n FROM asset_facet_counts WHERE tenant_id = ${tenantId}
      GROUP BY exposed, critical`.execute(db),
  ]);
  const sum = (match: (r: { exposed: number; critical: number }) => boolean) =>
    exposure.rows.filter((r) => match({ exposed: Number(r.exposed), critical: Number(r.critical) })).reduce((a, r) => a + Number(r.n), 0);
  return { total, byCloud, byRegion, byType, exposure: { exposed: sum((r) => r.exposed === 1), notExposed: sum((r) => r.exposed === 0),
    exposedWithCritical: sum((r) => r.exposed === 1 && r.critical === 1) } };
}

/** Exposed assets with open critical or high alerts, most critical first, then most high (read backwards off one index). */
export function riskiestIds(db: Db, tenantId: string, limit: number) {
  return sql<{ id: number }>`SELECT id FROM assets WHERE tenant_id = ${tenantId} AND exposed = 1 AND (open_critical > 0 OR open_high > 0)
    ORDER BY open_critical DESC, open_high DESC, id DESC LIMIT ${limit}`.execute(db).then((r) => r.rows.map((row) => Number(row.id)));
}

/** Assets first seen per day or week over the last `days` days, with the inventory size at the end of each period. */
export async function assetGrowth(db: Db, tenantId: string, interval: 'day' | 'week', days: number, now: number) {
  const size = interval === 'day' ? DAY : 7 * DAY;
  const end = Math.floor(now / DAY) * DAY + DAY;
  const start = end - Math.ceil(days / (size / DAY)) * size;
  const perDay = await sql<{ day: number | string; n: number | string }>`SELECT created_day AS day, sum(n) AS n FROM asset_dashboard_counts
    WHERE tenant_id = ${tenantId} GROUP BY created_day`.execute(db);
  const perBucket = new Map<number, number>();
  let total = 0;
  for (const r of perDay.rows) {
    const at = Number(r.day) * DAY;
    const bucket = Math.floor((at - start) / size);
    if (at < start) total += Number(r.n);
    else perBucket.set(bucket, (perBucket.get(bucket) ?? 0) + Number(r.n));
  }
  return Array.from({ length: (end - start) / size }, (_, i) => {
    const n = perBucket.get(i) ?? 0;
    total += n;
    return { start: new Date(start + i * size).toISOString(), added: n, total };
  });
}
