import { writeComplianceDay } from '../compliance/complianceTrend.js';
import type { Db } from '../db/openDatabase.js';
import type { PostureSnapshotsTable } from '../db/schema.js';
import { POSTURE_METRICS, totalOf, type MetricValues } from './postureMetrics.js';

/** The rows that keep one metric's values on one day: the total (dimension '') and each dimension. */
export function snapshotRows(tenantId: string, day: string, metric: string, values: MetricValues): PostureSnapshotsTable[] {
  return [{ tenant_id: tenantId, metric, dimension: '', day, value: totalOf(values) },
    ...Object.entries(values.byDimension).map(([dimension, value]) => ({ tenant_id: tenantId, metric, dimension, day, value }))];
}

/** Every metric of one tenant, read from the live tables now. */
export async function collectPosture(db: Db, tenantId: string): Promise<Map<string, MetricValues>> {
  return new Map(await Promise.all(POSTURE_METRICS.map(async (m) => [m.key, await m.collect(db, tenantId)] as const)));
}

/** Inserts rows, or replaces the values of rows already there: writing a day twice leaves one row each. */
export async function upsertSnapshotRows(db: Db, rows: readonly PostureSnapshotsTable[]): Promise<void> {
  const size = 500;
  for (let i = 0; i < rows.length; i += size) {
    await db.insertInto('posture_snapshots').values(rows.slice(i, i + size))
      .onConflict((oc) => oc.columns(['tenant_id', 'metric', 'dimension', 'day']).doUpdateSet((eb) => ({ value: eb.ref('excluded.value') })))
      .execute();
  }
}

/**
 * Writes `day`'s snapshot of every tenant from the live tables. Idempotent: a second run replaces the day's rows
 * (a dimension gone since, such as a severity with no open alert left, is dropped). Several instances may run it at
 * once: each tenant's day is replaced in one transaction, and the upsert lets a concurrent writer's rows win or lose
 * whole, never twice.
 */
export async function writePostureSnapshot(db: Db, day: string): Promise<number> {
  const tenants = await db.selectFrom('tenants').select('id').orderBy('id').execute();
  let written = 0;
  for (const { id } of tenants) {
    const values = await collectPosture(db, id);
    const rows = [...values].flatMap(([metric, v]) => snapshotRows(id, day, metric, v));
    await db.transaction().execute(async (trx) => {
      await trx.deleteFrom('posture_snapshots').where('tenant_id', '=', id).where('day', '=', day).execute();
      await upsertSnapshotRows(trx, rows);
      await writeComplianceDay(trx, id, day);
    });
    written += rows.length;
  }
  return written;
}

/** Whether `day`'s snapshot exists for every tenant. */
export async function hasPostureSnapshot(db: Db, day: string): Promise<boolean> {
  const [tenants, written] = await Promise.all([
    db.selectFrom('tenants').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow(),
    db.selectFrom('posture_snapshots').select((eb) => eb.fn.count('tenant_id').distinct().as('n')).where('day', '=', day).executeTakeFirstOrThrow(),
  ]);
  return Number(written.n) >= Number(tenants.n);
}
