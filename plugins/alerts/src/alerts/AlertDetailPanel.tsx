import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Loading, ServerError, useHttp, usePluginTranslation } from '@palisade/sdk';
import { DetailDrawer, type DetailDrawerLabels, useDetailNavigation } from '@palisade/sdk/inventory';
import { AlertDetailBody } from './AlertDetailBody';
import { alertKeys } from './alertKeys';
import { fetchAlertDetail } from './alertsApi';
import type { AlertView } from './alertView';

export interface AlertDetailPanelProps {
  view: AlertView;
  /** The view's filters in URL form (they decide previous and next): the detail is cached per alert and filters. */
  filters: string;
  /** The alerts on this page, in order; undefined while it loads. */
  rowIds: string[] | undefined;
  pageCount: number;
  onChange: (change: { selected: string | null; page?: number }) => void;
  labels: DetailDrawerLabels;
  /** Extra content for the alert (the actions for this one alert). */
  actions?: ReactNode;
}

/**
 * The detail drawer: what the alert means, how to fix it, what it maps to, its resource and history. Previous and
 * next walk the page and on to the next; an alert opened by a link that is not on the page walks the filtered set
 * through the server's neighbours.
 */
export function AlertDetailPanel({ view, filters, rowIds, pageCount, onChange, labels, actions }: AlertDetailPanelProps) {
  const { t } = usePluginTranslation();
  const http = useHttp();
  const id = view.selected;
  const state = useQuery({
    queryKey: alertKeys.detail(id ?? '', filters), enabled: id !== null,
    queryFn: ({ signal }) => fetchAlertDetail(http, id!, view, signal),
  });
  const detail = id !== null && state.status === 'success' ? state.data : null;
  const onPage = useDetailNavigation({ rowIds, selected: id, page: view.page, pageCount, onChange });
  const navigation = onPage.position !== null || !detail ? onPage : {
    previous: detail.previousId ? () => onChange({ selected: detail.previousId! }) : null,
    next: detail.nextId ? () => onChange({ selected: detail.nextId! }) : null,
    position: null,
  };
  return (
    <DetailDrawer rowId={id} title={t('detail.title', { id })} description={detail ? detail.alert.policy.name : t('detail.loading')}
      onClose={() => onChange({ selected: null })} navigation={navigation} labels={labels} actions={detail ? actions : null}>
      {state.status === 'pending' && <Loading label={t('detail.loading')} />}
      {state.status === 'error' && <ServerError title={t('detail.error')} error={state.error} onRetry={() => void state.refetch()} retryLabel={t('state.retry')} />}
      {detail && <AlertDetailBody detail={detail} />}
    </DetailDrawer>
  );
}
