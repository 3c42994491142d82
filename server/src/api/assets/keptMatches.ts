import { sql } from 'kysely';
import type { Db } from '../../db/openDatabase.js';
import type { TextSearch } from './textSearch.js';

/** Matches found: how many, and the ids as a JSON array, which a query reads back with json_each. */
export interface MatchIds { readonly count: number; readonly json: string }

/** Every match of a text, kept: as found (in id order), and, once a page sorted them by name, in that order (ids). */
export interface FoundMatches extends MatchIds { readonly byName?: readonly number[] | undefined }

/** A tenant's matches of one free text, found while its search texts were at `generation`. */
export interface KeptMatches { readonly generation: number; readonly match: string; readonly found: FoundMatches }

interface Kept { readonly size: number; readonly entries: Map<string, KeptMatches> }

const kept = new WeakMap<Db, Kept>();
const keyOf = (tenantId: string, text: string) => `${tenantId}\n${text}`;

/**
 * Keeps, for this database, every match of the `size` most recently searched free texts (SQLite's trigram search), each
 * for as long as its tenant's asset names and resource ids are unchanged: paging, sorting, counting and the filter menus
 * of a text then read its matches by id instead of searching the index again. A change to any of the tenant's texts bumps
 * its generation (migration 0053's triggers), which every later search reads first, so no kept match outlives a change,
 * whichever process made it.
 */
export function keepTextMatches(db: Db, size = 100): void {
  kept.set(db, { size, entries: new Map() });
}

/**
 * The generation of the tenant's search texts, when matches are kept for this database and the tenant has an asset
 * (undefined otherwise: nothing is kept or found).
 */
export async function searchGeneration(db: Db, tenantId: string): Promise<number | undefined> {
  if (!kept.has(db)) return undefined;
  const row = (await sql<{ generation: number }>`SELECT generation FROM asset_search_tenants WHERE tenant_id = ${tenantId}`.execute(db)).rows[0];
  return row === undefined ? undefined : Number(row.generation);
}

/** The tenant's kept matches of the text, if they were found at this generation. */
export function keptMatchesOf(db: Db, tenantId: string, text: string, generation: number): KeptMatches | undefined {
  const entries = kept.get(db)?.entries;
  const key = keyOf(tenantId, text);
  const entry = entries?.get(key);
  if (!entries || !entry) return undefined;
  entries.delete(key);
  if (entry.generation !== generation) return undefined;
  // Map order is use order: the first key is the least recently used.
  entries.set(key, entry);
  return entry;
}

/** Keeps `found`, every match of the search's text in the tenant (none left out by a cap or another filter). */
export function keepMatches(db: Db, tenantId: string, search: TextSearch, found: MatchIds): void {
  const store = kept.get(db);
  if (!store || search.kind !== 'trigram' || search.found || search.generation === undefined) return;
  const key = keyOf(tenantId, search.text);
  store.entries.delete(key);
  store.entries.set(key, { generation: search.generation, match: search.match, found });
  if (store.entries.size > store.size) store.entries.delete(store.entries.keys().next().value!);
}

/** Keeps the name order of a text's kept matches beside them, if they are still the kept ones. */
export function keepNameOrder(db: Db, tenantId: string, search: TextSearch, byName: readonly number[]): void {
  const entries = kept.get(db)?.entries;
  if (!entries || search.kind !== 'trigram' || !search.found) return;
  const key = keyOf(tenantId, search.text);
  const entry = entries.get(key);
  if (entry && entry.generation === search.generation && entry.found === search.found) entries.set(key, { ...entry, found: { ...entry.found, byName } });
}
