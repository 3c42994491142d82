import { ACTIVATION_STATES, type ActivationOutcome } from '@palisade/contracts/connectors';
import type { Db } from '../../db/openDatabase.js';
import { AppError } from '../../http/AppError.js';
import type { Principal } from '../../idp/tokenClaims.js';
import { audit, auditActor } from '../../shared/audit.js';
import { newId } from '../../shared/secrets.js';
import { applyPending, type RunResult } from './activation.js';
import { loadPending } from './connectorStore.js';

/** Runs before an activation applies its changes; tests hold it to see another activation queue behind it. */
export const activationHooks: { beforeApply?: (tenantId: string, userId: string, activationId: string) => Promise<void> } = {};

/** A running activation renews its claim this often; one not renewed for ACTIVATION_LEASE_MS was left by a stopped server. */
export const ACTIVATION_HEARTBEAT_MS = 5_000;
export const ACTIVATION_LEASE_MS = 30_000;

/** This server process, as the claimant of the activations it runs. */
const THIS_INSTANCE = newId('ins');
const failedText = ACTIVATION_STATES.failed;

const isUniqueViolation = (error: unknown) => {
  const code = (error as { code?: unknown } | null)?.code;
  return code === 'SQLITE_CONSTRAINT_UNIQUE' || code === '23505';
};

/**
 * Claims the tenant's oldest queued activation for `worker` in one statement. The partial unique index on
 * (tenant_id) where status = 'activating' lets one activation per tenant run at a time across every instance, and
 * `status = 'queued'` in the statement means two workers racing for the same row never both get it.
 */
export async function claimNext(db: Db, now: number, tenantId: string, worker: string) {
  try {
    return await db.updateTable('connector_activations').set({ status: 'activating', claimed_by: worker, heartbeat_at: now })
      .where('id', '=', (eb) => eb.selectFrom('connector_activations as q').select('q.id').where('q.tenant_id', '=', tenantId)
        .where('q.status', '=', 'queued').orderBy('q.created_at').orderBy('q.id').limit(1))
      .where('status', '=', 'queued').returningAll().executeTakeFirst();
  } catch (error) {
    if (isUniqueViolation(error)) return undefined; // another worker is running one of this tenant's activations
    throw error;
  }
}

async function runClaimed(db: Db, clock: () => number, row: { id: string; tenant_id: string; user_id: string; user_email: string }, worker: string): Promise<RunResult> {
  const renew = setInterval(() => {
    void db.updateTable('connector_activations').set({ heartbeat_at: clock() }).where('id', '=', row.id).where('claimed_by', '=', worker).execute().catch(() => undefined);
  }, ACTIVATION_HEARTBEAT_MS);
  renew.unref();
  let result: RunResult;
  try {
    await activationHooks.beforeApply?.(row.tenant_id, row.user_id, row.id);
    result = await applyPending(db, clock(), row);
  } catch (cause) {
    // Nothing was applied (the transaction rolled back): the edits stay pending, and the failure is reported.
    result = { status: 'failed', state: failedText, problems: [], message: `${failedText} ${cause instanceof Error ? cause.message : String(cause)}` };
  } finally {
    clearInterval(renew);
  }
  const problems = result.status === 'conflict' ? result.conflicts : result.status === 'failed' ? result.problems : [];
  await db.updateTable('connector_activations').set({
    status: result.status === 'done' ? 'done' : 'failed', message: result.status === 'done' ? '' : result.message,
    problems: JSON.stringify(problems), finished_at: clock(),
  }).where('id', '=', row.id).execute();
  if (result.status !== 'done') {
    await audit(db, clock(), {
      tenantId: row.tenant_id, actorUserId: row.user_id, actorEmail: row.user_email, action: 'connectors.activate.failed',
      target: `tenant:${row.tenant_id}`, details: { message: result.message },
    });
  }
  return result;
}

/**
 * Works through the tenant's queue, oldest first, while this worker can claim the next activation; stops as soon as
 * the queue is empty or another worker (in this process or another instance) is running one. The worker running
 * an activation looks for the next after finishing it, so nothing queued is left behind.
 */
export async function workQueue(db: Db, clock: () => number, tenantId: string, worker = THIS_INSTANCE,
  onResult: (id: string, result: RunResult) => void = () => undefined): Promise<number> {
  let ran = 0;
  for (let row = await claimNext(db, clock(), tenantId, worker); row; row = await claimNext(db, clock(), tenantId, worker)) {
    onResult(row.id, await runClaimed(db, clock, row, worker));
    ran += 1;
  }
  return ran;
}

/**
 * A running activation whose claim was not renewed for the lease was left by a server that stopped: nothing of it
 * was applied (each runs in one transaction), so it is marked failed and its edits stay pending, to be activated again.
 */
export async function dropAbandoned(db: Db, clock: () => number, tenantId: string): Promise<void> {
  const now = clock();
  await db.updateTable('connector_activations').set({
    status: 'failed', message: `${failedText} The server stopped before this activation ran; your changes are still pending: activate again.`,
    finished_at: now,
  }).where('tenant_id', '=', tenantId).where('status', '=', 'activating')
    .where((eb) => eb.or([eb('heartbeat_at', 'is', null), eb('heartbeat_at', '<', now - ACTIVATION_LEASE_MS)])).execute();
}

/**
 * Activate: applies the caller's pending edit at once, or queues it behind the activation running for the tenant on
 * any instance (it is then applied when its turn comes). A conflict or a failure applies nothing and keeps every
 * pending edit.
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
    id, tenant_id: p.tenantId, user_id: p.userId, user_email: p.email, status: 'queued', message: '', problems: '[]', created_at: now,
    finished_at: null, claimed_by: null, heartbeat_at: null,
  }).execute();
  await audit(db, now, { ...auditActor(p), action: 'connectors.activate.request', target: `tenant:${p.tenantId}`, details: { changes: pending.length } });
  // The caller hears its own outcome as soon as it is known; the worker goes on with whatever queued behind it.
  return new Promise<ActivationOutcome>((resolve, reject) => {
    workQueue(db, clock, p.tenantId, THIS_INSTANCE, (ranId, result) => { if (ranId === id) resolve(result); })
      .then(async () => resolve({ status: 'queued', state: ACTIVATION_STATES.queued, position: await positionOf(db, p.tenantId, now) }), reject);
  });
}

async function positionOf(db: Db, tenantId: string, createdAt: number): Promise<number> {
  const ahead = await db.selectFrom('connector_activations').select((eb) => eb.fn.countAll<number>().as('n')).where('tenant_id', '=', tenantId)
    .where('status', 'in', ['queued', 'activating']).where('created_at', '<', createdAt).executeTakeFirst();
  return Number(ahead?.n ?? 0) + 1;
}
