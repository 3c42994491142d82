import { CONNECTOR_KIND_LABELS, type ConnectorKind, type ConnectorObject, type PendingChange } from '@palisade/contracts/connectors';
import type { Db } from '../../db/openDatabase.js';

export type Data = Record<string, unknown>;

/** One live object as stored. */
export interface LiveObject { kind: ConnectorKind; id: string; version: number; data: Data; secretCipher: string | null; updatedBy: string }
/** One object of an administrator's pending edit. */
export interface PendingEdit {
  kind: ConnectorKind; id: string; baseVersion: number; op: 'upsert' | 'delete'; data: Data | null; secretCipher: string | null; updatedAt: number;
}

export const objectKey = (kind: string, id: string) => `${kind}/${id}`;
export const nameOf = (kind: ConnectorKind, data: Data | null | undefined, id: string) =>
  `${CONNECTOR_KIND_LABELS[kind]} ${typeof data?.name === 'string' && data.name ? `"${data.name}"` : id}`;

export async function loadLive(db: Db, tenantId: string, kind?: ConnectorKind): Promise<LiveObject[]> {
  let q = db.selectFrom('connector_objects').selectAll().where('tenant_id', '=', tenantId);
  if (kind) q = q.where('kind', '=', kind);
  const rows = await q.orderBy('kind').orderBy('id').execute();
  return rows.map((r) => ({
    kind: r.kind as ConnectorKind, id: r.id, version: r.version, data: JSON.parse(r.data) as Data, secretCipher: r.secret_cipher, updatedBy: r.updated_by,
  }));
}

export async function loadPending(db: Db, tenantId: string, userId: string, kind?: ConnectorKind): Promise<PendingEdit[]> {
  let q = db.selectFrom('connector_pending').selectAll().where('tenant_id', '=', tenantId).where('user_id', '=', userId);
  if (kind) q = q.where('kind', '=', kind);
  const rows = await q.orderBy('updated_at').execute();
  return rows.map((r) => ({
    kind: r.kind as ConnectorKind, id: r.object_id, baseVersion: r.base_version, op: r.op,
    data: r.data === null ? null : (JSON.parse(r.data) as Data), secretCipher: r.secret_cipher, updatedAt: r.updated_at,
  }));
}

/** One object of the administrator's view: live, with their pending edit applied. */
export interface ViewObject { kind: ConnectorKind; id: string; version: number; data: Data; secretCipher: string | null; pending: PendingChange }

/** Live objects with the pending edits applied; deleted ones are left out. */
export function overlay(live: readonly LiveObject[], pending: readonly PendingEdit[]): ViewObject[] {
  const view = new Map<string, ViewObject>();
  for (const o of live) view.set(objectKey(o.kind, o.id), { ...o, pending: null });
  for (const e of pending) {
    const key = objectKey(e.kind, e.id);
    if (e.op === 'delete') view.delete(key);
    else {
      const was = view.get(key);
      view.set(key, { kind: e.kind, id: e.id, version: was?.version ?? 0, data: e.data ?? {}, secretCipher: e.secretCipher, pending: was ? 'changed' : 'added' });
    }
  }
  return [...view.values()];
}

/** The caller's view of every object (or of one kind): what the area's screens show. */
export async function loadView(db: Db, tenantId: string, userId: string, kind?: ConnectorKind): Promise<ViewObject[]> {
  const [live, pending] = await Promise.all([loadLive(db, tenantId, kind), loadPending(db, tenantId, userId, kind)]);
  return overlay(live, pending);
}

/** An object as the API sends it (its data never holds secrets, only the names of those set, in secretsSet). */
export function present(o: ViewObject): ConnectorObject {
  return { ...o.data, id: o.id, version: o.version, pending: o.pending };
}
