import { useEffect, useRef } from 'react';

/** Where the drawer's previous and next lead. */
export interface DetailNavigation {
  /** Goes to the previous row (on the previous page at the top of this one); null at the first row of the first page. */
  previous: (() => void) | null;
  /** Goes to the next row (on the next page at the bottom of this one); null at the last row of the last page. */
  next: (() => void) | null;
  /** The open row's place on this page, from 1, or null when it is not on it. */
  position: number | null;
}

/** What {@link useDetailNavigation} reads: the page on screen and the open row. */
export interface DetailNavigationInput {
  /** The ids of the rows on this page, in order; undefined while it loads (and while the previous page's rows stand in for it). */
  rowIds: string[] | undefined;
  selected: string | null;
  page: number;
  pageCount: number;
  /** Applies a move: another row, or another page whose first or last row opens once it has loaded. */
  onChange: (change: { selected: string | null; page?: number }) => void;
}

/**
 * Previous and next across the current page, and onto the neighbouring page at its edges: the page changes and,
 * once its rows arrive, its first (going forward) or last (going back) row opens.
 */
export function useDetailNavigation({ rowIds, selected, page, pageCount, onChange }: DetailNavigationInput): DetailNavigation {
  const pending = useRef<{ page: number; edge: 'first' | 'last' } | null>(null);
  useEffect(() => {
    const wanted = pending.current;
    if (!wanted || wanted.page !== page || !rowIds) return;
    pending.current = null;
    const id = wanted.edge === 'first' ? rowIds[0] : rowIds[rowIds.length - 1];
    if (id) onChange({ selected: id });
  }, [rowIds, page, onChange]);

  const index = selected && rowIds ? rowIds.indexOf(selected) : -1;
  if (!rowIds || index < 0) return { previous: null, next: null, position: null };
  const toPage = (target: number, edge: 'first' | 'last') => () => {
    pending.current = { page: target, edge };
    // The open row stays until the other page's row replaces it, so the drawer does not close between pages.
    onChange({ selected, page: target });
  };
  const previous = index > 0 ? () => onChange({ selected: rowIds[index - 1]! }) : page > 1 ? toPage(page - 1, 'last') : null;
  const next = index < rowIds.length - 1 ? () => onChange({ selected: rowIds[index + 1]! }) : page < pageCount ? toPage(page + 1, 'first') : null;
  return { previous, next, position: index + 1 };
}
