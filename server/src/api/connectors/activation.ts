import {
  ACTIVATION_STATES, type ActivationConflict, type ActivationOutcome, type ActivationProblem,
} from '@palisade/contracts/connectors';
import type { Db } from '../../db/openDatabase.js';
import { audit } from '../../shared/audit.js';
import { configurationProblems } from './connectorReferences.js';
import { type LiveObject, loadLive, loadPending, nameOf, objectKey, overlay, type PendingEdit } from './connectorStore.js';

/** The conflicts of a pending edit: objects another administrator activated a change to since this edit began. */
export function conflictsOf(live: readonly LiveObject[], pending: readonly PendingEdit[]): ActivationConflict[] {
  const byKey = new Map(live.map((o) => [objectKey(o.kind, o.id), o]));
  return pending.flatMap((e) => {
    const now = byKey.get(objectKey(e.kind, e.id));
    const liveVersion = now?.version ?? 0;
    // A new object (base 0) cannot collide; one deleted by another (live gone, base set) can.
    if (liveVersion === e.baseVersion) return [];
    return [{
      kind: e.kind, id: e.id, name: String((e.data ?? now?.data)?.name ?? e.id), baseVersion: e.baseVersion, liveVersion,
      changedBy: now?.updatedBy ?? 'another administrator', deleted: !now,
    }];
  });
}

/** What running one activation came to. */
export type RunResult = Exclude<ActivationOutcome, { status: 'queued' }>;
const failedText = ACTIVATION_STATES.failed;

/** Applies one administrator's whole pending edit in one transaction, or nothing of it. */
export async function applyPending(db: Db, now: number, row: { tenant_id: string; user_id: string; user_email: string }): Promise<RunResult> {
  return db.transaction().execute(async (trx) => {
    const [live, pending] = await Promise.all([loadLive(trx, row.tenant_id), loadPending(trx, row.tenant_id, row.user_id)]);
    const conflicts = conflictsOf(live, pending);
    if (conflicts.length) {
      return { status: 'conflict', state: failedText, conflicts, message: `${failedText} ${conflicts.length} of your changes conflict with changes another administrator activated: keep yours or take theirs for each.` };
    }
    const problems: ActivationProblem[] = configurationProblems(overlay(live, pending));
    if (problems.length) return { status: 'failed', state: failedText, problems, message: `${failedText} ${problems.map((p) => p.message).join('; ')}` };
    for (const e of pending) {
      const was = live.find((o) => o.kind === e.kind && o.id === e.id);
      const key = (q: any) => q.where('tenant_id', '=', row.tenant_id).where('kind', '=', e.kind).where('id', '=', e.id);
      if (e.op === 'delete') await key(trx.deleteFrom('connector_objects')).execute();
      else if (was) {
        await key(trx.updateTable('connector_objects').set({
          version: was.version + 1, data: JSON.stringify(e.data), secret_cipher: e.secretCipher, updated_at: now, updated_by: row.user_email,
        })).execute();
      } else {
        await trx.insertInto('connector_objects').values({
          tenant_id: row.tenant_id, kind: e.kind, id: e.id, version: 1, data: JSON.stringify(e.data), secret_cipher: e.secretCipher,
          updated_at: now, updated_by: row.user_email,
        }).execute();
      }
    }
    await trx.deleteFrom('connector_pending').where('tenant_id', '=', row.tenant_id).where('user_id', '=', row.user_id).execute();
    await audit(trx, now, {
      tenantId: row.tenant_id, actorUserId: row.user_id, actorEmail: row.user_email, action: 'connectors.activate', target: `tenant:${row.tenant_id}`,
      details: { changes: pending.map((e) => ({ op: e.op, object: nameOf(e.kind, e.data, e.id), kind: e.kind, id: e.id })) },
    });
    return { status: 'done', state: ACTIVATION_STATES.done, applied: pending.length };
  });
}

