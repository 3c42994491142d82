import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type RowSelectionState } from '@tanstack/react-table';
import { useCallback, useEffect, useState } from 'react';
import { Button, Loading, ServerError, useHttp, usePluginTranslation } from '@palisade/sdk';
import { ActionBar } from './ActionBar';
import { AlertDetailPanel } from './AlertDetailPanel';
import { alertKeys } from './alertKeys';
import { AlertTable } from './AlertTable';
import { fetchFacets, groupAlertsByPolicy, searchAlerts, type ActionFailure, type AlertPage, type PolicyGroup } from './alertsApi';
import { NO_FILTERS, PAGE_SIZES, paramsFromView } from './alertView';
import { ExportButton } from './ExportButton';
import { FacetsError } from './FacetsError';
import { FilterBar } from './FilterBar';
import { GroupByPolicy } from './GroupByPolicy';
import { useAlertView } from './useAlertView';

type ListData = ({ kind: 'page' } & AlertPage) | { kind: 'groups'; groups: PolicyGroup[] };

/** One tab: filters, the page of alerts or the policy groups, paging, export, actions and the detail dialog. */
export function AlertsView() {
  const { t } = usePluginTranslation();
  const http = useHttp();
  const [view, update] = useAlertView();
  // The URL form of the view is the query key: the time range's window is computed when the load runs, not per render.
  const query = paramsFromView({ ...view, selected: null, page: 1 }).toString();
  const facets = useQuery({ queryKey: alertKeys.facets(view.kind), queryFn: ({ signal }) => fetchFacets(http, view.kind, signal) });
  const page = useQuery({
    queryKey: alertKeys.list(query, view.page),
    queryFn: ({ signal }): Promise<ListData> =>
      view.groupBy === 'policy' ? groupAlertsByPolicy(http, view, signal).then((g): ListData => ({ kind: 'groups', ...g }))
        : searchAlerts(http, view, signal).then((p): ListData => ({ kind: 'page', ...p })),
    // Another page or filter keeps the rows on screen until its own arrive, so the list does not flicker.
    placeholderData: keepPreviousData,
  });
  const [selection, setSelection] = useState<RowSelectionState>({});
  useEffect(() => setSelection({}), [query, view.page, view.pageSize]);
  const selectedIds = Object.keys(selection).filter((id) => selection[id]);
  const open = useCallback((id: string | null) => update({ selected: id }, { keepPage: true }), [update]);
  const afterAction = (failed: ActionFailure[]) => setSelection(Object.fromEntries(failed.map((f) => [f.id, true])));

  const data = page.status === 'error' ? undefined : page.data;
  return (
    <div className="alerts-view">
      <FilterBar view={view} facets={facets.status === 'success' ? facets.data : null} onChange={(change) => update(change)} />
      {facets.status === 'error' && <FacetsError error={facets.error} onRetry={() => void facets.refetch()} />}
      <div className="alerts-toolbar">
        <span className="alerts-field">
          <label htmlFor="alerts-group-by">{t('group.by')}</label>
          <select id="alerts-group-by" value={view.groupBy} onChange={(e) => update({ groupBy: e.target.value === 'policy' ? 'policy' : 'none' })}>
            <option value="none">{t('group.none')}</option>
            <option value="policy">{t('group.policy')}</option>
          </select>
        </span>
        <ExportButton view={view} />
        {view.groupBy === 'none' && <ActionBar ids={selectedIds} onDone={afterAction} />}
      </div>
      {page.status === 'error' && <ServerError title={t('state.error')} error={page.error} onRetry={() => void page.refetch()} retryLabel={t('state.retry')} />}
      {page.status === 'pending' && <Loading label={t('state.loading')} />}
      {data?.kind === 'groups' && <GroupByPolicy groups={data.groups} onPick={(policyId) => update({ groupBy: 'none', lists: { ...view.lists, policy: [policyId] } })} />}
      {data?.kind === 'page' && (data.total === 0 ? (
        <div className="alerts-empty" role="status">
          <p>{t('state.empty')}</p>
          <Button variant="secondary" onClick={() => update(NO_FILTERS)}>{t('filter.clear')}</Button>
        </div>
      ) : (
        <>
          <p className="alerts-summary" role="status">
            {data.items.length === 0 ? t('state.pastEnd', { page: view.page, pageCount: data.pageCount })
              : t('table.summary', { from: (data.page - 1) * data.pageSize + 1, to: (data.page - 1) * data.pageSize + data.items.length, total: data.total.toLocaleString() })}
          </p>
          <AlertTable kind={view.kind} items={data.items} view={view} busy={page.isPlaceholderData} selection={selection}
            onSelectionChange={setSelection} onSort={(sort, dir) => update({ sort, dir })} onOpen={open} />
          <nav className="alerts-pager" aria-label={t('pager.label')}>
            <Button variant="secondary" disabled={view.page <= 1} onClick={() => update({ page: view.page - 1 })}>{t('pager.previous')}</Button>
            <span>{t('pager.page', { page: view.page, pageCount: Math.max(1, data.pageCount) })}</span>
            <Button variant="secondary" disabled={view.page >= data.pageCount} onClick={() => update({ page: view.page + 1 })}>{t('pager.next')}</Button>
            <span className="alerts-field">
              <label htmlFor="alerts-page-size">{t('pager.size')}</label>
              <select id="alerts-page-size" value={view.pageSize} onChange={(e) => update({ pageSize: Number(e.target.value) })}>
                {PAGE_SIZES.map((n) => <option key={n} value={n}>{n}</option>)}
              </select>
            </span>
          </nav>
        </>
      ))}
      {view.selected && (
        <AlertDetailPanel id={view.selected} view={view} filters={query} onNavigate={open}
          actions={<ActionBar ids={[view.selected]} />} />
      )}
    </div>
  );
}
