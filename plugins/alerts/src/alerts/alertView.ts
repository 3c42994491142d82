import { computeTimeRange, TIME_RANGE_OPTIONS, type TimeRangeId } from '@palisade/sdk';
import {
  CLEAR_INVENTORY_FILTERS, defineInventoryView, hasInventoryFilters, type InventoryView, type InventoryViewCodec, parseInventoryView, serialiseInventoryView,
} from '@palisade/sdk/inventory';
import type { AlertKind } from './alertsApi';

/** List filters a view may carry; each is a URL parameter of the same name (lists comma-separated). */
export const LIST_FILTERS = ['ids', 'severity', 'status', 'statusDescription', 'policy', 'cloud', 'account', 'region', 'assetCategory', 'assetType',
  'businessUnit', 'complianceControl', 'repository', 'branch', 'resourceId'] as const;
export const TEXT_FILTERS = ['q', 'resource', 'filePath', 'commit', 'line', 'ageMin', 'ageMax'] as const;
export type ListFilter = (typeof LIST_FILTERS)[number];
export type TextFilter = (typeof TEXT_FILTERS)[number];

export const SORT_KEYS = ['id', 'severity', 'status', 'policy', 'cloud', 'account', 'region', 'assetCategory', 'assetType', 'resource',
  'businessUnit', 'complianceControl', 'age', 'firstSeen', 'lastSeen', 'repository', 'branch', 'filePath'] as const;
export type SortKey = (typeof SORT_KEYS)[number];

const CLOUD_COLUMNS = ['id', 'severity', 'status', 'policy', 'cloud', 'account', 'region', 'assetCategory', 'assetType', 'resource', 'businessUnit',
  'complianceControl', 'age', 'firstSeen', 'lastSeen'] as const;
/** IaC alerts show where the finding is in the code after the policy. */
const IAC_COLUMNS = [...CLOUD_COLUMNS.slice(0, 4), 'repository', 'branch', 'commit', 'filePath', ...CLOUD_COLUMNS.slice(4)] as const;

const specOf = (columns: readonly string[]) => defineInventoryView({
  lists: LIST_FILTERS, texts: TEXT_FILTERS, sorts: SORT_KEYS, defaultSort: 'lastSeen', columns, fixedColumns: ['id'],
  selectedParam: 'alert',
});
/** What each tab's URL may hold: its filters, sorts and columns. */
export const ALERT_VIEW_SPECS = { cloud: specOf(CLOUD_COLUMNS), iac: specOf(IAC_COLUMNS) } as const;

/** Everything that decides what the table shows; it lives in the URL so a link reproduces it. */
export interface AlertView extends InventoryView<ListFilter, TextFilter, SortKey> {
  kind: AlertKind;
  /** Last-seen window (`range` in the URL). */
  range: TimeRangeId | null;
  /** First-seen window (`firstSeen` in the URL). */
  firstRange: TimeRangeId | null;
  groupBy: 'none' | 'policy';
}

const RANGE_IDS = new Set<string>(TIME_RANGE_OPTIONS.map((o) => o.id));

/** Reads a view from URL parameters; unknown or malformed values fall back to defaults. */
export function viewFromParams(params: URLSearchParams): AlertView {
  const kind: AlertKind = params.get('tab') === 'iac' ? 'iac' : 'cloud';
  const range = (key: string) => {
    const value = params.get(key);
    return value && RANGE_IDS.has(value) ? (value as TimeRangeId) : null;
  };
  return {
    ...parseInventoryView(ALERT_VIEW_SPECS[kind], params),
    kind, range: range('range'), firstRange: range('firstSeen'), groupBy: params.get('groupBy') === 'policy' ? 'policy' : 'none',
  };
}

/** The URL parameters of a view; defaults are left out so links stay short. */
export function paramsFromView(view: AlertView): URLSearchParams {
  const params = new URLSearchParams();
  if (view.kind === 'iac') params.set('tab', 'iac');
  serialiseInventoryView(ALERT_VIEW_SPECS[view.kind], view, params);
  if (view.range) params.set('range', view.range);
  if (view.firstRange) params.set('firstSeen', view.firstRange);
  if (view.groupBy !== 'none') params.set('groupBy', view.groupBy);
  return params;
}

/** The alerts page's view in the URL, for the kit's `useInventoryView`. */
export const ALERT_VIEW_CODEC: InventoryViewCodec<AlertView> = { parse: viewFromParams, serialise: paramsFromView };

/** The server's filter body for a view; the time ranges become last-seen and first-seen windows computed at `now`. */
export function toApiQuery(view: AlertView, now = new Date()): Record<string, unknown> {
  const query: Record<string, unknown> = { kind: view.kind, sort: view.sort, dir: view.dir, ...view.lists };
  if (view.lists.account) query['account'] = view.lists.account.map(Number).filter((n) => Number.isInteger(n) && n > 0);
  for (const key of ['q', 'resource', 'filePath', 'commit'] as const) if (view.texts[key]) query[key] = view.texts[key];
  for (const [key, min] of [['ageMin', 0], ['ageMax', 0], ['line', 1]] as const) {
    const n = Number(view.texts[key]);
    if (view.texts[key] && Number.isInteger(n) && n >= min) query[key] = n;
  }
  for (const [range, prefix] of [[view.range, 'lastSeen'], [view.firstRange, 'firstSeen']] as const) {
    if (!range) continue;
    const { from, to } = computeTimeRange(range, now);
    query[`${prefix}From`] = from.getTime();
    query[`${prefix}To`] = to.getTime();
  }
  return query;
}

/** The change that clears every filter (sort, paging, columns and grouping stay). */
export const NO_FILTERS = { ...CLEAR_INVENTORY_FILTERS, range: null, firstRange: null } as const satisfies Partial<AlertView>;

/** Whether any filter is set. */
export const hasFilters = (view: AlertView) => hasInventoryFilters(view) || view.range !== null || view.firstRange !== null;
