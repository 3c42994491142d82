import { type Kysely, type Migration, sql } from 'kysely';

/**
 * Indexes measured at the large scale: sorts whose index order is (column, id) so a page reads only its rows,
 * status-first variants for the common Open-only list, and a covering index for group-by under a status filter.
 */
export const alertsIndexesMigration: Migration = {
  async up(db: Kysely<unknown>) {
    const s = db.schema;
    const idx = (name: string, columns: string[]) => s.createIndex(name).on('alerts').columns(['tenant_id', 'kind', ...columns]).execute();
    await s.dropIndex('alerts_kind_severity').execute();
    await idx('alerts_kind_sev', ['severity_rank']);
    await idx('alerts_kind_status_sev', ['status', 'severity_rank']);
    await idx('alerts_kind_status_first', ['status', 'created_at']);
    await idx('alerts_kind_status_policy', ['status', 'rule_id', 'severity', 'title']);
    // Planner statistics, when there is data to describe (an empty table's would mislead it after seeding).
    const rows = await sql<{ n: number }>`SELECT count(*) AS n FROM alerts`.execute(db);
    if (Number(rows.rows[0]?.n ?? 0) > 0) await sql`ANALYZE alerts`.execute(db);
  },
};
