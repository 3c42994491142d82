import type {
  ByMethod, ConnectorHealth, ConnectorState, DownAlert, RankedValue, SeriesPoint, TelemetryDns, TelemetryHealth, TelemetryOverview, TelemetryRange,
  TelemetrySessionInsights, TelemetryTraffic, TrafficFigures,
} from '@palisade/contracts/connectors';
import { coordinatesOf } from '@palisade/contracts/connectors';
import type { Db } from '../../../db/openDatabase.js';
import { loadLive } from '../connectorStore.js';
import {
  type DimRow, planTenantRange, type RangePlan, readDims, readLatest, readSamples, readTenantSeries, type SampleRow, type TenantRow,
} from './readTelemetry.js';
import { type HealthListQuery, pageHealth } from './healthList.js';
import { readConnectorTotals } from './readConnectorTotals.js';
import { TRAFFIC_METHODS } from './telemetryTables.js';

/** A connector whose newest sample is this much older than the tenant's newest has stopped reporting: it is down. */
const SILENT_MS = 5 * 60_000;

const traffic = (rows: readonly Pick<SampleRow, `${'sessions' | 'tx' | 'rx'}_${(typeof TRAFFIC_METHODS)[number]}`>[], methods: readonly (typeof TRAFFIC_METHODS)[number][] = TRAFFIC_METHODS): TrafficFigures => ({
  sessions: rows.reduce((s, r) => s + methods.reduce((t, m) => t + r[`sessions_${m}`], 0), 0),
  txBytes: rows.reduce((s, r) => s + methods.reduce((t, m) => t + r[`tx_${m}`], 0), 0),
  rxBytes: rows.reduce((s, r) => s + methods.reduce((t, m) => t + r[`rx_${m}`], 0), 0),
});
const rangeOf = (plan: RangePlan): TelemetryRange => ({ from: plan.from, to: plan.to, step: plan.step, segments: plan.segments });
const round1 = (n: number) => Math.round(n * 10) / 10;

/** Points per step, in order, each with the values `valuesOf` adds up from that step's rows. */
function series<T extends { at: number }>(rows: readonly T[], valuesOf: (rows: T[]) => Record<string, number>): SeriesPoint[] {
  const byAt = new Map<number, T[]>();
  for (const r of rows) byAt.set(r.at, [...(byAt.get(r.at) ?? []), r]);
  return [...byAt.entries()].sort(([a], [b]) => a - b).map(([at, group]) => ({ at, values: valuesOf(group) }));
}

const ranked = (rows: readonly DimRow[], dimension: string, limit = 10): RankedValue[] => rows.filter((r) => r.dimension === dimension)
  .map((r) => ({ value: r.value, count: r.count, txBytes: r.tx_bytes, rxBytes: r.rx_bytes, blocked: r.blocked, failed: r.failed }))
  .sort((a, b) => b.count - a.count || a.value.localeCompare(b.value)).slice(0, limit);

type Totals = Omit<SampleRow, 'at'>;

/** Every connector of the tenant with its health now (from its newest minute sample), sorted by kind and name. */
async function connectorStates(db: Db, tenantId: string): Promise<ConnectorState[]> {
  const [objects, groups, locations, { newest, latest }] = await Promise.all([
    Promise.all([loadLive(db, tenantId, 'cloud-connectors'), loadLive(db, tenantId, 'branch-connectors')]).then(([a, b]) => [...a, ...b]),
    Promise.all([loadLive(db, tenantId, 'cloud-groups'), loadLive(db, tenantId, 'branch-groups')]).then(([a, b]) => [...a, ...b]),
    loadLive(db, tenantId, 'locations'), readLatest(db, tenantId),
  ]);
  return objects.map((o) => {
    const d = o.data as Record<string, any>;
    const group = groups.find((g) => g.id === d.groupId);
    const place = o.kind === 'cloud-connectors' ? undefined : locations.find((l) => l.id === group?.data.locationId);
    const location = o.kind === 'cloud-connectors' ? String(d.region ?? '') : String(place?.data.name ?? '');
    const now = latest.get(o.id);
    // No telemetry for the tenant at all: unknown; a connector silent while others report: down.
    const status = newest === null ? 'unknown' : now?.up && newest - now.at < SILENT_MS ? 'up' : 'down';
    return {
      id: o.id, name: String(d.name ?? o.id), kind: o.kind === 'cloud-connectors' ? 'cloud' : 'branch', group: String(group?.data.name ?? ''), location,
      cloud: o.kind !== 'cloud-connectors' ? null : String(d.provider ?? '').toLowerCase() === 'azure' ? 'azure' : 'aws',
      version: String(d.softwareVersion ?? ''), enabled: d.enabled !== false, status, lastSeen: typeof d.lastSeen === 'number' ? d.lastSeen : null,
      tunnelsUp: now?.up ? now.tunnelsUp : 0, tunnelsTotal: now?.tunnelsTotal ?? 0, coordinates: place ? coordinatesOf(place.data) : null,
    } satisfies ConnectorState;
  }).sort((a, b) => a.kind.localeCompare(b.kind) || a.name.localeCompare(b.name));
}

/** Each connector's state with its figures over the range (one row of sums per connector). */
function withFigures(states: readonly ConnectorState[], totals: readonly Totals[]): ConnectorHealth[] {
  const byId = new Map(totals.map((t) => [t.connector_id, t]));
  return states.map((c) => {
    const mine = byId.get(c.id);
    const up = mine?.up_samples ?? 0;
    return {
      ...c, availability: mine?.samples ? round1((100 * up) / mine.samples) : null,
      cpuAvg: up ? round1(mine!.cpu_sum / up) : null, cpuMax: up ? mine!.cpu_max : null,
      memAvg: up ? round1(mine!.mem_sum / up) : null, memMax: up ? mine!.mem_max : null,
      traffic: mine ? traffic([mine]) : { sessions: 0, txBytes: 0, rxBytes: 0 },
    };
  });
}

const throughputOf = (rows: TenantRow[]) => { const t = traffic(rows); return { tx: t.txBytes, rx: t.rxBytes }; };
const sessionsOf = (rows: TenantRow[]) => Object.fromEntries(TRAFFIC_METHODS.map((m) => [m, traffic(rows, [m]).sessions]));

/** The dashboard: each connector's state now, and the tenant's traffic over the range from its totals (one row per step). */
export async function overview(db: Db, tenantId: string, now: number, from: number, to: number): Promise<TelemetryOverview> {
  const plan = await planTenantRange(db, tenantId, now, from, to);
  const [rows, connectors] = await Promise.all([readTenantSeries(db, tenantId, plan), connectorStates(db, tenantId)]);
  const count = (kind: 'cloud' | 'branch') => ({ deployed: connectors.filter((c) => c.kind === kind).length, enabled: connectors.filter((c) => c.kind === kind && c.enabled).length });
  return {
    range: rangeOf(plan), deployment: { cloud: count('cloud'), branch: count('branch') },
    active: { up: connectors.filter((c) => c.status === 'up').length, down: connectors.filter((c) => c.status === 'down').length, unknown: connectors.filter((c) => c.status === 'unknown').length },
    connectors, totals: traffic(rows), throughput: series(rows, throughputOf), sessions: series(rows, sessionsOf),
  };
}

/**
 * Monitoring: a page of the connectors the list's query picks, with their figures over the range; an alert per enabled
 * connector that is down; CPU and memory per step of the chosen connector (`list.connector`), or of the whole fleet.
 */
export async function health(db: Db, tenantId: string, now: number, from: number, to: number, list: HealthListQuery = {}): Promise<TelemetryHealth> {
  const plan = await planTenantRange(db, tenantId, now, from, to);
  const [totals, states, perStep] = await Promise.all([
    readConnectorTotals(db, tenantId, plan), connectorStates(db, tenantId),
    list.connector ? readSamples(db, tenantId, plan, [list.connector]) : readTenantSeries(db, tenantId, plan),
  ]);
  const connectors = withFigures(states, totals);
  const alerts: DownAlert[] = connectors.filter((c) => c.status === 'down' && c.enabled).map((c) => ({ id: c.id, name: c.name, location: c.location, since: c.lastSeen }));
  const avg = (key: 'cpu_sum' | 'mem_sum') => (group: { up_samples: number; cpu_sum: number; mem_sum: number }[]) => {
    const up = group.reduce((s, r) => s + r.up_samples, 0);
    return { average: up ? round1(group.reduce((s, r) => s + r[key], 0) / up) : 0 };
  };
  const { items, ...paged } = pageHealth(connectors, list);
  const locations = [...new Set(connectors.map((c) => c.location).filter(Boolean))].sort((a, b) => a.localeCompare(b));
  return { range: rangeOf(plan), connectors: items, ...paged, locations, alerts, cpu: series(perStep, avg('cpu_sum')), memory: series(perStep, avg('mem_sum')) };
}

export interface TrafficFilter { method?: (typeof TRAFFIC_METHODS)[number]; location?: string; connector?: string }

export async function trafficView(db: Db, tenantId: string, now: number, from: number, to: number, filter: TrafficFilter): Promise<TelemetryTraffic> {
  const plan = await planTenantRange(db, tenantId, now, from, to);
  const filtered = Boolean(filter.connector || filter.location);
  const [perStep, totals, dims] = await Promise.all([
    filtered ? readSamples(db, tenantId, plan, filter.connector ? [filter.connector] : undefined, filter.location) : readTenantSeries(db, tenantId, plan),
    readConnectorTotals(db, tenantId, plan),
    readDims(db, tenantId, plan, ['destination', 'application']),
  ]);
  const mine = totals.filter((r) => (!filter.connector || r.connector_id === filter.connector) && (!filter.location || r.location === filter.location));
  const methods = filter.method ? [filter.method] : TRAFFIC_METHODS;
  const locations = [...new Set(mine.map((r) => r.location))].sort();
  return {
    range: rangeOf(plan),
    byMethod: Object.fromEntries(TRAFFIC_METHODS.map((m) => [m, traffic(perStep, [m])])) as ByMethod,
    byLocation: locations.map((location) => ({ location, ...traffic(mine.filter((r) => r.location === location), methods) })).sort((a, b) => b.sessions - a.sessions),
    sessions: series(perStep, (g) => Object.fromEntries(methods.map((m) => [m, traffic(g, [m]).sessions]))),
    bytes: series(perStep, (g) => { const t = traffic(g, methods); return { tx: t.txBytes, rx: t.rxBytes }; }),
    destinations: ranked(dims, 'destination'), applications: ranked(dims, 'application'),
  };
}

export async function dnsView(db: Db, tenantId: string, now: number, from: number, to: number): Promise<TelemetryDns> {
  const plan = await planTenantRange(db, tenantId, now, from, to);
  const [totals, perStep] = await Promise.all([readDims(db, tenantId, plan, ['domain', 'dnsGateway']), readDims(db, tenantId, plan, ['dnsGateway'], true)]);
  const gateways = ranked(totals, 'dnsGateway');
  return {
    range: rangeOf(plan),
    totals: { queries: gateways.reduce((s, g) => s + g.count, 0), blocked: gateways.reduce((s, g) => s + g.blocked, 0), failed: gateways.reduce((s, g) => s + g.failed, 0) },
    gateways, domains: ranked(totals, 'domain', 15), queries: series(perStep, (g) => Object.fromEntries(g.map((r) => [r.value, r.count]))),
  };
}

export async function sessionInsights(db: Db, tenantId: string, now: number, from: number, to: number): Promise<TelemetrySessionInsights> {
  const plan = await planTenantRange(db, tenantId, now, from, to);
  const [dims, rows] = await Promise.all([readDims(db, tenantId, plan, ['application', 'user']), readConnectorTotals(db, tenantId, plan)]);
  const locations = [...new Set(rows.map((r) => r.location))].map((value) => {
    const t = traffic(rows.filter((r) => r.location === value));
    return { value, count: t.sessions, txBytes: t.txBytes, rxBytes: t.rxBytes, blocked: 0, failed: 0 };
  }).sort((a, b) => b.count - a.count || a.value.localeCompare(b.value));
  return { range: rangeOf(plan), applications: ranked(dims, 'application'), users: ranked(dims, 'user'), locations };
}
