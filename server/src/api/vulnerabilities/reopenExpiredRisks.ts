import { claimJob } from '../../db/claimJob.js';
import type { Db } from '../../db/openDatabase.js';
import { audit } from '../../shared/audit.js';
import { STATUS_IN_DB } from './vulnerabilityQuery.js';

/** How often each instance asks whether accepted risks have expired; the claim makes one instance do it per period. */
export const RISK_EXPIRY_TICK_MS = 10 * 60_000;
const BATCH = 500;

/**
 * Reopens every accepted risk whose expiry has passed, in every tenant: the finding is open again with the acceptance
 * cleared, and each gets an audit row by SYSTEM with the acceptance it had. Returns how many were reopened.
 */
export async function reopenExpiredRisks(db: Db, now: number): Promise<number> {
  let reopened = 0;
  for (;;) {
    const done = await db.transaction().execute(async (trx) => {
      const rows = await trx.selectFrom('vulnerabilities').select(['id', 'tenant_id', 'cve', 'asset_id', 'package_name', 'accept_reason', 'accept_expires', 'accepted_by'])
        .where('status', '=', STATUS_IN_DB.accepted).where('accept_expires', '<=', now).orderBy('accept_expires').orderBy('id').limit(BATCH).execute();
      if (rows.length === 0) return true;
      await trx.updateTable('vulnerabilities').set({ status: STATUS_IN_DB.open, accept_reason: '', accept_expires: 0, accepted_by: '' })
        .where('id', 'in', rows.map((r) => Number(r.id))).execute();
      for (const r of rows) {
        await audit(trx, now, { tenantId: r.tenant_id, actorUserId: null, actorEmail: '', via: 'SYSTEM', action: 'vulnerability.risk_expired', target: `finding:${r.id}`,
          details: { cve: r.cve, assetId: Number(r.asset_id), package: r.package_name, acceptedBy: r.accepted_by },
          before: { status: 'accepted', reason: r.accept_reason, expiresAt: new Date(Number(r.accept_expires)).toISOString() }, after: { status: 'open' } });
      }
      reopened += rows.length;
      return rows.length < BATCH;
    });
    if (done) return reopened;
  }
}

/** Reopens expired risks when this instance claims the period's run; false when another instance has it. */
export async function reopenExpiredRisksIfDue(db: Db, now: number): Promise<boolean> {
  if (!(await claimJob(db, 'accepted_risk_expiry', now, RISK_EXPIRY_TICK_MS - 1_000))) return false;
  await reopenExpiredRisks(db, now);
  return true;
}

/** At start (a server that was down catches up), then every tick. Returns what stops the ticks. */
export function scheduleRiskExpiry(db: Db, clock: () => number, warn: (error: unknown) => void): () => void {
  const run = () => void reopenExpiredRisksIfDue(db, clock()).catch(warn);
  run();
  const tick = setInterval(run, RISK_EXPIRY_TICK_MS);
  tick.unref();
  return () => clearInterval(tick);
}
