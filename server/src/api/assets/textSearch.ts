import { type RawBuilder, sql } from 'kysely';
import { isPostgres } from '../../db/dialect.js';
import type { Db } from '../../db/openDatabase.js';
import { ASSET_ID_BITS } from '../../db/assetSearchByTenantMigration.js';
import { ASSET_TEXTS } from '../../db/assetTextTrigramIndexMigration.js';
import { type FoundMatches, keptMatchesOf, matchIdRows, searchGeneration } from './keptMatches.js';

/** A LIKE pattern of text contained anywhere, its wildcards and the escape character escaped (ESCAPE '\\'). */
export const likePattern = (value: string) => `%${value.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Free text contained in the name or the resource id (LIKE: ASCII letters case-insensitive, wildcards taken literally). */
export function containsText(q: string, table?: string): RawBuilder<unknown> {
  const column = (name: string) => sql.ref(table ? `${table}.${name}` : name);
  return sql`(${column('name')} LIKE ${likePattern(q)} ESCAPE '\\' OR ${column('resource_id')} LIKE ${likePattern(q)} ESCAPE '\\')`;
}

/**
 * How free text finds its matches: `like` tests the columns (texts under three characters, which no trigram index
 * serves); `trigram` takes the candidates from SQLite's trigram index (`match`: the FTS5 query of a few of the text's
 * trigrams) and tests each one's texts; `trgm` asks PostgreSQL's pg_trgm index of each asset's tenant and texts. Either
 * reads every match by id when they were kept (`found`, see keptMatches), or knows there are more than a total counts
 * (`capped`, kept too). `generation`: the tenant's texts' generation when the search began, under which its matches may be kept.
 */
export type TextSearch = { readonly kind: 'like' } | IndexedSearch;
/** A search through a trigram index, whose every match may be kept. */
export type IndexedSearch = TrigramSearch | TrgmSearch;
interface SearchedText {
  readonly text: string;
  readonly generation?: number | undefined;
  readonly found?: FoundMatches | undefined;
  readonly capped?: true | undefined;
}
export interface TrigramSearch extends SearchedText {
  readonly kind: 'trigram';
  readonly match: string;
}
export interface TrgmSearch extends SearchedText {
  readonly kind: 'trgm';
}

export const LIKE_SEARCH: TextSearch = { kind: 'like' };

/** Whether the trigram index can find a free text's matches: three characters at least. */
export const trigramSearchable = (q: string | undefined): q is string => q !== undefined && [...q].length >= 3;

/** The text's distinct trigrams (characters, not UTF-16 units), at most `most` of them spread over it. */
export function trigramsOf(q: string, most = 12): string[] {
  const chars = [...q];
  const byFolded = new Map<string, string>();
  for (let i = 0; i + 3 <= chars.length; i++) {
    const t = chars.slice(i, i + 3).join('');
    if (!byFolded.has(t.toLowerCase())) byFolded.set(t.toLowerCase(), t);
  }
  const all = [...byFolded.values()];
  if (all.length <= most) return all;
  return Array.from({ length: most }, (_, i) => all[Math.round((i * (all.length - 1)) / (most - 1))]!);
}

/** One trigram as an FTS5 string, quotes doubled. */
export const ftsString = (trigram: string) => `"${trigram.replace(/"/g, '""')}"`;

const ID_MASK = sql.lit(2 ** ASSET_ID_BITS - 1);
const BITS = sql.lit(ASSET_ID_BITS);
const tenantKey = (tenantId: string) => sql`(SELECT key FROM asset_search_tenants WHERE tenant_id = ${tenantId})`;
const inTenant = (tenantId: string) =>
  sql`asset_search.rowid BETWEEN ${tenantKey(tenantId)} << ${BITS} AND ((${tenantKey(tenantId)} + 1) << ${BITS}) - 1`;

/** Entries read to judge how common a trigram is in a tenant (see textSearchFor). */
const SAMPLE = 200;
/** Trigrams a search asks the index for. */
const CHOSEN = 3;

/**
 * How the tenant's assets are searched for a free text of three characters or more: by its kept matches when there are;
 * on PostgreSQL through pg_trgm; on SQLite by the few rarest of its trigrams in the tenant: each trigram's first entries
 * are read, and the further its 200th entry lies into the tenant's range, the rarer it is (one with fewer entries is
 * rarer still). Any of its trigrams find every match; the rarer ones bring fewer candidates to test, from shorter lists.
 */
export async function textSearchFor(db: Db, tenantId: string, q: string | undefined): Promise<TextSearch> {
  if (!trigramSearchable(q)) return LIKE_SEARCH;
  const generation = await searchGeneration(db, tenantId);
  const kept = generation === undefined ? undefined : keptMatchesOf(db, tenantId, q, generation);
  if (kept) return kept;
  if (isPostgres(db)) return { kind: 'trgm', text: q, generation };
  const trigrams = trigramsOf(q);
  const probes = trigrams.map((t, i) => sql`SELECT ${i} AS i, count(*) AS n, max(rowid) AS last FROM (SELECT asset_search.rowid FROM asset_search
    WHERE asset_search MATCH ${ftsString(t)} AND ${inTenant(tenantId)} LIMIT ${SAMPLE})`);
  const rows = (await sql<{ i: number; n: number; last: number | null }>`${sql.join(probes, sql` UNION ALL `)}`.execute(db)).rows;
  // Rarer first: fewer entries than the sample, else a later last entry.
  const rarity = (r: { n: number; last: number | null }) => (r.n < SAMPLE ? Number.MAX_SAFE_INTEGER - r.n : Number(r.last));
  const chosen = [...rows].sort((a, b) => rarity(b) - rarity(a)).slice(0, CHOSEN).map((r) => ftsString(trigrams[r.i]!));
  return { kind: 'trigram', text: q, match: chosen.join(' AND '), generation };
}

/**
 * FROM and WHERE of the tenant's search entries (`t`, asset_search_texts) whose name or resource id contains the text:
 * the index's entries holding every chosen trigram, within the tenant's range of keys, each tested on its texts, in key
 * order; or, kept, each match's entry by its key. No asset row is read.
 */
const matching = (tenantId: string, s: TrigramSearch): RawBuilder<unknown> => s.found
  ? sql`FROM json_each(${s.found.json}) AS found CROSS JOIN asset_search_texts t ON t.key = ${searchKeyOf(tenantId, sql`found.value`)}`
  : sql`FROM asset_search CROSS JOIN asset_search_texts t ON t.key = asset_search.rowid
    WHERE asset_search MATCH ${s.match} AND ${inTenant(tenantId)} AND ${containsText(s.text, 't')}`;

/** The ids of the tenant's assets containing a free text: kept, from pg_trgm's index, or from SQLite's (see `matching`), in no order to rely on. */
export const textMatches = (tenantId: string, s: IndexedSearch): RawBuilder<{ id: number }> => s.found
  ? sql`SELECT value AS id FROM (${matchIdRows(s.found)}) AS found`
  : s.kind === 'trgm' ? sql`SELECT id ${trgmMatching(tenantId, s.text)}` : sql`SELECT t.key & ${ID_MASK} AS id ${matching(tenantId, s)}`;

/**
 * FROM and WHERE of the tenant's assets whose name or resource id contains the text, on PostgreSQL: the trigram index
 * holds both texts as one (see 0057), and each candidate is tested on each text.
 */
export const trgmMatching = (tenantId: string, text: string): RawBuilder<unknown> =>
  sql`FROM assets WHERE tenant_id = ${tenantId} AND ${trgmContains(text)}`;

/** An asset's name or resource id contains the text, as PostgreSQL's trigram index finds it (see trgmMatching). */
export const trgmContains = (text: string): RawBuilder<unknown> => sql`${ASSET_TEXTS} LIKE ${likePattern(text)} ESCAPE '\\' AND ${containsText(text)}`;

/** The search keys and names of the first `limit` matches of textMatches. */
export const textMatchNames = (tenantId: string, s: TrigramSearch, limit: number): RawBuilder<{ key: number; name: string }> =>
  sql`SELECT t.key, t.name ${matching(tenantId, s)} LIMIT ${limit}`;

/** The search key of the tenant's asset of this id (its tenant's key above the id). */
export const searchKeyOf = (tenantId: string, id: RawBuilder<unknown> | number): RawBuilder<number> => sql`(${tenantKey(tenantId)} << ${BITS}) | ${id}`;

/** An asset's id from its search key. */
export const idOfKey = (key: RawBuilder<unknown>): RawBuilder<number> => sql`${key} & ${ID_MASK}`;
