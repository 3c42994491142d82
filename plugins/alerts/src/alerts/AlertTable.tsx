import { flexRender, getCoreRowModel, type RowSelectionState, useReactTable } from '@tanstack/react-table';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useMemo, useRef } from 'react';
import { usePluginTranslation } from '@palisade/sdk';
import { alertColumns, isSortKey } from './alertColumns';
import type { Alert, AlertKind } from './alertsApi';
import type { AlertView } from './alertView';

export interface AlertTableProps {
  kind: AlertKind;
  items: Alert[];
  view: AlertView;
  busy: boolean;
  selection: RowSelectionState;
  onSelectionChange: (next: RowSelectionState) => void;
  onSort: (sort: AlertView['sort'], dir: AlertView['dir']) => void;
  onOpen: (id: string) => void;
}

const ROW_HEIGHT = 52;

/**
 * One server page of alerts. Sorting, paging and filtering happen on the server (manual modes); rows are virtualised
 * so a 200-row page keeps only the visible rows in the DOM.
 */
export function AlertTable({ kind, items, view, busy, selection, onSelectionChange, onSort, onOpen }: AlertTableProps) {
  const { t } = usePluginTranslation();
  const columns = useMemo(() => alertColumns(kind, t, onOpen), [kind, t, onOpen]);
  const table = useReactTable({
    data: items, columns, getRowId: (a) => a.id, getCoreRowModel: getCoreRowModel(),
    manualSorting: true, manualPagination: true, manualFiltering: true, enableRowSelection: true,
    state: { rowSelection: selection, sorting: [{ id: view.sort, desc: view.dir === 'desc' }] },
    onRowSelectionChange: (updater) => onSelectionChange(typeof updater === 'function' ? updater(selection) : updater),
  });
  const scroller = useRef<HTMLDivElement>(null);
  const rows = table.getRowModel().rows;
  const virtual = useVirtualizer({ count: rows.length, getScrollElement: () => scroller.current, estimateSize: () => ROW_HEIGHT, overscan: 10,
  });
  const measured = virtual.getVirtualItems();
  // Before the first measurement (and where there is no layout) every row renders.
  const items_ = measured.length > 0 ? measured : rows.map((_, index) => ({ index, start: 0, end: 0 }));
  const padTop = measured[0]?.start ?? 0;
  const padBottom = measured.length ? virtual.getTotalSize() - measured[measured.length - 1]!.end : 0;
  const width = columns.length;

  return (
    <div className="alerts-table-scroll" ref={scroller} aria-busy={busy}>
      <table className="alerts-table" aria-label={t(kind === 'iac' ? 'table.labelIac' : 'table.labelCloud')} aria-rowcount={rows.length + 1}>
        <thead>
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id}>
              {group.headers.map((header) => {
                const id = header.column.id;
                const sortable = isSortKey(id) && header.column.getCanSort();
                const active = view.sort === id;
                return (
                  <th key={header.id} scope="col" aria-sort={active ? (view.dir === 'asc' ? 'ascending' : 'descending') : undefined}>
                    {sortable ? (
                      <button type="button" className="alerts-sort" onClick={() => onSort(id, active && view.dir === 'desc' ? 'asc' : 'desc')}>
                        {flexRender(header.column.columnDef.header, header.getContext())}
                        <span aria-hidden="true">{active ? (view.dir === 'asc' ? ' ▲' : ' ▼') : ''}</span>
                      </button>
                    ) : flexRender(header.column.columnDef.header, header.getContext())}
                  </th>
                );
              })}
            </tr>
          ))}
        </thead>
        <tbody>
          {padTop > 0 && <tr aria-hidden="true"><td colSpan={width} style={{ height: padTop }} /></tr>}
          {items_.map((v) => {
            const row = rows[v.index]!;
            return (
              <tr key={row.id} data-alert-id={row.id} className={row.getIsSelected() ? 'is-selected' : undefined}>
                {row.getVisibleCells().map((cell) => <td key={cell.id}>{flexRender(cell.column.columnDef.cell, cell.getContext())}</td>)}
              </tr>
            );
          })}
          {padBottom > 0 && <tr aria-hidden="true"><td colSpan={width} style={{ height: padBottom }} /></tr>}
        </tbody>
      </table>
    </div>
  );
}
