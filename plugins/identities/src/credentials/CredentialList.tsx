import { type FormEvent, useEffect, useId, useState } from 'react';
import { Button, usePluginTranslation } from '@palisade/sdk';
import {
  CLEAR_INVENTORY_FILTERS, type ColumnDef, type FilterOption, hasInventoryFilters, type InventoryView, type InventoryViewSpec, type InventoryViewUpdate,
  InventoryPager, InventoryStatus, InventoryTable, MultiSelectFilter, pageSizesOf, visibleColumns,
} from '@palisade/sdk/inventory';

export interface CredentialMenu { key: string; label: string; options: FilterOption[] }

export interface CredentialListProps<T> {
  /** Names the table and the search form. */
  label: string;
  spec: InventoryViewSpec;
  view: InventoryView;
  update: InventoryViewUpdate<InventoryView>;
  menus: CredentialMenu[];
  columns: ColumnDef<T, any>[];
  getRowId: (row: T) => string;
  result: { status: 'pending' | 'error' | 'success'; error: unknown; data?: { items: T[]; total: number }; isPlaceholderData: boolean; refetch: () => unknown };
}

/** A search box and menus over one list of rows (access keys, role assignments) with sorting and paging, all in the URL. */
export function CredentialList<T>({ label, spec, view, update, menus, columns, getRowId, result }: CredentialListProps<T>) {
  const { t } = usePluginTranslation();
  const id = useId();
  const [q, setQ] = useState(view.texts['q'] ?? '');
  useEffect(() => setQ(view.texts['q'] ?? ''), [view.texts]);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    update({ texts: q.trim() ? { q: q.trim() } : {} });
  };
  const rows = result.status === 'success' ? result.data : undefined;
  return (
    <div className="identities-view">
      <div className="identities-filters">
        <form role="search" aria-label={label} onSubmit={submit} className="identities-filter-texts">
          <span className="identities-field">
            <label htmlFor={`${id}-q`}>{t('credentials.search')}</label>
            <input id={`${id}-q`} type="search" value={q} onChange={(e) => setQ(e.target.value)} />
          </span>
          <Button type="submit" variant="secondary">{t('filter.apply')}</Button>
        </form>
        <div className="identities-filter-lists">
          {menus.map((menu) => (
            <MultiSelectFilter key={menu.key} label={menu.label} options={menu.options} values={view.lists[menu.key] ?? []}
              onChange={(values) => update({ lists: { ...view.lists, [menu.key]: values } })} />
          ))}
        </div>
      </div>
      <InventoryStatus status={result.status} error={result.error} onRetry={() => void result.refetch()} empty={rows?.total === 0}
        filtered={hasInventoryFilters(view)} onClearFilters={() => update(CLEAR_INVENTORY_FILTERS)}>
        {rows && (
          <>
            <InventoryTable label={label} rows={rows.items} columns={columns} getRowId={getRowId} visibleColumns={visibleColumns(spec, view)} sorts={spec.sorts}
              sort={view.sort} dir={view.dir} onSort={(sort, dir) => update({ sort, dir })} busy={result.isPlaceholderData} />
            <InventoryPager page={view.page} pageSize={view.pageSize} pageSizes={pageSizesOf(spec)} total={rows.total} shown={rows.items.length}
              onPage={(next) => update({ page: next })} onPageSize={(pageSize) => update({ pageSize })} />
          </>
        )}
      </InventoryStatus>
    </div>
  );
}
