import { sql } from 'kysely';
import type { Db } from '../../db/openDatabase.js';
import { type AlertRow, LIST_COLUMNS } from './alertRow.js';
import { type AlertFilters, afterClause, filterClause, orderClause, type SortSpec, sortSpec, SEVERITIES } from './alertQuery.js';

/** List columns plus the cloud account's own id (AWS account id, Azure subscription id), looked up per row by primary key. */
const columns = sql`${sql.join(LIST_COLUMNS.map((c) => sql.ref(c)))}, (SELECT external_id FROM cloud_accounts c WHERE c.id = alerts.account_id) AS external_id`;

/** Below this many free-text matches a page is taken from the matching set; above, walking the sort order finds a page sooner. */
const FEW_MATCHES = 500;

/** One page and the total under the filters. A page past the end is empty with the real total. */
export async function searchPage(db: Db, tenantId: string, f: AlertFilters, page: number, pageSize: number, now: number) {
  const counted = await sql<{ n: number }>`SELECT count(*) AS n FROM alerts WHERE ${filterClause(tenantId, f, now, 'set')}`.execute(db);
  const total = Number(counted.rows[0]?.n ?? 0);
  const where = filterClause(tenantId, f, now, total <= FEW_MATCHES ? 'set' : 'row');
  const rows = await sql<AlertRow>`SELECT ${columns} FROM alerts WHERE ${where} ORDER BY ${orderClause(sortSpec(f))}
    LIMIT ${pageSize} OFFSET ${(page - 1) * pageSize}`.execute(db);
  return { rows: rows.rows, total };
}

export type SeverityCounts = Record<(typeof SEVERITIES)[number], number>;

const SEVERITY_OF_RANK: Record<number, keyof SeverityCounts> = { 4: 'Critical', 3: 'High', 2: 'Medium', 1: 'Low' };

/** Alerts per policy with counts per severity, largest first. Grouped on the severity rank so the policy indexes cover it. */
export async function groupByPolicy(db: Db, tenantId: string, f: AlertFilters, now: number) {
  const res = await sql<{ rule_id: string; title: string; severity_rank: number; n: number }>`SELECT rule_id, severity_rank, min(title) AS title, count(*) AS n
    FROM alerts WHERE ${filterClause(tenantId, f, now, 'set')} GROUP BY rule_id, severity_rank`.execute(db);
  const groups = new Map<string, { policyId: string; policy: string; total: number; counts: SeverityCounts }>();
  for (const r of res.rows) {
    const g = groups.get(r.rule_id) ?? { policyId: r.rule_id, policy: r.title, total: 0, counts: { Critical: 0, High: 0, Medium: 0, Low: 0 } };
    const n = Number(r.n);
    g.total += n;
    const severity = SEVERITY_OF_RANK[r.severity_rank];
    if (severity) g.counts[severity] += n;
    groups.set(r.rule_id, g);
  }
  return [...groups.values()].sort((a, b) => b.total - a.total || a.policy.localeCompare(b.policy));
}

export async function findByRef(db: Db, tenantId: string, ref: string) {
  const res = await sql<AlertRow>`SELECT ${columns} FROM alerts WHERE tenant_id = ${tenantId} AND ref = ${ref.toUpperCase()}`.execute(db);
  return res.rows[0];
}

/** Display ids of the alerts before and after a row in the current filters and sort. */
export async function neighbours(db: Db, tenantId: string, f: AlertFilters, row: AlertRow, now: number) {
  const s: SortSpec = sortSpec(f);
  const where = filterClause(tenantId, f, now);
  const step = async (reverse: boolean) => (await sql<{ ref: string }>`SELECT ref FROM alerts WHERE ${where} AND ${afterClause(s, row, reverse)}
    ORDER BY ${orderClause(s, reverse)} LIMIT 1`.execute(db)).rows[0]?.ref ?? null;
  const [previousId, nextId] = await Promise.all([step(true), step(false)]);
  return { previousId, nextId };
}

/** Walks the filtered set in sort order by keyset, a batch at a time, so memory stays constant whatever the size. */
export async function* exportRows(db: Db, tenantId: string, f: AlertFilters, now: number, batch = 1000): AsyncGenerator<AlertRow[]> {
  const s = sortSpec(f);
  const where = filterClause(tenantId, f, now);
  let last: AlertRow | undefined;
  for (;;) {
    const after = last ? sql` AND ${afterClause(s, last)}` : sql``;
    const rows = (await sql<AlertRow>`SELECT ${columns} FROM alerts WHERE ${where}${after} ORDER BY ${orderClause(s)} LIMIT ${batch}`.execute(db)).rows;
    if (rows.length === 0) return;
    yield rows;
    if (rows.length < batch) return;
    last = rows[rows.length - 1];
  }
}
