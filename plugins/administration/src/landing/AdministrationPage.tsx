import { useQuery } from '@tanstack/react-query';
import { Loading, NavTiles, PageTitle, ServerError, useAccess, useFeatureFlag, useHttp, usePluginTranslation } from '@palisade/sdk';
import { ADMIN_AREAS } from '../areas';
import { adminKeys } from '../shared/adminKeys';
import { loadState } from '../shared/loadState';
import { fetchTenantDetails } from './tenantDetails';

/** `/admin/configuration`: a tile per area the user may open, then the organization's details. */
export default function AdministrationPage() {
  const { t } = usePluginTranslation();
  const http = useHttp();
  const { group, canSee } = useAccess();
  // ADMIN_AREAS never changes, so these hooks run in the same order on every render.
  const flagsOn = ADMIN_AREAS.map((area) => useFeatureFlag(area.flag ?? '', undefined, area.flag === undefined));
  const tiles = ADMIN_AREAS.filter((area, i) => flagsOn[i] && canSee(area.module)).map((area) => ({
    href: area.path,
    title: t(`areas.${area.id}.title`),
    description: t(`areas.${area.id}.description`),
  }));
  const state = loadState(useQuery({ queryKey: adminKeys.tenantDetails(), queryFn: ({ signal }) => fetchTenantDetails(http, signal) }));
  const tenant = state.status === 'ready' ? state.data[0] : null;

  return (
    <section aria-labelledby="admin-title">
      <PageTitle id="admin-title" title={t('page.title')} />
      <p>{t('page.intro')}</p>
      {tiles.length > 0 && <NavTiles label={t('page.areas')} tiles={tiles} />}
      {state.status === 'loading' && <Loading label={t('page.loading')} />}
      {state.status === 'error' && <ServerError error={state.error} message={t('page.loadFailed')} onRetry={state.retry} />}
      {tenant && (
        <dl className="admin-details" aria-label={t('page.details')}>
          {tenant.organization && <Row term={t('page.organization')} value={tenant.organization.name} />}
          <Row term={t('page.tenant')} value={tenant.name} />
          <Row term={t('page.customerType')} value={tenant.customerType} />
          <Row term={t('page.region')} value={tenant.region} />
          <Row term={t('page.agreement')} value={tenant.eusaAccepted ? t('page.accepted') : t('page.notAccepted')} />
          <Row term={t('page.subscriptions')} value={tenant.subscriptions.length ? tenant.subscriptions.join(', ') : t('page.none')} />
          {group && <Row term={t('page.group')} value={group.name ?? group.id} />}
        </dl>
      )}
    </section>
  );
}

function Row({ term, value }: { term: string; value: string }) {
  return (
    <div>
      <dt>{term}</dt>
      <dd>{value}</dd>
    </div>
  );
}
