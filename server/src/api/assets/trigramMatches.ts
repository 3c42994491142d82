import { sql } from 'kysely';
import type { Db } from '../../db/openDatabase.js';
import { type AssetFilters, assetOrder, assetSeek, type AssetSort, assetWhere, idOfKey, isFiltered, textMatches, textMatchKeys, trigramSearchable } from './assetQuery.js';
import type { AssetSeek } from './assetStore.js';

/**
 * The ids of the tenant's assets matching the free text and the other filters, at most `cap` + 1 of them, from SQLite's
 * trigram index (undefined for a text under three characters). The index's matches are streamed, into the asset rows only
 * when other filters need them, and the search stops at `cap` + 1 matches, so a common text costs what its first matches do
 * rather than gathering all of them; a rarer text hands back every match, which a page then sorts instead of searching the
 * index a second time.
 */
export async function trigramMatches(db: Db, tenantId: string, f: Partial<AssetFilters>, cap: number): Promise<number[] | undefined> {
  if (!trigramSearchable(f.q)) return undefined;
  return (await trigramMatchQuery(tenantId, f, f.q, cap).execute(db)).rows.map((r) => Number(r.id));
}

/** The query of trigramMatches: the index's matches drive, each joined to its asset row by id when other filters test it. */
export function trigramMatchQuery(tenantId: string, f: Partial<AssetFilters>, q: string, cap: number) {
  const others = { ...f, q: undefined };
  if (!isFiltered(others)) return sql<{ id: number }>`${textMatches(tenantId, q)} LIMIT ${cap + 1}`;
  return sql<{ id: number }>`SELECT assets.id FROM (SELECT id AS candidate FROM (${textMatches(tenantId, q)})) AS m
    JOIN assets ON assets.id = m.candidate WHERE ${assetWhere(tenantId, others, 'assets', undefined, 'set')} LIMIT ${cap + 1}`;
}

/** Free text alone, sorted by name: a page the search sorts by itself (see trigramNamePage). */
export const sortedBySearch = (f: AssetFilters): f is AssetFilters & { q: string } => trigramSearchable(f.q) && f.sort === 'name' && !isFiltered({ ...f, q: undefined });

/** Which page: by number, or (with `seek`) after or before a row. */
type NamePageAt = { page: number; pageSize: number; seek?: AssetSeek | undefined };

/**
 * A page of a free text's matches by name, with no asset row read: the matches (at most `cap` + 1) are counted, and when
 * there are no more than `cap` they take their names from the table kept beside the index, in key order, and are sorted
 * there, where sorting them by the rows' names read every matching row. `extra` ids are read beyond the page; with `seek`
 * it starts after (or, read backwards, before) a name and id. `matches` is over `cap` when there are more than it.
 */
export async function trigramNamePage(db: Db, tenantId: string, q: string, descending: boolean, at: NamePageAt, cap: number,
  extra = 0): Promise<{ ids: number[]; matches: number }> {
  const rows = (await trigramNamePageQuery(tenantId, q, descending, at, cap, extra).execute(db)).rows;
  // More than the cap, or a page past the end: no row carries the count.
  const matches = rows[0]?.matches ?? (await sql<{ n: number }>`SELECT count(*) AS n FROM (${textMatchKeys(tenantId, q, cap + 1)})`.execute(db)).rows[0]?.n;
  return { ids: rows.map((r) => Number(r.id)), matches: Number(matches ?? 0) };
}

/** The query of trigramNamePage. */
export function trigramNamePageQuery(tenantId: string, q: string, descending: boolean, at: NamePageAt, cap: number, extra = 0) {
  const { page, pageSize, seek } = at;
  const s: AssetSort = { column: 'name', descending };
  const after = seek ? sql`WHERE ${assetSeek(s, seek.side, seek.value, seek.id)}` : sql``;
  const order = assetOrder(seek?.side === 'before' ? { ...s, descending: !descending } : s);
  // The count decides first: past the cap no name is read (the caller walks the sort order instead).
  return sql<{ id: number; matches: number }>`WITH e AS MATERIALIZED (${textMatchKeys(tenantId, q, cap + 1)}),
    c AS MATERIALIZED (SELECT count(*) AS n FROM e)
    SELECT id, matches FROM (SELECT ${idOfKey(sql`n.key`)} AS id, n.name, c.n AS matches FROM c, e JOIN asset_search_names n ON n.key = e.key
      WHERE c.n <= ${cap}) ${after} ORDER BY ${order} LIMIT ${pageSize + extra} OFFSET ${seek ? 0 : (page - 1) * pageSize}`;
}
