import { sql } from 'kysely';
import type { Db } from '../../db/openDatabase.js';
import { keepNameOrder } from './keptMatches.js';
import { idOfKey, searchKeyOf, type TrigramSearch } from './textSearch.js';
import type { NamePageAt } from './trigramMatches.js';

/**
 * A page of a text's kept matches by name, from their name order, which the first such page sorts and keeps beside them
 * (the ids in SQLite's order of name then id): the next pages, forwards or back, are slices of it. `extra` ids are read
 * beyond the page. Undefined when the matches were not kept, or a cursor's row is not where it says (a cursor from before
 * a rename): the search sorts them itself then.
 */
export async function keptNamePage(db: Db, tenantId: string, search: TrigramSearch, descending: boolean, at: NamePageAt,
  extra = 0): Promise<{ ids: number[]; matches: number } | undefined> {
  const found = search.found;
  if (!found) return undefined;
  const byName = found.byName ?? await nameOrder(db, tenantId, search, found.json);
  const order = descending ? [...byName].reverse() : byName;
  const size = at.pageSize + extra;
  const { seek } = at;
  if (!seek) return { ids: order.slice((at.page - 1) * at.pageSize, (at.page - 1) * at.pageSize + size), matches: found.count };
  const i = order.indexOf(seek.id);
  if (i < 0 || (await nameOf(db, tenantId, seek.id)) !== seek.value) return undefined;
  // Before a row: the rows just before it, nearest first, as a seek read backwards hands them.
  const ids = seek.side === 'after' ? order.slice(i + 1, i + 1 + size) : order.slice(Math.max(0, i - size), i).reverse();
  return { ids, matches: found.count };
}

async function nameOrder(db: Db, tenantId: string, search: TrigramSearch, json: string): Promise<readonly number[]> {
  const row = (await sql<{ ids: string }>`SELECT json_group_array(${idOfKey(sql`t.key`)} ORDER BY t.name, t.key) AS ids
    FROM json_each(${json}) AS found CROSS JOIN asset_search_texts t ON t.key = ${searchKeyOf(tenantId, sql`found.value`)}`.execute(db)).rows[0];
  const byName = JSON.parse(row?.ids ?? '[]') as number[];
  keepNameOrder(db, tenantId, search, byName);
  return byName;
}

async function nameOf(db: Db, tenantId: string, id: number): Promise<string | undefined> {
  return (await sql<{ name: string }>`SELECT name FROM asset_search_texts WHERE key = ${searchKeyOf(tenantId, id)}`.execute(db)).rows[0]?.name;
}
