/** Sort direction of an inventory column. */
export type SortDirection = 'asc' | 'desc';

/**
 * What an inventory screen's URL may hold: its filters, sortable columns, every column and the page sizes it offers.
 * Values the spec does not name are ignored when a URL is read, so an old or edited link still opens.
 *
 * @example
 * ```ts
 * const spec = defineInventoryView({
 *   lists: ['severity', 'region'], texts: ['q'], sorts: ['name', 'lastSeen'], defaultSort: 'lastSeen',
 *   columns: ['name', 'region', 'lastSeen'], defaultHidden: ['region'],
 * });
 * ```
 */
export interface InventoryViewSpec<L extends string = string, T extends string = string, S extends string = string> {
  /** Filters that take several values (`severity=Critical,High`). */
  readonly lists: readonly L[];
  /** Filters that take one typed value (`q=bucket`). */
  readonly texts: readonly T[];
  /** Column ids the server sorts by. */
  readonly sorts: readonly S[];
  readonly defaultSort: S;
  /** `desc` unless given. */
  readonly defaultDir?: SortDirection;
  /** Every column id the chooser offers, in the default order. */
  readonly columns: readonly string[];
  /** Columns hidden until the user shows them. */
  readonly defaultHidden?: readonly string[];
  /** Columns the chooser never hides (the row's name or id). */
  readonly fixedColumns?: readonly string[];
  /** `[25, 50, 100, 200]` unless given. */
  readonly pageSizes?: readonly number[];
  /** 50 unless given; must be one of `pageSizes`. */
  readonly defaultPageSize?: number;
  /** The URL parameter of the row open in the detail drawer; `selected` unless given. */
  readonly selectedParam?: string;
}

/** One screen's view: everything that decides which rows show and how, as it lives in the URL. */
export interface InventoryView<L extends string = string, T extends string = string, S extends string = string> {
  lists: Partial<Record<L, string[]>>;
  texts: Partial<Record<T, string>>;
  sort: S;
  dir: SortDirection;
  /** The visible columns in order, or null for the screen's default. */
  columns: string[] | null;
  /** From 1. */
  page: number;
  pageSize: number;
  /** The id of the row open in the detail drawer. */
  selected: string | null;
  /**
   * The server's opaque cursor for `page` (a next or previous page reached by seeking), or null when the page is found
   * by its number. Any change but the open row forgets it.
   */
  cursor?: string | null;
}

const DEFAULT_PAGE_SIZES = [25, 50, 100, 200] as const;
const MAX_PAGE = 1_000_000;

/** Checks a spec once, where the screen defines it: a default that is not among the choices is a programming error. */
export function defineInventoryView<L extends string, T extends string, S extends string>(spec: InventoryViewSpec<L, T, S>): InventoryViewSpec<L, T, S> {
  if (!spec.sorts.includes(spec.defaultSort)) throw new RangeError(`Inventory view: the default sort "${spec.defaultSort}" is not one of its sorts`);
  if (spec.defaultPageSize !== undefined && !pageSizesOf(spec).includes(spec.defaultPageSize)) {
    throw new RangeError(`Inventory view: the default page size ${spec.defaultPageSize} is not one of its page sizes`);
  }
  return spec;
}

/** The page sizes a screen offers. */
export const pageSizesOf = (spec: InventoryViewSpec<string, string, string>): readonly number[] => spec.pageSizes ?? DEFAULT_PAGE_SIZES;
const defaultPageSizeOf = (spec: InventoryViewSpec<string, string, string>) => spec.defaultPageSize ?? 50;
const selectedParamOf = (spec: InventoryViewSpec<string, string, string>) => spec.selectedParam ?? 'selected';

/** The view a screen opens with when its URL says nothing. */
export function defaultInventoryView<L extends string, T extends string, S extends string>(spec: InventoryViewSpec<L, T, S>): InventoryView<L, T, S> {
  return { lists: {}, texts: {}, sort: spec.defaultSort, dir: spec.defaultDir ?? 'desc', columns: null, page: 1, pageSize: defaultPageSizeOf(spec), selected: null };
}

/** Reads a view from URL parameters; unknown keys and malformed values fall back to the defaults. */
export function parseInventoryView<L extends string, T extends string, S extends string>(
  spec: InventoryViewSpec<L, T, S>, params: URLSearchParams,
): InventoryView<L, T, S> {
  const view = defaultInventoryView(spec);
  for (const key of spec.lists) {
    const values = params.get(key)?.split(',').map((v) => v.trim()).filter(Boolean);
    if (values?.length) view.lists[key] = [...new Set(values)];
  }
  for (const key of spec.texts) {
    const value = params.get(key)?.trim();
    if (value) view.texts[key] = value;
  }
  const sort = params.get('sort');
  if (spec.sorts.includes(sort as S)) view.sort = sort as S;
  const dir = params.get('dir');
  if (dir === 'asc' || dir === 'desc') view.dir = dir;
  const page = Number(params.get('page'));
  if (Number.isInteger(page) && page >= 1) view.page = Math.min(page, MAX_PAGE);
  const pageSize = Number(params.get('pageSize'));
  if (pageSizesOf(spec).includes(pageSize)) view.pageSize = pageSize;
  const columns = params.get('cols')?.split(',').filter((id) => spec.columns.includes(id));
  if (columns?.length) view.columns = [...new Set([...(spec.fixedColumns ?? []).filter((id) => !columns.includes(id)), ...columns])];
  view.selected = params.get(selectedParamOf(spec)) || null;
  // A cursor means something only with the page it leads to.
  const cursor = view.page > 1 ? params.get('cursor') : null;
  if (cursor) view.cursor = cursor;
  return view;
}

/**
 * Writes a view into URL parameters (into `into` when given, after what it holds). Defaults are left out so links
 * stay short, and the default column set is written as nothing.
 */
export function serialiseInventoryView<L extends string, T extends string, S extends string>(
  spec: InventoryViewSpec<L, T, S>, view: InventoryView<L, T, S>, into = new URLSearchParams(),
): URLSearchParams {
  for (const key of spec.lists) if (view.lists[key]?.length) into.set(key, view.lists[key]!.join(','));
  for (const key of spec.texts) if (view.texts[key]) into.set(key, view.texts[key]!);
  if (view.sort !== spec.defaultSort) into.set('sort', view.sort);
  if (view.dir !== (spec.defaultDir ?? 'desc')) into.set('dir', view.dir);
  if (view.page !== 1) into.set('page', String(view.page));
  if (view.page !== 1 && view.cursor) into.set('cursor', view.cursor);
  if (view.pageSize !== defaultPageSizeOf(spec)) into.set('pageSize', String(view.pageSize));
  const columns = view.columns?.filter((id) => spec.columns.includes(id));
  if (columns?.length && columns.join(',') !== defaultColumns(spec).join(',')) into.set('cols', columns.join(','));
  if (view.selected) into.set(selectedParamOf(spec), view.selected);
  return into;
}

/** The visible columns in order: the view's choice, else every column but the hidden-by-default ones. */
export function visibleColumns(spec: InventoryViewSpec<string, string, string>, view: Pick<InventoryView, 'columns'>): string[] {
  return view.columns ?? defaultColumns(spec);
}

const defaultColumns = (spec: InventoryViewSpec<string, string, string>) => spec.columns.filter((id) => !spec.defaultHidden?.includes(id));

/** Whether any list or text filter is set. */
export const hasInventoryFilters = (view: Pick<InventoryView, 'lists' | 'texts'>): boolean =>
  Object.values<string[] | undefined>(view.lists).some((v) => v?.length) || Object.values<string | undefined>(view.texts).some(Boolean);

/** The change that clears every list and text filter (sort, columns and page size stay). */
export const CLEAR_INVENTORY_FILTERS = { lists: {}, texts: {} } as const satisfies Partial<InventoryView>;
