import type { Db } from '../db/openDatabase.js';
import { newId } from './secrets.js';

export interface AuditEntry { tenantId: string | null; actorUserId: string | null; action: string; target: string; details?: Record<string, unknown> }

/** Appends one audit row; every state change in the server goes through here. */
export async function audit(db: Db, now: number, entry: AuditEntry): Promise<void> {
  await db.insertInto('audit_log').values({
    id: newId('aud'), tenant_id: entry.tenantId, actor_user_id: entry.actorUserId, action: entry.action,
    target: entry.target, details: JSON.stringify(entry.details ?? {}), created_at: now,
  }).execute();
}
