import { useQuery } from '@tanstack/react-query';
import { Loading, ServerError, useHttp, usePluginTranslation } from '@palisade/sdk';
import { DetailDrawer, useDetailNavigation } from '@palisade/sdk/inventory';
import { fetchIdentityDetail, identityKeys } from '../inventory/identitiesApi';
import { IdentityDetailBody } from './IdentityDetailBody';

export interface IdentityDetailPanelProps {
  selected: string | null;
  /** The identities on this page, in order; undefined while it loads. */
  rowIds: string[] | undefined;
  page: number;
  pageCount: number;
  onChange: (change: { selected: string | null; page?: number }) => void;
}

/** The drawer of one identity; previous and next walk the page and on to the next. */
export function IdentityDetailPanel({ selected, rowIds, page, pageCount, onChange }: IdentityDetailPanelProps) {
  const { t } = usePluginTranslation();
  const http = useHttp();
  const state = useQuery({ queryKey: identityKeys.detail(selected ?? ''), enabled: selected !== null, queryFn: ({ signal }) => fetchIdentityDetail(http, selected!, signal) });
  const navigation = useDetailNavigation({ rowIds, selected, page, pageCount, onChange });
  const detail = selected !== null && state.status === 'success' ? state.data : null;
  return (
    <DetailDrawer rowId={selected} title={detail ? detail.identity.name : t('detail.title')} description={detail ? detail.identity.resourceId : t('detail.loading')}
      onClose={() => onChange({ selected: null })} navigation={navigation}>
      {state.status === 'pending' && <Loading label={t('detail.loading')} />}
      {state.status === 'error' && <ServerError title={t('detail.error')} error={state.error} onRetry={() => void state.refetch()} />}
      {detail && <IdentityDetailBody detail={detail} />}
    </DetailDrawer>
  );
}
