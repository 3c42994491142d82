import { type RawBuilder, sql } from 'kysely';
import { BUSINESS_UNIT_NAME_MAX } from '@palisade/contracts';
import { z } from 'zod';
import { ASSET_CRITICAL_INDEXES } from '../../db/assetCriticalIndexesMigration.js';
import { ASSET_NAME_TEXT_INDEX } from '../../db/assetNameTextIndexMigration.js';
import { ASSET_INDEXED_COLUMNS } from '../../db/cloudAssetsMigration.js';
import { containsText, LIKE_SEARCH, likePattern, type TextSearch, textMatches, trgmContains } from './textSearch.js';
import { idAmong } from './keptMatches.js';

/** `registry`: container images of a Docker Hub or generic registry (ECR's are AWS, ACR's Azure). */
export const ASSET_CLOUDS = ['aws', 'azure', 'registry'] as const;

/** Sortable columns; the value is the SQL column, never taken from the request. Each has a (tenant, column, id) index. */
export const ASSET_SORT_COLUMNS = {
  name: 'name', resourceId: 'resource_id', cloud: 'cloud', account: 'account_name', region: 'region', type: 'type', service: 'service',
  category: 'category', critical: 'open_critical', high: 'open_high', medium: 'open_medium', low: 'open_low', firstSeen: 'created_at',
  lastSeen: 'last_seen',
} as const;
export type AssetSortKey = keyof typeof ASSET_SORT_COLUMNS;

/** A comma-separated value (as the alerts API takes), or the parameter repeated, which keeps commas inside values. */
const list = <T extends z.ZodType>(item: T) => z.preprocess((v) => (typeof v === 'string' ? v.split(',').map((s) => s.trim()).filter(Boolean) : v),
  z.array(item).max(200)).optional();
const flag = z.enum(['true', 'false']).transform((v) => v === 'true').optional();

export const assetFilterShape = {
  cloud: list(z.enum(ASSET_CLOUDS)),
  account: list(z.coerce.number().int().positive()),
  region: list(z.string().max(40)),
  service: list(z.string().max(40)),
  type: list(z.string().max(64)),
  category: list(z.string().max(40)),
  /** Assets with this tag key; with tagValue, with one of those values. */
  tagKey: z.string().trim().min(1).max(128).optional(),
  tagValue: list(z.string().max(256)),
  businessUnit: list(z.string().max(BUSINESS_UNIT_NAME_MAX)),
  exposed: flag,
  hasCritical: flag,
  /** Contained in the name or the resource id, case-insensitive as the database's LIKE (SQLite: ASCII letters only). */
  q: z.string().trim().max(200).optional(),
  sort: z.enum(Object.keys(ASSET_SORT_COLUMNS) as [AssetSortKey, ...AssetSortKey[]]).default('name'),
  dir: z.enum(['asc', 'desc']).default('asc'),
};

const tagValueNeedsKey = (f: { tagKey?: string | undefined; tagValue?: string[] | undefined }, issue: z.RefinementCtx) => {
  if (f.tagValue?.length && !f.tagKey) issue.addIssue({ code: 'custom', path: ['tagValue'], message: 'tagValue needs tagKey (the tag key the values belong to)' });
};

export const assetFilters = z.object(assetFilterShape).strict().superRefine(tagValueNeedsKey);
export type AssetFilters = z.infer<typeof assetFilters>;

export const ASSET_MAX_PAGE_SIZE = 200;
export const assetSearch = z.object({
  ...assetFilterShape,
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(ASSET_MAX_PAGE_SIZE).default(50),
  /** A page's `nextCursor` or `previousCursor`: that page, found by seeking rather than skipping (`page` is then the cursor's). */
  cursor: z.string().max(1024).regex(/^[A-Za-z0-9_-]+$/, 'A cursor is a nextCursor or previousCursor of this list').optional(),
}).strict().superRefine(tagValueNeedsKey);
export type AssetSearch = z.infer<typeof assetSearch>;

/** Filters the per-combination counts (asset_facet_counts) can answer: all but free text and tags. */
export const countableFromSummary = (f: Partial<AssetFilters>) => !f.q && !f.tagKey;

export type FilterName = 'cloud' | 'account' | 'region' | 'service' | 'type' | 'category' | 'businessUnit' | 'exposed' | 'hasCritical' | 'tag';

/**
 * How tag and free-text filters are matched: `set` gathers the matching asset ids from indexes first (for counts and rare
 * matches), `row` tests each row (its tag looked up by key) as a page walks the sort order, where a page of matches comes early.
 */
export type MatchPlan = 'set' | 'row';

/** Tag filters and any others but free text: the per-tag counts within each combination (asset_tag_facet_counts) answer. */
export const countableFromTagFacets = (f: Partial<AssetFilters>) => Boolean(f.tagKey) && !f.q;

/** WHERE clause on asset_tag_facet_counts: the tag key (and values) and the other filters, leaving out `except`. */
export function tagFacetWhere(tenantId: string, f: Partial<AssetFilters>, except?: FilterName): RawBuilder<unknown> {
  const values = f.tagValue?.length ? sql` AND value IN (${sql.join(f.tagValue)})` : sql``;
  return sql`${assetWhere(tenantId, f, 'facets', except)} AND key = ${f.tagKey!}${values}`;
}

/** Only tag filters: the per-tag counts answer the total. */
export const countableFromTags = (f: Partial<AssetFilters>) => Boolean(f.tagKey) && !f.q && !f.cloud?.length && !f.account?.length && !f.region?.length
  && !f.service?.length && !f.type?.length && !f.category?.length && !f.businessUnit?.length && f.exposed === undefined && f.hasCritical === undefined;

/**
 * WHERE clause for a tenant's assets (`assets`) or for its per-combination counts (`facets`, where "has critical" is the
 * `critical` column) under the filters, leaving out `except` (a filter menu counts under the other filters). Values are bound.
 */
export function assetWhere(tenantId: string, f: Partial<AssetFilters>, on: 'assets' | 'facets' = 'assets', except?: FilterName, plan: MatchPlan = 'set',
  search: TextSearch = LIKE_SEARCH): RawBuilder<unknown> {
  const parts: RawBuilder<unknown>[] = [sql`tenant_id = ${tenantId}`];
  const anyOf = (name: FilterName, column: string, values: readonly (string | number)[] | undefined) => {
    if (name !== except && values?.length) parts.push(sql`${sql.ref(column)} IN (${sql.join(values)})`);
  };
  anyOf('cloud', 'cloud', f.cloud);
  anyOf('account', 'account_id', f.account);
  anyOf('region', 'region', f.region);
  anyOf('service', 'service', f.service);
  anyOf('type', 'type', f.type);
  anyOf('category', 'category', f.category);
  if (except !== 'businessUnit' && f.businessUnit?.length) {
    parts.push(sql`account_id IN (SELECT bua.account_id FROM business_unit_accounts bua JOIN business_units bu ON bu.id = bua.business_unit_id
      WHERE bu.tenant_id = ${tenantId} AND bu.name IN (${sql.join(f.businessUnit)}))`);
  }
  if (except !== 'exposed' && f.exposed !== undefined) parts.push(sql`exposed = ${f.exposed ? 1 : 0}`);
  if (except !== 'hasCritical' && f.hasCritical !== undefined) {
    parts.push(on === 'facets' ? sql`critical = ${f.hasCritical ? 1 : 0}` : f.hasCritical ? sql`open_critical > 0` : sql`open_critical = 0`);
  }
  if (on === 'assets' && except !== 'tag' && f.tagKey) {
    const values = f.tagValue?.length ? sql` AND value IN (${sql.join(f.tagValue)})` : sql``;
    parts.push(plan === 'set' ? sql`id IN (SELECT asset_id FROM asset_tags WHERE tenant_id = ${tenantId} AND key = ${f.tagKey}${values})`
      // Probed by the whole key of (tenant, key, value, asset): the index alone answers, no tag row is read.
      : sql`EXISTS (SELECT 1 FROM asset_tags t WHERE t.tenant_id = ${tenantId} AND t.key = ${f.tagKey}${values} AND t.asset_id = assets.id)`);
  }
  if (on === 'assets' && f.q) {
    const p = likePattern(f.q);
    // A trigram index finds the matches (three characters at least; on PostgreSQL as the rows are read), or they were
    // kept; otherwise, as a set, two index-only scans (name, resource id) instead of reading every asset row.
    if (plan === 'set' && search.kind !== 'like' && search.text === f.q) {
      parts.push(search.found ? idAmong('id', search.found) : search.kind === 'trgm' ? trgmContains(f.q) : sql`id IN (${textMatches(tenantId, search)})`);
    } else if (plan === 'set') {
      parts.push(sql`id IN (SELECT id FROM assets WHERE tenant_id = ${tenantId} AND name LIKE ${p} ESCAPE '\\'
        UNION SELECT id FROM assets WHERE tenant_id = ${tenantId} AND resource_id LIKE ${p} ESCAPE '\\')`);
    } else parts.push(containsText(f.q));
  }
  return sql.join(parts, sql` AND `);
}

export interface AssetSort { column: string; descending: boolean }
export const assetSort = (f: Pick<AssetFilters, 'sort' | 'dir'>): AssetSort => ({ column: ASSET_SORT_COLUMNS[f.sort], descending: f.dir === 'desc' });

/** ORDER BY the sort column, ties broken by id the same way, so a page reads the (tenant, column, id) index in order. */
export function assetOrder(s: AssetSort): RawBuilder<unknown> {
  const dir = s.descending ? sql`DESC` : sql`ASC`;
  return sql`${sql.ref(s.column)} ${dir}, id ${dir}`;
}

/** Rows after a row in the sort order (keyset step of the export), as a row-value comparison the index can seek to. */
export function assetAfter(s: AssetSort, row: Readonly<Record<string, unknown>>): RawBuilder<unknown> {
  return assetSeek(s, 'after', row[s.column], row['id']);
}

/** Rows after (or before) a sort key and id in the sort order, as a row-value comparison the index can seek to. */
export function assetSeek(s: AssetSort, side: 'after' | 'before', value: unknown, id: unknown): RawBuilder<unknown> {
  const greater = (side === 'after') !== s.descending;
  return sql`(${sql.ref(s.column)}, id) ${greater ? sql`>` : sql`<`} (${value}, ${id})`;
}

/** Sort columns holding numbers (PostgreSQL hands bigints back as text; a cursor keeps them as numbers). */
export const NUMERIC_SORT_COLUMNS: ReadonlySet<string> = new Set(['open_critical', 'open_high', 'open_medium', 'open_low', 'created_at', 'last_seen']);

/** The index a sort reads in order: one holding only the filter's matches when there is one (see dedicatedIndex), else the sort's own. */
export const sortIndex = (s: AssetSort, f: Partial<AssetFilters> = {}) =>
  dedicatedIndex(s, f) ?? `assets_${ASSET_INDEXED_COLUMNS[s.column as keyof typeof ASSET_INDEXED_COLUMNS]}`;

/**
 * An index that holds the filter and the sort both, so a page reads only matching entries in order: "has critical alerts"
 * by name, high alerts or last seen (indexes of those assets only); free text by name (the name order with the resource
 * ids in it, SQLite only: a page walking it tests each entry without reading its row).
 */
export function dedicatedIndex(s: AssetSort, f: Partial<AssetFilters>): string | undefined {
  if (f.q && s.column === 'name' && f.hasCritical !== true) return ASSET_NAME_TEXT_INDEX;
  if (f.hasCritical !== true) return undefined;
  return Object.entries(ASSET_CRITICAL_INDEXES).find(([, [column]]) => column === s.column)?.[0];
}

/**
 * Whether a filtered page should walk the sort index testing each row, rather than search a filter's index and sort all
 * its matches: walking reads about (rows up to the page's end) × all / matches rows, sorting reads every match. SQLite's
 * planner does not know how many rows match; the per-combination counts do.
 */
export const walkSortOrder = (matches: number, all: number, pageEnd: number) => matches * matches > pageEnd * all;

/** Any filter at all (sort and direction aside). */
export const isFiltered = (f: Partial<AssetFilters>) =>
  Object.entries(f).some(([k, v]) => k !== 'sort' && k !== 'dir' && v !== undefined && !(Array.isArray(v) && v.length === 0));
