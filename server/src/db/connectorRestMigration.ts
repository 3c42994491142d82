import { type Kysely, type Migration, sql } from 'kysely';

const SUMS = ['samples', 'up_samples', 'cpu_sum', 'mem_sum', 'tunnels_up', 'tunnels_total',
  ...['zia', 'zpa', 'direct', 'lc'].flatMap((m) => [`sessions_${m}`, `tx_${m}`, `rx_${m}`])];
/** Each rest table, the grain of its rows and the coarser bucket a row runs to the end of. */
const RESTS = [['minute', 3_600_000], ['hour', 86_400_000]] as const;

/**
 * Connector telemetry speed: per connector, each minute's telemetry to the end of its hour and each hour's to the end
 * of its day, so a connector's totals over a range that runs to now read one row for its first partial hour and one
 * for its first partial day instead of their minutes and hours. Existing telemetry is summed once here.
 */
export const connectorRestMigration: Migration = {
  async up(db: Kysely<unknown>) {
    // Replaying the migrations over a database that has them (as upgrade tests do) finds all of this in place.
    if ((await db.introspection.getTables()).some((t) => t.name === 'connector_rest_hour')) return;
    for (const [grain, until] of RESTS) {
      let table = db.schema.createTable(`connector_rest_${grain}`).addColumn('tenant_id', 'text', (c) => c.notNull())
        .addColumn('connector_id', 'text', (c) => c.notNull()).addColumn('bucket', 'bigint', (c) => c.notNull())
        .addColumn('location', 'text', (c) => c.notNull()).addColumn('version', 'text', (c) => c.notNull());
      for (const column of [...SUMS, 'cpu_max', 'mem_max']) table = table.addColumn(column, 'bigint', (c) => c.notNull());
      await table.addPrimaryKeyConstraint(`connector_rest_${grain}_pk`, ['tenant_id', 'bucket', 'connector_id']).execute();
      const window = `OVER (PARTITION BY tenant_id, connector_id, bucket / ${until} ORDER BY bucket DESC ROWS BETWEEN UNBOUNDED PRECEDING AND CURRENT ROW)`;
      await sql`INSERT INTO ${sql.table(`connector_rest_${grain}`)} (tenant_id, connector_id, bucket, location, version, ${sql.raw([...SUMS, 'cpu_max', 'mem_max'].join(', '))})
        SELECT tenant_id, connector_id, bucket, location, version,
          ${sql.raw([...SUMS.map((c) => `SUM(${c}) ${window}`), `MAX(cpu_max) ${window}`, `MAX(mem_max) ${window}`].join(', '))}
        FROM ${sql.table(`connector_samples_${grain}`)} ORDER BY tenant_id, bucket, connector_id`.execute(db);
    }
  },
};
