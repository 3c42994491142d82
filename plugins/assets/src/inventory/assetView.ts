import { defineInventoryView, inventoryCodec, type InventoryView } from '@palisade/sdk/inventory';

/** List filters; each is a URL parameter and a server query parameter of the same name. */
export const ASSET_LISTS = ['cloud', 'account', 'region', 'service', 'type', 'category', 'tagValue', 'businessUnit', 'exposed', 'hasCritical'] as const;
export const ASSET_TEXTS = ['q', 'tagKey'] as const;
/** The server's sort keys (each column it can order by). */
export const ASSET_SORTS = ['name', 'resourceId', 'cloud', 'account', 'region', 'type', 'service', 'category', 'critical', 'high', 'medium', 'low',
  'firstSeen', 'lastSeen'] as const;
export const ASSET_COLUMNS = ['name', 'resourceId', 'cloud', 'account', 'region', 'type', 'service', 'category', 'businessUnit', 'tags', 'critical', 'high',
  'medium', 'low', 'firstSeen', 'lastSeen'] as const;

export type AssetList = (typeof ASSET_LISTS)[number];
export type AssetText = (typeof ASSET_TEXTS)[number];
export type AssetSort = (typeof ASSET_SORTS)[number];
export type AssetView = InventoryView<AssetList, AssetText, AssetSort>;

export const ASSET_VIEW_SPEC = defineInventoryView({
  lists: ASSET_LISTS, texts: ASSET_TEXTS, sorts: ASSET_SORTS, defaultSort: 'name', defaultDir: 'asc', columns: ASSET_COLUMNS,
  defaultHidden: ['cloud', 'service', 'category', 'businessUnit', 'medium', 'low'], fixedColumns: ['name'], selectedParam: 'asset',
});

/** The inventory's whole view in the URL. */
export const ASSET_VIEW_CODEC = inventoryCodec(ASSET_VIEW_SPEC);

/** The server's filters and sort for a view, as a query string (lists repeated, so a value with a comma stays whole). */
export function assetQuery(view: AssetView): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of ASSET_LISTS) {
    const values = view.lists[key] ?? [];
    // Yes/no filters: both chosen is no filter at all.
    if (key === 'exposed' || key === 'hasCritical') {
      if (values.length === 1 && (values[0] === 'true' || values[0] === 'false')) params.set(key, values[0]);
      continue;
    }
    if (key === 'tagValue' && !view.texts.tagKey) continue;
    for (const value of values) params.append(key, value);
  }
  for (const key of ASSET_TEXTS) if (view.texts[key]) params.set(key, view.texts[key]!);
  params.set('sort', view.sort);
  params.set('dir', view.dir);
  return params;
}
