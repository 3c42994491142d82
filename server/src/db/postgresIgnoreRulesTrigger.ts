import { type Kysely, sql } from 'kysely';

/**
 * PostgreSQL's form of the SQLite trigger `alerts_apply_ignore_rules` (a trigger function, then the trigger): a new Open
 * alert that an ignore rule of its tenant matches is ignored, with a status event naming the rule. `honourFlag` adds the
 * tenant's ignore_rules flag (tenant-wide override, else the catalogue default), as the SQLite trigger does from 0007 on.
 */
export async function createPostgresIgnoreRulesTrigger(db: Kysely<unknown>, honourFlag: boolean): Promise<void> {
  const flag = honourFlag
    ? sql`AND COALESCE((SELECT enabled FROM feature_flag_overrides o WHERE o.tenant_id = NEW.tenant_id AND o.flag_key = 'ignore_rules'
          AND o.feature IS NULL AND o.cloud_type IS NULL LIMIT 1),
        (SELECT default_enabled FROM feature_flags WHERE key = 'ignore_rules'), 0) = 1`
    : sql``;
  await sql`CREATE OR REPLACE FUNCTION alerts_apply_ignore_rules() RETURNS trigger LANGUAGE plpgsql AS $body$
    DECLARE
      matched RECORD;
    BEGIN
      IF NEW.status <> 'Open' THEN RETURN NULL; END IF;
      IF NOT (TRUE ${flag}) THEN RETURN NULL; END IF;
      SELECT r.id, r.reason INTO matched FROM alert_ignore_rules r WHERE r.tenant_id = NEW.tenant_id AND r.kind = NEW.kind
        AND r.rule_id = NEW.rule_id AND r.account_id = NEW.account_id LIMIT 1;
      IF NOT FOUND THEN RETURN NULL; END IF;
      UPDATE alerts SET status = 'Ignored', status_description = 'Ignored by rule' WHERE id = NEW.id;
      INSERT INTO alert_events (tenant_id, alert_id, from_status, to_status, reason, actor, created_at)
        VALUES (NEW.tenant_id, NEW.id, 'Open', 'Ignored', 'Ignore rule ' || matched.id || ': ' || matched.reason, 'ignore rule', NEW.created_at);
      RETURN NULL;
    END
    $body$`.execute(db);
  await sql`DROP TRIGGER IF EXISTS alerts_apply_ignore_rules ON alerts`.execute(db);
  await sql`CREATE TRIGGER alerts_apply_ignore_rules AFTER INSERT ON alerts FOR EACH ROW EXECUTE FUNCTION alerts_apply_ignore_rules()`.execute(db);
}
