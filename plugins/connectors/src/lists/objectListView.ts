import { CONNECTOR_LISTS, type ListedConnectorKind } from '@palisade/contracts/connectors';
import {
  defineInventoryView, type InventoryView, type InventoryViewCodec, type InventoryViewSpec, parseInventoryView, serialiseInventoryView,
} from '@palisade/sdk/inventory';

/** A list page's view: the kind's own filters and sorts (as the server takes them), a name search, columns in order. */
export function objectListSpec(kind: ListedConnectorKind, columns: readonly string[]): InventoryViewSpec {
  const list = CONNECTOR_LISTS[kind];
  return defineInventoryView<string, string, string>({
    lists: list.filters, texts: ['q'], sorts: list.sorts, defaultSort: 'name', defaultDir: 'asc', columns, fixedColumns: ['name', 'actions'],
    pageSizes: [25, 50, 100, 200], defaultPageSize: 25,
  });
}

/** The view in the URL; on a page with tabs, the tab stays in the URL with it, so a sort or filter keeps the tab open. */
export function objectListCodec(spec: InventoryViewSpec, tab?: string): InventoryViewCodec<InventoryView> {
  return {
    parse: (params) => parseInventoryView(spec, params),
    serialise: (view) => {
      const params = serialiseInventoryView(spec, view);
      if (tab) params.set('tab', tab);
      return params;
    },
  };
}

/** The server's query for a view: filters (comma-joined), search, sort and page; without the page for the CSV export. */
export function objectListQuery(view: InventoryView, paged = true): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, values] of Object.entries(view.lists)) if (values?.length) params.set(key, values.join(','));
  if (view.texts.q) params.set('q', view.texts.q);
  params.set('sort', view.sort);
  params.set('dir', view.dir);
  if (paged) { params.set('page', String(view.page)); params.set('pageSize', String(view.pageSize)); }
  return params;
}
