import type { Kysely, Migration } from 'kysely';

/**
 * The daily posture history: one row per tenant, metric, dimension and UTC day (`YYYY-MM-DD`). A metric's total is
 * the row whose dimension is ''; its breakdown (severity, cloud, type, risk, framework) the others. The key leads with
 * tenant, metric and dimension, so a time series is one range scan.
 */
export const postureSnapshotsMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.createTable('posture_snapshots').ifNotExists()
      .addColumn('tenant_id', 'text', (c) => c.notNull()).addColumn('metric', 'text', (c) => c.notNull())
      .addColumn('dimension', 'text', (c) => c.notNull()).addColumn('day', 'text', (c) => c.notNull())
      .addColumn('value', 'integer', (c) => c.notNull())
      .addPrimaryKeyConstraint('posture_snapshots_pk', ['tenant_id', 'metric', 'dimension', 'day']).execute();
    // "Is today's snapshot there?" and the seed's per-day questions read by tenant and day.
    await db.schema.createIndex('posture_snapshots_day').ifNotExists().on('posture_snapshots').columns(['day', 'tenant_id']).execute();
  },
};
