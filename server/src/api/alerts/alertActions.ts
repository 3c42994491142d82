import type { Db } from '../../db/openDatabase.js';
import type { Principal } from '../../idp/tokenClaims.js';
import { audit, auditActor } from '../../shared/audit.js';
import { newId } from '../../shared/secrets.js';
import type { STATUSES } from './alertQuery.js';

export const ALERT_ACTIONS = ['resolve', 'ignore', 'reopen'] as const;
export type AlertAction = (typeof ALERT_ACTIONS)[number];

type Status = (typeof STATUSES)[number];
const TARGET: Record<AlertAction, { to: Status; from: readonly string[]; description: string }> = {
  resolve: { to: 'Resolved', from: ['Open'], description: 'Resolved manually by an analyst' },
  ignore: { to: 'Ignored', from: ['Open'], description: 'Ignored by an analyst' },
  reopen: { to: 'Open', from: ['Resolved', 'Closed', 'Ignored'], description: 'Reopened by an analyst' },
};

export type ActionResult =
  | { id: string; ok: true; status: Status }
  | { id: string; ok: false; code: 'NOT_FOUND' | 'INVALID_TRANSITION'; message: string };

export interface ActionRequest { ids: string[]; action: AlertAction; reason?: string | undefined; createIgnoreRule?: boolean | undefined }
/** Who acts: the caller, and the name the alert's history shows. */
export type Actor = Principal & { displayName: string };

/**
 * Applies one action to each alert on its own: an alert that is missing (or another tenant's) or in a state the action
 * does not apply to fails alone and the others still change. Each change is audited; ignore rules are per policy and account.
 * With `onlyKind`, an alert of another kind is not found, as a missing one is (a caller limited to IaC alerts).
 */
export async function applyAlertAction(db: Db, actor: Actor, req: ActionRequest, now: number, onlyKind?: 'cloud' | 'iac') {
  const target = TARGET[req.action];
  const reason = req.reason?.trim() || target.description;
  const results: ActionResult[] = [];
  const rules: { id: string; policyId: string; accountId: number }[] = [];
  await db.transaction().execute(async (trx) => {
    for (const raw of [...new Set(req.ids.map((id) => id.toUpperCase()))]) {
      const row = await trx.selectFrom('alerts').select(['id', 'status', 'status_description', 'kind', 'rule_id', 'account_id'])
        .where('tenant_id', '=', actor.tenantId).where('ref', '=', raw).executeTakeFirst();
      if (!row || (onlyKind && row.kind !== onlyKind)) { results.push({ id: raw, ok: false, code: 'NOT_FOUND', message: `Alert ${raw} does not exist` }); continue; }
      if (!target.from.includes(row.status)) {
        results.push({ id: raw, ok: false, code: 'INVALID_TRANSITION', message: `Alert ${raw} is ${row.status}; ${req.action} applies to ${target.from.join(' or ')} alerts` });
        continue;
      }
      await trx.updateTable('alerts').set({ status: target.to, status_description: reason, last_seen: now }).where('id', '=', row.id).execute();
      await trx.insertInto('alert_events').values({ tenant_id: actor.tenantId, alert_id: row.id, from_status: row.status, to_status: target.to,
        reason, actor: actor.displayName, created_at: now }).execute();
      await audit(trx, now, { ...auditActor(actor), action: `alert.${req.action}`, target: raw,
        before: { status: row.status, statusDescription: row.status_description }, after: { status: target.to, statusDescription: reason } });
      if (req.action === 'ignore' && req.createIgnoreRule && !rules.some((r) => r.policyId === row.rule_id && r.accountId === row.account_id)) {
        const existing = await trx.selectFrom('alert_ignore_rules').select('id').where('tenant_id', '=', actor.tenantId).where('kind', '=', row.kind)
          .where('rule_id', '=', row.rule_id).where('account_id', '=', row.account_id).executeTakeFirst();
        if (!existing) {
          const rule = { id: newId('air'), tenant_id: actor.tenantId, kind: row.kind, rule_id: row.rule_id, account_id: row.account_id, reason,
            created_by: actor.userId, created_at: now };
          await trx.insertInto('alert_ignore_rules').values(rule).execute();
          await audit(trx, now, { ...auditActor(actor), action: 'alert.ignore_rule.create', target: rule.id,
            after: { kind: row.kind, policyId: row.rule_id, accountId: row.account_id, reason } });
          rules.push({ id: rule.id, policyId: row.rule_id, accountId: row.account_id });
        }
      }
      results.push({ id: raw, ok: true, status: target.to });
    }
  });
  return { results, ignoreRules: rules, succeeded: results.filter((r) => r.ok).length, failed: results.filter((r) => !r.ok).length };
}
