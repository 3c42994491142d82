import { sql } from 'kysely';
import type { Db } from '../../../db/openDatabase.js';
import { numeric, type RangePlan, type SampleRow } from './readTelemetry.js';
import type { TotalsPart } from './telemetryRange.js';
import { GRAIN_MS, restTable, SAMPLE_SUMS, samplesTable } from './telemetryTables.js';

/**
 * Each connector's sums over the range (one row per connector), for the tables that list connectors, read from the
 * parts `plan.totals` names: for a range that runs to now a rest row for the first partial hour and one for the rest of
 * that day, then daily rows (the last hour is 2 rows per connector, a month about 30); otherwise the coarsest roll-ups.
 * Each part is one search of a table's key (tenant, bucket) grouped by connector.
 */
export async function readConnectorTotals(db: Db, tenantId: string, plan: RangePlan): Promise<Omit<SampleRow, 'at'>[]> {
  const parts = await Promise.all(plan.totals.flatMap((part) => connectorTotalsQueries(tenantId, part).map((q) => q.execute(db))));
  const merged = new Map<string, Omit<SampleRow, 'at'>>();
  for (const row of parts.flatMap((p) => p.rows.map(numeric))) {
    const was = merged.get(row.connector_id);
    if (!was) { merged.set(row.connector_id, { ...row }); continue; }
    for (const c of SAMPLE_SUMS) was[c] += row[c];
    was.cpu_max = Math.max(was.cpu_max, row.cpu_max);
    was.mem_max = Math.max(was.mem_max, row.mem_max);
    // A later part knows where the connector is now.
    if (row.location) was.location = row.location;
    if (row.version) was.version = row.version;
  }
  return [...merged.values()];
}

const sums = () => sql.raw([...SAMPLE_SUMS.map((c) => `SUM(${c}) AS ${c}`), 'MAX(cpu_max) AS cpu_max', 'MAX(mem_max) AS mem_max'].join(', '));

/**
 * A part's queries, whose plans connectorTotalsPlan.test.ts checks: a part of rows, summed per connector; a rest
 * part, the rest rows at its start, and the rows over it of each connector that has no rest row there. That second
 * query reads nothing when every connector of the coarser bucket has its rest row (the counts match: a rest row's
 * connector always has a row in the coarser bucket), as is usual for a fleet reporting every minute.
 */
export function connectorTotalsQueries(tenantId: string, part: TotalsPart) {
  const rows = (table: string, from: number, to: number, extra = sql``) => sql<SampleRow>`
    SELECT connector_id, MAX(location) AS location, MAX(version) AS version, ${sums()} FROM ${sql.table(table)}
    WHERE tenant_id = ${tenantId} AND bucket >= ${from} AND bucket < ${to} ${extra} GROUP BY connector_id`;
  if (!part.rest) return [rows(samplesTable(part.grain), part.from, part.to)];
  const rest = sql.table(restTable(part.grain as 'minute' | 'hour'));
  const coarser = part.grain === 'minute' ? 'hour' : 'day';
  const bucket = Math.floor(part.from / GRAIN_MS[coarser]) * GRAIN_MS[coarser];
  return [
    rows(restTable(part.grain as 'minute' | 'hour'), part.from, part.from + GRAIN_MS[part.grain]),
    rows(samplesTable(part.grain), part.from + GRAIN_MS[part.grain], part.to, sql`
      AND (SELECT COUNT(*) FROM ${rest} WHERE tenant_id = ${tenantId} AND bucket = ${part.from})
        < (SELECT COUNT(*) FROM ${sql.table(samplesTable(coarser))} WHERE tenant_id = ${tenantId} AND bucket = ${bucket})
      AND connector_id NOT IN (SELECT connector_id FROM ${rest} WHERE tenant_id = ${tenantId} AND bucket = ${part.from})`),
  ];
}
