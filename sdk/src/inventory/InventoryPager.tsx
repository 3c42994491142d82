import { useId } from 'react';
import { Button } from '../ui/Button';

/** Texts of {@link InventoryPager}; English unless given. */
export interface InventoryPagerLabels {
  /** The navigation's name; `Pages`. */
  label: string;
  /** `Rows 1–50 of 1,234`. */
  summary: (from: number, to: number, total: number) => string;
  /** `Page 9 is past the last page (4).` */
  pastEnd: (page: number, pageCount: number) => string;
  previous: string;
  next: string;
  /** `Page 2 of 5`. */
  page: (page: number, pageCount: number) => string;
  /** `Rows per page`. */
  size: string;
}

const ENGLISH: InventoryPagerLabels = {
  label: 'Pages', summary: (from, to, total) => `Rows ${from}–${to} of ${total.toLocaleString()}`,
  pastEnd: (page, pageCount) => `Page ${page} is past the last page (${pageCount}).`, previous: 'Previous page', next: 'Next page',
  page: (page, pageCount) => `Page ${page} of ${pageCount}`, size: 'Rows per page',
};

/** Props of {@link InventoryPager}. */
export interface InventoryPagerProps {
  page: number;
  pageSize: number;
  pageSizes: readonly number[];
  total: number;
  /** Rows on this page. */
  shown: number;
  onPage: (page: number) => void;
  onPageSize: (pageSize: number) => void;
  labels?: Partial<InventoryPagerLabels>;
}

/** Which rows of how many are shown (announced), and the page and page-size controls of a server-paged table. */
export function InventoryPager({ page, pageSize, pageSizes, total, shown, onPage, onPageSize, labels }: InventoryPagerProps) {
  const text = { ...ENGLISH, ...labels };
  const sizeId = useId();
  const pageCount = Math.ceil(total / pageSize);
  const from = (page - 1) * pageSize + 1;
  return (
    <>
      <p className="pl-inventory__summary" role="status">{shown === 0 ? text.pastEnd(page, pageCount) : text.summary(from, from + shown - 1, total)}</p>
      <nav className="pl-inventory__pager" aria-label={text.label}>
        <Button variant="secondary" disabled={page <= 1} onClick={() => onPage(page - 1)}>{text.previous}</Button>
        <span>{text.page(page, Math.max(1, pageCount))}</span>
        <Button variant="secondary" disabled={page >= pageCount} onClick={() => onPage(page + 1)}>{text.next}</Button>
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
