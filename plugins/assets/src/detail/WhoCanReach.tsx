import { useQuery } from '@tanstack/react-query';
import { type ApiResponse, Loading, ServerError, useAccess, useHttp, usePluginTranslation, useSubscription } from '@palisade/sdk';

type Reach = ApiResponse<'/api/identity/api/v1/assets/{id}/reach', 'get'>;

/**
 * "Who can reach this": the identities whose effective permissions cover the asset, from the cloud identity API. Asked
 * only of users whose role and organisation include Cloud Identity; the others are told why the section is empty.
 */
export function WhoCanReach({ assetId }: { assetId: number }) {
  const { t } = usePluginTranslation();
  const http = useHttp();
  const access = useAccess();
  const subscription = useSubscription('CIEM');
  const allowed = access.canSee('CLOUD_IDENTITY') && subscription !== 'not-subscribed';
  const state = useQuery({
    queryKey: ['assets', 'reach', assetId], enabled: allowed,
    queryFn: ({ signal }) => http.get(`identity/api/v1/assets/${assetId}/reach`, { signal }).json<Reach>(),
  });
  if (access.status === 'loading') return <Loading label={t('detail.reachLoading')} />;
  if (!access.canSee('CLOUD_IDENTITY')) return <p>{t('detail.reachNoRole')}</p>;
  if (subscription === 'not-subscribed') return <p>{t('detail.reachNoSubscription')}</p>;
  if (state.status === 'pending') return <Loading label={t('detail.reachLoading')} />;
  if (state.status === 'error') return <ServerError title={t('detail.reachError')} error={state.error} onRetry={() => void state.refetch()} />;
  if (state.data.identities.length === 0) return <p>{t('detail.none')}</p>;
  return (
    <ul className="assets-reach">
      {state.data.identities.map((i) => (
        <li key={i.id}>
          <strong>{i.name}</strong> ({i.type}, {t('detail.risk', { risk: i.risk })}): {t(`detail.access.${i.access}`)}
          {' '}<small>{i.actions.join(', ')}</small>
        </li>
      ))}
    </ul>
  );
}
