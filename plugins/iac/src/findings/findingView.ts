import { defineInventoryView, inventoryCodec, inventoryQuery, type InventoryView } from '@palisade/sdk/inventory';

/** List filters; each is a URL parameter and a server query parameter of the same name. */
export const FINDING_LISTS = ['severity', 'status', 'repository', 'branch'] as const;
export const FINDING_TEXTS = ['q'] as const;
/** The server's sort keys. */
export const FINDING_SORTS = ['severity', 'status', 'policy', 'repository', 'branch', 'filePath', 'resource', 'firstSeen', 'lastSeen'] as const;
export const FINDING_COLUMNS = ['policy', 'severity', 'repository', 'branch', 'filePath', 'resource', 'status', 'firstSeen', 'lastSeen', 'remediation'] as const;
export const SEVERITIES = ['Critical', 'High', 'Medium', 'Low'] as const;
export const STATUSES = ['Open', 'Resolved', 'Closed', 'Ignored'] as const;
export type FindingView = InventoryView<(typeof FINDING_LISTS)[number], (typeof FINDING_TEXTS)[number], (typeof FINDING_SORTS)[number]>;

export const FINDING_VIEW_SPEC = defineInventoryView({
  lists: FINDING_LISTS, texts: FINDING_TEXTS, sorts: FINDING_SORTS, defaultSort: 'lastSeen', defaultDir: 'desc', columns: FINDING_COLUMNS,
  defaultHidden: ['firstSeen'], fixedColumns: ['policy'], selectedParam: 'finding',
});
export const FINDING_VIEW_CODEC = inventoryCodec(FINDING_VIEW_SPEC);

/** The server's filters and sort for a view (lists repeated, so a value with a comma stays whole). */
export const findingQuery = (view: FindingView): URLSearchParams => inventoryQuery(FINDING_VIEW_SPEC, view);
