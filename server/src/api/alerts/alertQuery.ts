import { type RawBuilder, sql } from 'kysely';
import { z } from 'zod';

export const SEVERITIES = ['Critical', 'High', 'Medium', 'Low'] as const;
export const STATUSES = ['Open', 'Resolved', 'Closed', 'Ignored'] as const;
export const KINDS = ['cloud', 'iac'] as const;
/** Stored next to the severity so filters and sorts use one integer index. */
export const SEVERITY_RANK = { Critical: 4, High: 3, Medium: 2, Low: 1 } as const;

/** Sortable columns; the value is the SQL column, never taken from the request. `age` sorts by first seen, reversed. */
export const SORT_COLUMNS = {
  id: 'id', severity: 'severity_rank', status: 'status', policy: 'title', cloud: 'cloud', account: 'account_name', region: 'region',
  assetCategory: 'asset_category', assetType: 'asset_type', resource: 'resource', businessUnit: 'business_unit',
  complianceControl: 'compliance_control', age: 'created_at', firstSeen: 'created_at', lastSeen: 'last_seen',
  repository: 'repository', branch: 'branch', filePath: 'file_path',
} as const;
export type SortKey = keyof typeof SORT_COLUMNS;
/**
 * Sorts on a column with many equal values break ties by last seen, then id: each has a (column, last_seen) index, which
 * also serves "filter on the column, newest first", so one index per column reads a page in order for both.
 */
const TIE_BY_LAST_SEEN: ReadonlySet<string> = new Set(['severity_rank', 'status', 'title', 'cloud', 'account_name', 'region', 'asset_category', 'asset_type', 'resource',
  'business_unit', 'compliance_control', 'repository', 'branch', 'file_path']);

/** Accepts a JSON array or, from a query string, a comma-separated value (or a repeated parameter). */
const list = <T extends z.ZodType>(item: T) => z.preprocess((v) => (typeof v === 'string' ? v.split(',').map((s) => s.trim()).filter(Boolean) : v),
  z.array(item).max(200)).optional();
const text = z.string().trim().max(200).optional();
const epoch = z.coerce.number().int().min(0).optional();

export const alertFilterShape = {
  kind: z.enum(KINDS).default('cloud'),
  ids: list(z.string().max(40)),
  severity: list(z.enum(SEVERITIES)),
  status: list(z.enum(STATUSES)),
  policy: list(z.string().max(60)),
  cloud: list(z.enum(['aws', 'azure'])),
  account: list(z.coerce.number().int().positive()),
  region: list(z.string().max(40)),
  assetCategory: list(z.string().max(60)),
  assetType: list(z.string().max(80)),
  resource: text,
  /** Exact resource ids (an asset's ARN or Azure resource id): the alerts of those assets. */
  resourceId: list(z.string().max(1000)),
  businessUnit: list(z.string().max(60)),
  complianceControl: list(z.string().max(60)),
  ageMin: z.coerce.number().int().min(0).max(100_000).optional(),
  ageMax: z.coerce.number().int().min(0).max(100_000).optional(),
  firstSeenFrom: epoch, firstSeenTo: epoch, lastSeenFrom: epoch, lastSeenTo: epoch,
  repository: list(z.string().max(120)),
  branch: list(z.string().max(120)),
  filePath: text,
  statusDescription: list(z.string().max(500)),
  /** Case-insensitive prefix of the commit hash. */
  commit: z.string().trim().min(4, 'Give at least 4 characters of the commit').max(64).optional(),
  line: z.coerce.number().int().min(1).max(10_000_000).optional(),
  q: text,
  sort: z.enum(Object.keys(SORT_COLUMNS) as [SortKey, ...SortKey[]]).default('lastSeen'),
  dir: z.enum(['asc', 'desc']).default('desc'),
};

export const alertFilters = z.object(alertFilterShape).strict();
export type AlertFilters = z.infer<typeof alertFilters>;

export const alertSearch = z.object({
  ...alertFilterShape,
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(200).default(50),
}).strict();
export type AlertSearch = z.infer<typeof alertSearch>;

const DAY = 86_400_000;
const like = (value: string) => `%${value.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * How free text is matched: `row` tests each row read (cheap when a page of matches comes early in the sort order);
 * `set` gathers the matching ids from index-only scans first (cheap for counts, group-by and rare terms).
 */
export type FreeTextPlan = 'row' | 'set';

/** WHERE clause for a tenant's alerts of one kind under the filters; every value is a bound parameter. */
export function filterClause(tenantId: string, f: AlertFilters, now: number, text: FreeTextPlan = 'row'): RawBuilder<unknown> {
  // The kind is written literally (it is one of two validated values) so the IaC-only partial indexes apply.
  const parts: RawBuilder<unknown>[] = [sql`tenant_id = ${tenantId}`, sql`kind = ${sql.lit(f.kind)}`];
  const anyOf = (column: string, values: readonly (string | number)[] | undefined) => {
    if (values?.length) parts.push(sql`${sql.ref(column)} IN (${sql.join(values)})`);
  };
  anyOf('ref', f.ids?.map((id) => id.toUpperCase()));
  anyOf('severity_rank', f.severity?.map((sev) => SEVERITY_RANK[sev]));
  anyOf('status', f.status);
  anyOf('rule_id', f.policy);
  anyOf('cloud', f.cloud);
  anyOf('account_id', f.account);
  anyOf('region', f.region);
  anyOf('asset_category', f.assetCategory);
  anyOf('asset_type', f.assetType);
  anyOf('resource', f.resourceId);
  anyOf('business_unit', f.businessUnit);
  anyOf('compliance_control', f.complianceControl);
  anyOf('repository', f.repository);
  anyOf('branch', f.branch);
  anyOf('status_description', f.statusDescription);
  if (f.commit) {
    // Commit hashes are stored lower-case: a range on the lowered prefix uses the commit index where LIKE would not.
    const prefix = f.commit.toLowerCase();
    parts.push(sql`commit_sha >= ${prefix} AND commit_sha < ${`${prefix}\u{10FFFF}`}`);
  }
  if (f.line !== undefined) parts.push(sql`line = ${f.line}`);
  if (f.resource) parts.push(sql`resource LIKE ${like(f.resource)} ESCAPE '\\'`);
  if (f.filePath) parts.push(sql`file_path LIKE ${like(f.filePath)} ESCAPE '\\'`);
  // Age in whole days: at least ageMin means first seen at or before now - ageMin days.
  if (f.ageMin !== undefined) parts.push(sql`created_at <= ${now - f.ageMin * DAY}`);
  if (f.ageMax !== undefined) parts.push(sql`created_at > ${now - (f.ageMax + 1) * DAY}`);
  if (f.firstSeenFrom !== undefined) parts.push(sql`created_at >= ${f.firstSeenFrom}`);
  if (f.firstSeenTo !== undefined) parts.push(sql`created_at <= ${f.firstSeenTo}`);
  if (f.lastSeenFrom !== undefined) parts.push(sql`last_seen >= ${f.lastSeenFrom}`);
  if (f.lastSeenTo !== undefined) parts.push(sql`last_seen <= ${f.lastSeenTo}`);
  if (f.q) parts.push(text === 'set' ? freeTextSet(tenantId, f.kind, f.q) : freeTextRow(tenantId, f.q));
  return sql.join(parts, sql` AND `);
}

/** The sort columns in order (the id is always the last tie-breaker) and the direction. */
const escaped = (column: string, pattern: string) => sql`${sql.ref(column)} LIKE ${pattern} ESCAPE '\\'`;

/** Free text per row: display id, policy name or id, resource, account name, or the account's cloud id. */
function freeTextRow(tenantId: string, q: string): RawBuilder<unknown> {
  const p = like(q);
  return sql`(${sql.join(['ref', 'title', 'resource', 'account_name', 'rule_id'].map((c) => escaped(c, p)), sql` OR `)}
    OR account_id IN (SELECT id FROM cloud_accounts WHERE tenant_id = ${tenantId} AND ${escaped('external_id', p)}))`;
}

/** The same matches as freeTextRow, as a union of ids each found in an index that holds its column. */
function freeTextSet(tenantId: string, kind: AlertFilters['kind'], q: string): RawBuilder<unknown> {
  const p = like(q);
  const mine = sql`tenant_id = ${tenantId} AND kind = ${sql.lit(kind)}`;
  return sql`id IN (SELECT id FROM alerts WHERE tenant_id = ${tenantId} AND ${escaped('ref', p)}
    UNION ALL SELECT id FROM alerts WHERE ${mine} AND ${escaped('resource', p)}
    UNION ALL SELECT id FROM alerts WHERE ${mine} AND (${escaped('title', p)} OR ${escaped('rule_id', p)})
    UNION ALL SELECT id FROM alerts WHERE ${mine} AND ${escaped('account_name', p)}
    UNION ALL SELECT id FROM alerts WHERE ${mine} AND account_id IN (SELECT id FROM cloud_accounts WHERE tenant_id = ${tenantId} AND ${escaped('external_id', p)}))`;
}

export interface SortSpec { columns: readonly string[]; descending: boolean }

export function sortSpec(f: Pick<AlertFilters, 'sort' | 'dir'>): SortSpec {
  const descending = f.dir === 'desc';
  const column = SORT_COLUMNS[f.sort];
  return { columns: TIE_BY_LAST_SEEN.has(column) ? [column, 'last_seen'] : [column], descending: f.sort === 'age' ? !descending : descending };
}

const uniqueColumns = (s: SortSpec) => [...new Set([...s.columns, 'id'])];

/** ORDER BY the sort columns with the id as last tie-breaker, all one way, so pages and previous/next are stable and read an index in order. */
export function orderClause(s: SortSpec, reverse = false): RawBuilder<unknown> {
  const dir = s.descending !== reverse ? sql`DESC` : sql`ASC`;
  return sql.join(uniqueColumns(s).map((c) => sql`${sql.ref(c)} ${dir}`));
}

/** Rows strictly after (or before) a row in the sort order: a keyset condition, as a row-value comparison the index can seek to. */
export function afterClause(s: SortSpec, row: Readonly<Record<string, unknown>>, reverse = false): RawBuilder<unknown> {
  const op = s.descending !== reverse ? sql`<` : sql`>`;
  const columns = uniqueColumns(s);
  return sql`(${sql.join(columns.map((c) => sql.ref(c)))}) ${op} (${sql.join(columns.map((c) => row[c]))})`;
}
