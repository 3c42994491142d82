import { type FormEvent, useEffect, useId, useState } from 'react';
import { Button } from '../ui/Button';
import type { InventoryView } from './inventoryView';
import { type FilterOption, MultiSelectFilter } from './MultiSelectFilter';

/** One filter menu of {@link InventoryFilterBar}: the view's list filter it sets, its name, and the values offered. */
export interface InventoryFilterMenu<L extends string = string> {
  /** The view's list filter the menu sets (`severity`). */
  key: L;
  /** The menu's name (`Severity`). */
  label: string;
  /** The values offered, with the labels the user reads. */
  options: FilterOption[];
}

/** Texts of {@link InventoryFilterBar}. */
export interface InventoryFilterBarLabels {
  /** Names the search form (`Search cloud accounts`). */
  search: string;
  /** The search box's label (`Name or ID`). */
  q: string;
  /** The search form's submit button (`Apply`). */
  apply: string;
}

/** Props of {@link InventoryFilterBar}. */
export interface InventoryFilterBarProps<L extends string> {
  /** The screen's view: its list filters and its `q` search. */
  view: Pick<InventoryView<L, 'q'>, 'lists' | 'texts'>;
  /** The menus, in the order shown. */
  menus: InventoryFilterMenu<L>[];
  /** The search form's texts. */
  labels: InventoryFilterBarLabels;
  /** Applies a change of the view's filters. */
  onChange: (change: Partial<Pick<InventoryView<L, 'q'>, 'lists' | 'texts'>>) => void;
  /** The bar's class, for the page's layout. */
  className?: string;
}

/**
 * An inventory screen's filters: a search box for the view's `q` text filter, applied on submit, and a
 * {@link MultiSelectFilter} per list filter, applied at once. The search box follows the view when the URL changes.
 *
 * @example
 * ```tsx
 * <InventoryFilterBar view={view} onChange={update} labels={{ search: 'Search findings', q: 'Rule or file', apply: 'Apply' }}
 *   menus={[{ key: 'severity', label: 'Severity', options: [{ value: 'High', label: 'High' }] }]} />
 * ```
 */
export function InventoryFilterBar<L extends string>({ view, menus, labels, onChange, className }: InventoryFilterBarProps<L>) {
  const id = useId();
  const [q, setQ] = useState(view.texts.q ?? '');
  useEffect(() => setQ(view.texts.q ?? ''), [view.texts.q]);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onChange({ texts: q.trim() ? { q: q.trim() } : {} });
  };
  return (
    <div className={className}>
      <form role="search" onSubmit={submit} aria-label={labels.search}>
        <label htmlFor={id}>{labels.q}</label>{' '}
        <input id={id} type="search" value={q} onChange={(e) => setQ(e.target.value)} />{' '}
        <Button type="submit" variant="secondary">{labels.apply}</Button>
      </form>
      {menus.map((menu) => (
        <MultiSelectFilter key={menu.key} label={menu.label} options={menu.options} values={view.lists[menu.key] ?? []}
          onChange={(values) => onChange({ lists: { ...view.lists, [menu.key]: values } })} />
      ))}
    </div>
  );
}
