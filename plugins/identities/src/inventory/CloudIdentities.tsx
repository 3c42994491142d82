import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { useHttp, usePluginTranslation } from '@palisade/sdk';
import {
  CLEAR_INVENTORY_FILTERS, ColumnChooser, ExportCsvButton, FilterChips, hasInventoryFilters, InventoryPager, InventoryStatus, InventoryTable, pageSizesOf,
  SavedViews, useInventoryView, visibleColumns,
} from '@palisade/sdk/inventory';
import { IdentityDetailPanel } from '../detail/IdentityDetailPanel';
import { fetchIdentityFacets, IDENTITY_EXPORT_PATH, identityKeys, searchIdentities } from './identitiesApi';
import { identityChips } from './identityChips';
import { identityColumns } from './identityColumns';
import { IdentityFilterBar } from './IdentityFilterBar';
import { IDENTITY_VIEW_CODEC, IDENTITY_VIEW_SPEC, identityQuery } from './identityView';

/** The cloud identity inventory: filters with counts and chips, saved views, columns, the page, paging, export and the identity drawer. */
export function CloudIdentities() {
  const { t } = usePluginTranslation();
  const http = useHttp();
  const [view, update] = useInventoryView(IDENTITY_VIEW_CODEC);
  const [params, setParams] = useSearchParams();
  const query = identityQuery(view).toString();
  const facets = useQuery({ queryKey: identityKeys.facets(query), queryFn: ({ signal }) => fetchIdentityFacets(http, view, signal), placeholderData: keepPreviousData });
  const page = useQuery({ queryKey: identityKeys.list(query, view.page, view.pageSize), queryFn: ({ signal }) => searchIdentities(http, view, signal),
    placeholderData: keepPreviousData });
  const open = useCallback((id: string | null) => update({ selected: id }, { keepPage: true }), [update]);
  const columns = useMemo(() => identityColumns(t, open), [t, open]);
  const savable = useMemo(() => IDENTITY_VIEW_CODEC.serialise({ ...view, page: 1, selected: null }), [view]);
  const facetData = facets.status === 'success' ? facets.data : null;
  const rows = page.status === 'success' ? page.data : undefined;
  const visible = visibleColumns(IDENTITY_VIEW_SPEC, view);
  return (
    <div className="identities-view">
      <IdentityFilterBar view={view} facets={facetData} onChange={(change) => update(change)} />
      <FilterChips chips={identityChips(view, facetData, t, (change) => update(change))} onClearAll={() => update(CLEAR_INVENTORY_FILTERS)} />
      <div className="identities-toolbar">
        <SavedViews area="cloudIdentities.inventory" current={savable} onApply={setParams} applyDefault={[...params.keys()].length === 0} />
        <ColumnChooser columns={IDENTITY_VIEW_SPEC.columns.map((id) => ({ id, label: t(`col.${id}`) }))} visible={visible} fixed={IDENTITY_VIEW_SPEC.fixedColumns}
          onChange={(next) => update({ columns: next }, { keepPage: true })} />
        <ExportCsvButton path={IDENTITY_EXPORT_PATH} query={() => query} />
      </div>
      <InventoryStatus status={page.status} error={page.error} onRetry={() => void page.refetch()} empty={rows?.total === 0}
        filtered={hasInventoryFilters(view)} onClearFilters={() => update(CLEAR_INVENTORY_FILTERS)}>
        {rows && (
          <>
            <InventoryTable label={t('list.title')} rows={rows.items} columns={columns} getRowId={(i) => String(i.id)}
              rowAttributes={(i) => ({ 'data-identity-id': String(i.id) })} visibleColumns={visible} sorts={IDENTITY_VIEW_SPEC.sorts} sort={view.sort} dir={view.dir}
              onSort={(sort, dir) => update({ sort, dir })} openId={view.selected} busy={page.isPlaceholderData} />
            <InventoryPager page={view.page} pageSize={view.pageSize} pageSizes={pageSizesOf(IDENTITY_VIEW_SPEC)} total={rows.total} shown={rows.items.length}
              onPage={(next) => update({ page: next })} onPageSize={(pageSize) => update({ pageSize })} />
          </>
        )}
      </InventoryStatus>
      <IdentityDetailPanel selected={view.selected} rowIds={page.isPlaceholderData ? undefined : rows?.items.map((i) => String(i.id))}
        page={view.page} pageCount={rows?.pageCount ?? 1} onChange={(change) => update(change, { keepPage: true })} />
    </div>
  );
}
