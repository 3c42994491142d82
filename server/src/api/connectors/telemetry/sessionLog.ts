import type { SessionLogEntry, SessionLogPage } from '@palisade/contracts/connectors';
import { type SelectQueryBuilder, sql } from 'kysely';
import type { Db } from '../../../db/openDatabase.js';
import type { Database } from '../../../db/schema.js';
import { csvCell } from '../../alerts/alertRow.js';

/** The session log's query: a time range, exact filters (several values each, comma-separated), a sort and a page. */
export interface SessionLogQuery {
  from: number; to: number;
  method?: string[]; location?: string[]; connector?: string[]; user?: string[]; application?: string[]; destination?: string[];
  sort: 'startedAt' | 'txBytes' | 'rxBytes' | 'durationMs'; dir: 'asc' | 'desc'; page: number; pageSize: number;
  /** The cursor of the previous page's last row: this page starts after it (a keyset seek, not an offset). */
  after?: string;
}

/** The log counts its matches only this far: a month's sessions are counted as "more than" this, not one by one. */
export const SESSION_COUNT_CAP = 10_000;

/** A row's place in the order, as the next page's cursor: its sort value and its id. */
const cursorOf = (value: number, id: string) => `${value}~${id}`;
function parseCursor(cursor: string): [number, string] | null {
  const at = cursor.indexOf('~');
  const value = Number(cursor.slice(0, at));
  return at > 0 && Number.isFinite(value) && at < cursor.length - 1 ? [value, cursor.slice(at + 1)] : null;
}

const COLUMN = { startedAt: 'started_at', txBytes: 'tx_bytes', rxBytes: 'rx_bytes', durationMs: 'duration_ms' } as const;
const FILTER_COLUMN = {
  method: 'method', location: 'location', connector: 'connector_id', user: 'user_name', application: 'application', destination: 'destination',
} as const;

function filtered(db: Db, tenantId: string, q: SessionLogQuery): SelectQueryBuilder<Database, 'connector_sessions', object> {
  let query = db.selectFrom('connector_sessions').where('tenant_id', '=', tenantId).where('started_at', '>=', q.from).where('started_at', '<', q.to);
  for (const [key, column] of Object.entries(FILTER_COLUMN) as [keyof typeof FILTER_COLUMN, (typeof FILTER_COLUMN)[keyof typeof FILTER_COLUMN]][]) {
    const values = q[key];
    if (values?.length) query = query.where(column, 'in', values);
  }
  return query;
}

type Row = Database['connector_sessions'];
const entry = (r: Row): SessionLogEntry => ({
  id: r.id, startedAt: Number(r.started_at), connectorId: r.connector_id, connector: r.connector_name, location: r.location, method: r.method,
  user: r.user_name, application: r.application, destination: r.destination, txBytes: Number(r.tx_bytes), rxBytes: Number(r.rx_bytes), durationMs: Number(r.duration_ms),
});

/**
 * One page of the tenant's session log, newest first unless asked otherwise; ties broken by id. The count stops at
 * `cap` (`totalCapped` then says there are more); a page after a cursor seeks to it rather than skipping rows.
 */
export async function sessionLogPage(db: Db, tenantId: string, q: SessionLogQuery, cap = SESSION_COUNT_CAP): Promise<SessionLogPage> {
  const column = COLUMN[q.sort];
  const after = q.after ? parseCursor(q.after) : null;
  let page = filtered(db, tenantId, q).selectAll().orderBy(column, q.dir).orderBy('id', q.dir).limit(q.pageSize + 1);
  if (after) page = page.where(sql<boolean>`(${sql.ref(column)}, id) ${sql.raw(q.dir === 'desc' ? '<' : '>')} (${after[0]}, ${after[1]})`);
  else page = page.offset((q.page - 1) * q.pageSize);
  const [count, rows] = await Promise.all([
    db.selectFrom(filtered(db, tenantId, q).select('id').limit(cap + 1).as('m')).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst(),
    page.execute(),
  ]);
  const matched = Number(count?.n ?? 0);
  const total = Math.min(matched, cap);
  const items = rows.slice(0, q.pageSize).map(entry);
  const last = items.at(-1);
  const hasMore = rows.length > q.pageSize;
  return {
    items, total, totalCapped: matched > cap, hasMore, nextCursor: hasMore && last ? cursorOf(last[q.sort], last.id) : null,
    page: q.page, pageSize: q.pageSize, pageCount: Math.max(1, Math.ceil(total / q.pageSize)),
  };
}

export const SESSION_CSV_HEADER = ['Started (UTC)', 'Connector', 'Location', 'Forwarding method', 'User', 'Application', 'Destination', 'Sent bytes', 'Received bytes', 'Duration (ms)'];

/** The filtered log as CSV lines, a thousand rows at a time, in the chosen order. */
export async function* sessionLogCsv(db: Db, tenantId: string, q: SessionLogQuery): AsyncGenerator<string> {
  yield SESSION_CSV_HEADER.map(csvCell).join(',') + '\r\n';
  for (let offset = 0; ; offset += 1_000) {
    const rows = await filtered(db, tenantId, q).selectAll().orderBy(COLUMN[q.sort], q.dir).orderBy('id', q.dir).limit(1_000).offset(offset).execute();
    if (rows.length === 0) return;
    yield rows.map(entry).map((e) => [new Date(e.startedAt).toISOString(), e.connector, e.location, e.method, e.user, e.application, e.destination,
      e.txBytes, e.rxBytes, e.durationMs].map(csvCell).join(',') + '\r\n').join('');
  }
}
