import { useQuery } from '@tanstack/react-query';
import { Button, Loading, Modal, ServerError, useHttp, usePluginTranslation } from '@palisade/sdk';
import { AlertDetailBody } from './AlertDetailBody';
import { alertKeys } from './alertKeys';
import { fetchAlertDetail } from './alertsApi';
import type { AlertView } from './alertView';

export interface AlertDetailPanelProps {
  id: string;
  view: AlertView;
  onNavigate: (id: string | null) => void;
  /** The view's filters in URL form (they decide previous and next): the detail is cached per alert and filters. */
  filters: string;
  /** Extra content for the alert (the actions for this one alert). */
  actions?: React.ReactNode;
}

/** The detail dialog: what the alert means, how to fix it, what it maps to, its resource and history, previous and next. */
export function AlertDetailPanel({ id, view, filters, onNavigate, actions }: AlertDetailPanelProps) {
  const { t } = usePluginTranslation();
  const http = useHttp();
  const state = useQuery({ queryKey: alertKeys.detail(id, filters), queryFn: ({ signal }) => fetchAlertDetail(http, id, view, signal) });
  const detail = state.status === 'success' ? state.data : null;
  return (
    <Modal open onOpenChange={(open) => { if (!open) onNavigate(null); }} title={t('detail.title', { id })}
      description={detail ? detail.alert.policy.name : t('detail.loading')} closeLabel={t('detail.close')}
      footer={(
        <>
          <Button variant="secondary" disabled={!detail?.previousId} onClick={() => detail?.previousId && onNavigate(detail.previousId)}>{t('detail.previous')}</Button>
          <Button variant="secondary" disabled={!detail?.nextId} onClick={() => detail?.nextId && onNavigate(detail.nextId)}>{t('detail.next')}</Button>
        </>
      )}>
      {state.status === 'pending' && <Loading label={t('detail.loading')} />}
      {state.status === 'error' && <ServerError title={t('detail.error')} error={state.error} onRetry={() => void state.refetch()} retryLabel={t('state.retry')} />}
      {detail && <AlertDetailBody detail={detail} />}
      {detail && actions}
    </Modal>
  );
}
