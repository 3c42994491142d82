import { useEffect, useRef } from 'react';
import { Button } from '../ui/Button';
import type { FilterChip } from './viewChips';

/** Props of {@link FilterChips}. */
export interface FilterChipsProps {
  chips: FilterChip[];
  /** Clears every filter the chips show. */
  onClearAll: () => void;
  /** The list's accessible name; `Active filters`. */
  label?: string;
  /** `Clear all`. */
  clearAllLabel?: string;
  /** The remove button's accessible name; `Remove filter Severity: Critical`. */
  removeLabel?: (chip: FilterChip) => string;
}

/**
 * The active filters as removable chips, then Clear all. Removing a chip moves the focus to the next chip, so a
 * keyboard user can remove several in a row. Nothing renders without chips.
 */
export function FilterChips({ chips, onClearAll, label = 'Active filters', clearAllLabel = 'Clear all',
  removeLabel = (chip) => `Remove filter ${chip.label}: ${chip.value}` }: FilterChipsProps) {
  const list = useRef<HTMLUListElement>(null);
  const removed = useRef<number | null>(null);
  const ids = chips.map((c) => c.id).join('\n');
  useEffect(() => {
    // After a removal the chip at its index is the next one; with none after it, the last; with none left, nothing.
    if (removed.current === null) return;
    const buttons = list.current?.querySelectorAll<HTMLButtonElement>('.pl-chip__remove');
    buttons?.[Math.min(removed.current, buttons.length - 1)]?.focus();
    removed.current = null;
  }, [ids]);
  if (chips.length === 0) return null;
  const remove = (index: number) => {
    removed.current = index;
    chips[index]!.onRemove();
  };
  return (
    <div className="pl-chips">
      <ul ref={list} className="pl-chips__list" aria-label={label}>
        {chips.map((chip, index) => (
          <li key={chip.id} className="pl-chip">
            <span>{chip.label}: <strong>{chip.value}</strong></span>
            <button type="button" className="pl-chip__remove" aria-label={removeLabel(chip)} onClick={() => remove(index)}>
              <span aria-hidden="true">×</span>
            </button>
          </li>
        ))}
      </ul>
      <Button variant="secondary" onClick={onClearAll}>{clearAllLabel}</Button>
    </div>
  );
}
