import { type Kysely, type Migration, sql } from 'kysely';
import { isPostgres } from './dialect.js';

const KEY = ['tenant_id', 'rule_id', 'account_id', 'cloud', 'region', 'business_unit'] as const;
const add = (row: 'NEW' | 'OLD', step: 1 | -1) => sql.raw(`INSERT INTO compliance_check_failures (${KEY.join(', ')}, open_alerts)
  VALUES (${KEY.map((c) => `${row}.${c}`).join(', ')}, ${step})
  ON CONFLICT (${KEY.join(', ')}) DO UPDATE SET open_alerts = compliance_check_failures.open_alerts + ${step}`);
const WATCHED = sql.raw(['status', ...KEY].join(', '));

/**
 * Compliance scoring reads `compliance_check_failures`: the open alerts per check (rule id) and slice (account, cloud,
 * region, business unit), kept by triggers whatever changes an alert, so a framework page never reads the alerts.
 * `compliance_attestations` holds the verdicts people give on manual requirements, and `compliance_frameworks` the
 * custom frameworks a tenant uploads.
 */
export const complianceMigration: Migration = {
  async up(db: Kysely<unknown>) {
    // Replaying the migrations after an earlier one (as upgrade tests do) finds all of this in place.
    if ((await db.introspection.getTables()).some((t) => t.name === 'compliance_check_failures')) return;
    const s = db.schema;
    await s.createTable('compliance_check_failures')
      .addColumn('tenant_id', 'text', (c) => c.notNull()).addColumn('rule_id', 'text', (c) => c.notNull())
      .addColumn('account_id', 'integer', (c) => c.notNull()).addColumn('cloud', 'text', (c) => c.notNull())
      .addColumn('region', 'text', (c) => c.notNull()).addColumn('business_unit', 'text', (c) => c.notNull())
      .addColumn('open_alerts', 'integer', (c) => c.notNull())
      .addPrimaryKeyConstraint('compliance_check_failures_pk', [...KEY]).execute();
    await s.createTable('compliance_attestations')
      .addColumn('tenant_id', 'text', (c) => c.notNull()).addColumn('framework_id', 'text', (c) => c.notNull())
      .addColumn('requirement_id', 'text', (c) => c.notNull()).addColumn('verdict', 'text', (c) => c.notNull())
      .addColumn('evidence', 'text', (c) => c.notNull()).addColumn('expires_at', 'bigint', (c) => c.notNull())
      .addColumn('attested_by', 'text', (c) => c.notNull()).addColumn('attested_at', 'bigint', (c) => c.notNull())
      .addPrimaryKeyConstraint('compliance_attestations_pk', ['tenant_id', 'framework_id', 'requirement_id']).execute();
    await s.createTable('compliance_frameworks')
      .addColumn('tenant_id', 'text', (c) => c.notNull()).addColumn('id', 'text', (c) => c.notNull())
      .addColumn('body', 'text', (c) => c.notNull()).addColumn('created_by', 'text', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addPrimaryKeyConstraint('compliance_frameworks_pk', ['tenant_id', 'id']).execute();

    await sql`INSERT INTO compliance_check_failures (${sql.raw(KEY.join(', '))}, open_alerts)
      SELECT ${sql.raw(KEY.join(', '))}, count(*) FROM alerts WHERE status = 'Open' GROUP BY ${sql.raw(KEY.join(', '))}`.execute(db);
    if (isPostgres(db)) {
      await sql`CREATE OR REPLACE FUNCTION alerts_compliance_count() RETURNS trigger LANGUAGE plpgsql AS $body$
        BEGIN
          IF TG_OP IN ('UPDATE', 'DELETE') AND OLD.status = 'Open' THEN ${add('OLD', -1)}; END IF;
          IF TG_OP IN ('INSERT', 'UPDATE') AND NEW.status = 'Open' THEN ${add('NEW', 1)}; END IF;
          RETURN NULL;
        END
        $body$`.execute(db);
      await sql`CREATE TRIGGER alerts_compliance_count AFTER INSERT OR DELETE OR UPDATE OF ${WATCHED} ON alerts
        FOR EACH ROW EXECUTE FUNCTION alerts_compliance_count()`.execute(db);
      return;
    }
    await sql`CREATE TRIGGER alerts_compliance_insert AFTER INSERT ON alerts WHEN NEW.status = 'Open' BEGIN ${add('NEW', 1)}; END`.execute(db);
    // An update leaves the old image's slice and joins the new one's (Open to Open nets zero).
    await sql`CREATE TRIGGER alerts_compliance_update_old AFTER UPDATE OF ${WATCHED} ON alerts WHEN OLD.status = 'Open'
      BEGIN ${add('OLD', -1)}; END`.execute(db);
    await sql`CREATE TRIGGER alerts_compliance_update_new AFTER UPDATE OF ${WATCHED} ON alerts WHEN NEW.status = 'Open'
      BEGIN ${add('NEW', 1)}; END`.execute(db);
    await sql`CREATE TRIGGER alerts_compliance_delete AFTER DELETE ON alerts WHEN OLD.status = 'Open' BEGIN ${add('OLD', -1)}; END`.execute(db);
  },
};
