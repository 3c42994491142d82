import type { Db } from '../../../db/openDatabase.js';
import type { ConnectorDimsTable, ConnectorSamplesTable, ConnectorSessionsTable } from '../../../db/schema.js';
import { createPrng } from '../../../demo/prng.js';
import { rollUp, totalTenant } from './rollUpTelemetry.js';
import { dimsTable, GRAIN_MS, type Grain, samplesTable, TRAFFIC_METHODS } from './telemetryTables.js';

/** A connector the demo telemetry is generated for: where it is, its local hour offset, and when it went down (if it did). */
export interface DemoConnector { id: string; name: string; location: string; version: string; utcOffsetHours: number; weight: number; downSince: number | null }

const MINUTE = GRAIN_MS.minute;
/** The share of sessions per forwarding method, and bytes per session sent and received. */
const METHOD_SHARE = { zia: 0.55, zpa: 0.2, direct: 0.2, lc: 0.05 } as const;
const TX_PER_SESSION = 24_000;
const RX_PER_SESSION = 180_000;

/** A deterministic number in [0, 1) for a connector and a bucket: the same figures on every seed. */
function noise(key: number, bucket: number): number {
  return createPrng((key * 2_654_435_761 + Math.floor(bucket / MINUTE)) >>> 0).next();
}
const keyOf = (id: string) => [...id].reduce((h, ch) => (Math.imul(h, 31) + ch.charCodeAt(0)) >>> 0, 7);

/** Office hours are busy, nights quiet: 0.15 at night, 1 at the local afternoon peak. */
export function diurnal(bucket: number, utcOffsetHours: number): number {
  const hour = ((new Date(bucket).getUTCHours() + new Date(bucket).getUTCMinutes() / 60 + utcOffsetHours) % 24 + 24) % 24;
  return 0.15 + 0.85 * Math.max(0, Math.sin((Math.PI * (hour - 6)) / 14));
}

/** One connector's row for a bucket of `grain`: what its minute samples in that bucket add up to (or a minute sample). */
export function demoSample(c: DemoConnector, tenantId: string, bucket: number, grain: Grain): ConnectorSamplesTable {
  const minutes = GRAIN_MS[grain] / MINUTE;
  const mid = bucket + GRAIN_MS[grain] / 2;
  const load = diurnal(mid, c.utcOffsetHours);
  const n = noise(keyOf(c.id), bucket);
  const upMinutes = c.downSince === null || c.downSince >= bucket + GRAIN_MS[grain] ? minutes : Math.max(0, Math.floor((c.downSince - bucket) / MINUTE));
  const cpu = Math.round(12 + 55 * load + 10 * n);
  const mem = Math.round(38 + 25 * load + 6 * n);
  const sessions = Math.round(c.weight * 40 * load * (0.85 + 0.3 * n) * upMinutes);
  const row = {
    tenant_id: tenantId, connector_id: c.id, bucket, location: c.location, version: c.version, samples: minutes, up_samples: upMinutes,
    cpu_sum: cpu * upMinutes, cpu_max: upMinutes ? Math.min(100, cpu + Math.round(8 * n)) : 0, mem_sum: mem * upMinutes, mem_max: upMinutes ? Math.min(100, mem + 4) : 0,
    tunnels_up: upMinutes * 2 - (n > 0.97 && upMinutes ? 1 : 0), tunnels_total: minutes * 2,
  } as Record<string, unknown>;
  for (const m of TRAFFIC_METHODS) {
    const s = Math.round(sessions * METHOD_SHARE[m]);
    Object.assign(row, { [`sessions_${m}`]: s, [`tx_${m}`]: s * TX_PER_SESSION, [`rx_${m}`]: s * RX_PER_SESSION });
  }
  return row as unknown as ConnectorSamplesTable;
}

/** The tenant's top lists, with their weights: what the breakdowns spread a bucket's sessions and DNS queries over. */
export const DEMO_DIMENSIONS = {
  destination: [['login.microsoftonline.com', 9], ['s3.amazonaws.com', 8], ['api.salesforce.com', 6], ['github.com', 5], ['zoom.us', 5],
    ['intranet.acme.test', 4], ['slack.com', 3], ['tracker.adnet.example', 1]],
  application: [['Microsoft 365', 10], ['AWS Console', 6], ['Salesforce', 6], ['GitHub', 5], ['Zoom', 5], ['Internal web apps', 4], ['Slack', 3], ['Unknown', 1]],
  user: [['ada@acme.test', 6], ['bree@acme.test', 5], ['carl@acme.test', 5], ['dina@acme.test', 4], ['eli@acme.test', 4], ['fay@acme.test', 3],
    ['gus@acme.test', 3], ['hana@acme.test', 2], ['svc-backup', 6], ['svc-ci', 4]],
  domain: [['login.microsoftonline.com', 10], ['s3.amazonaws.com', 8], ['github.com', 5], ['zoom.us', 4], ['slack.com', 3], ['intranet.acme.test', 3],
    ['tracker.adnet.example', 2], ['malware-c2.example', 1], ['cdn.jsdelivr.net', 3], ['nonexistent.acme.test', 1]],
  dnsGateway: [['ZIA default', 7], ['Log and Control', 3]],
} as const;
const BLOCKED_DOMAINS = new Set(['tracker.adnet.example', 'malware-c2.example']);
const FAILING_DOMAINS = new Set(['nonexistent.acme.test']);

/** The tenant's breakdown rows for a bucket, spread from the sessions its connectors' rows count (DNS: three queries a session). */
export function demoDims(tenantId: string, bucket: number, sessions: number): ConnectorDimsTable[] {
  const rows: ConnectorDimsTable[] = [];
  for (const [dimension, entries] of Object.entries(DEMO_DIMENSIONS)) {
    const total = entries.reduce((sum, [, w]) => sum + w, 0);
    const dns = dimension === 'domain' || dimension === 'dnsGateway';
    const blockedShare = (value: string) => (dimension === 'domain' && BLOCKED_DOMAINS.has(value) ? 1 : dimension === 'dnsGateway' ? 0.02 : 0);
    for (const [value, weight] of entries) {
      const count = Math.round(((dns ? 3 : 1) * sessions * weight) / total);
      if (count === 0) continue;
      rows.push({
        tenant_id: tenantId, bucket, dimension, value, count,
        tx_bytes: dns ? 0 : count * TX_PER_SESSION, rx_bytes: dns ? 0 : count * RX_PER_SESSION,
        blocked: Math.round(count * blockedShare(value)),
        failed: dimension === 'domain' && FAILING_DOMAINS.has(value) ? count : dimension === 'dnsGateway' ? Math.round(count * 0.01) : 0,
      });
    }
  }
  return rows;
}

async function insertChunks<T extends object>(db: Db, table: string, rows: T[], size: number): Promise<void> {
  for (let i = 0; i < rows.length; i += size) await db.insertInto(table as never).values(rows.slice(i, i + size) as never).execute();
}

/** Writes the rows of the buckets of `grain` in [from, to) for every connector, with the tenant's breakdowns. */
export async function writeDemoBuckets(db: Db, tenantId: string, fleet: readonly DemoConnector[], grain: Grain, from: number, to: number): Promise<number> {
  let written = 0;
  const step = GRAIN_MS[grain];
  // A few thousand buckets at a time, so a 30-day minute window never sits in memory whole.
  const batch = Math.max(step, Math.floor(20_000 / Math.max(1, fleet.length)) * step);
  for (let start = from; start < to; start += batch) {
    const samples: ConnectorSamplesTable[] = [];
    const dims: ConnectorDimsTable[] = [];
    for (let bucket = start; bucket < Math.min(to, start + batch); bucket += step) {
      const rows = fleet.map((c) => demoSample(c, tenantId, bucket, grain));
      samples.push(...rows);
      dims.push(...demoDims(tenantId, bucket, rows.reduce((sum, r) => sum + TRAFFIC_METHODS.reduce((s, m) => s + Number(r[`sessions_${m}`]), 0), 0)));
    }
    await insertChunks(db, samplesTable(grain), samples, 1_000);
    await insertChunks(db, dimsTable(grain), dims, 2_000);
    written += samples.length;
  }
  return written;
}

/** A session log: `count` sessions over [from, to), drawn like the breakdowns (busier in the day, from connectors that were up). */
export function demoSessions(tenantId: string, fleet: readonly DemoConnector[], from: number, to: number, count: number, seed: number): ConnectorSessionsTable[] {
  const prng = createPrng(seed);
  const pick = (entries: readonly (readonly [string, number])[]) => prng.weighted(entries);
  const methods = Object.entries(METHOD_SHARE) as [string, number][];
  const rows: ConnectorSessionsTable[] = [];
  for (let i = 0; rows.length < count && i < count * 4; i++) {
    const c = fleet[prng.int(0, fleet.length - 1)]!;
    const at = from + Math.floor(prng.next() * (to - from));
    if ((c.downSince !== null && at >= c.downSince) || prng.next() > diurnal(at, c.utcOffsetHours)) continue;
    const method = pick(methods);
    rows.push({
      id: `cs_${tenantId}_${String(i).padStart(7, '0')}`, tenant_id: tenantId, started_at: at, connector_id: c.id, connector_name: c.name, location: c.location,
      method: method === 'lc' ? 'Log & Control' : method.toUpperCase().replace('DIRECT', 'Direct'),
      user_name: pick(DEMO_DIMENSIONS.user), application: pick(DEMO_DIMENSIONS.application), destination: pick(DEMO_DIMENSIONS.destination),
      tx_bytes: prng.int(2_000, 60_000), rx_bytes: prng.int(10_000, 900_000), duration_ms: prng.int(200, 600_000),
    });
  }
  return rows.sort((a, b) => a.started_at - b.started_at);
}

/** How much telemetry the demo holds: minute samples for the recent window, hourly before it, daily before that, and the session log. */
export interface TelemetryPlan { minuteWindowMs: number; hourWindowMs: number; dayWindowMs: number; sessions: number; sessionWindowMs: number }

/**
 * The demo telemetry of a tenant's fleet, ending at the minute before `now`: minute samples over the recent window,
 * hourly rows before it and daily rows before those (each as its minutes would add up), then the hourly roll-up of the
 * minute window and the daily roll-up of every hour, exactly as the roll-up job keeps them, and the tenant's totals of each.
 */
export async function seedTelemetry(db: Db, tenantId: string, fleet: readonly DemoConnector[], now: number, plan: TelemetryPlan): Promise<Record<string, number>> {
  const end = Math.floor(now / MINUTE) * MINUTE;
  const minuteFrom = Math.floor((end - plan.minuteWindowMs) / GRAIN_MS.hour) * GRAIN_MS.hour;
  const hourFrom = Math.floor((minuteFrom - plan.hourWindowMs) / GRAIN_MS.day) * GRAIN_MS.day;
  const dayFrom = hourFrom - Math.ceil(plan.dayWindowMs / GRAIN_MS.day) * GRAIN_MS.day;
  await writeDemoBuckets(db, tenantId, fleet, 'day', dayFrom, hourFrom);
  const hours = await writeDemoBuckets(db, tenantId, fleet, 'hour', hourFrom, minuteFrom);
  const minutes = await writeDemoBuckets(db, tenantId, fleet, 'minute', minuteFrom, end);
  await totalTenant(db, tenantId, 'minute', minuteFrom, end);
  await totalTenant(db, tenantId, 'hour', hourFrom, minuteFrom);
  await totalTenant(db, tenantId, 'day', dayFrom, hourFrom);
  await rollUp(db, tenantId, 'hour', minuteFrom, end);
  await rollUp(db, tenantId, 'day', hourFrom, end);
  const sessions = demoSessions(tenantId, fleet, end - plan.sessionWindowMs, end, plan.sessions, 2_301);
  await insertChunks(db, 'connector_sessions', sessions, 1_000);
  return { connectorMinuteSamples: minutes, connectorHourRows: hours, connectorSessions: sessions.length };
}
