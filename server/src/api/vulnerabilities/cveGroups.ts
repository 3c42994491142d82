import { type RawBuilder, sql } from 'kysely';
import { type DialectName, dialectOf } from '../../db/dialect.js';
import type { Db } from '../../db/openDatabase.js';
import { CVE_FACET_COUNTS } from '../../db/vulnerabilityCveFacetCountsMigration.js';
import { cveFigures, cvePackageList } from '../../db/vulnerabilityCveRollupsMigration.js';
import { CVE_TOTALS } from '../../db/vulnerabilityCveTotalsMigration.js';
import { rolledUpCves } from './cveRollups.js';
import { countableFromStatusCounts, type FindingFilters, findingWhere, STATUS_IN_DB } from './vulnerabilityQuery.js';

export interface CveGroupRow { cve: string; assets: number; exposed_assets: number; findings: number; packages: readonly string[]; fix: number; first_seen: number;
  last_seen: number; priority: number; exposed: number }
type CveSummaryRow = Pick<CveGroupRow, 'cve' | 'findings' | 'fix' | 'priority' | 'exposed'>;
export type CveAssetRow = Pick<CveGroupRow, 'cve' | 'assets' | 'exposed_assets' | 'first_seen' | 'last_seen'> & { packages: string | readonly string[] | null };

/** The sorted package names of a group, whichever way the database answered them. */
const packageNames = (packages: CveAssetRow['packages']): string[] =>
  [...(typeof packages === 'string' ? (JSON.parse(packages) as string[]) : (packages ?? []))].sort();

/**
 * Affected assets (all, and internet-exposed), first and last seen and packages of the given CVEs' findings under the
 * filters, in one walk of the (tenant, CVE, status, asset, …, package, …) index alone, never of the findings' rows.
 */
export const cveAssetsQuery = (dialect: DialectName, tenantId: string, f: Partial<FindingFilters>, cves: readonly string[]) => sql<CveAssetRow>`SELECT v.cve AS cve, ${cveFigures(dialect)}
  FROM vulnerabilities v WHERE ${findingWhere(tenantId, f)} AND v.cve IN (${sql.join(cves)}) GROUP BY v.cve`;

/** The distinct package names of the given CVEs' findings under the filters. */
const cvePackagesQuery = (dialect: DialectName, tenantId: string, f: Partial<FindingFilters>, cves: readonly string[]) => sql<Pick<CveAssetRow, 'cve' | 'packages'>>`
  SELECT v.cve AS cve, ${cvePackageList(dialect)} AS packages FROM vulnerabilities v WHERE ${findingWhere(tenantId, f)} AND v.cve IN (${sql.join(cves)}) GROUP BY v.cve`;

/** Sorts the per-CVE counts can order by: priority (the default) and the CVE id. */
const SUMMARY_SORTS: ReadonlySet<FindingFilters['sort']> = new Set(['priority', 'cve']);

/** Whether a page of CVEs is read from the per-CVE counts (vulnerability_cve_facet_counts) rather than grouped from the findings. */
export const cvePageFromSummary = (f: FindingFilters) => countableFromStatusCounts(f) && SUMMARY_SORTS.has(f.sort);

const direction = (f: FindingFilters) => (f.dir === 'asc' ? sql`ASC` : sql`DESC`);

/** Whether the filters are one status and nothing else, so the per-status totals count the CVEs. */
const oneStatusOnly = (f: FindingFilters) => f.status?.length === 1 && !f.severity?.length && f.kev === undefined && f.fixAvailable === undefined
  && f.exposed === undefined;

/** The number of CVEs under filters the per-CVE counts answer: one row of the per-status totals, or the counts' distinct CVEs. */
async function cveTotal(db: Db, tenantId: string, f: FindingFilters, counts: RawBuilder<unknown>): Promise<number> {
  const row = oneStatusOnly(f)
    ? (await sql<{ n: number }>`SELECT cves AS n FROM ${sql.raw(CVE_TOTALS)} WHERE tenant_id = ${tenantId} AND status = ${STATUS_IN_DB[f.status![0]!]}`.execute(db)).rows[0]
    : (await sql<{ n: number }>`SELECT count(DISTINCT cve) AS n FROM ${counts}`.execute(db)).rows[0];
  return Number(row?.n ?? 0);
}

/**
 * The CVEs of a page in highest-priority order. Walking the counts in (priority descending, CVE) order, a CVE first
 * shows at its highest priority, so the distinct CVEs in walk order are the page order, and the walk stops after the
 * page; rows of a CVE at lower priorities make it read further, rarely.
 */
async function cvesByPriority(db: Db, counts: RawBuilder<unknown>, offset: number, pageSize: number): Promise<string[]> {
  const wanted = offset + pageSize;
  for (let limit = Math.ceil(wanted * 1.25) + 10; ; limit *= 4) {
    const rows = (await sql<{ cve: string }>`SELECT cve FROM ${counts} ORDER BY priority DESC, cve LIMIT ${limit}`.execute(db)).rows;
    const cves = [...new Set(rows.map((r) => r.cve))];
    if (cves.length >= wanted || rows.length < limit) return cves.slice(offset, wanted);
  }
}

/** A page of per-CVE counts: finding counts, fix, highest priority and exposure, in page order. */
async function cveSummaries(db: Db, f: FindingFilters, counts: RawBuilder<unknown>, page: number, pageSize: number): Promise<CveSummaryRow[]> {
  const totals = sql`cve, sum(n) AS findings, max(fix_available) AS fix, max(priority) AS priority, max(exposed) AS exposed`;
  if (f.sort === 'cve' || f.dir === 'asc') {
    const order = f.sort === 'cve' ? sql`cve ${direction(f)}` : sql`max(priority) ${direction(f)}, cve`;
    return (await sql<CveSummaryRow>`SELECT ${totals} FROM ${counts} GROUP BY cve ORDER BY ${order} LIMIT ${pageSize} OFFSET ${(page - 1) * pageSize}`
      .execute(db)).rows;
  }
  const cves = await cvesByPriority(db, counts, (page - 1) * pageSize, pageSize);
  if (cves.length === 0) return [];
  const rows = (await sql<CveSummaryRow>`SELECT ${totals} FROM ${counts} AND cve IN (${sql.join(cves)}) GROUP BY cve`.execute(db)).rows;
  const byCve = new Map(rows.map((r) => [r.cve, r]));
  return cves.map((cve) => byCve.get(cve)!);
}

/**
 * A page of CVE groups: in priority or id order from the per-CVE counts (order, finding counts, fix, priority and the
 * number of CVEs), with the affected assets, first and last seen and packages from the page's CVEs' rollups where they
 * answer the filters exactly, else from those CVEs' findings; under other filters or sorts, grouped from every matching finding.
 */
export async function cveGroups(db: Db, tenantId: string, f: FindingFilters, page: number, pageSize: number): Promise<{ groups: CveGroupRow[]; total: number }> {
  if (cvePageFromSummary(f)) {
    const counts = sql`${sql.raw(CVE_FACET_COUNTS)} WHERE ${findingWhere(tenantId, f, 'statuses')} AND n > 0`;
    const [summary, total] = await Promise.all([cveSummaries(db, f, counts, page, pageSize), cveTotal(db, tenantId, f, counts)]);
    if (summary.length === 0) return { groups: [], total };
    const rolledUp = await rolledUpCves(db, tenantId, f, new Map(summary.map((g) => [g.cve, Number(g.findings)])));
    const unrolled = summary.map((g) => g.cve).filter((cve) => !rolledUp.some((r) => r.cve === cve));
    const read = unrolled.length === 0 ? [] : (await cveAssetsQuery(dialectOf(db), tenantId, f, unrolled).execute(db)).rows;
    const byCve = new Map([...rolledUp, ...read].map((a) => [a.cve, { ...a, packages: packageNames(a.packages) }]));
    return { total, groups: summary.map((g) => ({ assets: 0, exposed_assets: 0, first_seen: 0, last_seen: 0, packages: [], ...byCve.get(g.cve), ...g })) };
  }
  const where = findingWhere(tenantId, f);
  const dir = direction(f);
  const order = f.sort === 'cve' ? sql`cve ${dir}` : f.sort === 'cvss' ? sql`max(v.cvss_x10) ${dir}, cve` : f.sort === 'epss' ? sql`max(v.epss_e5) ${dir}, cve`
    : f.sort === 'firstSeen' ? sql`min(v.first_seen) ${dir}, cve` : f.sort === 'lastSeen' ? sql`max(v.last_seen) ${dir}, cve` : sql`max(v.priority) ${dir}, cve`;
  const [groups, total] = await Promise.all([
    sql<Omit<CveGroupRow, 'packages'>>`SELECT v.cve AS cve, count(DISTINCT v.asset_id) AS assets, count(DISTINCT CASE WHEN v.exposed = 1 THEN v.asset_id END) AS exposed_assets,
        count(*) AS findings, max(v.fix_available) AS fix, min(v.first_seen) AS first_seen, max(v.last_seen) AS last_seen, max(v.priority) AS priority,
        max(v.exposed) AS exposed
      FROM vulnerabilities v WHERE ${where} GROUP BY v.cve ORDER BY ${order} LIMIT ${pageSize} OFFSET ${(page - 1) * pageSize}`.execute(db).then((r) => r.rows),
    sql<{ n: number }>`SELECT count(DISTINCT v.cve) AS n FROM vulnerabilities v WHERE ${where}`.execute(db).then((r) => Number(r.rows[0]?.n ?? 0)),
  ]);
  if (groups.length === 0) return { groups: [], total };
  const packages = (await cvePackagesQuery(dialectOf(db), tenantId, f, groups.map((g) => g.cve)).execute(db)).rows;
  const byCve = new Map(packages.map((p) => [p.cve, packageNames(p.packages)]));
  return { total, groups: groups.map((g) => ({ ...g, packages: byCve.get(g.cve) ?? [] })) };
}
