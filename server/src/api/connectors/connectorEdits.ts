import type { ConnectorKind } from '@palisade/contracts/connectors';
import type { Db } from '../../db/openDatabase.js';
import { AppError, notFound } from '../../http/AppError.js';
import type { Principal } from '../../idp/tokenClaims.js';
import { audit, auditActor } from '../../shared/audit.js';
import { openSecret, sealSecret } from '../../shared/secretBox.js';
import { KIND_RULES } from './connectorKindRules.js';
import { fieldProblems, referrers } from './connectorReferences.js';
import { type Data, loadLive, loadPending, nameOf, overlay, type ViewObject } from './connectorStore.js';

/** Secrets are bound to their tenant and object, so a sealed value cannot be moved to another. */
const secretBinding = (tenantId: string, kind: string, id: string) => `connector:${tenantId}:${kind}:${id}`;

/** Splits the secrets out of a body: those given replace the stored ones, empty ones keep them; all must end up set. */
async function withSecrets(db: Db, p: Principal, kind: ConnectorKind, id: string, body: Data, current: ViewObject | undefined) {
  const names = KIND_RULES[kind].secrets?.(body) ?? [];
  if (names.length === 0) return { data: body, secretCipher: null };
  const stored = current ? await openSecret(db, current.secretCipher, secretBinding(p.tenantId, kind, id)) : {};
  const secrets: Record<string, string> = {};
  const data: Data = { ...body };
  for (const name of names) {
    const given = typeof body[name] === 'string' ? (body[name] as string) : '';
    delete data[name];
    const value = given !== '' ? given : stored[name];
    if (value) secrets[name] = value;
  }
  const missing = names.filter((n) => !secrets[n]);
  if (missing.length) {
    throw new AppError(400, 'VALIDATION_FAILED', `Invalid request fields: ${missing.join(', ')}`, missing.map((path) => ({ path, message: 'This field is required' })));
  }
  data.secretsSet = Object.keys(secrets);
  return { data, secretCipher: await sealSecret(db, secrets, secretBinding(p.tenantId, kind, id)) };
}

/** What the change does, for its audit row and the pending edit. */
export type EditOp = { op: 'upsert'; body: Data; merge: boolean; create?: boolean } | { op: 'delete' };

/**
 * Saves one change into the caller's pending edit, never into the live configuration: the first change to an object
 * records the live version it started from (its base), later ones keep it. Checked against the caller's own view.
 */
export async function saveEdit(db: Db, now: number, p: Principal, kind: ConnectorKind, id: string, edit: EditOp): Promise<ViewObject | null> {
  return db.transaction().execute(async (trx) => {
    const [live, pending] = await Promise.all([loadLive(trx, p.tenantId), loadPending(trx, p.tenantId, p.userId)]);
    const view = overlay(live, pending);
    const current = view.find((o) => o.kind === kind && o.id === id);
    const liveObject = live.find((o) => o.kind === kind && o.id === id);
    const mine = pending.find((e) => e.kind === kind && e.id === id);
    if (!current && (edit.op === 'delete' || !edit.create)) throw notFound(`${nameOf(kind, null, id)} not found`);
    const base = mine?.baseVersion ?? liveObject?.version ?? 0;
    const where = (q: any) => q.where('tenant_id', '=', p.tenantId).where('user_id', '=', p.userId).where('kind', '=', kind).where('object_id', '=', id);
    if (edit.op === 'delete') {
      const users = referrers(view, kind, id);
      if (users.length) throw new AppError(409, 'CONFLICT', `${nameOf(kind, current!.data, id)} is used by ${users.map((u) => nameOf(u.kind, u.data, u.id)).join(', ')}: change or delete those first`);
      await where(trx.deleteFrom('connector_pending')).execute();
      // Deleting what only this edit added leaves nothing to activate for it.
      if (liveObject) {
        await trx.insertInto('connector_pending').values({
          tenant_id: p.tenantId, user_id: p.userId, kind, object_id: id, base_version: base, op: 'delete', data: null, secret_cipher: null,
          user_email: p.email, user_name: p.name ?? p.email, updated_at: now,
        }).execute();
      }
      await audit(trx, now, { ...auditActor(p), action: 'connectors.delete', target: `${kind}:${id}`, details: { pending: true }, before: current!.data });
      return null;
    }
    const merged = edit.merge ? { ...current!.data, ...edit.body } : edit.body;
    const { data, secretCipher } = await withSecrets(trx, p, kind, id, merged, current);
    const next: ViewObject = { kind, id, version: liveObject?.version ?? 0, data, secretCipher, pending: liveObject ? 'changed' : 'added' };
    const problems = fieldProblems(next, view.filter((o) => !(o.kind === kind && o.id === id)).concat(next));
    if (problems.length) throw new AppError(400, 'VALIDATION_FAILED', `Invalid request fields: ${problems.map((x) => x.path).join(', ')}`, problems);
    await where(trx.deleteFrom('connector_pending')).execute();
    await trx.insertInto('connector_pending').values({
      tenant_id: p.tenantId, user_id: p.userId, kind, object_id: id, base_version: base, op: 'upsert', data: JSON.stringify(data),
      secret_cipher: secretCipher, user_email: p.email, user_name: p.name ?? p.email, updated_at: now,
    }).execute();
    await audit(trx, now, {
      ...auditActor(p), action: current ? 'connectors.edit' : 'connectors.add', target: `${kind}:${id}`, details: { pending: true },
      ...(current ? { before: current.data } : {}), after: data,
    });
    return next;
  });
}
