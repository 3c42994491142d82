import { sql } from 'kysely';
import { type DialectName, dialectOf } from '../../db/dialect.js';
import type { Db } from '../../db/openDatabase.js';
import { CVE_FACET_COUNTS } from '../../db/vulnerabilityCveFacetCountsMigration.js';
import { countableFromStatusCounts, type FindingFilters, findingWhere } from './vulnerabilityQuery.js';

export interface CveGroupRow { cve: string; assets: number; exposed_assets: number; findings: number; packages: readonly string[]; fix: number; first_seen: number;
  last_seen: number; priority: number; exposed: number }
type CveSummaryRow = Pick<CveGroupRow, 'cve' | 'findings' | 'fix' | 'priority' | 'exposed'>;
type CveAssetRow = Pick<CveGroupRow, 'cve' | 'assets' | 'exposed_assets' | 'first_seen' | 'last_seen'> & { packages: string | readonly string[] | null };

/** A JSON array of the distinct package names of a group (SQLite answers it as text, PostgreSQL as an array). */
const packageList = (dialect: DialectName) => (dialect === 'postgres' ? sql`json_agg(DISTINCT v.package_name)` : sql`json_group_array(DISTINCT v.package_name)`);

/** The sorted package names of a group, whichever way the database answered them. */
const packageNames = (packages: CveAssetRow['packages']): string[] =>
  [...(typeof packages === 'string' ? (JSON.parse(packages) as string[]) : (packages ?? []))].sort();

/**
 * Affected assets (all, and internet-exposed), first and last seen and packages of the given CVEs' findings under the
 * filters, in one walk of the (tenant, CVE, status, asset, …, package, …) index alone, never of the findings' rows.
 */
export const cveAssetsQuery = (dialect: DialectName, tenantId: string, f: Partial<FindingFilters>, cves: readonly string[]) => sql<CveAssetRow>`SELECT
  v.cve AS cve, count(DISTINCT v.asset_id) AS assets, count(DISTINCT CASE WHEN v.exposed = 1 THEN v.asset_id END) AS exposed_assets,
  min(v.first_seen) AS first_seen, max(v.last_seen) AS last_seen, ${packageList(dialect)} AS packages
  FROM vulnerabilities v WHERE ${findingWhere(tenantId, f)} AND v.cve IN (${sql.join(cves)}) GROUP BY v.cve`;

/** The distinct package names of the given CVEs' findings under the filters. */
const cvePackagesQuery = (dialect: DialectName, tenantId: string, f: Partial<FindingFilters>, cves: readonly string[]) => sql<Pick<CveAssetRow, 'cve' | 'packages'>>`
  SELECT v.cve AS cve, ${packageList(dialect)} AS packages FROM vulnerabilities v WHERE ${findingWhere(tenantId, f)} AND v.cve IN (${sql.join(cves)}) GROUP BY v.cve`;

/** Sorts the per-CVE counts can order by: priority (the default) and the CVE id. */
const SUMMARY_SORTS: ReadonlySet<FindingFilters['sort']> = new Set(['priority', 'cve']);

/** Whether a page of CVEs is read from the per-CVE counts (vulnerability_cve_facet_counts) rather than grouped from the findings. */
export const cvePageFromSummary = (f: FindingFilters) => countableFromStatusCounts(f) && SUMMARY_SORTS.has(f.sort);

/**
 * A page of CVE groups: in priority or id order from the per-CVE counts (order, finding counts, fix, priority and the
 * number of CVEs), with the affected assets and first and last seen taken from the findings of the page's CVEs only;
 * under other filters or sorts, grouped from every matching finding.
 */
export async function cveGroups(db: Db, tenantId: string, f: FindingFilters, page: number, pageSize: number): Promise<{ groups: CveGroupRow[]; total: number }> {
  const where = findingWhere(tenantId, f);
  const dir = f.dir === 'asc' ? sql`ASC` : sql`DESC`;
  if (cvePageFromSummary(f)) {
    const counts = sql`${sql.raw(CVE_FACET_COUNTS)} WHERE ${findingWhere(tenantId, f, 'statuses')} AND n > 0`;
    const order = f.sort === 'cve' ? sql`cve ${dir}` : sql`max(priority) ${dir}, cve`;
    const [summary, total] = await Promise.all([
      sql<CveSummaryRow>`SELECT cve, sum(n) AS findings, max(fix_available) AS fix, max(priority) AS priority, max(exposed) AS exposed FROM ${counts}
        GROUP BY cve ORDER BY ${order} LIMIT ${pageSize} OFFSET ${(page - 1) * pageSize}`.execute(db).then((r) => r.rows),
      sql<{ n: number }>`SELECT count(DISTINCT cve) AS n FROM ${counts}`.execute(db).then((r) => Number(r.rows[0]?.n ?? 0)),
    ]);
    if (summary.length === 0) return { groups: [], total };
    const assets = (await cveAssetsQuery(dialectOf(db), tenantId, f, summary.map((g) => g.cve)).execute(db)).rows;
    const byCve = new Map(assets.map((a) => [a.cve, { ...a, packages: packageNames(a.packages) }]));
    return { total, groups: summary.map((g) => ({ assets: 0, exposed_assets: 0, first_seen: 0, last_seen: 0, packages: [], ...byCve.get(g.cve), ...g })) };
  }
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
