import { defineInventoryView, inventoryCodec, inventoryQuery, type InventoryView } from '@palisade/sdk/inventory';

export const ACCOUNT_LISTS = ['cloud', 'status', 'group'] as const;
export const ACCOUNT_TEXTS = ['q'] as const;
/** The server's sort keys. */
export const ACCOUNT_SORTS = ['name', 'cloud', 'externalId', 'group', 'status', 'lastScanAt', 'nextScanAt'] as const;
export const ACCOUNT_COLUMNS = ['cloud', 'name', 'externalId', 'group', 'status', 'lastScanAt', 'nextScanAt', 'assets', 'openAlerts', 'zsTag', 'actions'] as const;
export type AccountView = InventoryView<(typeof ACCOUNT_LISTS)[number], (typeof ACCOUNT_TEXTS)[number], (typeof ACCOUNT_SORTS)[number]>;

export const ACCOUNT_VIEW_SPEC = defineInventoryView({
  lists: ACCOUNT_LISTS, texts: ACCOUNT_TEXTS, sorts: ACCOUNT_SORTS, defaultSort: 'name', defaultDir: 'asc', columns: ACCOUNT_COLUMNS,
  fixedColumns: ['name', 'actions'], pageSizes: [200], defaultPageSize: 200,
});
export const ACCOUNT_VIEW_CODEC = inventoryCodec(ACCOUNT_VIEW_SPEC);

/** The server's filters and sort for a view (lists repeated). */
export const accountQuery = (view: AccountView): URLSearchParams => inventoryQuery(ACCOUNT_VIEW_SPEC, view);
