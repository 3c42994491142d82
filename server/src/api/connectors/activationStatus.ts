import {
  ACTIVATION_STATES, type ActivationProblem, type ActivationState, type ActivationStatus, type ConflictResolution, type ConnectorKind,
} from '@palisade/contracts/connectors';
import type { Db } from '../../db/openDatabase.js';
import { AppError } from '../../http/AppError.js';
import type { Principal } from '../../idp/tokenClaims.js';
import { audit, auditActor } from '../../shared/audit.js';
import { conflictsOf } from './activation.js';
import { dropAbandoned } from './activationQueue.js';
import { loadLive, loadPending, nameOf } from './connectorStore.js';
import { signedInUsers } from './signedIn.js';

/** An administrator whose sign-in has not been used for this long is shown as Session expired (spec section 9's inactivity timeout). */
export const EDIT_SESSION_MS = 120 * 60_000;

const STATE_OF_ROW = { queued: ACTIVATION_STATES.queued, activating: ACTIVATION_STATES.activating } as const;

/** The activation panel: my state, my conflicts and last failure, who else is editing, and the queue. */
export async function activationStatus(db: Db, now: number, p: Principal): Promise<ActivationStatus> {
  await dropAbandoned(db, () => now, p.tenantId);
  const [live, mine, others, queue, last] = await Promise.all([
    loadLive(db, p.tenantId), loadPending(db, p.tenantId, p.userId),
    db.selectFrom('connector_pending').select(['user_id', 'user_email', 'user_name'])
      .select((eb) => [eb.fn.countAll<number>().as('n'), eb.fn.max('updated_at').as('last')])
      .where('tenant_id', '=', p.tenantId).where('user_id', '!=', p.userId).groupBy(['user_id', 'user_email', 'user_name']).orderBy('user_email').execute(),
    db.selectFrom('connector_activations').select(['id', 'user_id', 'user_email', 'status', 'created_at']).where('tenant_id', '=', p.tenantId)
      .where('status', 'in', ['queued', 'activating']).orderBy('created_at').orderBy('id').execute(),
    db.selectFrom('connector_activations').select(['status', 'message', 'problems', 'finished_at']).where('tenant_id', '=', p.tenantId)
      .where('user_id', '=', p.userId).where('status', 'in', ['done', 'failed']).orderBy('finished_at', 'desc').orderBy('created_at', 'desc').limit(1).executeTakeFirst(),
  ]);
  // Their pending edit says nothing of whether they are still there: their sign-in does.
  const present = await signedInUsers(db, p.tenantId, others.map((o) => o.user_id), now, EDIT_SESSION_MS);
  const myQueued = queue.find((q) => q.user_id === p.userId);
  const myState: ActivationState = myQueued ? STATE_OF_ROW[myQueued.status as keyof typeof STATE_OF_ROW]
    : mine.length ? ACTIVATION_STATES.editing : ACTIVATION_STATES.noPending;
  return {
    myState, session: ACTIVATION_STATES.loggedIn, pendingChanges: mine.length, conflicts: conflictsOf(live, mine),
    lastFailure: last?.status === 'failed' && mine.length
      ? { message: last.message, problems: JSON.parse(last.problems) as ActivationProblem[], at: Number(last.finished_at) } : null,
    currentlyEditing: others.map((o) => {
      const since = Number(o.last);
      const queued = queue.find((q) => q.user_id === o.user_id);
      const state = queued ? STATE_OF_ROW[queued.status as keyof typeof STATE_OF_ROW]
        : present.has(o.user_id) ? ACTIVATION_STATES.editing : ACTIVATION_STATES.sessionExpired;
      return { email: o.user_email, name: o.user_name, state, pendingChanges: Number(o.n), since };
    }),
    queued: queue.map((q) => ({ id: q.id, email: q.user_email, state: STATE_OF_ROW[q.status as keyof typeof STATE_OF_ROW], requestedAt: q.created_at })),
  };
}

/** Settles one conflict explicitly: keep mine (my edit now starts from the live version) or take theirs (drop my edit). */
export async function resolveConflict(db: Db, now: number, p: Principal, kind: ConnectorKind, id: string, resolution: ConflictResolution): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const [live, mine] = await Promise.all([loadLive(trx, p.tenantId, kind), loadPending(trx, p.tenantId, p.userId, kind)]);
    const conflict = conflictsOf(live, mine).find((c) => c.id === id);
    if (!conflict) throw new AppError(404, 'NOT_FOUND', `${nameOf(kind, null, id)} has no conflict to resolve`);
    const where = (q: any) => q.where('tenant_id', '=', p.tenantId).where('user_id', '=', p.userId).where('kind', '=', kind).where('object_id', '=', id);
    const edit = mine.find((e) => e.id === id)!;
    if (resolution === 'theirs' || (conflict.deleted && edit.op === 'delete')) await where(trx.deleteFrom('connector_pending')).execute();
    // Keeping my edit of an object another deleted brings it back as a new one.
    else await where(trx.updateTable('connector_pending')).set({ base_version: conflict.liveVersion, updated_at: now }).execute();
    await audit(trx, now, {
      ...auditActor(p), action: 'connectors.conflict.resolve', target: `${kind}:${id}`,
      details: { resolution, baseVersion: conflict.baseVersion, liveVersion: conflict.liveVersion },
    });
  });
}

/** Drops the caller's whole pending edit. */
export async function discardPending(db: Db, now: number, p: Principal): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const mine = await loadPending(trx, p.tenantId, p.userId);
    await trx.deleteFrom('connector_pending').where('tenant_id', '=', p.tenantId).where('user_id', '=', p.userId).execute();
    await audit(trx, now, { ...auditActor(p), action: 'connectors.discard', target: `tenant:${p.tenantId}`, details: { changes: mine.length } });
    return mine.length;
  });
}
