import { type Kysely, type Migration, sql } from 'kysely';
import { isPostgres } from './dialect.js';

const KEY = ['tenant_id', 'rule_id', 'account_id', 'cloud'] as const;
const keys = KEY.join(', ');
/** Adds `delta` open alerts to the account row of `row`'s check (row: NEW or OLD of compliance_check_failures). */
const add = (row: 'NEW' | 'OLD', delta: string) => sql.raw(`INSERT INTO compliance_account_failures (${keys}, open_alerts)
  VALUES (${KEY.map((c) => `${row}.${c}`).join(', ')}, ${delta})
  ON CONFLICT (${keys}) DO UPDATE SET open_alerts = compliance_account_failures.open_alerts + ${delta}`);

/**
 * `compliance_account_failures`: the open alerts per check and account, summed over regions and business units from
 * `compliance_check_failures` and kept with it by triggers on it (which the alert triggers keep). The scores by account
 * (the compliance heatmaps and most-failed requirements) read one row per check and account instead of grouping
 * every region and business unit of every account at each request.
 */
export const complianceAccountFailuresMigration: Migration = {
  async up(db: Kysely<unknown>) {
    // Already there when the migrations run again over a database that has it (a restored migration table).
    if ((await db.introspection.getTables()).some((t) => t.name === 'compliance_account_failures')) return;
    await db.schema.createTable('compliance_account_failures')
      .addColumn('tenant_id', 'text', (c) => c.notNull()).addColumn('rule_id', 'text', (c) => c.notNull())
      .addColumn('account_id', 'integer', (c) => c.notNull()).addColumn('cloud', 'text', (c) => c.notNull())
      .addColumn('open_alerts', 'integer', (c) => c.notNull())
      .addPrimaryKeyConstraint('compliance_account_failures_pk', [...KEY]).execute();
    await sql`INSERT INTO compliance_account_failures (${sql.raw(keys)}, open_alerts)
      SELECT ${sql.raw(keys)}, sum(open_alerts) FROM compliance_check_failures GROUP BY ${sql.raw(keys)}`.execute(db);
    if (isPostgres(db)) {
      await sql`CREATE OR REPLACE FUNCTION compliance_account_count() RETURNS trigger LANGUAGE plpgsql AS $body$
        BEGIN
          IF TG_OP = 'INSERT' THEN ${add('NEW', 'NEW.open_alerts')};
          ELSIF TG_OP = 'DELETE' THEN ${add('OLD', '-OLD.open_alerts')};
          ELSE ${add('OLD', '-OLD.open_alerts')}; ${add('NEW', 'NEW.open_alerts')};
          END IF;
          RETURN NULL;
        END
        $body$`.execute(db);
      await sql`CREATE TRIGGER compliance_account_count AFTER INSERT OR DELETE OR UPDATE ON compliance_check_failures
        FOR EACH ROW EXECUTE FUNCTION compliance_account_count()`.execute(db);
      return;
    }
    await sql`CREATE TRIGGER compliance_account_insert AFTER INSERT ON compliance_check_failures BEGIN ${add('NEW', 'NEW.open_alerts')}; END`.execute(db);
    // An update moves its count off the old row's account and onto the new one's (the same one unless a key changed).
    await sql`CREATE TRIGGER compliance_account_update AFTER UPDATE ON compliance_check_failures
      BEGIN ${add('OLD', '-OLD.open_alerts')}; ${add('NEW', 'NEW.open_alerts')}; END`.execute(db);
    await sql`CREATE TRIGGER compliance_account_delete AFTER DELETE ON compliance_check_failures BEGIN ${add('OLD', '-OLD.open_alerts')}; END`.execute(db);
  },
};
