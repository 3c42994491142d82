import { sql } from 'kysely';
import type { Db } from '../../db/openDatabase.js';
import { countAssets } from './assetStore.js';

const DAY = 86_400_000;
type Bucket = { v: string; n: number | string };
const buckets = (rows: Bucket[]) => rows.map((r) => ({ value: String(r.v), count: Number(r.n) })).filter((r) => r.count > 0)
  .sort((a, b) => b.count - a.count || (a.value < b.value ? -1 : 1));

type Combination = { cloud: string; region: string; exposed: number | string; critical: number | string; n: number | string };

/** An asset's highest open alert severity, or None. */
export const FLOW_SEVERITIES = ['Critical', 'High', 'Medium', 'Low', 'None'] as const;
export type FlowSeverity = (typeof FLOW_SEVERITIES)[number];

/**
 * Assets per cloud region with how many have open critical alerts (the world map), from the per-combination counts; and
 * per cloud, exposure and highest open alert severity (the exposure flow): the assets with open alerts are grouped from
 * their alert-count indexes, and the rest (None) is the per-combination total minus them.
 */
export async function assetRegionsAndFlow(db: Db, tenantId: string) {
  const [combinations, open] = await Promise.all([
    sql<Combination>`SELECT cloud, region, exposed, critical, sum(n) AS n FROM asset_facet_counts WHERE tenant_id = ${tenantId}
      GROUP BY cloud, region, exposed, critical`.execute(db),
    sql<{ cloud: string; exposed: number | string; severity: FlowSeverity; n: number | string }>`SELECT cloud, exposed,
      CASE WHEN open_critical > 0 THEN 'Critical' WHEN open_high > 0 THEN 'High' WHEN open_medium > 0 THEN 'Medium' ELSE 'Low' END AS severity, count(*) AS n
      FROM assets WHERE tenant_id = ${tenantId} AND (open_critical > 0 OR open_high > 0 OR open_medium > 0 OR open_low > 0) GROUP BY 1, 2, 3`.execute(db),
  ]);
  const rows = combinations.rows.map((r) => ({ ...r, exposed: Number(r.exposed) === 1, critical: Number(r.critical) === 1, n: Number(r.n) })).filter((r) => r.n > 0);
  const regions = new Map<string, { cloud: string; region: string; count: number; withCritical: number }>();
  const flow = new Map<string, { cloud: string; exposed: boolean; severity: FlowSeverity; count: number }>();
  const addFlow = (cloud: string, exposed: boolean, severity: FlowSeverity, n: number) => {
    const path = `${cloud}/${exposed}/${severity}`;
    flow.set(path, { cloud, exposed, severity, count: (flow.get(path)?.count ?? 0) + n });
  };
  for (const r of rows) {
    const region = regions.get(`${r.cloud}/${r.region}`) ?? { cloud: r.cloud, region: r.region, count: 0, withCritical: 0 };
    region.count += r.n;
    if (r.critical) region.withCritical += r.n;
    regions.set(`${r.cloud}/${r.region}`, region);
    addFlow(r.cloud, r.exposed, 'None', r.n);
  }
  for (const r of open.rows) {
    addFlow(r.cloud, Number(r.exposed) === 1, r.severity, Number(r.n));
    addFlow(r.cloud, Number(r.exposed) === 1, 'None', -Number(r.n));
  }
  const byKey = <T extends { count: number; cloud: string }>(a: T, b: T, key: (t: T) => string) => b.count - a.count || (key(a) < key(b) ? -1 : 1);
  const rank = (t: { severity: FlowSeverity }) => FLOW_SEVERITIES.indexOf(t.severity);
  return {
    regions: [...regions.values()].sort((a, b) => byKey(a, b, (t) => `${t.cloud}/${t.region}`)),
    exposureFlow: [...flow.values()].filter((f) => f.count > 0).sort((a, b) => byKey(a, b, (t) => `${t.cloud}/${t.exposed}/${rank(t)}`)),
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
  const [before, added] = await Promise.all([
    sql<{ n: number | string }>`SELECT count(*) AS n FROM assets WHERE tenant_id = ${tenantId} AND created_at < ${start}`.execute(db),
    sql<{ b: number | string; n: number | string }>`SELECT CAST((created_at - ${start}) / ${size} AS INTEGER) AS b, count(*) AS n FROM assets
      WHERE tenant_id = ${tenantId} AND created_at >= ${start} GROUP BY 1`.execute(db),
  ]);
  const perBucket = new Map<number, number>();
  for (const r of added.rows) perBucket.set(Number(r.b), (perBucket.get(Number(r.b)) ?? 0) + Number(r.n));
  let total = Number(before.rows[0]?.n ?? 0);
  return Array.from({ length: (end - start) / size }, (_, i) => {
    const n = perBucket.get(i) ?? 0;
    total += n;
    return { start: new Date(start + i * size).toISOString(), added: n, total };
  });
}
