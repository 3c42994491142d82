import { sql } from 'kysely';
import type { Db } from '../../db/openDatabase.js';
import type { TextSearch } from './textSearch.js';
import { RecentMap } from '../../shared/RecentMap.js';

/** Matches found: how many, and the ids as a JSON array, which a query reads back with json_each. */
export interface MatchIds { readonly count: number; readonly json: string }

/** Every match of a text, kept: as found (in id order), and, once a page sorted them by name, in that order (ids). */
export interface FoundMatches extends MatchIds { readonly byName?: readonly number[] | undefined }

/** A tenant's matches of one free text, found while its search texts were at `generation`. */
export interface KeptMatches { readonly generation: number; readonly match: string; readonly found: FoundMatches }

const kept = new WeakMap<Db, RecentMap<string, KeptMatches>>();
const keyOf = (tenantId: string, text: string) => `${tenantId}\n${text}`;

/**
 * Keeps, for this database, every match of the `size` most recently searched free texts (SQLite's trigram search), each
 * for as long as its tenant's asset names and resource ids are unchanged: paging, sorting, counting and the filter menus
 * of a text then read its matches by id instead of searching the index again. A change to any of the tenant's texts bumps
 * its generation (migration 0053's triggers), which every later search reads first, so no kept match outlives a change,
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
  const row = (await sql<{ generation: number }>`SELECT generation FROM asset_search_tenants WHERE tenant_id = ${tenantId}`.execute(db)).rows[0];
  return row === undefined ? undefined : Number(row.generation);
}

/** The tenant's kept matches of the text, if they were found at this generation. */
export function keptMatchesOf(db: Db, tenantId: string, text: string, generation: number): KeptMatches | undefined {
  const entries = kept.get(db);
  if (!entries) return undefined;
  const key = keyOf(tenantId, text);
  const entry = entries.get(key);
  if (!entry || entry.generation === generation) return entry;
  entries.delete(key);
  return undefined;
}

/** Keeps `found`, every match of the search's text in the tenant (none left out by a cap or another filter). */
export function keepMatches(db: Db, tenantId: string, search: TextSearch, found: MatchIds): void {
  const store = kept.get(db);
  if (!store || search.kind !== 'trigram' || search.found || search.generation === undefined) return;
  store.set(keyOf(tenantId, search.text), { generation: search.generation, match: search.match, found });
}

/** Keeps the name order of a text's kept matches beside them, if they are still the kept ones. */
export function keepNameOrder(db: Db, tenantId: string, search: TextSearch, byName: readonly number[]): void {
  const entries = kept.get(db);
  if (!entries || search.kind !== 'trigram' || !search.found) return;
  const key = keyOf(tenantId, search.text);
  const entry = entries.get(key);
  if (entry && entry.generation === search.generation && entry.found === search.found) entries.set(key, { ...entry, found: { ...entry.found, byName } });
}
