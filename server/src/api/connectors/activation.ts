import {
  ACTIVATION_STATES, type ActivationConflict, type ActivationOutcome, type ActivationProblem,
} from '@palisade/contracts/connectors';
import type { Db } from '../../db/openDatabase.js';
import { AppError } from '../../http/AppError.js';
import type { Principal } from '../../idp/tokenClaims.js';
import { audit, auditActor } from '../../shared/audit.js';
import { newId } from '../../shared/secrets.js';
import { configurationProblems } from './connectorReferences.js';
import { type LiveObject, loadLive, loadPending, nameOf, objectKey, overlay, type PendingEdit } from './connectorStore.js';

/** Runs before an activation applies its changes; tests hold it to see another activation queue behind it. */
export const activationHooks: { beforeApply?: (tenantId: string, userId: string) => Promise<void> } = {};

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

type RunResult = Exclude<ActivationOutcome, { status: 'queued' }>;
const failedText = ACTIVATION_STATES.failed;

/** Applies one administrator's whole pending edit in one transaction, or nothing of it. */
async function applyPending(db: Db, now: number, row: { tenant_id: string; user_id: string; user_email: string }): Promise<RunResult> {
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

/** Tenants whose queue is being worked through in this process. */
const running = new Set<string>();

async function runOne(db: Db, clock: () => number, id: string): Promise<RunResult> {
  const row = await db.selectFrom('connector_activations').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  await db.updateTable('connector_activations').set({ status: 'activating' }).where('id', '=', id).execute();
  let result: RunResult;
  try {
    await activationHooks.beforeApply?.(row.tenant_id, row.user_id);
    result = await applyPending(db, clock(), row);
  } catch (cause) {
    // Nothing was applied (the transaction rolled back): the edits stay pending, and the failure is reported.
    result = { status: 'failed', state: failedText, problems: [], message: `${failedText} ${cause instanceof Error ? cause.message : String(cause)}` };
  }
  const problems = result.status === 'conflict' ? result.conflicts : result.status === 'failed' ? result.problems : [];
  await db.updateTable('connector_activations').set({
    status: result.status === 'done' ? 'done' : 'failed', message: result.status === 'done' ? '' : result.message,
    problems: JSON.stringify(problems), finished_at: clock(),
  }).where('id', '=', id).execute();
  if (result.status !== 'done') {
    await audit(db, clock(), {
      tenantId: row.tenant_id, actorUserId: row.user_id, actorEmail: row.user_email, action: 'connectors.activate.failed',
      target: `tenant:${row.tenant_id}`, details: { message: result.message },
    });
  }
  return result;
}

const nextQueued = (db: Db, tenantId: string) => db.selectFrom('connector_activations').select('id').where('tenant_id', '=', tenantId)
  .where('status', '=', 'queued').orderBy('created_at').orderBy('id').executeTakeFirst();

/** Callers waiting for their own activation's outcome, by activation id. */
const waiters = new Map<string, (result: RunResult) => void>();

/** Works through the tenant's queue, oldest first, one activation at a time, telling each waiting caller its outcome. */
async function drain(db: Db, clock: () => number, tenantId: string): Promise<void> {
  running.add(tenantId);
  try {
    for (let next = await nextQueued(db, tenantId); next; next = await nextQueued(db, tenantId)) {
      const result = await runOne(db, clock, next.id);
      waiters.get(next.id)?.(result);
      waiters.delete(next.id);
    }
  } finally {
    running.delete(tenantId);
  }
  // One queued while the last check was on its way: start again rather than leave it waiting.
  if (await nextQueued(db, tenantId) && !running.has(tenantId)) void drain(db, clock, tenantId);
}

/**
 * Queued or running activations while no queue is being worked through in this process were left by a server that
 * stopped: nothing of them was applied (each runs in one transaction), so they are marked failed and their edits
 * stay pending, to be activated again.
 */
export async function dropAbandoned(db: Db, clock: () => number, tenantId: string): Promise<void> {
  if (running.has(tenantId)) return;
  await db.updateTable('connector_activations').set({
    status: 'failed', message: `${failedText} The server stopped before this activation ran; your changes are still pending: activate again.`,
    finished_at: clock(),
  }).where('tenant_id', '=', tenantId).where('status', 'in', ['queued', 'activating']).execute();
}

/**
 * Activate: applies the caller's pending edit at once, or queues it behind the activation running for the tenant
 * (it is then applied when its turn comes). A conflict or a failure applies nothing and keeps every pending edit.
 */
export async function requestActivation(db: Db, clock: () => number, p: Principal): Promise<ActivationOutcome> {
  const pending = await loadPending(db, p.tenantId, p.userId);
  if (pending.length === 0) throw new AppError(409, 'CONFLICT', 'You have no pending changes to activate');
  await dropAbandoned(db, clock, p.tenantId);
  const waiting = await db.selectFrom('connector_activations').select(['id', 'created_at']).where('tenant_id', '=', p.tenantId)
    .where('user_id', '=', p.userId).where('status', 'in', ['queued', 'activating']).executeTakeFirst();
  if (waiting) return { status: 'queued', state: ACTIVATION_STATES.queued, position: await positionOf(db, p.tenantId, waiting.created_at) };
  const id = newId('act');
  const now = clock();
  await db.insertInto('connector_activations').values({
    id, tenant_id: p.tenantId, user_id: p.userId, user_email: p.email, status: 'queued', message: '', problems: '[]', created_at: now, finished_at: null,
  }).execute();
  await audit(db, now, { ...auditActor(p), action: 'connectors.activate.request', target: `tenant:${p.tenantId}`, details: { changes: pending.length } });
  if (running.has(p.tenantId)) return { status: 'queued', state: ACTIVATION_STATES.queued, position: await positionOf(db, p.tenantId, now) };
  const outcome = new Promise<RunResult>((resolve) => waiters.set(id, resolve));
  void drain(db, clock, p.tenantId).catch(() => running.delete(p.tenantId));
  return outcome;
}

async function positionOf(db: Db, tenantId: string, createdAt: number): Promise<number> {
  const ahead = await db.selectFrom('connector_activations').select((eb) => eb.fn.countAll<number>().as('n')).where('tenant_id', '=', tenantId)
    .where('status', 'in', ['queued', 'activating']).where('created_at', '<', createdAt).executeTakeFirst();
  return Number(ahead?.n ?? 0) + 1;
}
