import { type RawBuilder, sql } from 'kysely';
import type { Db } from '../../db/openDatabase.js';
import { type AssetFilters, assetWhere, countableFromSummary, countableFromTagFacets, type FilterName, isFiltered, tagFacetWhere } from './assetQuery.js';
import type { AssetFacets } from './assetSchemas.js';
import { accountsOf } from './accountsOf.js';
import type { TextSearch } from './textSearch.js';
import { idAmong } from './keptMatches.js';
import { searchWithMatches } from './trigramMatches.js';
import { ASSET_SEARCH_COUNT_CAP } from './assetStore.js';

type Dimension = Exclude<FilterName, 'businessUnit' | 'tag'>;
/** Each menu's column in asset_facet_counts and in assets. */
const DIMENSIONS: readonly [Dimension, string, RawBuilder<unknown>][] = [
  ['cloud', 'cloud', sql`cloud`], ['account', 'account_id', sql`account_id`], ['region', 'region', sql`region`], ['service', 'service', sql`service`],
  ['type', 'type', sql`type`], ['category', 'category', sql`category`], ['exposed', 'exposed', sql`exposed`],
  ['hasCritical', 'critical', sql`CASE WHEN open_critical > 0 THEN 1 ELSE 0 END`],
];

type Count = { v: string | number; n: number | string };
type Counted = { v: string | number; n: number };
const byCount = (a: { count: number; label: string }, b: { count: number; label: string }) => b.count - a.count || (a.label < b.label ? -1 : a.label > b.label ? 1 : 0);
const yesNo = (v: string | number) => (Number(v) === 1 ? 'true' : 'false');

/**
 * Counts per value of every filter menu, each under all the other filters (so a menu shows what choosing a value would
 * give). Without free text they come from the per-combination counts (per tag under a tag filter), never from the assets themselves.
 */
export async function assetFacets(db: Db, tenantId: string, f: Partial<AssetFilters>): Promise<AssetFacets> {
  const summary = countableFromSummary(f);
  const perTag = countableFromTagFacets(f);
  const search = await searchWithMatches(db, tenantId, f.q, ASSET_SEARCH_COUNT_CAP);
  const menus: [FilterName, RawBuilder<unknown>][] = [['businessUnit', sql`account_id`], ...DIMENSIONS.map(([name, , expr]): [FilterName, RawBuilder<unknown>] => [name, expr])];
  const shared = summary || perTag ? undefined : sharedCounts(db, tenantId, f, search, menus.filter(([name]) => !chosen(f, name)));
  const grouped = async (except: FilterName, facetColumn: string, assetExpr: RawBuilder<unknown>): Promise<Counted[]> => {
    const counted = (await shared)?.get(except);
    if (counted) return counted;
    const query = summary
      ? sql<Count>`SELECT ${sql.ref(facetColumn)} AS v, sum(n) AS n FROM asset_facet_counts WHERE ${assetWhere(tenantId, f, 'facets', except)}
          GROUP BY ${sql.ref(facetColumn)}`
      : perTag
        ? sql<Count>`SELECT ${sql.ref(facetColumn)} AS v, sum(n) AS n FROM asset_tag_facet_counts WHERE ${tagFacetWhere(tenantId, f, except)}
          GROUP BY ${sql.ref(facetColumn)}`
        : sql<Count>`SELECT ${assetExpr} AS v, count(*) AS n FROM assets WHERE ${assetWhere(tenantId, f, 'assets', except, 'set', search)}
          GROUP BY ${assetExpr}`;
    return (await query.execute(db)).rows.map((row) => ({ v: row.v, n: Number(row.n) })).filter((row) => row.n > 0);
  };
  const [accounts, units, tags, values, ...dimensions] = await Promise.all([
    accountsOf(db, tenantId),
    grouped('businessUnit', 'account_id', sql`account_id`),
    tagCounts(db, tenantId, f, search, 'key'),
    f.tagKey ? tagCounts(db, tenantId, f, search, 'value') : Promise.resolve([]),
    ...DIMENSIONS.map(([name, column, expr]) => grouped(name, column, expr)),
  ]);
  const facets: Partial<AssetFacets> = {};
  DIMENSIONS.forEach(([name], i) => {
    facets[name] = dimensions[i]!.map(({ v, n }) => {
      if (name === 'exposed') return { value: yesNo(v), label: Number(v) === 1 ? 'Internet exposed' : 'Not exposed', count: n };
      if (name === 'hasCritical') return { value: yesNo(v), label: Number(v) === 1 ? 'Has open critical alerts' : 'No open critical alerts', count: n };
      if (name === 'account') return { value: String(v), label: accounts.get(Number(v))?.name ?? String(v), count: n };
      return { value: String(v), label: String(v), count: n };
    }).sort(byCount);
  });
  const perUnit = new Map<string, number>();
  for (const { v, n } of units) {
    const unit = accounts.get(Number(v))?.businessUnit;
    if (unit) perUnit.set(unit, (perUnit.get(unit) ?? 0) + n);
  }
  facets.businessUnit = [...perUnit].map(([unit, n]) => ({ value: unit, label: unit, count: n })).sort(byCount);
  facets.tagKey = tags;
  facets.tagValue = values;
  return facets as AssetFacets;
}

/** Whether a menu's own filter is chosen: then it counts under the other filters only. */
const chosen = (f: Partial<AssetFilters>, name: FilterName) => {
  const value = f[name as keyof AssetFilters];
  return Array.isArray(value) ? value.length > 0 : value !== undefined;
};

/**
 * The menus whose own filter is not chosen, counted over the assets: they all count under the same filters, so the
 * matching rows are read once and each menu groups them, where each menu would read them again (ten times 9,141 rows for
 * a text on PostgreSQL at a million assets).
 */
async function sharedCounts(db: Db, tenantId: string, f: Partial<AssetFilters>, search: TextSearch,
  menus: readonly [FilterName, RawBuilder<unknown>][]): Promise<Map<FilterName, Counted[]>> {
  const byMenu = new Map<FilterName, Counted[]>(menus.map(([name]) => [name, []]));
  if (menus.length === 0) return byMenu;
  const columns = sql.join(menus.map(([name, expr]) => sql`${expr} AS ${sql.ref(name)}`));
  const groups = menus.map(([name]) => sql`SELECT ${sql.lit(name)} AS menu, CAST(${sql.ref(name)} AS TEXT) AS v, count(*) AS n FROM m GROUP BY ${sql.ref(name)}`);
  const rows = (await sql<Count & { menu: FilterName }>`WITH m AS MATERIALIZED (SELECT ${columns} FROM assets
    WHERE ${assetWhere(tenantId, f, 'assets', undefined, 'set', search)}) ${sql.join(groups, sql` UNION ALL `)}`.execute(db)).rows;
  for (const { menu, v, n } of rows) byMenu.get(menu)!.push({ v, n: Number(n) });
  return byMenu;
}

/**
 * Assets per tag key (or per value of the chosen key) under the other filters: from asset_tag_counts when no other filter
 * applies, from the per-combination counts (asset_tag_key_facet_counts, asset_tag_facet_counts) under filters other than
 * free text, else by joining the matching assets.
 */
async function tagCounts(db: Db, tenantId: string, f: Partial<AssetFilters>, search: TextSearch, by: 'key' | 'value') {
  const others: Partial<AssetFilters> = { ...f, tagKey: undefined, tagValue: undefined };
  // The text's matches in hand and no other filter: the tags of those ids, without reading their assets again. The ids
  // are the tenant's own (found by its search, kept under its key) and a tag is its asset's tenant's: with no tenant to
  // test, the tag keys come from the primary key's entries alone.
  const found = search.kind !== 'like' && search.found && !isFiltered({ ...others, q: undefined }) ? search.found : undefined;
  const filtered = found ? idAmong('asset_id', found)
    : sql`tenant_id = ${tenantId} AND asset_id IN (SELECT id FROM assets WHERE ${assetWhere(tenantId, others, 'assets', 'tag', 'set', search)})`;
  const unfiltered = !isFiltered(others);
  const ofKey = by === 'value' ? sql` AND key = ${f.tagKey!}` : sql``;
  const res = unfiltered
    ? await sql<Count>`SELECT ${sql.ref(by)} AS v, sum(n) AS n FROM asset_tag_counts WHERE tenant_id = ${tenantId}${ofKey} GROUP BY ${sql.ref(by)}`.execute(db)
    : !others.q
      // Keys from the per-key counts, a key's values from the per-value ones (the key leads their primary key).
      ? await sql<Count>`SELECT ${sql.ref(by)} AS v, sum(n) AS n FROM ${sql.table(by === 'key' ? 'asset_tag_key_facet_counts' : 'asset_tag_facet_counts')}
          WHERE ${assetWhere(tenantId, others, 'facets')}${ofKey} GROUP BY ${sql.ref(by)}`.execute(db)
      : await sql<Count>`SELECT ${sql.ref(by)} AS v, count(*) AS n FROM asset_tags WHERE ${filtered}${ofKey} GROUP BY ${sql.ref(by)}`.execute(db);
  return res.rows.map((r) => ({ value: String(r.v), label: String(r.v), count: Number(r.n) })).filter((r) => r.count > 0).sort(byCount);
}
