import { SESSION_METHODS, type SessionLogEntry, type TelemetrySessionInsights } from '@palisade/contracts/connectors';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useMemo, useRef } from 'react';
import { useHttp, usePluginTranslation } from '@palisade/sdk';
import {
  CLEAR_INVENTORY_FILTERS, type ColumnDef, ColumnChooser, createColumnHelper, ExportCsvButton, FilterChips, hasInventoryFilters, InventoryPager,
  InventoryStatus, InventoryTable, MultiSelectFilter, pageSizesOf, useInventoryView, viewChips, visibleColumns,
} from '@palisade/sdk/inventory';
import { formatBytes, SESSION_EXPORT_PATH, TELEMETRY_VIEWS } from '../telemetry/telemetryApi';
import { SESSION_COLUMNS, SESSION_VIEW_CODEC, SESSION_VIEW_SPEC, sessionLogQuery, withCursor } from './sessionLogView';

const col = createColumnHelper<SessionLogEntry>();
const timeFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'medium' });

/** The session log on the inventory kit: filters, sort, columns and page in the URL, and CSV export of the filtered log. */
export function SessionLog({ insights }: { insights: TelemetrySessionInsights | undefined }) {
  const { t } = usePluginTranslation();
  const http = useHttp();
  const [view, update] = useInventoryView(SESSION_VIEW_CODEC);
  const key = sessionLogQuery(view).toString().replace(/from=\d+&to=\d+/, view.range);
  // Where each page of this view starts, learnt from the page before it: Next seeks there instead of skipping rows.
  const cursors = useRef(new Map<string, string>());
  const pageKey = (p: number) => key.replace(/(^|&)page=\d+/, `$1page=${p}`);
  const after = cursors.current.get(key);
  const page = useQuery({
    queryKey: ['connectors', 'sessions', key, after ?? ''],
    queryFn: ({ signal }) => TELEMETRY_VIEWS.sessionLog(http, withCursor(sessionLogQuery(view), after), signal), placeholderData: keepPreviousData,
  });
  const next = (to: number) => {
    if (to === view.page + 1 && page.data?.nextCursor && !page.isPlaceholderData) cursors.current.set(pageKey(to), page.data.nextCursor);
    update({ page: to });
  };
  const columns = useMemo((): ColumnDef<SessionLogEntry, any>[] => SESSION_COLUMNS.map((id) => {
    if (id === 'startedAt') return col.accessor('startedAt', { id, header: t('sessions.col.startedAt'), cell: (c) => timeFormat.format(new Date(c.getValue())) });
    if (id === 'txBytes' || id === 'rxBytes') return col.accessor(id, { id, header: t(`sessions.col.${id}`), cell: (c) => formatBytes(c.getValue()) });
    if (id === 'durationMs') return col.accessor(id, { id, header: t('sessions.col.durationMs'), cell: (c) => `${(c.getValue() / 1000).toLocaleString('en-US', { maximumFractionDigits: 1 })} s` });
    return col.accessor(id, { id, header: t(`sessions.col.${id}`) });
  }), [t]);
  const options = (values: readonly string[]) => values.map((value) => ({ value, label: value }));
  const filters = {
    method: options(SESSION_METHODS), location: options(insights?.locations.map((l) => l.value) ?? []),
    user: options(insights?.users.map((u) => u.value) ?? []), application: options(insights?.applications.map((a) => a.value) ?? []),
  } as const;
  const visible = visibleColumns(SESSION_VIEW_SPEC, view);
  const rows = page.status === 'success' ? page.data : undefined;
  return (
    <section aria-labelledby="cn-session-log" className="cn-session-log">
      <h2 id="cn-session-log">{t('sessions.log')}</h2>
      <div className="cn-filters">
        {(Object.keys(filters) as (keyof typeof filters)[]).map((f) => (
          <MultiSelectFilter key={f} label={t(`sessions.col.${f}`)} options={filters[f]} values={view.lists[f] ?? []}
            onChange={(values) => update({ lists: { ...view.lists, [f]: values } })} />
        ))}
        <ColumnChooser columns={SESSION_COLUMNS.map((id) => ({ id, label: t(`sessions.col.${id}`) }))} visible={visible} fixed={SESSION_VIEW_SPEC.fixedColumns}
          onChange={(next) => update({ columns: next }, { keepPage: true })} />
        <ExportCsvButton path={SESSION_EXPORT_PATH} query={() => sessionLogQuery(view, false).toString()} />
      </div>
      <FilterChips chips={viewChips(view, { label: (k) => t(`sessions.col.${k}`), onChange: (change) => update(change) })} onClearAll={() => update(CLEAR_INVENTORY_FILTERS)} />
      <InventoryStatus status={page.status} error={page.error} onRetry={() => void page.refetch()} empty={rows?.total === 0}
        filtered={hasInventoryFilters(view)} onClearFilters={() => update(CLEAR_INVENTORY_FILTERS)}>
        {rows && (
          <>
            <InventoryTable label={t('sessions.log')} rows={rows.items} columns={columns} getRowId={(s) => s.id} visibleColumns={visible}
              sorts={SESSION_VIEW_SPEC.sorts} sort={view.sort} dir={view.dir} onSort={(sort, dir) => update({ sort, dir })} busy={page.isPlaceholderData} />
            <InventoryPager page={view.page} pageSize={view.pageSize} pageSizes={pageSizesOf(SESSION_VIEW_SPEC)} shown={rows.items.length}
              total={rows.totalCapped ? Math.max(rows.total, (view.page - 1) * view.pageSize + rows.items.length + (rows.hasMore ? 1 : 0)) : rows.total}
              labels={rows.totalCapped ? {
                summary: (from, to) => t('sessions.moreThan', { from: from.toLocaleString(), to: to.toLocaleString(), total: rows.total.toLocaleString() }),
                page: (p) => t('sessions.pageOpen', { page: p }),
              } : {}}
              onPage={next} onPageSize={(pageSize) => update({ pageSize })} />
          </>
        )}
      </InventoryStatus>
    </section>
  );
}
