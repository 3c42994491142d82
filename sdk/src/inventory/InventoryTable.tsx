import { type ColumnDef, flexRender, getCoreRowModel, type RowSelectionState, useReactTable } from '@tanstack/react-table';
import { useVirtualizer } from '@tanstack/react-virtual';
import { type ReactNode, useMemo, useRef } from 'react';
import type { SortDirection } from './inventoryView';
import { layoutFreeOptions } from './layoutFreeOptions';
import { SelectionBar } from './SelectionBar';

/** Texts of {@link InventoryTable}; English unless given. */
export interface InventoryTableLabels {
  /** `Select all rows on this page`. */
  selectPage: string;
  /** `Select ZS-CLOUD-1`. */
  selectRow: (id: string) => string;
  /** `3 selected`. */
  selected: (count: number) => string;
}

const ENGLISH: InventoryTableLabels = { selectPage: 'Select all rows on this page', selectRow: (id) => `Select ${id}`, selected: (count) => `${count} selected` };

/** Props of {@link InventoryTable}. */
export interface InventoryTableProps<T, S extends string = string> {
  /** The table's accessible name. */
  label: string;
  /** One server page. */
  rows: T[];
  /** Every column, each with an `id` (the sort key for sortable ones). */
  columns: ColumnDef<T, any>[];
  getRowId: (row: T) => string;
  /** The visible column ids, in order. */
  visibleColumns: string[];
  /** Column ids the server sorts by: their headers are buttons and carry `aria-sort`. */
  sorts: readonly S[];
  sort: S;
  dir: SortDirection;
  /** A header click: the same column turns its direction, another starts descending. */
  onSort: (sort: S, dir: SortDirection) => void;
  /** Selected row ids; with it, a checkbox column, select-all-on-page and the count appear. */
  selection?: string[];
  onSelectionChange?: (ids: string[]) => void;
  /** What a selection can do, shown beside the count (the bulk actions). */
  bulkActions?: (ids: string[]) => ReactNode;
  /** The row open in the detail drawer, marked as current. */
  openId?: string | null;
  /** The rows are the previous page's while the next loads. */
  busy?: boolean;
  /** Extra attributes per row (`data-*`), for a screen's own tests and tooling. */
  rowAttributes?: (row: T) => Record<`data-${string}`, string>;
  /** Estimated row height in pixels; 52. */
  rowHeight?: number;
  labels?: Partial<InventoryTableLabels>;
}

const SELECT = '__select';

/**
 * One server page of an inventory. Sorting, paging and filtering happen on the server; rows are virtualised, so a
 * 200-row page keeps only the rows in view in the DOM. Columns show in the order and set the view names.
 */
export function InventoryTable<T, S extends string = string>(props: InventoryTableProps<T, S>) {
  const { label, rows: data, columns, getRowId, visibleColumns, sorts, sort, dir, onSort, selection, onSelectionChange, bulkActions, openId, busy,
    rowAttributes, rowHeight = 52 } = props;
  const text = { ...ENGLISH, ...props.labels };
  const selectable = selection !== undefined;
  const all = useMemo<ColumnDef<T, any>[]>(() => (selectable ? [selectColumn<T>(text), ...columns] : columns), [selectable, columns, text.selectPage]);
  const rowSelection = useMemo<RowSelectionState>(() => Object.fromEntries((selection ?? []).map((id) => [id, true])), [selection]);
  const order = selectable ? [SELECT, ...visibleColumns] : visibleColumns;
  const table = useReactTable({
    data, columns: all, getRowId, getCoreRowModel: getCoreRowModel(),
    manualSorting: true, manualPagination: true, manualFiltering: true, enableRowSelection: selectable,
    state: {
      rowSelection, sorting: [{ id: sort, desc: dir === 'desc' }], columnOrder: order,
      columnVisibility: Object.fromEntries(all.map((c) => [c.id!, order.includes(c.id!)])),
    },
    onRowSelectionChange: (updater) => {
      const next = typeof updater === 'function' ? updater(rowSelection) : updater;
      onSelectionChange?.(Object.keys(next).filter((id) => next[id]));
    },
  });
  const scroller = useRef<HTMLDivElement>(null);
  const rows = table.getRowModel().rows;
  // Until the box is measured (with the next frame's layout, see layoutFreeOptions), as tall as the window: the first
  // render draws the rows that can be on screen, not the whole page of rows.
  const virtual = useVirtualizer({ count: rows.length, getScrollElement: () => scroller.current, estimateSize: () => rowHeight, overscan: 10,
    initialRect: { width: 0, height: typeof window === 'undefined' ? 0 : window.innerHeight }, ...layoutFreeOptions });
  const measured = virtual.getVirtualItems();
  // Where there is no layout (a box measured 0 high) every row renders.
  const shown = measured.length > 0 ? measured : rows.map((_, index) => ({ index, start: 0, end: 0 }));
  const padTop = measured[0]?.start ?? 0;
  const padBottom = measured.length ? virtual.getTotalSize() - measured[measured.length - 1]!.end : 0;
  const width = order.length;

  return (
    <div className="pl-inventory">
      {selectable && <SelectionBar count={selection.length} label={text.selected}>{bulkActions?.(selection)}</SelectionBar>}
      <div className="pl-inventory__scroll" ref={scroller} aria-busy={busy ?? false}>
        <table className="pl-inventory__table" aria-label={label} aria-rowcount={rows.length + 1}>
          <thead>
            {table.getHeaderGroups().map((group) => (
              <tr key={group.id}>
                {group.headers.map((header) => {
                  const id = header.column.id;
                  const sortable = (sorts as readonly string[]).includes(id);
                  const active = sort === id;
                  const content = flexRender(header.column.columnDef.header, header.getContext());
                  return (
                    <th key={header.id} scope="col" aria-sort={sortable ? (active ? (dir === 'asc' ? 'ascending' : 'descending') : 'none') : undefined}>
                      {sortable ? (
                        <button type="button" className="pl-inventory__sort" onClick={() => onSort(id as S, active && dir === 'desc' ? 'asc' : 'desc')}>
                          {content}
                          <span aria-hidden="true">{active ? (dir === 'asc' ? ' ▲' : ' ▼') : ''}</span>
                        </button>
                      ) : content}
                    </th>
                  );
                })}
              </tr>
            ))}
          </thead>
          <tbody>
            {padTop > 0 && <tr aria-hidden="true"><td colSpan={width} style={{ height: padTop }} /></tr>}
            {shown.map((v) => {
              const row = rows[v.index]!;
              const classes = [row.getIsSelected() && 'is-selected', openId === row.id && 'is-open'].filter(Boolean).join(' ');
              return (
                <tr key={row.id} data-row-id={row.id} {...rowAttributes?.(row.original)} className={classes || undefined}
                  aria-current={openId === row.id ? 'true' : undefined}>
                  {row.getVisibleCells().map((cell) => <td key={cell.id}>{flexRender(cell.column.columnDef.cell, cell.getContext())}</td>)}
                </tr>
              );
            })}
            {padBottom > 0 && <tr aria-hidden="true"><td colSpan={width} style={{ height: padBottom }} /></tr>}
          </tbody>
        </table>
      </div>
    </div>
  );
}

function selectColumn<T>(text: InventoryTableLabels): ColumnDef<T, any> {
  return {
    id: SELECT,
    header: ({ table }) => (
      <input type="checkbox" aria-label={text.selectPage} checked={table.getIsAllRowsSelected()}
        ref={(el) => { if (el) el.indeterminate = table.getIsSomeRowsSelected(); }} onChange={table.getToggleAllRowsSelectedHandler()} />
    ),
    cell: ({ row }) => (
      <input type="checkbox" aria-label={text.selectRow(row.id)} checked={row.getIsSelected()} onChange={row.getToggleSelectedHandler()} />
    ),
  };
}
