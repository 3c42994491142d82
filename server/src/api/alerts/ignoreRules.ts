import type { Db } from '../../db/openDatabase.js';
import { policyById } from '../../demo/alertCatalog.js';
import type { Principal } from '../../idp/tokenClaims.js';
import { audit, auditActor } from '../../shared/audit.js';

/** One ignore rule as the API shows it: the policy and account it silences, with their names; createdBy is the creator's name. */
export interface IgnoreRule {
  id: string; kind: 'cloud' | 'iac'; policyId: string; policyName: string; accountId: number | null; accountName: string | null;
  reason: string; createdBy: string; createdAt: string;
}

/** The tenant's ignore rules (only those of `onlyKind` when given), newest first. */
export async function listIgnoreRules(db: Db, tenantId: string, onlyKind?: 'cloud' | 'iac'): Promise<IgnoreRule[]> {
  let query = db.selectFrom('alert_ignore_rules as r').leftJoin('cloud_accounts as a', (j) => j.onRef('a.id', '=', 'r.account_id').onRef('a.tenant_id', '=', 'r.tenant_id'))
    .leftJoin('users as u', 'u.id', 'r.created_by')
    .select(['r.id', 'r.kind', 'r.rule_id', 'a.id as known_account', 'a.name as account_name', 'r.reason', 'r.created_by', 'u.name as creator_name',
      'u.email as creator_email', 'r.created_at'])
    .where('r.tenant_id', '=', tenantId);
  if (onlyKind) query = query.where('r.kind', '=', onlyKind);
  const rows = await query.orderBy('r.created_at', 'desc').orderBy('r.id', 'desc').execute();
  return rows.map((r) => ({
    id: r.id, kind: r.kind === 'iac' ? 'iac' : 'cloud', policyId: r.rule_id, policyName: policyById(r.rule_id)?.title ?? r.rule_id,
    accountId: r.known_account ?? null, accountName: r.account_name ?? null, reason: r.reason,
    createdBy: r.creator_name || r.creator_email || r.created_by,
    createdAt: new Date(r.created_at).toISOString(),
  }));
}

/** Deletes one of the tenant's rules and audits it with the rule as it was; false when the tenant has no such rule (of `onlyKind`, when given). */
export async function deleteIgnoreRule(db: Db, actor: Principal, id: string, now: number, onlyKind?: 'cloud' | 'iac'): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const rule = await trx.selectFrom('alert_ignore_rules').selectAll().where('tenant_id', '=', actor.tenantId).where('id', '=', id).executeTakeFirst();
    if (!rule || (onlyKind && rule.kind !== onlyKind)) return false;
    await trx.deleteFrom('alert_ignore_rules').where('id', '=', rule.id).execute();
    await audit(trx, now, { ...auditActor(actor), action: 'alert.ignore_rule.delete', target: rule.id,
      before: { kind: rule.kind, policyId: rule.rule_id, accountId: rule.account_id, reason: rule.reason, createdBy: rule.created_by,
        createdAt: new Date(rule.created_at).toISOString() } });
    return true;
  });
}
