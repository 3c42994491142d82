import { type RawBuilder, sql } from 'kysely';
import { z } from 'zod';
import type { Db } from '../../db/openDatabase.js';

const DAY = 86_400_000;
/** An active key older than this is flagged, as the identity's own old-keys flag counts it. */
export const KEY_MAX_AGE_DAYS = 90;
export const KEY_FLAGS = ['oldKey', 'unusedKey'] as const;
export type KeyFlag = (typeof KEY_FLAGS)[number];
export const SCOPE_LEVELS = ['subscription', 'resourceGroup', 'resource'] as const;

const list = <T extends z.ZodType>(item: T) => z.preprocess((v) => (typeof v === 'string' ? v.split(',').map((s) => s.trim()).filter(Boolean) : v),
  z.array(item).max(200)).optional();
const paging = {
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(200).default(50),
  dir: z.enum(['asc', 'desc']).default('asc'),
  /** Contained in the principal's name or the key id (role assignments: the principal or the scope), case-insensitive. */
  q: z.string().trim().max(200).optional(),
  account: list(z.coerce.number().int().positive()),
};
const KEY_SORTS = { createdAt: 'created_at', lastUsed: 'last_used', principal: 'principal' } as const;
export const accessKeySearch = z.object({
  ...paging, cloud: list(z.enum(['aws', 'azure'])), status: list(z.enum(['Active', 'Inactive'])),
  /** Keys with every one of these flags: active and older than 90 days, never used. */
  flag: list(z.enum(KEY_FLAGS)),
  sort: z.enum(['createdAt', 'lastUsed', 'principal']).default('createdAt'),
}).strict();
const ASSIGNMENT_SORTS = { principal: 'a.principal', role: 'role_name', scope: 'a.scope' } as const;
export const roleAssignmentSearch = z.object({
  ...paging, role: list(z.string().min(1).max(200)), principalType: list(z.enum(['user', 'group', 'service_principal', 'managed_identity'])),
  scopeLevel: list(z.enum(SCOPE_LEVELS)), sort: z.enum(['principal', 'role', 'scope']).default('principal'),
}).strict();

const like = (value: string) => `%${value.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
const pageOf = (q: { page: number; pageSize: number }) => sql`LIMIT ${q.pageSize} OFFSET ${(q.page - 1) * q.pageSize}`;
const dirOf = (q: { dir: 'asc' | 'desc' }) => (q.dir === 'desc' ? sql`DESC` : sql`ASC`);

interface KeyRow { identity_id: number; key_id: string; account_id: number; account_name: string; cloud: string; principal: string; principal_type: string;
  status: string; created_at: number | string; last_used: number | string | null }

/** A tenant's access keys under the filters, a page of them and the total. */
export async function accessKeyPage(db: Db, tenantId: string, q: z.infer<typeof accessKeySearch>, now: number) {
  const parts: RawBuilder<unknown>[] = [sql`tenant_id = ${tenantId}`];
  if (q.cloud?.length) parts.push(sql`cloud IN (${sql.join(q.cloud)})`);
  if (q.account?.length) parts.push(sql`account_id IN (${sql.join(q.account)})`);
  if (q.status?.length) parts.push(sql`status IN (${sql.join(q.status)})`);
  if (q.flag?.includes('oldKey')) parts.push(sql`status = 'Active' AND created_at < ${now - KEY_MAX_AGE_DAYS * DAY}`);
  if (q.flag?.includes('unusedKey')) parts.push(sql`last_used IS NULL`);
  if (q.q) parts.push(sql`(principal LIKE ${like(q.q)} ESCAPE '\\' OR key_id LIKE ${like(q.q)} ESCAPE '\\')`);
  const where = sql.join(parts, sql` AND `);
  const [rows, total] = await Promise.all([
    sql<KeyRow>`SELECT * FROM identity_access_keys WHERE ${where} ORDER BY ${sql.ref(KEY_SORTS[q.sort])} ${dirOf(q)}, key_id ${dirOf(q)} ${pageOf(q)}`.execute(db),
    sql<{ n: number | string }>`SELECT count(*) AS n FROM identity_access_keys WHERE ${where}`.execute(db),
  ]);
  const items = rows.rows.map((r) => {
    const createdAt = Number(r.created_at);
    const lastUsed = r.last_used === null ? null : Number(r.last_used);
    const flags: KeyFlag[] = [];
    if (r.status === 'Active' && createdAt < now - KEY_MAX_AGE_DAYS * DAY) flags.push('oldKey');
    if (lastUsed === null) flags.push('unusedKey');
    return { identityId: Number(r.identity_id), keyId: r.key_id, principal: r.principal, principalType: r.principal_type, cloud: r.cloud,
      account: { id: Number(r.account_id), name: r.account_name }, status: r.status, createdAt: new Date(createdAt).toISOString(),
      ageDays: Math.floor((now - createdAt) / DAY), lastUsed: lastUsed === null ? null : new Date(lastUsed).toISOString(), flags };
  });
  return { items, total: Number(total.rows[0]?.n ?? 0), page: q.page, pageSize: q.pageSize };
}

/** `/subscriptions/<id>` is the subscription, `…/resourceGroups/<name>` a resource group, anything deeper one resource. */
export const scopeLevel = (scope: string): (typeof SCOPE_LEVELS)[number] => (/^\/subscriptions\/[^/]+\/?$/i.test(scope) ? 'subscription'
  : /^\/subscriptions\/[^/]+\/resourceGroups\/[^/]+\/?$/i.test(scope) ? 'resourceGroup' : 'resource');
const SCOPE_SQL: Record<(typeof SCOPE_LEVELS)[number], RawBuilder<unknown>> = {
  subscription: sql`a.scope NOT LIKE '/subscriptions/%/%'`,
  resourceGroup: sql`(a.scope LIKE '/subscriptions/%/resourceGroups/%' AND a.scope NOT LIKE '/subscriptions/%/resourceGroups/%/%')`,
  resource: sql`a.scope LIKE '/subscriptions/%/resourceGroups/%/%'`,
};

interface AssignmentRow { identity_id: number; role_id: string; role_name: string; scope: string; account_id: number; account_name: string; principal: string;
  principal_type: string }

/** A tenant's Azure role assignments under the filters, with each role's name, a page of them, the total, and the roles to filter by. */
export async function roleAssignmentPage(db: Db, tenantId: string, q: z.infer<typeof roleAssignmentSearch>) {
  const parts: RawBuilder<unknown>[] = [sql`a.tenant_id = ${tenantId}`];
  if (q.account?.length) parts.push(sql`a.account_id IN (${sql.join(q.account)})`);
  if (q.principalType?.length) parts.push(sql`a.principal_type IN (${sql.join(q.principalType)})`);
  if (q.scopeLevel?.length) parts.push(sql`(${sql.join(q.scopeLevel.map((l) => SCOPE_SQL[l]), sql` OR `)})`);
  if (q.q) parts.push(sql`(a.principal LIKE ${like(q.q)} ESCAPE '\\' OR a.scope LIKE ${like(q.q)} ESCAPE '\\')`);
  const others = sql.join(parts, sql` AND `);
  const where = q.role?.length ? sql`${others} AND a.role_id IN (${sql.join(q.role)})` : others;
  const from = sql`identity_role_assignments a LEFT JOIN iam_policies p ON p.tenant_id = a.tenant_id AND p.id = a.role_id`;
  const [rows, total, roles] = await Promise.all([
    sql<AssignmentRow>`SELECT a.*, COALESCE(p.name, a.role_id) AS role_name FROM ${from} WHERE ${where}
      ORDER BY ${sql.ref(ASSIGNMENT_SORTS[q.sort])} ${dirOf(q)}, a.identity_id ${dirOf(q)}, a.role_id ${dirOf(q)} ${pageOf(q)}`.execute(db),
    sql<{ n: number | string }>`SELECT count(*) AS n FROM identity_role_assignments a WHERE ${where}`.execute(db),
    sql<{ role_id: string; role_name: string; n: number | string }>`SELECT a.role_id, COALESCE(p.name, a.role_id) AS role_name, count(*) AS n FROM ${from}
      WHERE ${others} GROUP BY a.role_id, COALESCE(p.name, a.role_id) ORDER BY 2`.execute(db),
  ]);
  return {
    items: rows.rows.map((r) => ({ identityId: Number(r.identity_id), principal: r.principal, principalType: r.principal_type,
      account: { id: Number(r.account_id), name: r.account_name }, role: { id: r.role_id, name: r.role_name }, scope: r.scope, scopeLevel: scopeLevel(r.scope) })),
    total: Number(total.rows[0]?.n ?? 0), page: q.page, pageSize: q.pageSize,
    roles: roles.rows.map((r) => ({ value: r.role_id, label: r.role_name, count: Number(r.n) })),
  };
}
