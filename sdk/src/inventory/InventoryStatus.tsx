import type { ReactNode } from 'react';
import { Button } from '../ui/Button';
import { Loading } from '../ui/Loading';
import { ServerError } from '../ui/ServerError';

/** Texts of {@link InventoryStatus}; English unless given (a screen names its rows: "No alerts match these filters."). */
export interface InventoryStatusLabels {
  /** `Loading…`. */
  loading: string;
  /** `The list could not be loaded`. */
  error: string;
  /** `Try again`. */
  retry: string;
  /** `Nothing matches these filters.` */
  empty: string;
  /** With no filter set; `There is nothing here yet.` */
  none: string;
  /** `Clear filters`. */
  clearFilters: string;
}

const ENGLISH: InventoryStatusLabels = {
  loading: 'Loading…', error: 'The list could not be loaded', retry: 'Try again', empty: 'Nothing matches these filters.',
  none: 'There is nothing here yet.', clearFilters: 'Clear filters',
};

/** Props of {@link InventoryStatus}. */
export interface InventoryStatusProps {
  status: 'pending' | 'error' | 'success';
  error?: unknown;
  onRetry: () => void;
  /** The server found no row. */
  empty: boolean;
  /** Whether a filter is set: an empty result then offers to clear them. */
  filtered: boolean;
  onClearFilters: () => void;
  /** The table, shown once there are rows. */
  children: ReactNode;
  labels?: Partial<InventoryStatusLabels>;
}

/**
 * What an inventory shows in place of its table: loading, the error in the server's words with a retry, or that
 * nothing matches (with Clear filters); else the table.
 */
export function InventoryStatus({ status, error, onRetry, empty, filtered, onClearFilters, children, labels }: InventoryStatusProps) {
  const text = { ...ENGLISH, ...labels };
  if (status === 'pending') return <Loading label={text.loading} />;
  if (status === 'error') return <ServerError title={text.error} error={error} onRetry={onRetry} retryLabel={text.retry} />;
  if (!empty) return <>{children}</>;
  return (
    <div className="pl-inventory__empty" role="status">
      <p>{filtered ? text.empty : text.none}</p>
      {filtered && <Button variant="secondary" onClick={onClearFilters}>{text.clearFilters}</Button>}
    </div>
  );
}
