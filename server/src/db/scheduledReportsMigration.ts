import type { Kysely, Migration } from 'kysely';

/**
 * Scheduled reports: a tenant's schedules (report, filters, period, when, recipients, format), and their runs, a
 * queue (queued → running → succeeded or failed) whose running rows carry a heartbeat, with the produced file
 * (base64) and the time its e-mail was recorded, so a retried run is never sent twice.
 */
export const scheduledReportsMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.createTable('report_schedules').ifNotExists().addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('tenant_id', 'text', (c) => c.notNull()).addColumn('name', 'text', (c) => c.notNull())
      .addColumn('report', 'text', (c) => c.notNull()).addColumn('filters', 'text', (c) => c.notNull())
      .addColumn('range', 'text', (c) => c.notNull()).addColumn('frequency', 'text', (c) => c.notNull())
      .addColumn('weekday', 'integer').addColumn('day_of_month', 'integer')
      .addColumn('time', 'text', (c) => c.notNull()).addColumn('time_zone', 'text', (c) => c.notNull())
      .addColumn('recipients', 'text', (c) => c.notNull()).addColumn('format', 'text', (c) => c.notNull())
      .addColumn('paused', 'integer', (c) => c.notNull()).addColumn('next_run_at', 'bigint')
      .addColumn('created_by', 'text', (c) => c.notNull()).addColumn('created_at', 'bigint', (c) => c.notNull())
      .addColumn('updated_at', 'bigint', (c) => c.notNull()).execute();
    await db.schema.createIndex('report_schedules_tenant').ifNotExists().on('report_schedules').columns(['tenant_id', 'name']).execute();
    await db.schema.createIndex('report_schedules_due').ifNotExists().on('report_schedules').columns(['paused', 'next_run_at']).execute();
    await db.schema.createTable('report_runs').ifNotExists().addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('tenant_id', 'text', (c) => c.notNull()).addColumn('schedule_id', 'text', (c) => c.notNull())
      .addColumn('trigger', 'text', (c) => c.notNull()).addColumn('status', 'text', (c) => c.notNull())
      .addColumn('attempts', 'integer', (c) => c.notNull()).addColumn('not_before', 'bigint', (c) => c.notNull())
      .addColumn('claimed_by', 'text').addColumn('heartbeat_at', 'bigint')
      .addColumn('created_at', 'bigint', (c) => c.notNull()).addColumn('started_at', 'bigint').addColumn('finished_at', 'bigint')
      .addColumn('file_name', 'text').addColumn('content_type', 'text').addColumn('size', 'integer').addColumn('file', 'text')
      .addColumn('error', 'text').addColumn('delivered_at', 'bigint').execute();
    await db.schema.createIndex('report_runs_schedule').ifNotExists().on('report_runs').columns(['tenant_id', 'schedule_id', 'created_at']).execute();
    await db.schema.createIndex('report_runs_status').ifNotExists().on('report_runs').columns(['status', 'not_before']).execute();
  },
};
