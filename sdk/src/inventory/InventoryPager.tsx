import { useId } from 'react';
import { Button } from '../ui/Button';

/** Texts of {@link InventoryPager}; English unless given. */
export interface InventoryPagerLabels {
  /** The navigation's name; `Pages`. */
  label: string;
  /** `Rows 1–50 of 1,234`. */
  summary: (from: number, to: number, total: number) => string;
  /** `Rows 1–50 of more than 10,000` (the server stopped counting). */
  summaryAtLeast: (from: number, to: number, total: number) => string;
  /** `Page 9 is past the last page (4).` */
  pastEnd: (page: number, pageCount: number) => string;
  previous: string;
  next: string;
  /** `Page 2 of 5`. */
  page: (page: number, pageCount: number) => string;
  /** `Page 2 of more than 200` (the server stopped counting). */
  pageAtLeast: (page: number, pageCount: number) => string;
  /** `Rows per page`. */
  size: string;
}

const ENGLISH: InventoryPagerLabels = {
  label: 'Pages', summary: (from, to, total) => `Rows ${from}–${to} of ${total.toLocaleString()}`,
  pastEnd: (page, pageCount) => `Page ${page} is past the last page (${pageCount}).`, previous: 'Previous page', next: 'Next page',
  page: (page, pageCount) => `Page ${page} of ${pageCount}`, size: 'Rows per page',
  summaryAtLeast: (from, to, total) => `Rows ${from}–${to} of more than ${total.toLocaleString()}`,
  pageAtLeast: (page, pageCount) => `Page ${page} of more than ${pageCount.toLocaleString()}`,
};

/** The server's cursors of the pages beside the one on screen; null where there is none. */
export interface InventoryPageCursors {
  /** The server's cursor of the page after this one; null on the last page. */
  next: string | null;
  /** The server's cursor of the page before this one; null on the first page. */
  previous: string | null;
}

/** Props of {@link InventoryPager}. */
export interface InventoryPagerProps {
  page: number;
  pageSize: number;
  pageSizes: readonly number[];
  total: number;
  /** Rows on this page. */
  shown: number;
  /** Goes to a page: with the server's cursor for it when there is one (next and previous), by number alone otherwise. */
  onPage: (page: number, cursor?: string) => void;
  onPageSize: (pageSize: number) => void;
  /** With them, next and previous hand the cursor to `onPage`, so a deep page is found by seeking rather than skipping rows. */
  cursors?: InventoryPageCursors;
  /** The total is a lower bound (the server stopped counting a common search): "more than", and next stays on while a next page exists. */
  totalIsLowerBound?: boolean;
  labels?: Partial<InventoryPagerLabels>;
}

/** Which rows of how many are shown (announced), and the page and page-size controls of a server-paged table. */
export function InventoryPager({ page, pageSize, pageSizes, total, shown, onPage, onPageSize, cursors, totalIsLowerBound, labels }: InventoryPagerProps) {
  const text = { ...ENGLISH, ...labels };
  const sizeId = useId();
  const pageCount = Math.ceil(total / pageSize);
  const from = (page - 1) * pageSize + 1;
  const summary = totalIsLowerBound ? text.summaryAtLeast : text.summary;
  const hasNext = totalIsLowerBound ? shown === pageSize && cursors?.next !== null : page < pageCount;
  const go = (to: number, cursor: string | null | undefined) => (cursor ? onPage(to, cursor) : onPage(to));
  return (
    <>
      <p className="pl-inventory__summary" role="status">{shown === 0 ? text.pastEnd(page, pageCount) : summary(from, from + shown - 1, total)}</p>
      <nav className="pl-inventory__pager" aria-label={text.label}>
        <Button variant="secondary" disabled={page <= 1} onClick={() => go(page - 1, cursors?.previous)}>{text.previous}</Button>
        <span>{(totalIsLowerBound ? text.pageAtLeast : text.page)(page, Math.max(1, pageCount))}</span>
        <Button variant="secondary" disabled={!hasNext} onClick={() => go(page + 1, cursors?.next)}>{text.next}</Button>
        <span className="pl-field">
          <label htmlFor={sizeId}>{text.size}</label>
          <select id={sizeId} value={pageSize} onChange={(e) => onPageSize(Number(e.target.value))}>
            {pageSizes.map((n) => <option key={n} value={n}>{n}</option>)}
          </select>
        </span>
      </nav>
    </>
  );
}
