import { type Kysely, type Migration, sql } from 'kysely';

const GRAINS = ['minute', 'hour', 'day'] as const;
const METHODS = ['zia', 'zpa', 'direct', 'lc'] as const;

/**
 * Connectors, part 2. The activation queue is claimed in the database, so several server instances share it: each
 * running activation names its worker and renews a heartbeat, and a partial unique index lets one activation per
 * tenant run at a time. An activation left running by an older server is marked failed first (its edits stay pending).
 * Telemetry: each connector's minute samples (health and traffic by forwarding method) and the tenant's breakdowns
 * (destinations, applications, users, DNS domains and gateways), each with hourly and daily roll-ups, and the session log.
 */
export const connectorsPart2Migration: Migration = {
  async up(db: Kysely<unknown>) {
    // Replaying the migrations after an earlier one (as upgrade tests do) finds all of this in place.
    if ((await db.introspection.getTables()).some((t) => t.name === 'connector_sessions')) return;
    const s = db.schema;
    await s.alterTable('connector_activations').addColumn('claimed_by', 'text').execute();
    await s.alterTable('connector_activations').addColumn('heartbeat_at', 'bigint').execute();
    await sql`UPDATE connector_activations SET status = 'failed', finished_at = created_at,
      message = 'Activation Failed! The server stopped before this activation ran; your changes are still pending: activate again.'
      WHERE status = 'activating'`.execute(db);
    await s.createIndex('connector_activations_one_running').unique().on('connector_activations').column('tenant_id')
      .where(sql.ref('status'), '=', 'activating').execute();
    for (const grain of GRAINS) {
      let samples = s.createTable(`connector_samples_${grain}`).addColumn('tenant_id', 'text', (c) => c.notNull())
        .addColumn('connector_id', 'text', (c) => c.notNull()).addColumn('bucket', 'bigint', (c) => c.notNull())
        .addColumn('location', 'text', (c) => c.notNull()).addColumn('version', 'text', (c) => c.notNull());
      for (const column of ['samples', 'up_samples', 'cpu_sum', 'cpu_max', 'mem_sum', 'mem_max', 'tunnels_up', 'tunnels_total',
        ...METHODS.flatMap((m) => [`sessions_${m}`, `tx_${m}`, `rx_${m}`])]) {
        samples = samples.addColumn(column, 'bigint', (c) => c.notNull());
      }
      await samples.addPrimaryKeyConstraint(`connector_samples_${grain}_pk`, ['tenant_id', 'bucket', 'connector_id']).execute();
      await s.createTable(`connector_dims_${grain}`).addColumn('tenant_id', 'text', (c) => c.notNull()).addColumn('bucket', 'bigint', (c) => c.notNull())
        .addColumn('dimension', 'text', (c) => c.notNull()).addColumn('value', 'text', (c) => c.notNull())
        .addColumn('count', 'bigint', (c) => c.notNull()).addColumn('tx_bytes', 'bigint', (c) => c.notNull()).addColumn('rx_bytes', 'bigint', (c) => c.notNull())
        .addColumn('blocked', 'bigint', (c) => c.notNull()).addColumn('failed', 'bigint', (c) => c.notNull())
        .addPrimaryKeyConstraint(`connector_dims_${grain}_pk`, ['tenant_id', 'bucket', 'dimension', 'value']).execute();
    }
    await s.createTable('connector_sessions').addColumn('id', 'text', (c) => c.primaryKey()).addColumn('tenant_id', 'text', (c) => c.notNull())
      .addColumn('started_at', 'bigint', (c) => c.notNull()).addColumn('connector_id', 'text', (c) => c.notNull())
      .addColumn('connector_name', 'text', (c) => c.notNull()).addColumn('location', 'text', (c) => c.notNull()).addColumn('method', 'text', (c) => c.notNull())
      .addColumn('user_name', 'text', (c) => c.notNull()).addColumn('application', 'text', (c) => c.notNull()).addColumn('destination', 'text', (c) => c.notNull())
      .addColumn('tx_bytes', 'bigint', (c) => c.notNull()).addColumn('rx_bytes', 'bigint', (c) => c.notNull()).addColumn('duration_ms', 'bigint', (c) => c.notNull())
      .execute();
    await s.createIndex('connector_sessions_time').on('connector_sessions').columns(['tenant_id', 'started_at', 'id']).execute();
  },
};
