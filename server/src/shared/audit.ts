import type { Db } from '../db/openDatabase.js';
import type { AuditInterface } from '../db/schema.js';
import type { Principal } from '../idp/tokenClaims.js';
import { newId } from './secrets.js';

export interface AuditEntry {
  tenantId: string | null;
  actorUserId: string | null;
  action: string;
  target: string;
  details?: Record<string, unknown>;
  /** How the change came in; UI (a signed-in user) unless said otherwise. */
  via?: AuditInterface;
  /** The API key that made the change; such a row names the key, not the person who created it. */
  actorApiKeyId?: string;
  /** Kept on the row so it still names the actor after the user is deleted. */
  actorEmail?: string;
  /** JSON-able images of the target before and after the change (secrets left out). */
  before?: unknown;
  after?: unknown;
}

/** Appends one audit row; every state change in the server goes through here. */
export async function audit(db: Db, now: number, entry: AuditEntry): Promise<void> {
  await db.insertInto('audit_log').values({
    id: newId('aud'), tenant_id: entry.tenantId, actor_user_id: entry.actorUserId, action: entry.action,
    target: entry.target, details: JSON.stringify(entry.details ?? {}), created_at: now,
    interface: entry.via ?? 'UI', actor_email: entry.actorEmail ?? '', actor_api_key_id: entry.actorApiKeyId ?? null,
    before: entry.before === undefined ? null : JSON.stringify(entry.before),
    after: entry.after === undefined ? null : JSON.stringify(entry.after),
  }).execute();
}

/** The who of an audit row for a change a caller makes: tenant, user and email or API key, and interface. */
export function auditActor(principal: Principal): Pick<AuditEntry, 'tenantId' | 'actorUserId' | 'actorEmail' | 'via' | 'actorApiKeyId'> {
  if (principal.apiKey) return { tenantId: principal.tenantId, actorUserId: null, actorEmail: '', actorApiKeyId: principal.apiKey.id, via: 'API_KEY' };
  return {
    tenantId: principal.tenantId, actorUserId: principal.userId, actorEmail: principal.email,
    via: 'UI',
  };
}
