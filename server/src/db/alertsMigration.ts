import { type Kysely, type Migration, sql } from 'kysely';
import { isPostgres } from './dialect.js';
import { createPostgresIgnoreRulesTrigger } from './postgresIgnoreRulesTrigger.js';

const TEXT_COLUMNS = ['ref', 'status_description', 'cloud', 'account_name', 'region', 'asset_category', 'asset_type', 'business_unit',
  'compliance_control', 'repository', 'branch', 'commit_sha', 'file_path'] as const;

/**
 * Alert list columns (filters, sorts, IaC source), status history, ignore rules and the indexes the alert pages use.
 * Existing rows are backfilled so a database seeded before this migration still serves the alert pages.
 */
export const alertsMigration: Migration = {
  async up(db: Kysely<unknown>) {
    const s = db.schema;
    for (const column of TEXT_COLUMNS) await s.alterTable('alerts').addColumn(column, 'text', (c) => c.notNull().defaultTo('')).execute();
    await s.alterTable('alerts').addColumn('severity_rank', 'integer', (c) => c.notNull().defaultTo(0)).execute();
    await s.alterTable('alerts').addColumn('last_seen', 'bigint', (c) => c.notNull().defaultTo(0)).execute();
    await s.alterTable('alerts').addColumn('line', 'integer', (c) => c.notNull().defaultTo(0)).execute();
    await sql`UPDATE alerts SET
      ref = 'ZS-' || upper(kind) || '-' || (100000 + id),
      status = CASE status WHEN 'Suppressed' THEN 'Ignored' ELSE status END,
      severity = CASE severity WHEN 'Info' THEN 'Low' ELSE severity END,
      severity_rank = CASE severity WHEN 'Critical' THEN 4 WHEN 'High' THEN 3 WHEN 'Medium' THEN 2 ELSE 1 END,
      last_seen = created_at,
      cloud = COALESCE((SELECT provider FROM cloud_accounts a WHERE a.id = alerts.account_id), ''),
      account_name = COALESCE((SELECT name FROM cloud_accounts a WHERE a.id = alerts.account_id), '')`.execute(db);

    const postgres = isPostgres(db);
    await s.createTable('alert_events').addColumn('id', 'integer', (c) => (postgres ? c.primaryKey().generatedByDefaultAsIdentity() : c.primaryKey().autoIncrement()))
      .addColumn('tenant_id', 'text', (c) => c.notNull()).addColumn('alert_id', 'integer', (c) => c.notNull())
      .addColumn('from_status', 'text', (c) => c.notNull()).addColumn('to_status', 'text', (c) => c.notNull())
      .addColumn('reason', 'text', (c) => c.notNull()).addColumn('actor', 'text', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull()).execute();
    await s.createIndex('alert_events_alert').on('alert_events').columns(['alert_id', 'created_at']).execute();
    await s.createTable('alert_ignore_rules').addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('tenant_id', 'text', (c) => c.notNull()).addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('rule_id', 'text', (c) => c.notNull()).addColumn('account_id', 'integer', (c) => c.notNull())
      .addColumn('reason', 'text', (c) => c.notNull()).addColumn('created_by', 'text', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull()).execute();
    await s.createIndex('alert_ignore_rules_match').on('alert_ignore_rules').columns(['tenant_id', 'kind', 'rule_id', 'account_id']).execute();
    // Alerts created later (scanner ingestion, tests) that match a rule are ignored on insert, whatever code path inserts them.
    if (postgres) await createPostgresIgnoreRulesTrigger(db, false);
    else await sql`CREATE TRIGGER alerts_apply_ignore_rules AFTER INSERT ON alerts
      WHEN NEW.status = 'Open' AND EXISTS (SELECT 1 FROM alert_ignore_rules r WHERE r.tenant_id = NEW.tenant_id AND r.kind = NEW.kind
        AND r.rule_id = NEW.rule_id AND r.account_id = NEW.account_id)
      BEGIN
        UPDATE alerts SET status = 'Ignored', status_description = 'Ignored by rule' WHERE id = NEW.id;
        INSERT INTO alert_events (tenant_id, alert_id, from_status, to_status, reason, actor, created_at)
          SELECT NEW.tenant_id, NEW.id, 'Open', 'Ignored', 'Ignore rule ' || r.id || ': ' || r.reason, 'ignore rule', NEW.created_at
          FROM alert_ignore_rules r WHERE r.tenant_id = NEW.tenant_id AND r.kind = NEW.kind AND r.rule_id = NEW.rule_id
            AND r.account_id = NEW.account_id LIMIT 1;
      END`.execute(db);

    // Page queries always filter tenant and kind; each index serves one common sort or filter with a page-sized scan.
    const idx = (name: string, columns: string[]) => s.createIndex(name).on('alerts').columns(['tenant_id', 'kind', ...columns]).execute();
    await idx('alerts_kind_last_seen', ['last_seen']);
    await idx('alerts_kind_first_seen', ['created_at']);
    await idx('alerts_kind_severity', ['severity_rank', 'last_seen']);
    await idx('alerts_kind_status_seen', ['status', 'last_seen']);
    await idx('alerts_kind_policy', ['rule_id', 'severity', 'title']);
    await idx('alerts_kind_account', ['account_id', 'last_seen']);
    await idx('alerts_kind_region', ['region', 'last_seen']);
    await s.createIndex('alerts_tenant_ref').on('alerts').columns(['tenant_id', 'ref']).execute();
    await sql`INSERT INTO role_actions (role_id, action)
      SELECT id, 'MANAGE_ALERTS' FROM roles WHERE name IN ('Administrator', 'Security analyst') ON CONFLICT DO NOTHING`.execute(db);
  },
};
