import { type Kysely, type Migration, sql } from 'kysely';

/**
 * Connectors, part 2. The activation queue is claimed in the database, so several server instances share it: each
 * running activation names its worker and renews a heartbeat, and a partial unique index lets one activation per
 * tenant run at a time. An activation left running by an older server is marked failed first (its edits stay pending).
 */
export const connectorsPart2Migration: Migration = {
  async up(db: Kysely<unknown>) {
    const s = db.schema;
    await s.alterTable('connector_activations').addColumn('claimed_by', 'text').execute();
    await s.alterTable('connector_activations').addColumn('heartbeat_at', 'bigint').execute();
    await sql`UPDATE connector_activations SET status = 'failed', finished_at = created_at,
      message = 'Activation Failed! The server stopped before this activation ran; your changes are still pending: activate again.'
      WHERE status = 'activating'`.execute(db);
    await s.createIndex('connector_activations_one_running').unique().on('connector_activations').column('tenant_id')
      .where(sql.ref('status'), '=', 'activating').execute();
  },
};
