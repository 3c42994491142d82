import { HEALTH_FILTERS, HEALTH_SORTS } from '@palisade/contracts/connectors';
import type { TimeRangeId } from '@palisade/sdk';
import { defineInventoryView, type InventoryView, type InventoryViewCodec, parseInventoryView, serialiseInventoryView } from '@palisade/sdk/inventory';
import { rangeQuery } from '../telemetry/telemetryApi';
import { DEFAULT_RANGE, rangeFrom } from '../telemetry/useRangeParam';

export const MONITORING_COLUMNS = ['name', 'kind', 'group', 'location', 'status', 'availability', 'cpu', 'memory', 'tunnels', 'version'] as const;

export const MONITORING_VIEW_SPEC = defineInventoryView({
  lists: HEALTH_FILTERS, texts: [], sorts: HEALTH_SORTS, defaultSort: 'name', defaultDir: 'asc', columns: MONITORING_COLUMNS, fixedColumns: ['name'],
  pageSizes: [25, 50, 100, 200], defaultPageSize: 50,
});

/** The monitoring list's view: the kit's filters, sort and page, the section 9 range, and the connector whose charts show. */
export type MonitoringView = InventoryView<(typeof HEALTH_FILTERS)[number], never, (typeof HEALTH_SORTS)[number]> & { range: TimeRangeId; connector: string | null };

export const MONITORING_VIEW_CODEC: InventoryViewCodec<MonitoringView> = {
  parse: (params) => ({ ...parseInventoryView(MONITORING_VIEW_SPEC, params), range: rangeFrom(params), connector: params.get('connector') || null }),
  // The range and the connector first, as the screens' links write them.
  serialise: (view) => {
    const params = new URLSearchParams();
    if (view.range !== DEFAULT_RANGE) params.set('range', view.range);
    if (view.connector) params.set('connector', view.connector);
    for (const [key, value] of serialiseInventoryView(MONITORING_VIEW_SPEC, view)) params.append(key, value);
    return params;
  },
};

/** The server's query for a view: the range computed now, the filters, the connector, the sort and the page. */
export function monitoringQuery(view: MonitoringView): URLSearchParams {
  const params = rangeQuery(view.range, { connector: view.connector ?? undefined });
  for (const [key, values] of Object.entries(view.lists)) if (values?.length) params.set(key, values.join(','));
  params.set('sort', view.sort);
  params.set('dir', view.dir);
  params.set('page', String(view.page));
  params.set('pageSize', String(view.pageSize));
  return params;
}
