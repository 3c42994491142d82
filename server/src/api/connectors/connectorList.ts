import { CONNECTOR_LISTS, type ConnectorListPage, type ListedConnectorKind } from '@palisade/contracts/connectors';
import { z } from 'zod';
import { csvCell } from '../alerts/alertRow.js';
import { present, type ViewObject } from './connectorStore.js';

const list = z.string().max(2_000).optional().transform((v) => (v ? v.split(',').map((s) => s.trim()).filter(Boolean) : undefined));

/** The query a kind's list takes: its own sorts and filters, a name search, and a page (all rows when no page is asked). */
export function listQuery(kind: ListedConnectorKind) {
  const spec = CONNECTOR_LISTS[kind];
  return z.object({
    ...Object.fromEntries(spec.filters.map((f) => [f, list])) as Record<string, typeof list>,
    q: z.string().trim().max(200).optional().describe('Part of the name or id, any case'),
    sort: z.enum(spec.sorts as unknown as [string, ...string[]]).optional(),
    dir: z.enum(['asc', 'desc']).default('asc'),
    page: z.coerce.number().int().min(1).max(1_000_000).optional(),
    pageSize: z.coerce.number().int().min(1).max(200).optional(),
  });
}
export type ListQuery = z.output<ReturnType<typeof listQuery>>;

const order = (o: ViewObject) => (typeof o.data.order === 'number' ? o.data.order : Number.MAX_SAFE_INTEGER);
const nameOf = (o: ViewObject) => String(o.data.name ?? '');
const byName = (a: ViewObject, b: ViewObject) => nameOf(a).localeCompare(nameOf(b)) || a.id.localeCompare(b.id);
/** The list's usual order: a set order first (forwarding rules), then by name. */
export const naturalOrder = (a: ViewObject, b: ViewObject) => order(a) - order(b) || byName(a, b);

function compareField(field: string) {
  return (a: ViewObject, b: ViewObject) => {
    const x = a.data[field];
    const y = b.data[field];
    if (x === undefined || x === null || x === '') return y === undefined || y === null || y === '' ? 0 : 1;
    if (y === undefined || y === null || y === '') return -1;
    return typeof x === 'number' && typeof y === 'number' ? x - y : String(x).localeCompare(String(y), 'en', { numeric: true });
  };
}

/** The objects that match the query's filters and search, in its order (ties by name, then id). */
export function selectObjects(objects: readonly ViewObject[], kind: ListedConnectorKind, q: ListQuery): ViewObject[] {
  const filters = CONNECTOR_LISTS[kind].filters.map((f) => [f, (q as Record<string, unknown>)[f] as string[] | undefined] as const).filter(([, v]) => v?.length);
  const search = q.q?.toLowerCase();
  const chosen = objects.filter((o) => filters.every(([f, values]) => values!.includes(String(o.data[f] ?? '')))
    && (!search || nameOf(o).toLowerCase().includes(search) || o.id.toLowerCase().includes(search)));
  if (!q.sort) return chosen.sort(naturalOrder);
  const by = compareField(q.sort);
  const sign = q.dir === 'desc' ? -1 : 1;
  // Empty values stay last whichever way the list is sorted.
  return chosen.sort((a, b) => {
    const empty = (o: ViewObject) => [undefined, null, ''].includes(o.data[q.sort!] as never);
    if (empty(a) !== empty(b)) return empty(a) ? 1 : -1;
    return sign * by(a, b) || byName(a, b);
  });
}

/** One page of a kind's list (every match when the query names no page). */
export function listPage(objects: readonly ViewObject[], kind: ListedConnectorKind, q: ListQuery): ConnectorListPage {
  const chosen = selectObjects(objects, kind, q);
  const pageSize = q.page || q.pageSize ? (q.pageSize ?? 50) : Math.max(chosen.length, 1);
  const page = q.page ?? 1;
  return {
    items: chosen.slice((page - 1) * pageSize, page * pageSize).map(present), total: chosen.length, page, pageSize,
    pageCount: Math.max(1, Math.ceil(chosen.length / pageSize)),
  };
}

const cell = (field: string, value: unknown) => {
  if (value === undefined || value === null) return '';
  if (typeof value === 'number' && field === 'lastSeen') return new Date(value).toISOString();
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  return typeof value === 'number' ? value : String(value);
};

/** The list's filtered, sorted rows as CSV, five hundred lines a chunk; only the kind's CSV columns, so never a secret. */
export function* listCsv(objects: readonly ViewObject[], kind: ListedConnectorKind, q: ListQuery): Generator<string> {
  const columns = CONNECTOR_LISTS[kind].csv;
  yield ['ID', ...columns.map(([, header]) => header)].map(csvCell).join(',') + '\r\n';
  const rows = selectObjects(objects, kind, q);
  for (let at = 0; at < rows.length; at += 500) {
    yield rows.slice(at, at + 500).map((o) => [o.id, ...columns.map(([field]) => cell(field, o.data[field]))].map(csvCell).join(',') + '\r\n').join('');
  }
}
