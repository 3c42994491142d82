import type { AuditLogEntry, AuditLogFacets, AuditLogFilters } from '@palisade/contracts';
import { type Expression, type SqlBool, sql } from 'kysely';
import type { Db } from '../../../db/openDatabase.js';
import type { AuditInterface } from '../../../db/schema.js';
import { AUDIT_RETENTION_MS } from '../../../db/purgeExpired.js';

/** The tenant an audit query runs in; rows of other tenants and tenant-less rows are never read. */
export interface AuditScope { tenantId: string; tenantName: string }

interface Row {
  id: string; created_at: number; actor_user_id: string | null; actor_email: string; actor_name: string | null;
  actor_api_key_id: string | null; actor_api_key_name: string | null;
  interface: AuditInterface; action: string; target: string; before: string | null; after: string | null; details: string;
}

const parse = (text: string | null): unknown => {
  if (text === null) return null;
  try { return JSON.parse(text) as unknown; } catch { return text; }
};

/** `like` pattern that matches `text` anywhere, with the pattern's own wildcards taken literally. */
const contains = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function baseQuery(db: Db, scope: AuditScope, f: AuditLogFilters, now: number) {
  // Rows past retention may still wait for the next purge: never list them.
  const oldest = Math.max(now - AUDIT_RETENTION_MS, f.from ?? 0);
  let q = db.selectFrom('audit_log').leftJoin('users', 'users.id', 'audit_log.actor_user_id')
    .leftJoin('api_keys', (j) => j.onRef('api_keys.id', '=', 'audit_log.actor_api_key_id').onRef('api_keys.tenant_id', '=', 'audit_log.tenant_id'))
    .where('audit_log.tenant_id', '=', scope.tenantId).where('audit_log.created_at', '>=', oldest);
  if (f.to !== undefined) q = q.where('audit_log.created_at', '<', f.to);
  if (f.user) q = q.where('audit_log.actor_user_id', '=', f.user);
  if (f.action) q = q.where('audit_log.action', '=', f.action);
  if (f.q) {
    const pattern = contains(f.q);
    const like = (column: Expression<unknown>) => sql<SqlBool>`lower(${column}) like ${pattern} escape '\\'`;
    q = q.where((eb) => eb.or([like(eb.ref('audit_log.action')), like(eb.ref('audit_log.target')),
      like(eb.ref('audit_log.actor_email')), like(eb.ref('users.name')), like(eb.ref('users.email')), like(eb.ref('api_keys.name'))]));
  }
  return q;
}

const columns = ['audit_log.id', 'audit_log.created_at', 'audit_log.actor_user_id', 'audit_log.actor_email', 'users.name as actor_name',
  'audit_log.actor_api_key_id', 'api_keys.name as actor_api_key_name',
  'users.email as user_email', 'audit_log.interface', 'audit_log.action', 'audit_log.target', 'audit_log.before', 'audit_log.after',
  'audit_log.details'] as const;

function toEntry(scope: AuditScope, row: Row & { user_email: string | null }): AuditLogEntry {
  const email = row.actor_email || row.user_email || '';
  const details = parse(row.details);
  return {
    id: row.id, at: new Date(row.created_at).toISOString(), tenant: { id: scope.tenantId, name: scope.tenantName },
    actor: row.actor_api_key_id
      ? { userId: null, name: `API key "${row.actor_api_key_name ?? ''}" (${row.actor_api_key_id})`, email: '' }
      : { userId: row.actor_user_id, name: row.actor_name ?? email, email },
    interface: row.interface, action: row.action, target: row.target, before: parse(row.before), after: parse(row.after),
    details: details && typeof details === 'object' ? (details as Record<string, unknown>) : {},
  };
}

/** One page of the tenant's audit rows, newest first unless asked otherwise (rows of the same millisecond in id order, so pages are stable). */
export async function auditPage(db: Db, scope: AuditScope, f: AuditLogFilters, page: number, pageSize: number, now: number) {
  const base = baseQuery(db, scope, f, now);
  const { total } = await base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow();
  const rows = await base.select(columns).orderBy('audit_log.created_at', f.dir).orderBy('audit_log.id', f.dir)
    .limit(pageSize).offset((page - 1) * pageSize).execute();
  return { items: rows.map((row) => toEntry(scope, row)), total: Number(total) };
}

/**
 * The filtered set in batches for the CSV export, walking on from the last row seen (time, then id),
 * so memory stays flat however many rows match and rows written meanwhile neither repeat nor shift the walk.
 */
export async function* auditBatches(db: Db, scope: AuditScope, f: AuditLogFilters, now: number, batch = 1000): AsyncGenerator<AuditLogEntry[]> {
  const base = baseQuery(db, scope, f, now);
  const cmp = f.dir === 'desc' ? sql`<` : sql`>`;
  let last: { created_at: number; id: string } | undefined;
  for (;;) {
    const from = last;
    const rows = await (from ? base.where(sql<SqlBool>`(audit_log.created_at, audit_log.id) ${cmp} (${from.created_at}, ${from.id})`) : base)
      .select(columns).orderBy('audit_log.created_at', f.dir).orderBy('audit_log.id', f.dir).limit(batch).execute();
    if (rows.length > 0) yield rows.map((row) => toEntry(scope, row));
    if (rows.length < batch) return;
    last = rows[rows.length - 1];
  }
}

/** One row of the tenant within retention, or undefined (another tenant's ids look missing). */
export async function auditEntry(db: Db, scope: AuditScope, id: string, now: number): Promise<AuditLogEntry | undefined> {
  const row = await baseQuery(db, scope, { q: '', dir: 'desc' }, now).select(columns).where('audit_log.id', '=', id).executeTakeFirst();
  return row && toEntry(scope, row);
}

/** Who changed something and which actions happened in the tenant within retention, for the filters. */
export async function auditFacets(db: Db, scope: AuditScope, now: number): Promise<AuditLogFacets> {
  const base = baseQuery(db, scope, { q: '', dir: 'desc' }, now);
  const [users, actions] = await Promise.all([
    base.select((eb) => ['audit_log.actor_user_id as userId', eb.fn.max('users.name').as('name'), eb.fn.max('users.email').as('email'),
      eb.fn.max('audit_log.actor_email').as('actorEmail')])
      .where('audit_log.actor_user_id', 'is not', null).groupBy('audit_log.actor_user_id').execute(),
    base.select('audit_log.action').distinct().orderBy('audit_log.action').execute(),
  ]);
  return {
    users: users.map((u) => {
      const email = u.actorEmail || u.email || '';
      return { userId: u.userId!, name: u.name ?? email, email };
    }).sort((a, b) => a.name.localeCompare(b.name)),
    actions: actions.map((a) => a.action),
  };
}
