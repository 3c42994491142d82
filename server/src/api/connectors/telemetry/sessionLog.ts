import type { SessionLogEntry, SessionLogPage } from '@palisade/contracts/connectors';
import type { SelectQueryBuilder } from 'kysely';
import type { Db } from '../../../db/openDatabase.js';
import type { Database } from '../../../db/schema.js';
import { csvCell } from '../../alerts/alertRow.js';

/** The session log's query: a time range, exact filters (several values each, comma-separated), a sort and a page. */
export interface SessionLogQuery {
  from: number; to: number;
  method?: string[]; location?: string[]; connector?: string[]; user?: string[]; application?: string[]; destination?: string[];
  sort: 'startedAt' | 'txBytes' | 'rxBytes' | 'durationMs'; dir: 'asc' | 'desc'; page: number; pageSize: number;
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

/** One page of the tenant's session log, newest first unless asked otherwise; ties broken by id. */
export async function sessionLogPage(db: Db, tenantId: string, q: SessionLogQuery): Promise<SessionLogPage> {
  const [count, rows] = await Promise.all([
    filtered(db, tenantId, q).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst(),
    filtered(db, tenantId, q).selectAll().orderBy(COLUMN[q.sort], q.dir).orderBy('id', q.dir).limit(q.pageSize).offset((q.page - 1) * q.pageSize).execute(),
  ]);
  const total = Number(count?.n ?? 0);
  return { items: rows.map(entry), total, page: q.page, pageSize: q.pageSize, pageCount: Math.max(1, Math.ceil(total / q.pageSize)) };
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
