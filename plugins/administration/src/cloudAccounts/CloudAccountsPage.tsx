import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Loading, PageTitle, ServerError, useHttp, usePluginTranslation } from '@palisade/sdk';
import { adminKeys } from '../shared/adminKeys';
import { AccountFilterBar } from './AccountFilterBar';
import { type AccountFilters, fetchCloudAccounts } from './cloudAccountsApi';
import { CloudAccountsTable } from './CloudAccountsTable';

/** `/admin/configuration/cloud-accounts`: the connected accounts, their status (with the reason of an error) and scans. */
export default function CloudAccountsPage() {
  const { t } = usePluginTranslation();
  const http = useHttp();
  const [filters, setFilters] = useState<AccountFilters>({ cloud: '', status: '', group: '' });
  const state = useQuery({
    queryKey: adminKeys.cloudAccounts(JSON.stringify(filters)),
    queryFn: ({ signal }) => fetchCloudAccounts(http, filters, signal),
    placeholderData: keepPreviousData,
  });

  return (
    <section aria-labelledby="cloud-accounts-title">
      <PageTitle id="cloud-accounts-title" title={t('cloudAccounts.title')} />
      <p>{t('cloudAccounts.intro')}</p>
      <AccountFilterBar filters={filters} groups={state.data?.groups ?? []} onChange={setFilters} />
      {state.status === 'pending' && <Loading label={t('cloudAccounts.loading')} />}
      {state.status === 'error' && <ServerError error={state.error} message={t('cloudAccounts.loadFailed')} onRetry={() => void state.refetch()} />}
      {state.data && (state.data.items.length === 0 ? <p>{t('cloudAccounts.none')}</p> : <CloudAccountsTable items={state.data.items} />)}
    </section>
  );
}
