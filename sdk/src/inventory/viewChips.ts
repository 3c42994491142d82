import type { InventoryView } from './inventoryView';

/** One active filter value as a removable chip ("Severity: Critical ×"). */
export interface FilterChip {
  /** Unique among the chips (`severity=Critical`). */
  id: string;
  /** The filter's name ("Severity"). */
  label: string;
  /** The value as the user reads it ("Critical"). */
  value: string;
  /** Removes this value from the view. */
  onRemove: () => void;
}

/** How {@link viewChips} names filters and values, and applies a removal. */
export interface FilterChipOptions<L extends string, T extends string> {
  /** The filter's name, such as a column header. */
  label: (key: L | T) => string;
  /** A value as the user reads it (an account's name for its id); the value itself unless given. */
  valueLabel?: (key: L, value: string) => string;
  /** Applies the view change a removal makes. */
  onChange: (change: Pick<InventoryView<L, T>, 'lists' | 'texts'>) => void;
}

/** The chips of a view's list filters (one per value) and text filters (one each), in the view's order. */
export function viewChips<L extends string, T extends string>(
  view: Pick<InventoryView<L, T>, 'lists' | 'texts'>, options: FilterChipOptions<L, T>,
): FilterChip[] {
  const chips: FilterChip[] = [];
  for (const [key, values] of Object.entries(view.lists) as [L, string[] | undefined][]) {
    for (const value of values ?? []) {
      chips.push({
        id: `${key}=${value}`, label: options.label(key), value: options.valueLabel?.(key, value) ?? value,
        onRemove: () => options.onChange({ lists: { ...view.lists, [key]: values!.filter((v) => v !== value) }, texts: view.texts }),
      });
    }
  }
  for (const [key, value] of Object.entries(view.texts) as [T, string | undefined][]) {
    if (!value) continue;
    chips.push({
      id: `${key}=${value}`, label: options.label(key), value,
      onRemove: () => options.onChange({ lists: view.lists, texts: Object.fromEntries(Object.entries(view.texts).filter(([k]) => k !== key)) as InventoryView<L, T>['texts'] }),
    });
  }
  return chips;
}
