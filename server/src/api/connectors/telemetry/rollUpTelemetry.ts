import { sql } from 'kysely';
import type { Db } from '../../../db/openDatabase.js';
import { tenantsIn } from './tenantsIn.js';
import { DIM_SUMS, dimsTable, GRAIN_MS, type Grain, restTable, RETENTION_MS, SAMPLE_MAXES, SAMPLE_SUMS, samplesTable, tenantTable } from './telemetryTables.js';

const FINER = { hour: 'minute', day: 'hour' } as const;

/**
 * Rebuilds the `grain` roll-up (hour from minutes, day from hours) of a tenant's buckets that overlap [from, to): each
 * roll-up row is the sum (or the largest, for the peaks) of the finer rows in its bucket, so a range's totals are the
 * same read from any grain; and the finer grain's rest rows in those buckets. Running it again gives the same rows.
 */
export async function rollUp(db: Db, tenantId: string, grain: Exclude<Grain, 'minute'>, from: number, to: number): Promise<void> {
  const size = GRAIN_MS[grain];
  const start = Math.floor(from / size) * size;
  const end = Math.ceil(to / size) * size;
  const finer = FINER[grain];
  const bucket = sql.raw(`(bucket / ${size}) * ${size}`);
  const sums = SAMPLE_SUMS.map((c) => `SUM(${c})`).join(', ');
  const maxes = SAMPLE_MAXES.map((c) => `MAX(${c})`).join(', ');
  const run = async (trx: Db) => {
    await trx.deleteFrom(samplesTable(grain)).where('tenant_id', '=', tenantId).where('bucket', '>=', start).where('bucket', '<', end).execute();
    await trx.deleteFrom(dimsTable(grain)).where('tenant_id', '=', tenantId).where('bucket', '>=', start).where('bucket', '<', end).execute();
    await sql`INSERT INTO ${sql.table(samplesTable(grain))} (tenant_id, connector_id, bucket, location, version, ${sql.raw([...SAMPLE_SUMS, ...SAMPLE_MAXES].join(', '))})
      SELECT tenant_id, connector_id, ${bucket}, MAX(location), MAX(version), ${sql.raw(sums)}, ${sql.raw(maxes)}
      FROM ${sql.table(samplesTable(finer))} WHERE tenant_id = ${tenantId} AND bucket >= ${start} AND bucket < ${end}
      GROUP BY tenant_id, connector_id, ${bucket}`.execute(trx);
    await sql`INSERT INTO ${sql.table(dimsTable(grain))} (tenant_id, bucket, dimension, value, ${sql.raw(DIM_SUMS.join(', '))})
      SELECT tenant_id, ${bucket}, dimension, value, ${sql.raw(DIM_SUMS.map((c) => `SUM(${c})`).join(', '))}
      FROM ${sql.table(dimsTable(finer))} WHERE tenant_id = ${tenantId} AND bucket >= ${start} AND bucket < ${end}
      GROUP BY tenant_id, ${bucket}, dimension, value`.execute(trx);
    await totalTenant(trx, tenantId, grain, start, end);
    await restOf(trx, tenantId, finer, start, end);
  };
  // Inside a caller's transaction (the demo seed) it joins it; alone it is one transaction of its own.
  await (db.isTransaction ? run(db) : db.transaction().execute(run));
}

/**
 * Rebuilds the rest rows of a tenant's `grain` rows in [start, end) (whole coarser buckets): each row's sums from it to
 * the end of its coarser bucket, and the largest peaks over that stretch, added up from the last row backwards. Written
 * in key order, so a bucket's rows (what a range reads) sit together.
 */
async function restOf(db: Db, tenantId: string, grain: 'minute' | 'hour', start: number, end: number): Promise<void> {
  const until = GRAIN_MS[grain === 'minute' ? 'hour' : 'day'];
  const window = `OVER (PARTITION BY connector_id, bucket / ${until} ORDER BY bucket DESC ROWS BETWEEN UNBOUNDED PRECEDING AND CURRENT ROW)`;
  await db.deleteFrom(restTable(grain)).where('tenant_id', '=', tenantId).where('bucket', '>=', start).where('bucket', '<', end).execute();
  await sql`INSERT INTO ${sql.table(restTable(grain))} (tenant_id, connector_id, bucket, location, version, ${sql.raw([...SAMPLE_SUMS, ...SAMPLE_MAXES].join(', '))})
    SELECT tenant_id, connector_id, bucket, location, version, ${sql.raw([...SAMPLE_SUMS.map((c) => `SUM(${c}) ${window}`), ...SAMPLE_MAXES.map((c) => `MAX(${c}) ${window}`)].join(', '))}
    FROM ${sql.table(samplesTable(grain))} WHERE tenant_id = ${tenantId} AND bucket >= ${start} AND bucket < ${end}
    ORDER BY bucket, connector_id`.execute(db);
}

/**
 * Rebuilds a tenant's totals of `grain` for the buckets in [from, to): each is the sum of the tenant's connectors'
 * rows of that grain in that bucket. The roll-ups call it for their grain; whoever writes rows directly calls it after.
 */
export async function totalTenant(db: Db, tenantId: string, grain: Grain, from: number, to: number): Promise<void> {
  const size = GRAIN_MS[grain];
  const start = Math.floor(from / size) * size;
  const end = Math.ceil(to / size) * size;
  await db.deleteFrom(tenantTable(grain)).where('tenant_id', '=', tenantId).where('bucket', '>=', start).where('bucket', '<', end).execute();
  await sql`INSERT INTO ${sql.table(tenantTable(grain))} (tenant_id, bucket, ${sql.raw(SAMPLE_SUMS.join(', '))})
    SELECT tenant_id, bucket, ${sql.raw(SAMPLE_SUMS.map((c) => `SUM(${c})`).join(', '))}
    FROM ${sql.table(samplesTable(grain))} WHERE tenant_id = ${tenantId} AND bucket >= ${start} AND bucket < ${end}
    GROUP BY tenant_id, bucket`.execute(db);
}

/**
 * The retention rule: drops every grain's rows older than it keeps (minutes 31 days, hours 400 days, days 3 years).
 * Tenant by tenant, so each delete reads its tenant's oldest keys alone: without the tenant, each of the minute tables'
 * 8.8 million rows at the large scale was read every minute (3 s, with every request waiting on SQLite).
 */
export async function applyRetention(db: Db, now: number): Promise<void> {
  for (const grain of ['minute', 'hour', 'day'] as const) {
    const before = now - RETENTION_MS[grain];
    for (const table of [samplesTable(grain), dimsTable(grain), tenantTable(grain), ...(grain === 'day' ? [] : [restTable(grain)])]) {
      for (const tenantId of await tenantsIn(db, table)) {
        await sql`DELETE FROM ${sql.table(table)} WHERE tenant_id = ${tenantId} AND bucket < ${before}`.execute(db);
      }
    }
  }
  for (const tenantId of await tenantsIn(db, 'connector_sessions')) {
    await db.deleteFrom('connector_sessions').where('tenant_id', '=', tenantId).where('started_at', '<', now - RETENTION_MS.minute).execute();
  }
}
