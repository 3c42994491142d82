import type { ListedConnectorKind } from '@palisade/contracts/connectors';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type FormEvent, useEffect, useId, useMemo, useState } from 'react';
import { Button, useHttp, usePluginTranslation } from '@palisade/sdk';
import {
  CLEAR_INVENTORY_FILTERS, type ColumnDef, ExportCsvButton, FilterChips, type FilterOption, hasInventoryFilters, InventoryPager, InventoryStatus,
  InventoryTable, MultiSelectFilter, pageSizesOf, useInventoryView, viewChips, visibleColumns,
} from '@palisade/sdk/inventory';
import { connectorKeys, exportPath, fetchPage } from '../shared/connectorsApi';
import { objectListCodec, objectListQuery, objectListSpec } from './objectListView';

/** One filter menu of a list: its field, its name, and the values offered. */
export interface ListMenu { key: string; label: string; options: FilterOption[] }

export interface ObjectListProps<T> {
  kind: ListedConnectorKind;
  /** Names the table, the search form and the list's section. */
  label: string;
  columns: ColumnDef<T, any>[];
  menus: ListMenu[];
  /** The page's tab this list sits on, kept in the URL with the view. */
  tab?: string;
}

/**
 * A kind's list on the inventory kit: search, filter menus and chips, server-side sort and paging, CSV export of the
 * filtered list; the whole view in the URL. Rows are the caller's view (live with their pending edit over it).
 */
export function ObjectList<T extends { id: string }>({ kind, label, columns, menus, tab }: ObjectListProps<T>) {
  const { t } = usePluginTranslation();
  const http = useHttp();
  const id = useId();
  const ids = columns.map((c) => c.id!).join(',');
  const spec = useMemo(() => objectListSpec(kind, ids.split(',')), [kind, ids]);
  const codec = useMemo(() => objectListCodec(spec, tab), [spec, tab]);
  const [view, update] = useInventoryView(codec);
  const query = objectListQuery(view);
  const page = useQuery({
    queryKey: connectorKeys.page(kind, query.toString()), queryFn: ({ signal }) => fetchPage<T>(http, kind, query, signal), placeholderData: keepPreviousData,
  });
  const [q, setQ] = useState(view.texts.q ?? '');
  useEffect(() => setQ(view.texts.q ?? ''), [view.texts.q]);
  const search = (e: FormEvent) => {
    e.preventDefault();
    update({ texts: q.trim() ? { q: q.trim() } : {} });
  };
  const chipLabel = (key: string) => (key === 'q' ? t('list.search') : menus.find((m) => m.key === key)?.label ?? key);
  const valueLabel = (key: string, value: string) => menus.find((m) => m.key === key)?.options.find((o) => o.value === value)?.label ?? value;
  const rows = page.status === 'success' ? page.data : undefined;
  return (
    <div className="cn-list">
      <div className="cn-filters">
        <form role="search" aria-label={label} onSubmit={search} className="cn-search">
          <label htmlFor={`${id}-q`}>{t('list.search')}</label>
          <input id={`${id}-q`} type="search" value={q} onChange={(e) => setQ(e.target.value)} />
          <Button type="submit" variant="secondary">{t('list.apply')}</Button>
        </form>
        {menus.map((menu) => (
          <MultiSelectFilter key={menu.key} label={menu.label} options={menu.options} values={view.lists[menu.key] ?? []}
            onChange={(values) => update({ lists: { ...view.lists, [menu.key]: values } })} />
        ))}
        <ExportCsvButton path={exportPath(kind)} query={() => objectListQuery(view, false).toString()} />
      </div>
      <FilterChips chips={viewChips(view, { label: chipLabel, valueLabel, onChange: (change) => update(change) })} onClearAll={() => update(CLEAR_INVENTORY_FILTERS)} />
      <InventoryStatus status={page.status} error={page.error} onRetry={() => void page.refetch()} empty={rows?.total === 0}
        filtered={hasInventoryFilters(view)} onClearFilters={() => update(CLEAR_INVENTORY_FILTERS)}>
        {rows && (
          <>
            <InventoryTable label={label} rows={rows.items} columns={columns} getRowId={(o) => o.id} visibleColumns={visibleColumns(spec, view)}
              sorts={spec.sorts} sort={view.sort} dir={view.dir} onSort={(sort, dir) => update({ sort, dir })} busy={page.isPlaceholderData} />
            <InventoryPager page={view.page} pageSize={view.pageSize} pageSizes={pageSizesOf(spec)} total={rows.total} shown={rows.items.length}
              onPage={(next) => update({ page: next })} onPageSize={(pageSize) => update({ pageSize })} />
          </>
        )}
      </InventoryStatus>
    </div>
  );
}
