import { sql } from 'kysely';
import type { Db } from '../../db/openDatabase.js';
import { type AssetFilters, assetWhere, containsText, trigramQuery, trigramSearchable } from './assetQuery.js';

/**
 * The ids of the tenant's assets matching the free text and the other filters, at most `cap` + 1 of them, from SQLite's
 * trigram index (undefined for a text under three characters). The index's candidates are streamed into the asset rows and
 * the search stops at `cap` + 1 matches, so a common text costs what its first matches do rather than gathering all of
 * them; a rarer text hands back every match, which a page then sorts instead of searching the index a second time.
 */
export async function trigramMatches(db: Db, tenantId: string, f: Partial<AssetFilters>, cap: number): Promise<number[] | undefined> {
  if (!trigramSearchable(f.q)) return undefined;
  return (await trigramMatchQuery(tenantId, f, f.q, cap).execute(db)).rows.map((r) => Number(r.id));
}

/** The query of trigramMatches: the index's candidates drive, each joined to its asset row by id and tested there. */
export function trigramMatchQuery(tenantId: string, f: Partial<AssetFilters>, q: string, cap: number) {
  const others = assetWhere(tenantId, { ...f, q: undefined }, 'assets', undefined, 'set');
  return sql<{ id: number }>`SELECT id FROM (SELECT rowid AS candidate FROM asset_search WHERE asset_search MATCH ${trigramQuery(q)}) AS m
    JOIN assets ON assets.id = m.candidate WHERE ${others} AND ${containsText(q)} LIMIT ${cap + 1}`;
}
