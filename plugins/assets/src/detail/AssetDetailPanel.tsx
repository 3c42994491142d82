import { useQuery } from '@tanstack/react-query';
import { Loading, ServerError, useHttp, usePluginTranslation } from '@palisade/sdk';
import { DetailDrawer, useDetailNavigation } from '@palisade/sdk/inventory';
import { assetKeys } from '../inventory/assetKeys';
import { fetchAssetDetail } from '../inventory/assetsApi';
import { AssetDetailBody } from './AssetDetailBody';

export interface AssetDetailPanelProps {
  selected: string | null;
  /** The assets on this page, in order; undefined while it loads. */
  rowIds: string[] | undefined;
  page: number;
  pageCount: number;
  onChange: (change: { selected: string | null; page?: number }) => void;
}

/** The detail drawer of one asset; previous and next walk the page and on to the next. */
export function AssetDetailPanel({ selected, rowIds, page, pageCount, onChange }: AssetDetailPanelProps) {
  const { t } = usePluginTranslation();
  const http = useHttp();
  const state = useQuery({ queryKey: assetKeys.detail(selected ?? ''), enabled: selected !== null, queryFn: ({ signal }) => fetchAssetDetail(http, selected!, signal) });
  const navigation = useDetailNavigation({ rowIds, selected, page, pageCount, onChange });
  const detail = selected !== null && state.status === 'success' ? state.data : null;
  return (
    <DetailDrawer rowId={selected} title={detail ? detail.asset.name : t('detail.title')} description={detail ? detail.asset.resourceId : t('detail.loading')}
      onClose={() => onChange({ selected: null })} navigation={navigation}>
      {state.status === 'pending' && <Loading label={t('detail.loading')} />}
      {state.status === 'error' && <ServerError title={t('detail.error')} error={state.error} onRetry={() => void state.refetch()} />}
      {detail && <AssetDetailBody detail={detail} />}
    </DetailDrawer>
  );
}
