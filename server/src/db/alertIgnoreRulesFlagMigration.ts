import { type Kysely, type Migration, sql } from 'kysely';
import { isPostgres } from './dialect.js';
import { createPostgresIgnoreRulesTrigger } from './postgresIgnoreRulesTrigger.js';

/**
 * Ignore rules apply to new alerts only while the tenant's ignore_rules flag is on. The trigger reads the flag the way
 * isFlagOn does (tenant-wide override, else the catalogue default), so every insert path honours it.
 */
export const alertIgnoreRulesFlagMigration: Migration = {
  async up(db: Kysely<unknown>) {
    if (isPostgres(db)) return createPostgresIgnoreRulesTrigger(db, true);
    await sql`DROP TRIGGER alerts_apply_ignore_rules`.execute(db);
    await sql`CREATE TRIGGER alerts_apply_ignore_rules AFTER INSERT ON alerts
      WHEN NEW.status = 'Open'
        AND COALESCE((SELECT enabled FROM feature_flag_overrides o WHERE o.tenant_id = NEW.tenant_id AND o.flag_key = 'ignore_rules'
            AND o.feature IS NULL AND o.cloud_type IS NULL LIMIT 1),
          (SELECT default_enabled FROM feature_flags WHERE key = 'ignore_rules'), 0) = 1
        AND EXISTS (SELECT 1 FROM alert_ignore_rules r WHERE r.tenant_id = NEW.tenant_id AND r.kind = NEW.kind
          AND r.rule_id = NEW.rule_id AND r.account_id = NEW.account_id)
      BEGIN
        UPDATE alerts SET status = 'Ignored', status_description = 'Ignored by rule' WHERE id = NEW.id;
        INSERT INTO alert_events (tenant_id, alert_id, from_status, to_status, reason, actor, created_at)
          SELECT NEW.tenant_id, NEW.id, 'Open', 'Ignored', 'Ignore rule ' || r.id || ': ' || r.reason, 'ignore rule', NEW.created_at
          FROM alert_ignore_rules r WHERE r.tenant_id = NEW.tenant_id AND r.kind = NEW.kind AND r.rule_id = NEW.rule_id
            AND r.account_id = NEW.account_id LIMIT 1;
      END`.execute(db);
  },
};
