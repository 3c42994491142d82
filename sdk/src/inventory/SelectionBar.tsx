import type { ReactNode } from 'react';

/** Props of {@link SelectionBar}. */
export interface SelectionBarProps {
  count: number;
  /** `3 selected`. */
  label: (count: number) => string;
  /** The bulk actions. */
  children?: ReactNode;
}

/** The number of selected rows, announced as it changes, and what can be done with them. */
export function SelectionBar({ count, label, children }: SelectionBarProps) {
  return (
    <div className="pl-inventory__bulk">
      <span role="status" className="pl-inventory__count">{label(count)}</span>
      {children}
    </div>
  );
}
