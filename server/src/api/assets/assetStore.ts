import { sql } from 'kysely';
import type { Db } from '../../db/openDatabase.js';
import type { AssetsTable } from '../../db/schema.js';
import { isPostgres } from '../../db/dialect.js';
import { type AssetCursor, encodeAssetCursor, filtersFingerprint } from './assetCursor.js';
import { assetAfter, assetOrder, type AssetFilters, assetSeek, type AssetSort, assetSort, assetWhere, countableFromSummary, countableFromTagFacets, countableFromTags,
  dedicatedIndex, isFiltered, type MatchPlan, NUMERIC_SORT_COLUMNS, sortIndex, tagFacetWhere, walkSortOrder } from './assetQuery.js';
import { type IndexedSearch, type TextSearch, textSearchFor } from './textSearch.js';
import { type NamePageAt, searchWithMatches, sortedBySearch, trigramMatches, trigramNamePage } from './trigramMatches.js';
import { idAmong, type MatchIds } from './keptMatches.js';
import { keptNamePage } from './keptNamePage.js';
import { matchesInSortOrder, type MatchesAt, walkMatchesInOrder } from './matchesInSortOrder.js';

/** The columns every list, export and detail reads (metadata only in the detail). */
export const ASSET_COLUMNS = ['id', 'name', 'resource_id', 'cloud', 'account_id', 'account_name', 'region', 'type', 'service', 'category', 'exposed',
  'exposure_reason', 'open_critical', 'open_high', 'open_medium', 'open_low', 'created_at', 'last_seen'] as const;
export type AssetRow = Pick<AssetsTable, (typeof ASSET_COLUMNS)[number]>;
const columns = sql.join(ASSET_COLUMNS.map((c) => sql.ref(c)));

/**
 * How many of the tenant's assets match: from the per-combination counts (per tag too) unless there is free text (a few
 * thousand rows at most, whatever the inventory's size), else from the assets. The dashboard's Cloud Assets card counts with this too.
 */
export async function countAssets(db: Db, tenantId: string, f: Partial<AssetFilters>): Promise<number> {
  const search = countableFromSummary(f) ? undefined : await textSearchFor(db, tenantId, f.q);
  const values = f.tagValue?.length ? sql` AND value IN (${sql.join(f.tagValue)})` : sql``;
  const res = countableFromSummary(f)
    ? await sql<{ n: number | string | null }>`SELECT sum(n) AS n FROM asset_facet_counts WHERE ${assetWhere(tenantId, f, 'facets')}`.execute(db)
    : countableFromTags(f)
      ? await sql<{ n: number | string | null }>`SELECT sum(n) AS n FROM asset_tag_counts WHERE tenant_id = ${tenantId} AND key = ${f.tagKey!}${values}`.execute(db)
      : countableFromTagFacets(f)
        ? await sql<{ n: number | string | null }>`SELECT sum(n) AS n FROM asset_tag_facet_counts WHERE ${tagFacetWhere(tenantId, f)}`.execute(db)
        : await sql<{ n: number | string | null }>`SELECT count(*) AS n FROM assets WHERE ${assetWhere(tenantId, f, 'assets', undefined, 'set', search)}`.execute(db);
  return Number(res.rows[0]?.n ?? 0);
}

/** A free-text total counts no further than this: a common term stops at "more than 10,000" instead of reading every match. */
export const ASSET_SEARCH_COUNT_CAP = 10_000;

/**
 * The total under the filters; free text is counted up to `cap` (`capped`: there are more). A page whose text the trigram
 * index searched counts its matches itself (see trigramMatches).
 */
export async function countAssetsUpTo(db: Db, tenantId: string, f: Partial<AssetFilters>, cap: number,
  search?: TextSearch): Promise<{ total: number; capped: boolean }> {
  const how = search ?? await textSearchFor(db, tenantId, f.q);
  if (countableFromSummary(f) || countableFromTags(f) || countableFromTagFacets(f)) return { total: await countAssets(db, tenantId, f), capped: false };
  const res = await sql<{ n: number | string }>`SELECT count(*) AS n FROM (SELECT 1 FROM assets
    WHERE ${assetWhere(tenantId, f, 'assets', undefined, 'set', how)} LIMIT ${cap + 1}) AS matches`.execute(db);
  const n = Number(res.rows[0]?.n ?? 0);
  return n > cap ? { total: cap, capped: true } : { total: n, capped: false };
}

/** Where a keyset page starts (see assetCursor.ts). */
export type AssetSeek = Pick<AssetCursor, 'side' | 'value' | 'id'>;

/**
 * One page in the requested order and the total under the filters. A page past the end is empty with the real total.
 * Common matches: the page walks the sort order testing rows; rarer ones: the matches are gathered and sorted. With a
 * cursor the page seeks to its first row instead of skipping the rows before it, so a deep page costs what the first does;
 * each page hands out the cursors of the pages beside it.
 */
export async function assetPage(db: Db, tenantId: string, f: AssetFilters, page: number, pageSize: number, cursor?: AssetCursor) {
  const number = cursor?.page ?? page;
  const seek = cursor ? { side: cursor.side, value: cursor.value, id: cursor.id } : undefined;
  // One row more than the page says whether a next page exists, also past a total that stopped counting.
  const { read, total, capped } = await pageRows(db, tenantId, f, { page: number, pageSize, seek });
  const rows = read.slice(0, pageSize);
  if (seek?.side === 'before') rows.reverse();
  const s = assetSort(f);
  const at = (row: AssetRow | undefined, side: AssetCursor['side'], to: number) => {
    if (!row) return null;
    const value = row[s.column as keyof AssetRow];
    return encodeAssetCursor({ sort: f.sort, dir: f.dir, filters: filtersFingerprint(f), side, page: to, id: Number(row.id),
      value: NUMERIC_SORT_COLUMNS.has(s.column) ? Number(value) : String(value) });
  };
  const more = seek?.side === 'before' ? rows.length === pageSize : read.length > pageSize;
  return { rows, total, capped, page: number, nextCursor: more ? at(rows.at(-1), 'after', number + 1) : null,
    previousCursor: number > 1 ? at(rows[0], 'before', number - 1) : null };
}

/** A page's rows in order with one more beyond it, and the total under the filters (free text counted up to the cap). */
async function pageRows(db: Db, tenantId: string, f: AssetFilters, at: { page: number; pageSize: number; seek: AssetSeek | undefined }) {
  const { page, pageSize, seek } = at;
  const postgres = isPostgres(db);
  const s = assetSort(f);
  const search = await textSearchFor(db, tenantId, f.q);
  // Free text alone by name: the matches in their kept name order, or sorted by the search; only the page's own rows are read.
  const named = sortedBySearch(f, search) ? await textNamePage(db, tenantId, search, s.descending, at) : undefined;
  if (named && named.matches <= ASSET_SEARCH_COUNT_CAP) return { read: await rowsInOrder(db, tenantId, named.ids), total: named.matches, capped: false };
  // Other free text: the matching ids, counted as they come; all of them when there are no more than the cap.
  const matches = named ? undefined : await trigramMatches(db, tenantId, f, search, ASSET_SEARCH_COUNT_CAP);
  const { total, capped } = named ? { total: ASSET_SEARCH_COUNT_CAP, capped: true }
    : matches ? { total: Math.min(matches.count, ASSET_SEARCH_COUNT_CAP), capped: matches.count > ASSET_SEARCH_COUNT_CAP }
      : await countAssetsUpTo(db, tenantId, f, ASSET_SEARCH_COUNT_CAP, search);
  // Every match in hand: many of them, the sort index's entries are walked testing their ids, up to a budget (matches can
  // cluster late in the order: names that share a prefix, a text found in one account); else the page sorts those rows.
  // More than the cap: the walk testing rows, whose rows read fall as matches grow, where sorting them would read every
  // match, however many.
  const ids = matches && !capped ? matches : undefined;
  const walked = ids && await walkedMatches(db, tenantId, s, ids, { offset: seek ? 0 : (page - 1) * pageSize, count: pageSize + 1, seek });
  if (walked) return { read: await rowsInOrder(db, tenantId, walked), total, capped };
  const source = ids ? { kind: 'ids' as const, ids } : await pageSource(db, tenantId, f, search, { total, capped, pageEnd: seek ? pageSize : page * pageSize });
  const query = assetPageQuery(tenantId, f, page, pageSize, source, seek, 1);
  // A page by number on PostgreSQL skips the rows before it in the sort index alone (its planner drops the columns the
  // outer query leaves unread, so an index-only scan): page 4,000 of a million took 540 ms reading each skipped row.
  if (postgres && source.kind === 'planner' && !seek && page > 1) {
    const skipped = await sql<{ id: number }>`SELECT id FROM (${query}) AS p`.execute(db);
    return { read: await rowsInOrder(db, tenantId, skipped.rows.map((r) => Number(r.id))), total, capped };
  }
  return { read: (await query.execute(db)).rows, total, capped };
}

/**
 * Where a page's rows come from: `ids`, every match found already, read by id and sorted; `walk` (SQLite), the sort index
 * in order whatever the planner would pick; `gather` (PostgreSQL), the matching rows gathered before they are sorted
 * whatever it would pick; `planner`, the database's own choice. `plan`: how tag and free-text filters are matched.
 */
export type PageSource = { readonly kind: 'ids'; readonly ids: MatchIds }
  | { readonly kind: 'walk' | 'gather' | 'planner'; readonly plan: MatchPlan; readonly search?: TextSearch | undefined };

/** Where a page's rows come from when its matches are not in hand (see PageSource), from how many match. */
async function pageSource(db: Db, tenantId: string, f: AssetFilters, search: TextSearch,
  matched: { total: number; capped: boolean; pageEnd: number }): Promise<PageSource> {
  const { total, capped, pageEnd } = matched;
  const plan = isFiltered(f) && (capped || walkSortOrder(total, await countAssets(db, tenantId, {}), pageEnd)) ? 'row' : 'set';
  if (isPostgres(db)) {
    // A free text with no more matches than the cap, not in hand (under three characters): the planner would walk the
    // sort order testing each row's text as far as the matches lie (384,600 rows, 1.3 s, for "payments-prod" by name,
    // before pg_trgm found them first); they are gathered first. Otherwise its planner finds the sort index by itself.
    return { kind: f.q !== undefined && !capped ? 'gather' : 'planner', plan, search };
  }
  // An index of the matches in sort order is read whatever the counts say.
  return { kind: plan === 'row' || dedicatedIndex(assetSort(f), f) !== undefined ? 'walk' : 'planner', plan, search };
}

/**
 * A page of free text alone by name: a slice of the matches' kept name order; the first time, SQLite's search sorts them
 * itself, PostgreSQL's finds and keeps them first (past the cap, `matches` says so with no page: the caller walks).
 */
async function textNamePage(db: Db, tenantId: string, search: IndexedSearch, descending: boolean, at: NamePageAt) {
  const cap = ASSET_SEARCH_COUNT_CAP;
  if (search.capped) return { ids: [], matches: cap + 1 };
  if (search.kind === 'trigram') return await keptNamePage(db, tenantId, search, descending, at, 1) ?? trigramNamePage(db, tenantId, search, descending, at, cap, 1);
  const found = search.found ? search : await searchWithMatches(db, tenantId, search.text, cap);
  return found.kind === 'like' || !found.found ? { ids: [], matches: cap + 1 } : keptNamePage(db, tenantId, found, descending, at, 1);
}

/** A page of matches in hand walked from the sort index when there are enough of them (see matchesInSortOrder). */
async function walkedMatches(db: Db, tenantId: string, s: AssetSort, ids: MatchIds, at: MatchesAt) {
  const all = await countAssets(db, tenantId, {});
  const pageEnd = at.offset + at.count;
  return walkMatchesInOrder(ids.count, all, pageEnd) ? matchesInSortOrder(db, tenantId, s, ids, all, at) : undefined;
}

/** The tenant's assets of these ids, in the ids' order. */
async function rowsInOrder(db: Db, tenantId: string, ids: readonly number[]): Promise<AssetRow[]> {
  if (ids.length === 0) return [];
  // By id (SQLite's NOT INDEXED still looks rows up by their id): no index of the tenant's assets is walked for a short list.
  const from = isPostgres(db) ? sql`assets` : sql`assets NOT INDEXED`;
  const rows = (await sql<AssetRow>`SELECT ${columns} FROM ${from} WHERE tenant_id = ${tenantId} AND id IN (${sql.join(ids)})`.execute(db)).rows;
  const byId = new Map(rows.map((r) => [Number(r.id), r]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/**
 * The page's query, its rows from `source`. With `seek` it starts after (or, read backwards, before) a row instead of at
 * an offset. `extra` rows are read beyond the page.
 */
export function assetPageQuery(tenantId: string, f: AssetFilters, page: number, pageSize: number, source: PageSource, seek?: AssetSeek, extra = 0) {
  const s = assetSort(f);
  // Ids in hand on SQLite: NOT INDEXED, as its planner, not knowing the list is short, would walk a sort index from a
  // cursor to the end.
  const from = source.kind === 'ids' ? (source.ids.engine === 'sqlite' ? sql`assets NOT INDEXED` : sql`assets`)
    : source.kind === 'walk' ? sql`assets INDEXED BY ${sql.raw(sortIndex(s, f))}` : sql`assets`;
  const where = source.kind === 'ids' ? sql`tenant_id = ${tenantId} AND ${idAmong('id', source.ids)}`
    : assetWhere(tenantId, f, 'assets', undefined, source.plan, source.search);
  // A materialized set has no index to walk.
  const gathered = source.kind === 'gather';
  const selected = gathered ? sql`WITH gathered AS MATERIALIZED (SELECT ${columns} FROM ${from} WHERE ${where}) SELECT * FROM gathered`
    : sql`SELECT ${columns} FROM ${from} WHERE ${where}`;
  if (seek) {
    const order = assetOrder(seek.side === 'before' ? { ...s, descending: !s.descending } : s);
    return sql<AssetRow>`${selected} ${gathered ? sql`WHERE` : sql`AND`} ${assetSeek(s, seek.side, seek.value, seek.id)}
      ORDER BY ${order} LIMIT ${pageSize + extra}`;
  }
  return sql<AssetRow>`${selected} ORDER BY ${assetOrder(s)} LIMIT ${pageSize + extra} OFFSET ${(page - 1) * pageSize}`;
}

export async function findAsset(db: Db, tenantId: string, id: number) {
  const res = await sql<AssetRow & { metadata: string }>`SELECT ${columns}, metadata FROM assets WHERE tenant_id = ${tenantId} AND id = ${id}`.execute(db);
  return res.rows[0];
}

/** Tags of the given assets, by asset id, sorted by key. */
export async function tagsOf(db: Db, tenantId: string, ids: readonly number[]): Promise<Map<number, { key: string; value: string }[]>> {
  const byAsset = new Map<number, { key: string; value: string }[]>();
  if (ids.length === 0) return byAsset;
  const rows = await db.selectFrom('asset_tags').select(['asset_id', 'key', 'value']).where('tenant_id', '=', tenantId).where('asset_id', 'in', [...ids])
    .orderBy('asset_id').orderBy('key').execute();
  for (const r of rows) {
    const list = byAsset.get(r.asset_id);
    if (list) list.push({ key: r.key, value: r.value }); else byAsset.set(r.asset_id, [{ key: r.key, value: r.value }]);
  }
  return byAsset;
}

/** Walks the filtered set in sort order by keyset, a batch at a time, so memory stays constant whatever the size. */
export async function* assetExportRows(db: Db, tenantId: string, f: AssetFilters, batch = 1000): AsyncGenerator<AssetRow[]> {
  const s = assetSort(f);
  // Each batch seeks into the sort index: a tag is checked per row rather than gathering every tagged id again.
  const where = assetWhere(tenantId, f, 'assets', undefined, 'row');
  let last: AssetRow | undefined;
  for (;;) {
    const after = last ? sql` AND ${assetAfter(s, last)}` : sql``;
    const rows = (await sql<AssetRow>`SELECT ${columns} FROM assets WHERE ${where}${after} ORDER BY ${assetOrder(s)} LIMIT ${batch}`.execute(db)).rows;
    if (rows.length === 0) return;
    yield rows;
    if (rows.length < batch) return;
    last = rows[rows.length - 1];
  }
}
