import { lazy, type ReactNode, Suspense, useState } from 'react';
import type { DetailNavigation } from './useDetailNavigation';

// radix dialog (focus scope, scroll lock) stays out of the page's first bytes until a row is first opened.
const DetailDrawerDialog = lazy(() => import('./DetailDrawerDialog'));

/** Texts of {@link DetailDrawer}; English unless given. */
export interface DetailDrawerLabels {
  /** `Previous`. */
  previous: string;
  /** `Next`. */
  next: string;
  /** The close button's accessible name; `Close`. */
  close: string;
}

/** Props of {@link DetailDrawer}. */
export interface DetailDrawerProps {
  /** The open row's id; the drawer is open while it is set. */
  rowId: string | null;
  /** The drawer's title; it names the dialog. */
  title: ReactNode;
  /** A sentence under the title. */
  description?: ReactNode;
  /** Escape, the close button or a click outside. */
  onClose: () => void;
  /** Previous and next, from {@link useDetailNavigation}. */
  navigation: DetailNavigation;
  children?: ReactNode;
  /** More buttons beside previous and next (the row's own actions). */
  actions?: ReactNode;
  labels?: Partial<DetailDrawerLabels>;
}

/**
 * A row's detail in a dialog at the side of the screen, with previous and next. Escape closes it, and the focus goes
 * back to the row the drawer shows last (its first button or link, else the row), even after moving through several.
 */
export function DetailDrawer(props: DetailDrawerProps) {
  // Once opened, stay mounted so the close (focus return) runs inside radix.
  const [used, setUsed] = useState(props.rowId !== null);
  if (props.rowId !== null && !used) setUsed(true);
  if (!used) return null;
  return (
    <Suspense fallback={null}>
      <DetailDrawerDialog {...props} />
    </Suspense>
  );
}
