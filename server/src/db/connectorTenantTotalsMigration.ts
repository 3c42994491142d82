import { type Kysely, type Migration, sql } from 'kysely';

const GRAINS = ['minute', 'hour', 'day'] as const;
const SUMS = ['samples', 'up_samples', 'cpu_sum', 'mem_sum', 'tunnels_up', 'tunnels_total',
  ...['zia', 'zpa', 'direct', 'lc'].flatMap((m) => [`sessions_${m}`, `tx_${m}`, `rx_${m}`])];

/**
 * Connector telemetry speed: the tenant-wide totals per minute, hour and day (the sum over the tenant's connectors),
 * so a screen's series reads one row per step instead of one per connector per step; and an index on each grain by
 * connector, so one connector's series reads only its own rows. Existing telemetry is totalled once here.
 */
export const connectorTenantTotalsMigration: Migration = {
  async up(db: Kysely<unknown>) {
    // Replaying the migrations after an earlier one (as upgrade tests do) finds all of this in place.
    if ((await db.introspection.getTables()).some((t) => t.name === 'connector_tenant_day')) return;
    const s = db.schema;
    for (const grain of GRAINS) {
      let table = s.createTable(`connector_tenant_${grain}`).addColumn('tenant_id', 'text', (c) => c.notNull())
        .addColumn('bucket', 'bigint', (c) => c.notNull());
      for (const column of SUMS) table = table.addColumn(column, 'bigint', (c) => c.notNull());
      await table.addPrimaryKeyConstraint(`connector_tenant_${grain}_pk`, ['tenant_id', 'bucket']).execute();
      await sql`INSERT INTO ${sql.table(`connector_tenant_${grain}`)} (tenant_id, bucket, ${sql.raw(SUMS.join(', '))})
        SELECT tenant_id, bucket, ${sql.raw(SUMS.map((c) => `SUM(${c})`).join(', '))} FROM ${sql.table(`connector_samples_${grain}`)}
        GROUP BY tenant_id, bucket`.execute(db);
      await s.createIndex(`connector_samples_${grain}_by_connector`).on(`connector_samples_${grain}`)
        .columns(['tenant_id', 'connector_id', 'bucket']).execute();
    }
  },
};
