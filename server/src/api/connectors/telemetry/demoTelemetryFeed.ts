import { claimJob } from '../../../db/claimJob.js';
import type { Db } from '../../../db/openDatabase.js';
import type { ConnectorSamplesTable } from '../../../db/schema.js';
import { applyRetention, rollUp, totalTenant } from './rollUpTelemetry.js';
import { tenantsIn } from './tenantsIn.js';
import { dimsTable, GRAIN_MS, samplesTable } from './telemetryTables.js';

const MINUTE = GRAIN_MS.minute;
const DAY = GRAIN_MS.day;
/** The feed catches up at most this far, so a demo database opened after a long pause does not write weeks at once. */
const MAX_CATCH_UP_MS = 6 * GRAIN_MS.hour;

/**
 * The demo's stand-in for connectors reporting: each minute since a tenant's newest sample gets the samples and
 * breakdowns of the same minute a day earlier (or that hour's share of its roll-up), so the recent ranges stay filled
 * with the day's shape; a connector that was down stays down. The hour and day roll-ups are brought up to date and
 * the retention rule applied. Only tenants that already have telemetry are fed.
 */
export async function feedDemoTelemetry(db: Db, now: number): Promise<number> {
  const end = Math.floor(now / MINUTE) * MINUTE;
  let written = 0;
  for (const tenantId of await tenantsIn(db, samplesTable('minute'))) {
    const { last } = await db.selectFrom('connector_samples_minute').select((eb) => eb.fn.max('bucket').as('last')).where('tenant_id', '=', tenantId)
      .executeTakeFirstOrThrow();
    const from = Math.max(Number(last) + MINUTE, end - MAX_CATCH_UP_MS);
    if (from >= end) continue;
    const latest = await db.selectFrom('connector_samples_minute').selectAll().where('tenant_id', '=', tenantId).where('bucket', '=', Number(last)).execute();
    for (let bucket = from; bucket < end; bucket += MINUTE) {
      const yesterday = bucket - DAY;
      const hour = Math.floor(yesterday / GRAIN_MS.hour) * GRAIN_MS.hour;
      const [minutes, hours, dims, hourDims] = await Promise.all([
        db.selectFrom('connector_samples_minute').selectAll().where('tenant_id', '=', tenantId).where('bucket', '=', yesterday).execute(),
        db.selectFrom('connector_samples_hour').selectAll().where('tenant_id', '=', tenantId).where('bucket', '=', hour).execute(),
        db.selectFrom(dimsTable('minute')).selectAll().where('tenant_id', '=', tenantId).where('bucket', '=', yesterday).execute(),
        db.selectFrom(dimsTable('hour')).selectAll().where('tenant_id', '=', tenantId).where('bucket', '=', hour).execute(),
      ]);
      const share = (n: number | string, samples: number | string) => Math.round(Number(n) / Math.max(1, Number(samples)));
      const rows: ConnectorSamplesTable[] = latest.map((was) => {
        const base = minutes.find((m) => m.connector_id === was.connector_id);
        const hourly = hours.find((h) => h.connector_id === was.connector_id);
        const down = Number(was.up_samples) === 0;
        const row = { ...was, bucket } as Record<string, unknown>;
        for (const key of Object.keys(was) as (keyof ConnectorSamplesTable)[]) {
          if (['tenant_id', 'connector_id', 'bucket', 'location', 'version', 'samples', 'tunnels_total'].includes(key)) continue;
          row[key] = down ? 0 : base ? Number(base[key]) : hourly ? share(hourly[key], hourly.samples) : Number(was[key]);
        }
        return { ...row, samples: 1, tunnels_total: Number(was.tunnels_total) / Math.max(1, Number(was.samples)) } as ConnectorSamplesTable;
      });
      if (rows.length) await db.insertInto(samplesTable('minute')).values(rows).execute();
      const feedDims = dims.length ? dims : hourDims.map((d) => ({ ...d, count: Math.round(Number(d.count) / 60), tx_bytes: Math.round(Number(d.tx_bytes) / 60),
        rx_bytes: Math.round(Number(d.rx_bytes) / 60), blocked: Math.round(Number(d.blocked) / 60), failed: Math.round(Number(d.failed) / 60) }));
      const dimRows = feedDims.map((d) => ({ ...d, bucket })).filter((d) => Number(d.count) > 0);
      if (dimRows.length) await db.insertInto(dimsTable('minute')).values(dimRows).execute();
      written += rows.length;
    }
    await totalTenant(db, tenantId, 'minute', from, end);
    await rollUp(db, tenantId, 'hour', from, end);
    await rollUp(db, tenantId, 'day', from, end);
  }
  await applyRetention(db, now);
  return written;
}

/** Feeds the demo telemetry every minute, once across instances; returns what stops it. */
export function scheduleDemoTelemetryFeed(db: Db, clock: () => number, warn: (error: unknown) => void): () => void {
  const tick = setInterval(() => {
    void (async () => { if (await claimJob(db, 'connector_telemetry_feed', clock(), MINUTE - 1_000)) await feedDemoTelemetry(db, clock()); })().catch(warn);
  }, MINUTE);
  tick.unref();
  return () => clearInterval(tick);
}
