import { SESSION_LOG_FILTERS, SESSION_LOG_SORTS } from '@palisade/contracts/connectors';
import type { TimeRangeId } from '@palisade/sdk';
import { defineInventoryView, type InventoryView, type InventoryViewCodec, parseInventoryView, serialiseInventoryView } from '@palisade/sdk/inventory';
import { rangeQuery } from '../telemetry/telemetryApi';
import { DEFAULT_RANGE, rangeFrom } from '../telemetry/useRangeParam';

export const SESSION_COLUMNS = ['startedAt', 'connector', 'location', 'method', 'user', 'application', 'destination', 'txBytes', 'rxBytes', 'durationMs'] as const;

export const SESSION_VIEW_SPEC = defineInventoryView({
  lists: SESSION_LOG_FILTERS, texts: [], sorts: SESSION_LOG_SORTS, defaultSort: 'startedAt', columns: SESSION_COLUMNS, fixedColumns: ['startedAt'],
  defaultHidden: ['durationMs'],
});

/** The session log's view: the kit's filters, sort, columns and page, and the section 9 range. */
export type SessionLogView = InventoryView<(typeof SESSION_LOG_FILTERS)[number], never, (typeof SESSION_LOG_SORTS)[number]> & { range: TimeRangeId };

export const SESSION_VIEW_CODEC: InventoryViewCodec<SessionLogView> = {
  parse: (params) => ({ ...parseInventoryView(SESSION_VIEW_SPEC, params), range: rangeFrom(params) }),
  serialise: (view) => {
    const params = serialiseInventoryView(SESSION_VIEW_SPEC, view);
    if (view.range !== DEFAULT_RANGE) params.set('range', view.range);
    return params;
  },
};

/** The server's query for a view: the range computed now, the filters, the sort and (for a page) the page. */
export function sessionLogQuery(view: SessionLogView, paged = true): URLSearchParams {
  const params = rangeQuery(view.range);
  for (const [key, values] of Object.entries(view.lists)) if (values?.length) params.set(key, values.join(','));
  params.set('sort', view.sort);
  params.set('dir', view.dir);
  if (paged) { params.set('page', String(view.page)); params.set('pageSize', String(view.pageSize)); }
  return params;
}

/** The query of a page that starts after a cursor the page before it gave (a keyset seek); the page number stays for the pager. */
export function withCursor(params: URLSearchParams, after: string | undefined): URLSearchParams {
  if (after) params.set('after', after);
  return params;
}
