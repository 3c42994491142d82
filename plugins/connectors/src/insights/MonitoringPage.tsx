import type { ConnectorHealth } from '@palisade/contracts/connectors';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { Link } from 'react-router';
import { useHttp, usePluginTranslation } from '@palisade/sdk';
import { LineChart } from '@palisade/sdk/charts';
import {
  CLEAR_INVENTORY_FILTERS, type ColumnDef, createColumnHelper, FilterChips, hasInventoryFilters, InventoryPager, InventoryStatus, InventoryTable,
  MultiSelectFilter, pageSizesOf, useInventoryView, viewChips, visibleColumns,
} from '@palisade/sdk/inventory';
import { TELEMETRY_VIEWS } from '../telemetry/telemetryApi';
import { TelemetryLayout } from '../telemetry/TelemetryLayout';
import { toTimePoints } from '../telemetry/toTimePoints';
import { telemetryHref } from '../telemetry/useRangeParam';
import { ConnectorStatus } from './ConnectorStatus';
import { MONITORING_VIEW_CODEC, MONITORING_VIEW_SPEC, monitoringQuery } from './monitoringView';

const pct = (n: number | null) => (n === null ? '–' : `${n}%`);
const col = createColumnHelper<ConnectorHealth>();
const PAGE = '/admin/connectors/monitoring';

/**
 * `/admin/connectors/monitoring`: the Cloud and Branch Connectors' health, CPU, memory, tunnels and version, filtered,
 * sorted and paged by the server with the view in the URL; an alert for each that is down; a chosen connector's charts.
 */
export default function MonitoringPage() {
  const { t } = usePluginTranslation();
  const http = useHttp();
  const [view, update] = useInventoryView(MONITORING_VIEW_CODEC);
  const query = monitoringQuery(view);
  const key = query.toString().replace(/from=\d+&to=\d+/, view.range);
  const health = useQuery({
    queryKey: ['connectors', 'telemetry', 'health', key], placeholderData: keepPreviousData,
    queryFn: ({ signal }) => TELEMETRY_VIEWS.health(http, query, signal),
  });
  const h = health.status === 'success' ? health.data : undefined;
  const columns = useMemo((): ColumnDef<ConnectorHealth, any>[] => [
    col.accessor('name', { id: 'name', header: t('insights.col.name'), cell: (c) => <Link to={telemetryHref(PAGE, view.range, { connector: c.row.original.id })}>{c.getValue()}</Link> }),
    col.accessor('kind', { id: 'kind', header: t('insights.col.kind'), cell: (c) => t(`insights.kind.${c.getValue()}`) }),
    col.accessor('group', { id: 'group', header: t('insights.col.group') }),
    col.accessor('location', { id: 'location', header: t('insights.col.location') }),
    col.accessor('status', { id: 'status', header: t('insights.col.health'), cell: (c) => <ConnectorStatus status={c.getValue()} /> }),
    col.accessor('availability', { id: 'availability', header: t('insights.col.availability'), cell: (c) => pct(c.getValue()) }),
    col.accessor('cpuAvg', { id: 'cpu', header: t('insights.col.cpu'), cell: (c) => t('insights.avgMax', { avg: pct(c.getValue()), max: pct(c.row.original.cpuMax) }) }),
    col.accessor('memAvg', { id: 'memory', header: t('insights.col.memory'), cell: (c) => t('insights.avgMax', { avg: pct(c.getValue()), max: pct(c.row.original.memMax) }) }),
    col.accessor('tunnelsUp', { id: 'tunnels', header: t('insights.col.tunnels'), cell: (c) => t('insights.tunnelsUp', { up: c.getValue(), total: c.row.original.tunnelsTotal }) }),
    col.accessor('version', { id: 'version', header: t('insights.col.version') }),
  ], [t, view.range]);
  const options = (values: readonly string[], label: (v: string) => string = (v) => v) => values.map((value) => ({ value, label: label(value) }));
  const menus = {
    status: options(['up', 'down', 'unknown'], (s) => t(`insights.status.${s}`)), kind: options(['cloud', 'branch'], (k) => t(`insights.kind.${k}`)),
    location: options(h?.locations ?? view.lists.location ?? []),
  } as const;
  const menuLabel = (key: string) => t(`insights.col.${key === 'status' ? 'health' : key}`);
  const chosen = view.connector ? h?.connectors.find((c) => c.id === view.connector) : undefined;
  return (
    <TelemetryLayout title={t('insights.monitoring')}>
      {h && h.alerts.length > 0 && (
        <div role="alert" className="cn-alert">
          <strong>{t('insights.downAlert', { count: h.alerts.length })}</strong>
          <ul>{h.alerts.map((a) => (
            <li key={a.id}>{t('insights.downSince', { name: a.name, location: a.location, since: a.since ? new Date(a.since).toLocaleString() : t('insights.never') })}</li>
          ))}</ul>
        </div>
      )}
      {(view.connector || hasInventoryFilters(view)) && <p><Link to={telemetryHref(PAGE, view.range)}>{t('insights.showAll')}</Link></p>}
      <div className="cn-filters">
        {(Object.keys(menus) as (keyof typeof menus)[]).map((f) => (
          <MultiSelectFilter key={f} label={menuLabel(f)} options={menus[f]} values={view.lists[f] ?? []}
            onChange={(values) => update({ lists: { ...view.lists, [f]: values } })} />
        ))}
      </div>
      <FilterChips chips={viewChips(view, { label: menuLabel, valueLabel: (k, v) => menus[k as keyof typeof menus]?.find((o) => o.value === v)?.label ?? v, onChange: (change) => update(change) })}
        onClearAll={() => update(CLEAR_INVENTORY_FILTERS)} />
      <InventoryStatus status={health.status} error={health.error} onRetry={() => void health.refetch()} empty={h?.total === 0}
        filtered={hasInventoryFilters(view)} onClearFilters={() => update(CLEAR_INVENTORY_FILTERS)}>
        {h && (
          <>
            <InventoryTable label={t('insights.connectorHealth')} rows={h.connectors} columns={columns} getRowId={(c) => c.id} visibleColumns={visibleColumns(MONITORING_VIEW_SPEC, view)}
              rowAttributes={(c) => ({ 'data-connector': c.id })} sorts={MONITORING_VIEW_SPEC.sorts} sort={view.sort} dir={view.dir}
              onSort={(sort, dir) => update({ sort, dir })} busy={health.isPlaceholderData} />
            <InventoryPager page={view.page} pageSize={view.pageSize} pageSizes={pageSizesOf(MONITORING_VIEW_SPEC)} total={h.total} shown={h.connectors.length}
              onPage={(page) => update({ page })} onPageSize={(pageSize) => update({ pageSize })} />
          </>
        )}
      </InventoryStatus>
      {chosen && h && (
        <div className="cn-panels">
          <LineChart title={t('insights.cpuOf', { name: chosen.name })} unit="%" points={toTimePoints(h.cpu, h.range.step, { average: 'CPU' })} series={['CPU']} />
          <LineChart title={t('insights.memoryOf', { name: chosen.name })} unit="%" points={toTimePoints(h.memory, h.range.step, { average: 'Memory' })} series={['Memory']} />
        </div>
      )}
    </TelemetryLayout>
  );
}
