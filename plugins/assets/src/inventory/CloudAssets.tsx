import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { useHttp, usePluginTranslation } from '@palisade/sdk';
import {
  CLEAR_INVENTORY_FILTERS, ColumnChooser, ExportCsvButton, FilterChips, hasInventoryFilters, InventoryPager, InventoryStatus, InventoryTable, pageSizesOf,
  SavedViews, useInventoryView, visibleColumns,
} from '@palisade/sdk/inventory';
import { AssetDetailPanel } from '../detail/AssetDetailPanel';
import { assetChips } from './assetChips';
import { assetColumns } from './assetColumns';
import { AssetFilterBar } from './AssetFilterBar';
import { assetKeys } from './assetKeys';
import { ASSET_EXPORT_PATH, fetchAssetFacets, searchAssets } from './assetsApi';
import { ASSET_VIEW_CODEC, ASSET_VIEW_SPEC, assetQuery } from './assetView';

/** The CloudAssets screen, the inventory: filters with counts and their chips, saved views, columns, the page of assets, paging, export and the detail drawer. */
export function CloudAssets() {
  const { t } = usePluginTranslation();
  const http = useHttp();
  const [view, update] = useInventoryView(ASSET_VIEW_CODEC);
  const [params, setParams] = useSearchParams();
  const query = assetQuery(view).toString();
  const facets = useQuery({ queryKey: assetKeys.facets(query), queryFn: ({ signal }) => fetchAssetFacets(http, view, signal), placeholderData: keepPreviousData });
  const page = useQuery({
    queryKey: assetKeys.list(query, view.page, view.pageSize, view.cursor),
    queryFn: ({ signal }) => searchAssets(http, view, signal),
    // Another page or filter keeps the rows on screen until its own arrive.
    placeholderData: keepPreviousData,
  });
  const open = useCallback((id: string | null) => update({ selected: id }, { keepPage: true }), [update]);
  const columns = useMemo(() => assetColumns(t, open), [t, open]);
  const savable = useMemo(() => ASSET_VIEW_CODEC.serialise({ ...view, page: 1, selected: null }), [view]);
  const facetData = facets.status === 'success' ? facets.data : null;
  const rows = page.status === 'success' ? page.data : undefined;
  const visible = visibleColumns(ASSET_VIEW_SPEC, view);
  return (
    <div className="assets-view">
      <AssetFilterBar view={view} facets={facetData} onChange={(change) => update(change)} />
      <FilterChips chips={assetChips(view, facetData, t, (change) => update(change))} onClearAll={() => update(CLEAR_INVENTORY_FILTERS)} />
      <div className="assets-toolbar">
        <SavedViews area="cloudAssets.inventory" current={savable} onApply={setParams} applyDefault={[...params.keys()].length === 0} />
        <ColumnChooser columns={ASSET_VIEW_SPEC.columns.map((id) => ({ id, label: t(`col.${id}`) }))} visible={visible} fixed={ASSET_VIEW_SPEC.fixedColumns}
          onChange={(next) => update({ columns: next }, { keepPage: true })} />
        <ExportCsvButton path={ASSET_EXPORT_PATH} query={() => query} />
      </div>
      <InventoryStatus status={page.status} error={page.error} onRetry={() => void page.refetch()} empty={rows?.total === 0}
        filtered={hasInventoryFilters(view)} onClearFilters={() => update(CLEAR_INVENTORY_FILTERS)}>
        {rows && (
          <>
            <InventoryTable label={t('list.title')} rows={rows.items} columns={columns} getRowId={(a) => String(a.id)}
              rowAttributes={(a) => ({ 'data-asset-id': String(a.id) })} visibleColumns={visible} sorts={ASSET_VIEW_SPEC.sorts} sort={view.sort} dir={view.dir}
              onSort={(sort, dir) => update({ sort, dir })} openId={view.selected} busy={page.isPlaceholderData} />
            <InventoryPager page={view.page} pageSize={view.pageSize} pageSizes={pageSizesOf(ASSET_VIEW_SPEC)} total={rows.total} shown={rows.items.length}
              cursors={{ next: rows.nextCursor, previous: rows.previousCursor }} totalIsLowerBound={rows.capped}
              onPage={(next, cursor) => update(cursor ? { page: next, cursor } : { page: next })} onPageSize={(pageSize) => update({ pageSize })} />
          </>
        )}
      </InventoryStatus>
      <AssetDetailPanel selected={view.selected} rowIds={page.isPlaceholderData ? undefined : rows?.items.map((a) => String(a.id))}
        page={view.page} pageCount={rows?.pageCount ?? 1} onChange={(change) => update(change, { keepPage: true })} />
    </div>
  );
}
