import { type RawBuilder, sql } from 'kysely';
import type { DialectName } from '../../db/dialect.js';
import type { Db } from '../../db/openDatabase.js';
import type { IndexedSearch, TextSearch } from './textSearch.js';
import { RecentMap } from '../../shared/RecentMap.js';

/** Matches found: how many, and the ids as a JSON array, on the database that found them (see matchIdRows). */
export interface MatchIds { readonly count: number; readonly json: string; readonly engine: DialectName }

/** The ids of matches as rows of one column, `value`: json_each on SQLite, json_array_elements_text on PostgreSQL. */
export const matchIdRows = (ids: MatchIds): RawBuilder<{ value: number }> => (ids.engine === 'postgres'
  ? sql`SELECT value::bigint AS value FROM json_array_elements_text(${ids.json}::json)`
  : sql`SELECT value FROM json_each(${ids.json})`);

/**
 * `column` holds one of the matches' ids, for rows looked up by them: on PostgreSQL as `= ANY` of an array, whose index
 * lookups go in id order (9,141 rows in 20 ms, against 30 ms joined to the ids one by one); IN the list on SQLite. A
 * condition tested on many rows instead (a walk of the sort index) wants `IN (matchIdRows)`, which PostgreSQL hashes.
 */
export const idAmong = (column: string, ids: MatchIds): RawBuilder<unknown> => (ids.engine === 'postgres'
  ? sql`${sql.ref(column)} = ANY(ARRAY(${matchIdRows(ids)}))`
  : sql`${sql.ref(column)} IN (${matchIdRows(ids)})`);

/** Every match of a text, kept: as found, and, once a page sorted them by name, in that order (ids). */
export interface FoundMatches extends MatchIds { readonly byName?: readonly number[] | undefined }

/**
 * A tenant's search of one free text while its texts were at `generation`: with its every match, or `capped`, known to
 * have more matches than a total counts (a page then walks the sort order without counting them again).
 */
export type KeptMatches = IndexedSearch & { readonly generation: number } & ({ readonly found: FoundMatches } | { readonly capped: true });

const kept = new WeakMap<Db, RecentMap<string, KeptMatches>>();
const keyOf = (tenantId: string, text: string) => `${tenantId}\n${text}`;

/**
 * Keeps, for this database, every match of the `size` most recently searched free texts (found by a trigram index), each
 * for as long as its tenant's asset names and resource ids are unchanged: paging, sorting, counting and the filter menus
 * of a text then read its matches by id instead of searching the index again. A change to any of the tenant's texts bumps
 * its generation (migration 0056's triggers), which every later search reads first, so no kept match outlives a change,
 * whichever process made it.
 */
export function keepTextMatches(db: Db, size = 100): void {
  kept.set(db, new RecentMap(size));
}

/**
 * The generation of the tenant's search texts, when matches are kept for this database and the tenant has an asset
 * (undefined otherwise: nothing is kept or found).
 */
export async function searchGeneration(db: Db, tenantId: string): Promise<number | undefined> {
  if (!kept.has(db)) return undefined;
  const row = (await sql<{ generation: number }>`SELECT generation FROM asset_text_generations WHERE tenant_id = ${tenantId}`.execute(db)).rows[0];
  return row === undefined ? undefined : Number(row.generation);
}

/** The tenant's search of the text with its kept matches, if they were found at this generation. */
export function keptMatchesOf(db: Db, tenantId: string, text: string, generation: number): KeptMatches | undefined {
  const entries = kept.get(db);
  if (!entries) return undefined;
  const key = keyOf(tenantId, text);
  const entry = entries.get(key);
  if (!entry || entry.generation === generation) return entry;
  entries.delete(key);
  return undefined;
}

/**
 * Keeps what a search of the text alone found: `found`, its every match, when there are no more than `cap`; else that
 * it has more (see keepCapped).
 */
export function keepSearched(db: Db, tenantId: string, search: TextSearch, found: FoundMatches, cap: number): void {
  if (found.count <= cap) keepMatches(db, tenantId, search, found);
  else keepCapped(db, tenantId, search);
}

/** Keeps `found`, every match of the search's text in the tenant (none left out by a cap or another filter). */
function keepMatches(db: Db, tenantId: string, search: TextSearch, found: FoundMatches): void {
  const store = kept.get(db);
  if (!store || search.kind === 'like' || search.found || search.generation === undefined) return;
  store.set(keyOf(tenantId, search.text), { ...search, generation: search.generation, found });
}

/** Keeps that the search's text has more matches in the tenant than the cap. */
function keepCapped(db: Db, tenantId: string, search: TextSearch): void {
  const store = kept.get(db);
  if (!store || search.kind === 'like' || search.capped || search.generation === undefined) return;
  store.set(keyOf(tenantId, search.text), { ...search, generation: search.generation, found: undefined, capped: true });
}

/** Keeps the name order of a text's kept matches beside them, if they are still the kept ones. */
export function keepNameOrder(db: Db, tenantId: string, search: TextSearch, byName: readonly number[]): void {
  const entries = kept.get(db);
  if (!entries || search.kind === 'like' || !search.found) return;
  const key = keyOf(tenantId, search.text);
  const entry = entries.get(key);
  if (entry?.found && entry.generation === search.generation && entry.found === search.found) entries.set(key, { ...entry, found: { ...entry.found, byName } });
}
