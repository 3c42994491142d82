import { type Kysely, type Migration, sql } from 'kysely';

/**
 * Two additions to compliance scoring.
 * - A partial index over the summary rows that still count open alerts: most rows of `compliance_check_failures` fall
 *   to zero as alerts are resolved, and every score reads only the others.
 * - `compliance_check_days`: each day's copy of those rows, written with the daily posture snapshot, so a score's trend
 *   can be worked out for any slice (cloud, account, region, business unit), not only for the whole tenant.
 */
export const complianceFiltersMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.createIndex('compliance_check_failures_open').ifNotExists().on('compliance_check_failures')
      .columns(['tenant_id', 'rule_id', 'account_id', 'cloud', 'region', 'business_unit', 'open_alerts']).where(sql.ref('open_alerts'), '>', 0).execute();
    await db.schema.createTable('compliance_check_days').ifNotExists()
      .addColumn('tenant_id', 'text', (c) => c.notNull()).addColumn('day', 'text', (c) => c.notNull())
      .addColumn('rule_id', 'text', (c) => c.notNull()).addColumn('account_id', 'integer', (c) => c.notNull())
      .addColumn('cloud', 'text', (c) => c.notNull()).addColumn('region', 'text', (c) => c.notNull())
      .addColumn('business_unit', 'text', (c) => c.notNull()).addColumn('open_alerts', 'integer', (c) => c.notNull())
      .addPrimaryKeyConstraint('compliance_check_days_pk', ['tenant_id', 'day', 'rule_id', 'account_id', 'cloud', 'region', 'business_unit']).execute();
  },
};
