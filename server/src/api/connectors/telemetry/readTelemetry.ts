import { sql } from 'kysely';
import type { Db } from '../../../db/openDatabase.js';
import type { ConnectorSamplesTable, ConnectorTenantTable } from '../../../db/schema.js';
import { type GrainFloors, planSegments, planTotals, type Segment, stepOf, type TotalsPart } from './telemetryRange.js';
import { dimsTable, GRAIN_MS, type Grain, RETENTION_MS, SAMPLE_SUMS, samplesTable, type TelemetryDimension, tenantTable } from './telemetryTables.js';

/** One connector's sums over one step of the series. */
export interface SampleRow extends Omit<ConnectorSamplesTable, 'tenant_id' | 'bucket'> { at: number }
export interface DimRow { dimension: string; value: string; at: number; count: number; tx_bytes: number; rx_bytes: number; blocked: number; failed: number }

/**
 * A range as the API answers it: its bounds, the series step, which table answers each part of the series
 * (`segments`), and which answers each part of the per-connector totals (`totals`, the coarsest: see planTotals).
 */
export interface RangePlan { from: number; to: number; step: Grain; segments: Segment[]; totals: TotalsPart[] }

/** Plans a range; `newest` is the tenant's newest minute sample (null: not known, the totals read the range's own minutes). */
export function planRange(from: number, to: number, floors?: GrainFloors, newest: number | null = null): RangePlan {
  const step = stepOf(from, to);
  return { from, to, step, segments: planSegments(from, to, step, floors), totals: planTotals(from, to, floors, newest) };
}

/**
 * Where the tenant's minute and hour rows begin (the first whole hour and day they cover), never before the retention
 * rule keeps them: a range reaching further back reads those parts from the coarser roll-up. Two index seeks.
 */
export async function readFloors(db: Db, tenantId: string, now: number): Promise<GrainFloors> {
  const oldest = async (grain: 'minute' | 'hour') => {
    const row = await db.selectFrom(samplesTable(grain)).select((eb) => eb.fn.min('bucket').as('b')).where('tenant_id', '=', tenantId).executeTakeFirst();
    const size = GRAIN_MS[grain === 'minute' ? 'hour' : 'day'];
    const first = row?.b === null || row?.b === undefined ? Infinity : Number(row.b);
    return Math.ceil(Math.max(first, now - RETENTION_MS[grain]) / size) * size;
  };
  const [minute, hour] = await Promise.all([oldest('minute'), oldest('hour')]);
  return { minute, hour };
}

/** The tenant's newest minute sample, or null when it has none: one seek at the end of the key. */
export async function readNewest(db: Db, tenantId: string): Promise<number | null> {
  const top = await db.selectFrom('connector_samples_minute').select((eb) => eb.fn.max('bucket').as('b')).where('tenant_id', '=', tenantId).executeTakeFirst();
  return top?.b === null || top?.b === undefined ? null : Number(top.b);
}

/** The tenant's range, planned against where its rows begin and end. */
export async function planTenantRange(db: Db, tenantId: string, now: number, from: number, to: number): Promise<RangePlan> {
  const [floors, newest] = await Promise.all([readFloors(db, tenantId, now), readNewest(db, tenantId)]);
  return planRange(from, to, floors, newest);
}

/** The tenant's totals (summed over its connectors) per step of the range: one row per step, from the tenant roll-up. */
export interface TenantRow extends Omit<ConnectorTenantTable, 'tenant_id' | 'bucket'> { at: number }

export async function readTenantSeries(db: Db, tenantId: string, plan: RangePlan): Promise<TenantRow[]> {
  const size = GRAIN_MS[plan.step];
  const at = sql.raw(`(bucket / ${size}) * ${size}`);
  const sums = sql.raw(SAMPLE_SUMS.map((c) => `SUM(${c}) AS ${c}`).join(', '));
  const parts = await Promise.all(plan.segments.map((s) => sql<TenantRow>`
    SELECT ${at} AS at, ${sums} FROM ${sql.table(tenantTable(s.grain))}
    WHERE tenant_id = ${tenantId} AND bucket >= ${s.from} AND bucket < ${s.to} GROUP BY ${at}`.execute(db)));
  const merged = new Map<number, TenantRow>();
  for (const row of parts.flatMap((p) => p.rows.map(numeric))) {
    const was = merged.get(row.at);
    if (!was) { merged.set(row.at, { ...row }); continue; }
    for (const c of SAMPLE_SUMS) was[c] += row[c];
  }
  return [...merged.values()].sort((a, b) => a.at - b.at);
}

/** PostgreSQL returns bigint sums as strings. */
export const numeric = <T extends object>(row: T): T =>
  Object.fromEntries(Object.entries(row).map(([k, v]) => [k, typeof v === 'string' && /^-?\d+$/.test(v) && k !== 'value' && k !== 'version' ? Number(v) : v])) as T;

/** Each connector's sums per step over the range, read segment by segment from the table that answers it. */
export async function readSamples(db: Db, tenantId: string, plan: RangePlan, connectorIds?: readonly string[], location?: string): Promise<SampleRow[]> {
  const size = GRAIN_MS[plan.step];
  const at = sql.raw(`(bucket / ${size}) * ${size}`);
  const sums = sql.raw(SAMPLE_SUMS.map((c) => `SUM(${c}) AS ${c}`).join(', '));
  const parts = await Promise.all(plan.segments.map((s) => sql<SampleRow>`
    SELECT connector_id, MAX(location) AS location, MAX(version) AS version, ${at} AS at, ${sums}, MAX(cpu_max) AS cpu_max, MAX(mem_max) AS mem_max
    FROM ${sql.table(samplesTable(s.grain))} WHERE tenant_id = ${tenantId} AND bucket >= ${s.from} AND bucket < ${s.to}
    ${connectorIds ? sql`AND connector_id IN (${sql.join(connectorIds.length ? connectorIds : [''])})` : sql``}
    ${location === undefined ? sql`` : sql`AND location = ${location}`}
    GROUP BY connector_id, ${at}`.execute(db)));
  // A step that two segments share (a partial hour beside whole hours) is added up here.
  const merged = new Map<string, SampleRow>();
  for (const row of parts.flatMap((p) => p.rows.map(numeric))) {
    const key = `${row.connector_id}|${row.at}`;
    const was = merged.get(key);
    if (!was) { merged.set(key, { ...row }); continue; }
    for (const c of SAMPLE_SUMS) was[c] += row[c];
    was.cpu_max = Math.max(was.cpu_max, row.cpu_max);
    was.mem_max = Math.max(was.mem_max, row.mem_max);
  }
  return [...merged.values()].sort((a, b) => a.at - b.at || a.connector_id.localeCompare(b.connector_id));
}

/** The tenant's breakdowns of the given dimensions over the range: totals per value, and per step when `series`. */
export async function readDims(db: Db, tenantId: string, plan: RangePlan, dimensions: readonly TelemetryDimension[], series = false): Promise<DimRow[]> {
  const size = GRAIN_MS[plan.step];
  const at = series ? sql.raw(`(bucket / ${size}) * ${size}`) : sql.raw('0');
  const parts = await Promise.all(plan.segments.map((s) => sql<DimRow>`
    SELECT dimension, value, ${at} AS at, SUM(count) AS count, SUM(tx_bytes) AS tx_bytes, SUM(rx_bytes) AS rx_bytes, SUM(blocked) AS blocked, SUM(failed) AS failed
    FROM ${sql.table(dimsTable(s.grain))} WHERE tenant_id = ${tenantId} AND bucket >= ${s.from} AND bucket < ${s.to} AND dimension IN (${sql.join([...dimensions])})
    GROUP BY dimension, value${series ? sql`, ${at}` : sql``}`.execute(db)));
  const merged = new Map<string, DimRow>();
  for (const row of parts.flatMap((p) => p.rows.map(numeric))) {
    const key = `${row.dimension}|${row.value}|${row.at}`;
    const was = merged.get(key);
    if (!was) { merged.set(key, { ...row }); continue; }
    for (const c of ['count', 'tx_bytes', 'rx_bytes', 'blocked', 'failed'] as const) was[c] += row[c];
  }
  return [...merged.values()];
}

/** How far before the tenant's newest sample a connector's own newest is looked for; one with none in it has gone silent. */
export const LATEST_WINDOW_MS = 15 * 60_000;

/**
 * Each connector's newest minute sample within LATEST_WINDOW_MS of the tenant's newest: what its health is now. Finds
 * each connector's newest bucket from the key alone, then reads only those rows (one per connector).
 */
export async function readLatest(db: Db, tenantId: string): Promise<{ newest: number | null; latest: Map<string, { at: number; up: boolean; tunnelsUp: number; tunnelsTotal: number }> }> {
  const top = await db.selectFrom('connector_samples_minute').select((eb) => eb.fn.max('bucket').as('b')).where('tenant_id', '=', tenantId).executeTakeFirst();
  const newest = top?.b === null || top?.b === undefined ? null : Number(top.b);
  const latest = new Map<string, { at: number; up: boolean; tunnelsUp: number; tunnelsTotal: number }>();
  if (newest === null) return { newest, latest };
  const lasts = await db.selectFrom('connector_samples_minute').select(['connector_id']).select((e) => e.fn.max('bucket').as('last'))
    .where('tenant_id', '=', tenantId).where('bucket', '>', newest - LATEST_WINDOW_MS).where('bucket', '<=', newest).groupBy('connector_id').execute();
  // Most connectors' newest sample is the tenant's newest minute: one key lookup per distinct minute.
  const byBucket = new Map<number, string[]>();
  for (const l of lasts) byBucket.set(Number(l.last), [...(byBucket.get(Number(l.last)) ?? []), l.connector_id]);
  const rows = (await Promise.all([...byBucket].map(([bucket, ids]) => db.selectFrom('connector_samples_minute')
    .select(['connector_id', 'bucket', 'up_samples', 'tunnels_up', 'tunnels_total'])
    .where('tenant_id', '=', tenantId).where('bucket', '=', bucket).where('connector_id', 'in', ids).execute()))).flat();
  for (const r of rows) {
    latest.set(r.connector_id, { at: Number(r.bucket), up: Number(r.up_samples) > 0, tunnelsUp: Number(r.tunnels_up), tunnelsTotal: Number(r.tunnels_total) });
  }
  return { newest, latest };
}
