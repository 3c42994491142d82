import { sql } from 'kysely';
import type { Db } from '../../db/openDatabase.js';
import { type FoundMatches, idAmong, keepNameOrder } from './keptMatches.js';
import { idOfKey, type IndexedSearch, searchKeyOf } from './textSearch.js';
import type { NamePageAt } from './trigramMatches.js';

/**
 * A page of a text's kept matches by name, from their name order, which the first such page sorts and keeps beside them
 * (the ids in the database's order of name then id): the next pages, forwards or back, are slices of it. `extra` ids are read
 * beyond the page. Undefined when the matches were not kept, or a cursor's row is not where it says (a cursor from before
 * a rename): the search sorts them itself then.
 */
export async function keptNamePage(db: Db, tenantId: string, search: IndexedSearch, descending: boolean, at: NamePageAt,
  extra = 0): Promise<{ ids: number[]; matches: number } | undefined> {
  const found = search.found;
  if (!found) return undefined;
  const byName = found.byName ?? await nameOrder(db, tenantId, search, found);
  const order = descending ? [...byName].reverse() : byName;
  const size = at.pageSize + extra;
  const { seek } = at;
  if (!seek) return { ids: order.slice((at.page - 1) * at.pageSize, (at.page - 1) * at.pageSize + size), matches: found.count };
  const i = order.indexOf(seek.id);
  if (i < 0 || (await nameOf(db, tenantId, search, seek.id)) !== seek.value) return undefined;
  // Before a row: the rows just before it, nearest first, as a seek read backwards hands them.
  const ids = seek.side === 'after' ? order.slice(i + 1, i + 1 + size) : order.slice(Math.max(0, i - size), i).reverse();
  return { ids, matches: found.count };
}

/** The matches' ids by name then id: from the texts kept beside SQLite's index, or from the assets on PostgreSQL. */
async function nameOrder(db: Db, tenantId: string, search: IndexedSearch, found: FoundMatches): Promise<readonly number[]> {
  const row = (await (search.kind === 'trgm'
    ? sql<{ ids: string | null }>`SELECT json_agg(id ORDER BY name, id)::text AS ids FROM assets
      WHERE tenant_id = ${tenantId} AND ${idAmong('id', found)}`
    : sql<{ ids: string }>`SELECT json_group_array(${idOfKey(sql`t.key`)} ORDER BY t.name, t.key) AS ids
      FROM json_each(${found.json}) AS found CROSS JOIN asset_search_texts t ON t.key = ${searchKeyOf(tenantId, sql`found.value`)}`).execute(db)).rows[0];
  const byName = JSON.parse(row?.ids ?? '[]') as number[];
  keepNameOrder(db, tenantId, search, byName);
  return byName;
}

async function nameOf(db: Db, tenantId: string, search: IndexedSearch, id: number): Promise<string | undefined> {
  return (await (search.kind === 'trgm' ? sql<{ name: string }>`SELECT name FROM assets WHERE tenant_id = ${tenantId} AND id = ${id}`
    : sql<{ name: string }>`SELECT name FROM asset_search_texts WHERE key = ${searchKeyOf(tenantId, id)}`).execute(db)).rows[0]?.name;
}
