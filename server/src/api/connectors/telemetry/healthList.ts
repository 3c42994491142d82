import { type ConnectorHealth, HEALTH_FILTERS, HEALTH_SORTS, type HealthSort } from '@palisade/contracts/connectors';
import { z } from 'zod';

const list = z.string().max(2_000).optional().transform((v) => (v ? v.split(',').map((s) => s.trim()).filter(Boolean) : undefined));

/** The monitoring list's query: its filters, the chosen connector, a sort and a page (every match when no page is asked). */
export const healthListQuery = z.object({
  ...Object.fromEntries(HEALTH_FILTERS.map((f) => [f, list])) as Record<(typeof HEALTH_FILTERS)[number], typeof list>,
  connector: z.string().max(80).optional().describe('One connector: the list holds only it, and the charts are its own'),
  sort: z.enum(HEALTH_SORTS).default('name'), dir: z.enum(['asc', 'desc']).default('asc'),
  page: z.coerce.number().int().min(1).max(1_000_000).optional(),
  pageSize: z.coerce.number().int().min(1).max(200).optional(),
});
export type HealthListQuery = Partial<z.output<typeof healthListQuery>>;

/** The value each sort orders by; null (no samples in the range) sorts last either way. */
const SORT_VALUE: Record<HealthSort, (c: ConnectorHealth) => string | number | null> = {
  name: (c) => c.name, kind: (c) => c.kind, group: (c) => c.group || null, location: (c) => c.location || null, status: (c) => c.status,
  availability: (c) => c.availability, cpu: (c) => c.cpuAvg, memory: (c) => c.memAvg, tunnels: (c) => c.tunnelsUp, version: (c) => c.version || null,
};

const compare = (x: string | number, y: string | number) =>
  typeof x === 'number' && typeof y === 'number' ? x - y : String(x).localeCompare(String(y), 'en', { numeric: true });

/** One page of the connectors that match the query, in its order (ties by name, then id), and how many match. */
export function pageHealth(connectors: readonly ConnectorHealth[], q: HealthListQuery): { items: ConnectorHealth[]; total: number; page: number; pageSize: number } {
  const chosen = connectors.filter((c) => (!q.connector || c.id === q.connector)
    && HEALTH_FILTERS.every((f) => !q[f]?.length || q[f]!.includes(String(c[f]))));
  const value = SORT_VALUE[q.sort ?? 'name'];
  const sign = q.dir === 'desc' ? -1 : 1;
  chosen.sort((a, b) => {
    const [x, y] = [value(a), value(b)];
    if ((x === null) !== (y === null)) return x === null ? 1 : -1;
    return (x === null || y === null ? 0 : sign * compare(x, y)) || a.name.localeCompare(b.name) || a.id.localeCompare(b.id);
  });
  const pageSize = q.page || q.pageSize ? (q.pageSize ?? 50) : Math.max(chosen.length, 1);
  const page = q.page ?? 1;
  return { items: chosen.slice((page - 1) * pageSize, page * pageSize), total: chosen.length, page, pageSize };
}
