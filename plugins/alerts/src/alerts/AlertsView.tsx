import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { usePluginTranslation, useHttp } from '@palisade/sdk';
import {
  ColumnChooser, ExportCsvButton, FilterChips, InventoryPager, InventoryStatus, InventoryTable, SavedViews, pageSizesOf, useInventoryView, visibleColumns,
} from '@palisade/sdk/inventory';
import { ActionBar } from './ActionBar';
import { AlertDetailPanel } from './AlertDetailPanel';
import { alertChips } from './alertChips';
import { alertColumns } from './alertColumns';
import { alertKeys } from './alertKeys';
import { EXPORT_PATH, fetchFacets, groupAlertsByPolicy, queryString, searchAlerts, type ActionFailure, type AlertPage, type PolicyGroup } from './alertsApi';
import { ALERT_VIEW_CODEC, ALERT_VIEW_SPECS, hasFilters, NO_FILTERS, paramsFromView } from './alertView';
import { FacetsError } from './FacetsError';
import { FilterBar } from './FilterBar';
import { GroupByPolicy } from './GroupByPolicy';
import { kitLabels } from './kitLabels';

type ListData = ({ kind: 'page' } & AlertPage) | { kind: 'groups'; groups: PolicyGroup[] };

/** One tab: filters and their chips, saved views, columns, the page of alerts or the policy groups, paging, export, actions and the detail drawer. */
export function AlertsView() {
  const { t } = usePluginTranslation();
  const labels = useMemo(() => kitLabels(t), [t]);
  const http = useHttp();
  const [view, update] = useInventoryView(ALERT_VIEW_CODEC);
  const [params, setParams] = useSearchParams();
  const spec = ALERT_VIEW_SPECS[view.kind];
  // The URL form of the view is the query key: the time range's window is computed when the load runs, not per render.
  const query = paramsFromView({ ...view, selected: null, page: 1, columns: null }).toString();
  const facets = useQuery({ queryKey: alertKeys.facets(view.kind), queryFn: ({ signal }) => fetchFacets(http, view.kind, signal) });
  const page = useQuery({
    queryKey: alertKeys.list(query, view.page),
    queryFn: ({ signal }): Promise<ListData> =>
      view.groupBy === 'policy' ? groupAlertsByPolicy(http, view, signal).then((g): ListData => ({ kind: 'groups', ...g }))
        : searchAlerts(http, view, signal).then((p): ListData => ({ kind: 'page', ...p })),
    // Another page or filter keeps the rows on screen until its own arrive, so the list does not flicker.
    placeholderData: keepPreviousData,
  });
  const [selection, setSelection] = useState<string[]>([]);
  useEffect(() => setSelection([]), [query, view.page, view.pageSize]);
  const open = useCallback((id: string | null) => update({ selected: id }, { keepPage: true }), [update]);
  const columns = useMemo(() => alertColumns(view.kind, t, open), [view.kind, t, open]);
  const afterAction = (failed: ActionFailure[]) => setSelection(failed.map((f) => f.id));
  const facetData = facets.status === 'success' ? facets.data : null;
  // A saved view holds everything but the page and the open alert.
  const savable = useMemo(() => paramsFromView({ ...view, page: 1, selected: null }), [view]);
  const applySaved = useCallback((saved: URLSearchParams) => {
    if (view.kind === 'iac') saved.set('tab', 'iac');
    setParams(saved);
  }, [setParams, view.kind]);

  const data = page.status === 'error' ? undefined : page.data;
  const rows = data?.kind === 'page' ? data : null;
  return (
    <div className="alerts-view">
      <FilterBar view={view} facets={facetData} onChange={(change) => update(change)} />
      {facets.status === 'error' && <FacetsError error={facets.error} onRetry={() => void facets.refetch()} />}
      <FilterChips chips={alertChips(view, facetData, t, (change) => update(change))} onClearAll={() => update(NO_FILTERS)} {...labels.chips} />
      <div className="alerts-toolbar">
        <SavedViews area={`alerts.${view.kind}`} current={savable} onApply={applySaved} labels={labels.views}
          applyDefault={[...params.keys()].every((key) => key === 'tab')} />
        <span className="alerts-field">
          <label htmlFor="alerts-group-by">{t('group.by')}</label>
          <select id="alerts-group-by" value={view.groupBy} onChange={(e) => update({ groupBy: e.target.value === 'policy' ? 'policy' : 'none' })}>
            <option value="none">{t('group.none')}</option>
            <option value="policy">{t('group.policy')}</option>
          </select>
        </span>
        {view.groupBy === 'none' && (
          <ColumnChooser columns={spec.columns.map((id) => ({ id, label: t(`col.${id}`) }))} visible={visibleColumns(spec, view)} fixed={spec.fixedColumns}
            onChange={(next) => update({ columns: next }, { keepPage: true })} labels={labels.columns} />
        )}
        <ExportCsvButton path={EXPORT_PATH} query={() => queryString(view, new Date())} labels={labels.export} />
      </div>
      {data?.kind === 'groups' ? (
        <GroupByPolicy groups={data.groups} onPick={(policyId) => update({ groupBy: 'none', lists: { ...view.lists, policy: [policyId] } })} />
      ) : (
        <InventoryStatus status={page.status === 'success' && !rows ? 'pending' : page.status} error={page.error} onRetry={() => void page.refetch()}
          empty={rows?.total === 0} filtered={hasFilters(view)} onClearFilters={() => update(NO_FILTERS)} labels={labels.status}>
          {rows && (
            <>
              <InventoryTable label={t(view.kind === 'iac' ? 'table.labelIac' : 'table.labelCloud')} rows={rows.items} columns={columns}
                getRowId={(a) => a.id} rowAttributes={(a) => ({ 'data-alert-id': a.id })} visibleColumns={visibleColumns(spec, view)}
                sorts={spec.sorts} sort={view.sort} dir={view.dir} onSort={(sort, dir) => update({ sort, dir })} openId={view.selected}
                busy={page.isPlaceholderData} selection={selection} onSelectionChange={setSelection} labels={labels.table}
                bulkActions={(ids) => <ActionBar ids={ids} onDone={afterAction} />} />
              <InventoryPager page={view.page} pageSize={view.pageSize} pageSizes={pageSizesOf(spec)} total={rows.total} shown={rows.items.length}
                onPage={(next) => update({ page: next })} onPageSize={(pageSize) => update({ pageSize })} labels={labels.pager} />
            </>
          )}
        </InventoryStatus>
      )}
      <AlertDetailPanel view={view} filters={query} rowIds={page.isPlaceholderData ? undefined : rows?.items.map((a) => a.id)} pageCount={rows?.pageCount ?? 1}
        onChange={(change) => update(change, { keepPage: true })} labels={labels.drawer}
        actions={view.selected ? <ActionBar ids={[view.selected]} /> : null} />
    </div>
  );
}
