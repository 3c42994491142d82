/**
 * `@palisade/sdk/inventory`: the kit every inventory screen is built with. The view (filters, sort, columns, page,
 * open row) lives in the URL; filters show as removable chips; a column chooser; a server-paged, sorted, virtualised
 * table with bulk selection; a detail drawer with previous and next; CSV export of the filtered set; empty, loading
 * and error states; saved views per person kept by the server. A separate entry, so pages without a table never
 * load it (nor TanStack Table and Virtual, which come with it).
 *
 * @packageDocumentation
 */
export { defineInventoryView, parseInventoryView, serialiseInventoryView, defaultInventoryView, visibleColumns, pageSizesOf,
  hasInventoryFilters, CLEAR_INVENTORY_FILTERS } from './inventory/inventoryView';
export type { InventoryView, InventoryViewSpec, SortDirection } from './inventory/inventoryView';
export { useInventoryView } from './inventory/useInventoryView';
export type { InventoryViewCodec, InventoryViewUpdate, InventoryViewUpdateOptions } from './inventory/useInventoryView';
export { inventoryCodec } from './inventory/inventoryCodec';
export { filterChips } from './inventory/filterChips';
export type { FilterChip, FilterChipOptions } from './inventory/filterChips';
export { FilterChips } from './inventory/FilterChips';
export type { FilterChipsProps } from './inventory/FilterChips';
export { MultiSelectFilter } from './inventory/MultiSelectFilter';
export type { FilterOption, MultiSelectFilterProps, MultiSelectFilterLabels } from './inventory/MultiSelectFilter';
export { ColumnChooser } from './inventory/ColumnChooser';
export type { ChoosableColumn, ColumnChooserProps, ColumnChooserLabels } from './inventory/ColumnChooser';
export { InventoryTable } from './inventory/InventoryTable';
export type { InventoryTableProps, InventoryTableLabels } from './inventory/InventoryTable';
export { SelectionBar } from './inventory/SelectionBar';
export type { SelectionBarProps } from './inventory/SelectionBar';
export { InventoryPager } from './inventory/InventoryPager';
export type { InventoryPagerProps, InventoryPagerLabels } from './inventory/InventoryPager';
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
