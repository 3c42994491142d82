import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { Button } from '../ui/Button';

/** A column the chooser offers. */
export interface ChoosableColumn { id: string; label: string }

/** Texts of {@link ColumnChooser}; English unless given. */
export interface ColumnChooserLabels {
  /** The button; `Columns`. */
  button: string;
  /** `Move Severity up`. */
  moveUp: (column: string) => string;
  /** `Move Severity down`. */
  moveDown: (column: string) => string;
  /** `Reset columns`. */
  reset: string;
  /** Why a box cannot be cleared; `Always shown`. */
  fixed: string;
}

const ENGLISH: ColumnChooserLabels = {
  button: 'Columns', moveUp: (c) => `Move ${c} up`, moveDown: (c) => `Move ${c} down`, reset: 'Reset columns', fixed: 'Always shown',
};

/** Props of {@link ColumnChooser}. */
export interface ColumnChooserProps {
  /** Every column, in the default order. */
  columns: ChoosableColumn[];
  /** The visible column ids, in order. */
  visible: string[];
  /** Columns that cannot be hidden. */
  fixed?: readonly string[];
  /** The new visible columns in order; null resets to the screen's default. */
  onChange: (visible: string[] | null) => void;
  labels?: Partial<ColumnChooserLabels>;
}

/**
 * Shows, hides and orders a table's columns: a button opens a list of the visible columns (in order, each with move
 * up and down) and then the hidden ones. Escape or a click outside closes it; Reset goes back to the default.
 */
export function ColumnChooser({ columns, visible, fixed = [], onChange, labels }: ColumnChooserProps) {
  const text = { ...ENGLISH, ...labels };
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const labelOf = (id: string) => columns.find((c) => c.id === id)?.label ?? id;
  const hidden = columns.filter((c) => !visible.includes(c.id)).map((c) => c.id);
  useEffect(() => {
    if (!open) return undefined;
    const outside = (e: MouseEvent) => { if (!root.current?.contains(e.target as Node)) setOpen(false); };
    document.addEventListener('mousedown', outside);
    return () => document.removeEventListener('mousedown', outside);
  }, [open]);
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key !== 'Escape' || !open) return;
    e.stopPropagation();
    setOpen(false);
    button.current?.focus();
  };
  const toggle = (id: string, on: boolean) => onChange(on ? [...visible, id] : visible.filter((v) => v !== id));
  const move = (index: number, by: -1 | 1) => {
    const next = [...visible];
    [next[index], next[index + by]] = [next[index + by]!, next[index]!];
    onChange(next);
  };
  const row = (id: string, index: number | null) => (
    <li key={id} className="pl-columns__item">
      <label>
        {/* The last visible column stays: a table of no columns shows nothing to choose again from. */}
        <input type="checkbox" checked={index !== null} disabled={fixed.includes(id) || (index !== null && visible.length === 1)}
          title={fixed.includes(id) ? text.fixed : undefined}
          onChange={(e) => toggle(id, e.target.checked)} />
        {labelOf(id)}
      </label>
      {index !== null && (
        <span className="pl-columns__move">
          <button type="button" aria-label={text.moveUp(labelOf(id))} disabled={index === 0} onClick={() => move(index, -1)}>
            <span aria-hidden="true">↑</span>
          </button>
          <button type="button" aria-label={text.moveDown(labelOf(id))} disabled={index === visible.length - 1} onClick={() => move(index, 1)}>
            <span aria-hidden="true">↓</span>
          </button>
        </span>
      )}
    </li>
  );
  return (
    <div className="pl-columns" ref={root} onKeyDown={onKeyDown}>
      <button ref={button} type="button" className="pl-button pl-button--secondary" aria-expanded={open} aria-controls={open ? panelId : undefined}
        onClick={() => setOpen(!open)}>
        {text.button}<span aria-hidden="true"> ▾</span>
      </button>
      {open && (
        <div id={panelId} className="pl-columns__panel" role="group" aria-label={text.button}>
          <ul>{visible.map((id, index) => row(id, index))}{hidden.map((id) => row(id, null))}</ul>
          <Button variant="secondary" onClick={() => onChange(null)}>{text.reset}</Button>
        </div>
      )}
    </div>
  );
}
