import { computeTimeRange, TIME_RANGE_OPTIONS, type TimeRangeId } from '@palisade/sdk';
import type { AlertKind } from './alertsApi';

/** List filters a view may carry; each is a URL parameter of the same name (lists comma-separated). */
export const LIST_FILTERS = ['ids', 'severity', 'status', 'statusDescription', 'policy', 'cloud', 'account', 'region', 'assetCategory', 'assetType',
  'businessUnit', 'complianceControl', 'repository', 'branch'] as const;
export const TEXT_FILTERS = ['q', 'resource', 'filePath', 'commit', 'line', 'ageMin', 'ageMax'] as const;
export type ListFilter = (typeof LIST_FILTERS)[number];
export type TextFilter = (typeof TEXT_FILTERS)[number];

export const SORT_KEYS = ['id', 'severity', 'status', 'policy', 'cloud', 'account', 'region', 'assetCategory', 'assetType', 'resource',
  'businessUnit', 'complianceControl', 'age', 'firstSeen', 'lastSeen', 'repository', 'branch', 'filePath'] as const;
export type SortKey = (typeof SORT_KEYS)[number];

/** Everything that decides what the table shows; it lives in the URL so a link reproduces it. */
export interface AlertView {
  kind: AlertKind;
  lists: Partial<Record<ListFilter, string[]>>;
  texts: Partial<Record<TextFilter, string>>;
  /** Last-seen window (`range` in the URL). */
  range: TimeRangeId | null;
  /** First-seen window (`firstSeen` in the URL). */
  firstRange: TimeRangeId | null;
  sort: SortKey;
  dir: 'asc' | 'desc';
  page: number;
  pageSize: number;
  groupBy: 'none' | 'policy';
  selected: string | null;
}

export const PAGE_SIZES = [25, 50, 100, 200] as const;
const RANGE_IDS = new Set<string>(TIME_RANGE_OPTIONS.map((o) => o.id));

const positive = (value: string | null, fallback: number, max: number) => {
  const n = Number(value);
  return Number.isInteger(n) && n >= 1 ? Math.min(n, max) : fallback;
};

/** Reads a view from URL parameters; unknown or malformed values fall back to defaults. */
export function viewFromParams(params: URLSearchParams): AlertView {
  const lists: AlertView['lists'] = {};
  for (const key of LIST_FILTERS) {
    const values = params.get(key)?.split(',').map((v) => v.trim()).filter(Boolean);
    if (values?.length) lists[key] = values;
  }
  const texts: AlertView['texts'] = {};
  for (const key of TEXT_FILTERS) {
    const value = params.get(key)?.trim();
    if (value) texts[key] = value;
  }
  const sort = params.get('sort');
  const range = (key: string) => {
    const value = params.get(key);
    return value && RANGE_IDS.has(value) ? (value as TimeRangeId) : null;
  };
  const pageSize = Number(params.get('pageSize'));
  return {
    kind: params.get('tab') === 'iac' ? 'iac' : 'cloud',
    lists, texts,
    range: range('range'),
    firstRange: range('firstSeen'),
    sort: (SORT_KEYS as readonly string[]).includes(sort ?? '') ? (sort as SortKey) : 'lastSeen',
    dir: params.get('dir') === 'asc' ? 'asc' : 'desc',
    page: positive(params.get('page'), 1, 1_000_000),
    pageSize: (PAGE_SIZES as readonly number[]).includes(pageSize) ? pageSize : 50,
    groupBy: params.get('groupBy') === 'policy' ? 'policy' : 'none',
    selected: params.get('alert'),
  };
}

/** The URL parameters of a view; defaults are left out so links stay short. */
export function paramsFromView(view: AlertView): URLSearchParams {
  const params = new URLSearchParams();
  if (view.kind === 'iac') params.set('tab', 'iac');
  for (const key of LIST_FILTERS) if (view.lists[key]?.length) params.set(key, view.lists[key]!.join(','));
  for (const key of TEXT_FILTERS) if (view.texts[key]) params.set(key, view.texts[key]!);
  if (view.range) params.set('range', view.range);
  if (view.firstRange) params.set('firstSeen', view.firstRange);
  if (view.sort !== 'lastSeen') params.set('sort', view.sort);
  if (view.dir !== 'desc') params.set('dir', view.dir);
  if (view.page !== 1) params.set('page', String(view.page));
  if (view.pageSize !== 50) params.set('pageSize', String(view.pageSize));
  if (view.groupBy !== 'none') params.set('groupBy', view.groupBy);
  if (view.selected) params.set('alert', view.selected);
  return params;
}

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

/** The change that clears every filter (sort, paging and grouping stay). */
export const NO_FILTERS = { lists: {}, texts: {}, range: null, firstRange: null } as const satisfies Partial<AlertView>;

/** Whether any filter is set. */
export const hasFilters = (view: AlertView) =>
  Object.values(view.lists).some((v) => v?.length) || Object.values(view.texts).some(Boolean) || view.range !== null || view.firstRange !== null;
