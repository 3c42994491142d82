/**
 * `@palisade/sdk/inventory`: the kit every inventory screen is built with. The view (filters, sort, columns, page,
 * open row) lives in the URL; filters show as removable chips; a column chooser; a server-paged, sorted, virtualised
 * table with bulk selection; a detail drawer with previous and next; CSV export of the filtered set; empty, loading
 * and error states; saved views per person kept by the server. A separate entry, so pages without a table never
 * load it (nor TanStack Table and Virtual, which come with it).
 *
 * @example
 * ```tsx
 * const spec = defineInventoryView({ lists: ['cloud', 'region'], texts: ['q'], sorts: ['name', 'lastSeen'], defaultSort: 'lastSeen',
 *   columns: ['name', 'cloud', 'region', 'lastSeen'], fixedColumns: ['name'] });
 * const codec = inventoryCodec(spec);
 *
 * function Assets() {
 *   const [view, update] = useInventoryView(codec);
 *   const page = useQuery({ queryKey: ['assets', 'list', codec.serialise({ ...view, selected: null }).toString()], queryFn: () => search(view) });
 *   const nav = useDetailNavigation({ rowIds: page.data?.items.map((a) => a.id), selected: view.selected, page: view.page,
 *     pageCount: page.data?.pageCount ?? 1, onChange: (change) => update(change) });
 *   return (
 *     <>
 *       <FilterChips chips={viewChips(view, { label: (key) => key, onChange: update })} onClearAll={() => update(CLEAR_INVENTORY_FILTERS)} />
 *       <ColumnChooser columns={spec.columns.map((id) => ({ id, label: id }))} visible={visibleColumns(spec, view)}
 *         onChange={(columns) => update({ columns }, { keepPage: true })} />
 *       <SavedViews area="cloudAssets.inventory" current={codec.serialise({ ...view, page: 1, selected: null })} onApply={setSearchParams} />
 *       <ExportCsvButton path="assets/v1/export.csv" query={() => toQuery(view)} />
 *       <InventoryStatus status={page.status} error={page.error} onRetry={() => void page.refetch()} empty={page.data?.total === 0}
 *         filtered={hasInventoryFilters(view)} onClearFilters={() => update(CLEAR_INVENTORY_FILTERS)}>
 *         <InventoryTable label="Assets" rows={page.data?.items ?? []} columns={columns} getRowId={(a) => a.id} visibleColumns={visibleColumns(spec, view)}
 *           sorts={spec.sorts} sort={view.sort} dir={view.dir} onSort={(sort, dir) => update({ sort, dir })} openId={view.selected} />
 *       </InventoryStatus>
 *       <DetailDrawer rowId={view.selected} title="Asset" navigation={nav} onClose={() => update({ selected: null })}>…</DetailDrawer>
 *     </>
 *   );
 * }
 * ```
 *
 * @packageDocumentation
 */
export { defineInventoryView, parseInventoryView, serialiseInventoryView, defaultInventoryView, visibleColumns, pageSizesOf,
  hasInventoryFilters, CLEAR_INVENTORY_FILTERS } from './inventory/inventoryView';
export type { InventoryView, InventoryViewSpec, SortDirection } from './inventory/inventoryView';
export { useInventoryView } from './inventory/useInventoryView';
export type { InventoryViewCodec, InventoryViewUpdate, InventoryViewUpdateOptions } from './inventory/useInventoryView';
export { inventoryCodec } from './inventory/inventoryCodec';
export { viewChips } from './inventory/viewChips';
export type { FilterChip, FilterChipOptions } from './inventory/viewChips';
export { FilterChips } from './inventory/FilterChips';
export type { FilterChipsProps } from './inventory/FilterChips';
export { MultiSelectFilter } from './inventory/MultiSelectFilter';
export { InventoryFilterBar } from './inventory/InventoryFilterBar';
export type { InventoryFilterBarProps, InventoryFilterBarLabels, InventoryFilterMenu } from './inventory/InventoryFilterBar';
export { inventoryQuery } from './inventory/inventoryQuery';
export type { FilterOption, MultiSelectFilterProps, MultiSelectFilterLabels } from './inventory/MultiSelectFilter';
export { ColumnChooser } from './inventory/ColumnChooser';
export type { ChoosableColumn, ColumnChooserProps, ColumnChooserLabels } from './inventory/ColumnChooser';
export { InventoryTable } from './inventory/InventoryTable';
export type { InventoryTableProps, InventoryTableLabels } from './inventory/InventoryTable';
export { SelectionBar } from './inventory/SelectionBar';
export type { SelectionBarProps } from './inventory/SelectionBar';
export { InventoryPager } from './inventory/InventoryPager';
export type { InventoryPageCursors, InventoryPagerProps, InventoryPagerLabels } from './inventory/InventoryPager';
export { InventoryStatus } from './inventory/InventoryStatus';
export type { InventoryStatusProps, InventoryStatusLabels } from './inventory/InventoryStatus';
export { useDetailNavigation } from './inventory/useDetailNavigation';
export type { DetailNavigation, DetailNavigationInput } from './inventory/useDetailNavigation';
export { DetailDrawer } from './inventory/DetailDrawer';
export type { DetailDrawerProps, DetailDrawerLabels } from './inventory/DetailDrawer';
export { ExportCsvButton } from './inventory/ExportCsvButton';
export type { ExportCsvButtonProps, ExportCsvLabels } from './inventory/ExportCsvButton';
export { SavedViews } from './inventory/SavedViews';
export type { SavedViewsProps } from './inventory/SavedViews';
export type { SavedViewsLabels } from './inventory/savedViewsLabels';
export type { SavedView } from './inventory/savedViewsApi';
export { errorMessage } from './inventory/errorMessage';
// Column definitions are TanStack Table's; a screen takes them from here so the library exists once in the page.
export { createColumnHelper } from '@tanstack/react-table';
export type { ColumnDef, CellContext, HeaderContext } from '@tanstack/react-table';
