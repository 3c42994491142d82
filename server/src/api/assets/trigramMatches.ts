import { sql } from 'kysely';
import { dialectOf } from '../../db/dialect.js';
import type { Db } from '../../db/openDatabase.js';
import { type AssetFilters, assetOrder, assetSeek, type AssetSort, assetWhere, isFiltered } from './assetQuery.js';
import type { AssetSeek } from './assetStore.js';
import { idOfKey, type IndexedSearch, type TextSearch, textMatches, textMatchNames, textSearchFor, trgmMatching, type TrigramSearch } from './textSearch.js';
import { type FoundMatches, keepSearched } from './keptMatches.js';

/** No filter but the free text. */
const textAlone = (f: Partial<AssetFilters>) => !isFiltered({ ...f, q: undefined });

/**
 * The ids of the tenant's assets matching the free text and the other filters, at most `cap` + 1 of them, from a trigram
 * index (undefined when the text is not searched in one). The index's matches are streamed, into the asset rows
 * only when other filters need them, and the search stops at `cap` + 1 matches, so a common text costs what its first
 * matches do rather than gathering all of them; a rarer text hands back every match, which a page then sorts instead of
 * searching the index a second time. A text alone whose matches or whose excess over the cap were kept is not searched.
 */
export async function trigramMatches(db: Db, tenantId: string, f: Partial<AssetFilters>, search: TextSearch, cap: number): Promise<FoundMatches | undefined> {
  if (search.kind === 'like') return undefined;
  const alone = textAlone(f);
  const engine = dialectOf(db);
  if (search.found && alone) return search.found;
  if (search.capped && alone) return { count: cap + 1, json: '[]', engine };
  // One row holding them all: thousands of one-column rows cost more to hand over than to find. PostgreSQL reads each
  // match's row as it finds it: the text alone, their name order comes with them (see keptNamePage).
  // (In name order then, which a list of ids for IN may be in as well as any other.)
  const named = search.kind === 'trgm' && alone;
  const query = named ? sql`SELECT id, name ${trgmMatching(tenantId, search.text)} LIMIT ${cap + 1}` : trigramMatchQuery(tenantId, f, search, cap);
  const array = named ? sql`json_agg(id ORDER BY name, id)::text` : engine === 'postgres' ? sql`json_agg(id)::text` : sql`json_group_array(id)`;
  const row = (await sql<{ count: number; json: string | null }>`SELECT count(*) AS count, ${array} AS json FROM (${query}) AS m`.execute(db)).rows[0];
  const count = Number(row?.count ?? 0);
  const json = row?.json ?? '[]';
  const matches = { count, json, engine, ...(named && count <= cap ? { byName: JSON.parse(json) as number[] } : {}) };
  // The text's every match, none left out by the cap or another filter: kept for its next pages, sorts and menus.
  if (alone) keepSearched(db, tenantId, search, matches, cap);
  return matches;
}

/**
 * The search of a free text with its every match in hand when there are no more than `cap` (found and kept now, unless
 * they were kept): the filter menus count over those ids, where each of them would search the index again.
 */
export async function searchWithMatches(db: Db, tenantId: string, q: string | undefined, cap: number): Promise<TextSearch> {
  const search = await textSearchFor(db, tenantId, q);
  if (search.kind === 'like' || search.found) return search;
  const matches = await trigramMatches(db, tenantId, { q }, search, cap);
  return matches && matches.count <= cap ? { ...search, found: matches } : search;
}

/** The query of trigramMatches: the index's matches drive, each joined to its asset row by id when other filters test it. */
export function trigramMatchQuery(tenantId: string, f: Partial<AssetFilters>, search: IndexedSearch, cap: number) {
  if (textAlone(f)) return sql<{ id: number }>`${textMatches(tenantId, search)} LIMIT ${cap + 1}`;
  return sql<{ id: number }>`SELECT assets.id FROM (SELECT id AS candidate FROM (${textMatches(tenantId, search)}) AS t) AS m
    JOIN assets ON assets.id = m.candidate WHERE ${assetWhere(tenantId, { ...f, q: undefined }, 'assets', undefined, 'set')} LIMIT ${cap + 1}`;
}

/**
 * Free text alone, sorted by name, searched in a trigram index: a slice of the kept name order (see keptNamePage), or on
 * SQLite a page the search sorts by itself (see trigramNamePage). Walking the name order instead reads far for them, as
 * names holding a text share a prefix.
 */
export const sortedBySearch = (f: AssetFilters, search: TextSearch): search is IndexedSearch =>
  search.kind !== 'like' && f.sort === 'name' && textAlone(f);

/** Which page: by number, or (with `seek`) after or before a row. */
export type NamePageAt = { page: number; pageSize: number; seek?: AssetSeek | undefined };

/**
 * A page of a free text's matches by name, with no asset row read: the matches (at most `cap` + 1) are counted, and when
 * there are no more than `cap` they are sorted by the names kept beside the index, which the search read already, where
 * sorting them by the rows' names read every matching row. `extra` ids are read beyond the page; with `seek` it starts
 * after (or, read backwards, before) a name and id. `matches` is over `cap` when there are more than it; else every
 * match is kept (unless it was already, see keptMatches).
 */
export async function trigramNamePage(db: Db, tenantId: string, search: TrigramSearch, descending: boolean, at: NamePageAt, cap: number,
  extra = 0): Promise<{ ids: number[]; matches: number }> {
  const rows = (await trigramNamePageQuery(tenantId, search, descending, at, cap, extra).execute(db)).rows;
  const matches = Number(rows[0]?.matches ?? 0);
  const json = rows[0]?.found;
  // No ids only when the search's matches were kept already.
  if (typeof json === 'string') keepSearched(db, tenantId, search, { count: matches, json, engine: 'sqlite' }, cap);
  return { ids: rows.flatMap((r) => (r.id === null ? [] : [Number(r.id)])), matches };
}

/** The query of trigramNamePage. */
export function trigramNamePageQuery(tenantId: string, search: TrigramSearch, descending: boolean, at: NamePageAt, cap: number, extra = 0) {
  const { page, pageSize, seek } = at;
  const s: AssetSort = { column: 'name', descending };
  const after = seek ? sql`WHERE ${assetSeek(s, seek.side, seek.value, seek.id)}` : sql``;
  const order = assetOrder(seek?.side === 'before' ? { ...s, descending: !descending } : s);
  // The count decides first: past the cap no page is sorted (the caller walks the sort order instead). The count's row
  // comes back even with no page (past the cap, past the end), so the matches are never counted twice.
  // Every match's id too, to be kept (see keptMatches), unless they were.
  const found = search.found ? sql`NULL` : sql`json_group_array(${idOfKey(sql`key`)})`;
  return sql<{ id: number | null; matches: number; found: string | null }>`WITH e AS MATERIALIZED (${textMatchNames(tenantId, search, cap + 1)}),
    c AS MATERIALIZED (SELECT count(*) AS n, ${found} AS found FROM e)
    SELECT p.id, c.n AS matches, c.found FROM c LEFT JOIN (SELECT id, name FROM (SELECT ${idOfKey(sql`e.key`)} AS id, e.name FROM c, e WHERE c.n <= ${cap}) ${after}
      ORDER BY ${order} LIMIT ${pageSize + extra} OFFSET ${seek ? 0 : (page - 1) * pageSize}) AS p ORDER BY ${order}`;
}
