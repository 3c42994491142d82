import { useEffect, useState } from 'react';
import { Loading, NavTiles, PageTitle, ServerError, useAccess, useFeatureFlag, useHttp, usePluginTranslation } from '@palisade/sdk';
import { ADMIN_AREAS } from '../areas';
import { fetchTenantDetails, type TenantDetails } from './tenantDetails';

type State = { status: 'loading' } | { status: 'failed'; error: unknown } | { status: 'ready'; tenant: TenantDetails };

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
  const [state, setState] = useState<State>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    setState({ status: 'loading' });
    fetchTenantDetails(http, controller.signal).then(
      (tenant) => !controller.signal.aborted && setState({ status: 'ready', tenant }),
      (error: unknown) => !controller.signal.aborted && setState({ status: 'failed', error }),
    );
    return () => controller.abort();
  }, [http, attempt]);

  return (
    <section aria-labelledby="admin-title">
      <PageTitle id="admin-title" title={t('page.title')} />
      <p>{t('page.intro')}</p>
      {tiles.length > 0 && <NavTiles label={t('page.areas')} tiles={tiles} />}
      {state.status === 'loading' && <Loading label={t('page.loading')} />}
      {state.status === 'failed' && <ServerError error={state.error} message={t('page.loadFailed')} onRetry={() => setAttempt((n) => n + 1)} />}
      {state.status === 'ready' && (
        <dl className="admin-details" aria-label={t('page.details')}>
          {state.tenant.organization && <Row term={t('page.organization')} value={state.tenant.organization.name} />}
          <Row term={t('page.tenant')} value={state.tenant.name} />
          <Row term={t('page.customerType')} value={state.tenant.customerType} />
          <Row term={t('page.region')} value={state.tenant.region} />
          <Row term={t('page.agreement')} value={state.tenant.eusaAccepted ? t('page.accepted') : t('page.notAccepted')} />
          <Row term={t('page.subscriptions')} value={state.tenant.subscriptions.length ? state.tenant.subscriptions.join(', ') : t('page.none')} />
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
