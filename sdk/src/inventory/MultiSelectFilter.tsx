import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';

/** One value a filter menu offers: what the URL and server use, and what the user reads. */
export interface FilterOption { value: string; label: string }

/** Texts of {@link MultiSelectFilter}; English unless given. */
export interface MultiSelectFilterLabels {
  /** The button when nothing is chosen; `Any`. */
  any: string;
  /** The button when more than two are chosen; `3 selected`. */
  selected: (count: number) => string;
  /** `Search Region`. */
  searchIn: (label: string) => string;
  /** `No values to choose from`. */
  noOptions: string;
  /** `No value matches`. */
  noMatch: string;
  /** `Clear Region`. */
  clearOne: (label: string) => string;
}

const ENGLISH: MultiSelectFilterLabels = {
  any: 'Any', selected: (count) => `${count} selected`, searchIn: (label) => `Search ${label}`, noOptions: 'No values to choose from',
  noMatch: 'No value matches', clearOne: (label) => `Clear ${label}`,
};

/** Props of {@link MultiSelectFilter}. */
export interface MultiSelectFilterProps {
  /** The filter's name ("Region"). */
  label: string;
  options: FilterOption[];
  values: string[];
  onChange: (values: string[]) => void;
  labels?: Partial<MultiSelectFilterLabels>;
}

/** Lists longer than this get a search box. */
const SEARCH_FROM = 8;

/**
 * A filter menu taking several values: a button (its name says what is chosen) opens a list of checkboxes.
 * Escape closes it back to the button; a click or Tab outside closes it too; arrow keys move between the boxes.
 * Values from the URL that the options do not (yet) hold are listed too, so a link shows everything it filters on.
 */
export function MultiSelectFilter({ label, options, values, onChange, labels }: MultiSelectFilterProps) {
  const text = { ...ENGLISH, ...labels };
  const [open, setOpen] = useState(false);
  const [search, setSearch] = useState('');
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const labelId = useId();
  const buttonId = useId();
  const listId = useId();
  const known = new Set(options.map((o) => o.value));
  const all = [...values.filter((v) => !known.has(v)).map((v) => ({ value: v, label: v })), ...options];
  const labelOf = (v: string) => all.find((o) => o.value === v)?.label ?? v;
  const summary = values.length === 0 ? text.any : values.length <= 2 ? values.map(labelOf).join(', ') : text.selected(values.length);
  const needle = search.trim().toLowerCase();
  const shown = needle ? all.filter((o) => o.label.toLowerCase().includes(needle) || o.value.toLowerCase().includes(needle)) : all;

  const close = (focusButton: boolean) => {
    setOpen(false);
    setSearch('');
    if (focusButton) button.current?.focus();
  };
  useEffect(() => {
    if (!open) return undefined;
    const outside = (e: MouseEvent) => { if (!root.current?.contains(e.target as Node)) close(false); };
    document.addEventListener('mousedown', outside);
    return () => document.removeEventListener('mousedown', outside);
  }, [open]);
  useEffect(() => {
    if (open) root.current?.querySelector<HTMLInputElement>('.pl-multi__pop input')?.focus();
  }, [open]);

  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    if (e.key === 'Escape' && open) {
      e.stopPropagation();
      close(true);
      return;
    }
    if (e.key !== 'ArrowDown' && e.key !== 'ArrowUp') return;
    const inputs = [...(root.current?.querySelectorAll<HTMLInputElement>('.pl-multi__pop input') ?? [])];
    const at = inputs.indexOf(document.activeElement as HTMLInputElement);
    const next = inputs[Math.min(inputs.length - 1, Math.max(0, at + (e.key === 'ArrowDown' ? 1 : -1)))];
    if (next) {
      e.preventDefault();
      next.focus();
    }
  };
  const toggle = (value: string, on: boolean) => onChange(on ? [...values, value] : values.filter((v) => v !== value));

  return (
    <div className="pl-field pl-multi" ref={root} onKeyDown={onKeyDown}
      // Tabbing past the list closes it, so it never hides the controls the focus moved to.
      onBlur={(e) => { if (open && e.relatedTarget && !root.current?.contains(e.relatedTarget as Node)) close(false); }}>
      <span id={labelId}>{label}</span>
      <button ref={button} id={buttonId} type="button" className="pl-multi__button" aria-expanded={open} aria-controls={open ? listId : undefined}
        aria-labelledby={`${labelId} ${buttonId}`} onClick={() => (open ? close(false) : setOpen(true))}>
        {summary}<span aria-hidden="true"> ▾</span>
      </button>
      {open && (
        <div id={listId} className="pl-multi__pop" role="group" aria-labelledby={labelId}>
          {all.length > SEARCH_FROM && (
            <input type="search" aria-label={text.searchIn(label)} value={search} onChange={(e) => setSearch(e.target.value)} />
          )}
          {all.length === 0 && <p className="pl-multi__none">{text.noOptions}</p>}
          {all.length > 0 && shown.length === 0 && <p className="pl-multi__none">{text.noMatch}</p>}
          <ul>
            {shown.map((o) => (
              <li key={o.value}>
                <label>
                  <input type="checkbox" checked={values.includes(o.value)} onChange={(e) => toggle(o.value, e.target.checked)} />
                  {o.label}
                </label>
              </li>
            ))}
          </ul>
          {values.length > 0 && (
            <button type="button" className="pl-link" onClick={() => onChange([])}>{text.clearOne(label)}</button>
          )}
        </div>
      )}
    </div>
  );
}
