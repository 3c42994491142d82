import { useEffect, useState } from 'react';
import { Loading, PageTitle, ServerError, useAccess, useHttp, usePluginTranslation } from '@palisade/sdk';
import { fetchTenantDetails, type TenantDetails } from './tenantDetails';

type State = { status: 'loading' } | { status: 'failed'; error: unknown } | { status: 'ready'; tenant: TenantDetails };

/** `/admin/configuration`: the organization's details, subscriptions and the user's group. */
export default function AdministrationPage() {
  const { t } = usePluginTranslation();
  const http = useHttp();
  const { group } = useAccess();
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
