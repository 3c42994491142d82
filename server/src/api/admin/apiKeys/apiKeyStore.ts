import type { ApiKeyStatus, ApiKeyView } from '@palisade/contracts';
import type { Db } from '../../../db/openDatabase.js';

/** A key's status at a moment: revoked wins over expired. */
export function apiKeyStatus(row: { revoked_at: number | null; expires_at: number | null }, now: number): ApiKeyStatus {
  if (row.revoked_at !== null) return 'revoked';
  if (row.expires_at !== null && row.expires_at <= now) return 'expired';
  return 'active';
}

function baseQuery(db: Db, tenantId: string) {
  return db.selectFrom('api_keys')
    .leftJoin('roles', (j) => j.onRef('roles.id', '=', 'api_keys.role_id').on('roles.tenant_id', '=', tenantId))
    .leftJoin('users', 'users.id', 'api_keys.created_by')
    .leftJoin('api_keys as minting', 'minting.id', 'api_keys.created_by_api_key_id')
    .select(['api_keys.id', 'api_keys.name', 'api_keys.prefix', 'api_keys.role_id', 'api_keys.created_by', 'api_keys.created_at',
      'api_keys.expires_at', 'api_keys.last_used_at', 'api_keys.revoked_at', 'roles.name as role_name', 'users.email as creator_email',
      'users.name as creator_name', 'api_keys.created_by_api_key_id', 'minting.name as minting_name'])
    .where('api_keys.tenant_id', '=', tenantId);
}

type Row = Awaited<ReturnType<ReturnType<typeof baseQuery>['executeTakeFirstOrThrow']>>;

function toView(row: Row, now: number): ApiKeyView {
  return {
    id: row.id, name: row.name, prefix: row.prefix,
    role: { id: row.role_id, name: row.role_name ?? '(deleted role)' },
    createdBy: !row.created_by_api_key_id && row.creator_email ? { id: row.created_by, email: row.creator_email, name: row.creator_name ?? '' } : null,
    createdByApiKey: row.created_by_api_key_id ? { id: row.created_by_api_key_id, name: row.minting_name ?? '' } : null,
    createdAt: row.created_at, expiresAt: row.expires_at, lastUsedAt: row.last_used_at, revokedAt: row.revoked_at,
    status: apiKeyStatus(row, now),
  };
}

/** The tenant's keys, newest first (revoked and expired ones stay listed for the record). */
export async function listApiKeys(db: Db, tenantId: string, now: number): Promise<ApiKeyView[]> {
  const rows = await baseQuery(db, tenantId).orderBy('api_keys.created_at', 'desc').orderBy('api_keys.id').execute();
  return rows.map((row) => toView(row, now));
}

/** One key of the tenant; undefined for an unknown id or another tenant's key. */
export async function findApiKey(db: Db, tenantId: string, id: string, now: number): Promise<ApiKeyView | undefined> {
  const row = await baseQuery(db, tenantId).where('api_keys.id', '=', id).executeTakeFirst();
  return row && toView(row, now);
}

/** The image of a key for the audit log: what identifies it, never its secret or hash. */
export function auditImage(view: ApiKeyView) {
  return { name: view.name, prefix: view.prefix, role: view.role.name, expiresAt: view.expiresAt, status: view.status };
}
