import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { Button, PageTitle, useAccess, useFeatureFlag, useHttp, useNotify, usePluginTranslation } from '@palisade/sdk';
import { CLEAR_INVENTORY_FILTERS, FilterChips, hasInventoryFilters, InventoryStatus, InventoryTable, useInventoryView, viewChips } from '@palisade/sdk/inventory';
import { adminKeys } from '../shared/adminKeys';
import { AccountDetailsForm } from './AccountDetailsForm';
import { AccountFilterBar } from './AccountFilterBar';
import { AccountGroups } from './AccountGroups';
import { accountColumns } from './accountColumns';
import { ACCOUNT_VIEW_CODEC, ACCOUNT_VIEW_SPEC, accountQuery } from './accountView';
import { AssignGroup } from './AssignGroup';
import { type CloudAccountList, type CloudAccountView, fetchCloudAccounts, startScan } from './cloudAccountsApi';
import { DisconnectDialog } from './DisconnectDialog';
import { OnboardingWizard } from './OnboardingWizard';
import './cloudAccounts.css';

/** How often the list refreshes while a scan runs, so its progress and then the counts move. */
const SCAN_POLL_MS = 1_000;

/**
 * `/admin/configuration/cloud-accounts`: the connected accounts (filters in the URL), their groups, a scan's progress,
 * and connecting one: the onboarding wizard behind the `new_cloud_accounts` flag, else the one-page form.
 */
export default function CloudAccountsPage() {
  const { t } = usePluginTranslation();
  const http = useHttp();
  const notify = useNotify();
  const client = useQueryClient();
  const canManage = useAccess().can('MANAGE_ADMINISTRATION');
  const wizard = useFeatureFlag('new_cloud_accounts');
  const [view, update] = useInventoryView(ACCOUNT_VIEW_CODEC);
  const [adding, setAdding] = useState(false);
  const [disconnecting, setDisconnecting] = useState<CloudAccountView | null>(null);
  const [selection, setSelection] = useState<string[]>([]);
  const query = accountQuery(view);
  const list = useQuery({
    queryKey: adminKeys.cloudAccounts(query.toString()), queryFn: ({ signal }) => fetchCloudAccounts(http, query, signal), placeholderData: keepPreviousData,
    refetchInterval: (q) => (q.state.data?.items.some((a) => a.scan?.status === 'running') ? SCAN_POLL_MS : false),
  });
  const refresh = () => client.invalidateQueries({ queryKey: ['administration', 'cloudAccounts'] });
  const columns = useMemo(() => accountColumns(t, {
    canManage,
    disconnect: setDisconnecting,
    // The started scan shows at once as the server answered; the list's polling then follows it to the end.
    scan: (a) => void startScan(http, a.id).then(
      (job) => client.setQueriesData<CloudAccountList>({ queryKey: ['administration', 'cloudAccounts'] },
        (old) => old && 'items' in old ? { ...old, items: old.items.map((item) => (item.id === a.id ? { ...item, scan: job } : item)) } : old),
      () => notify({ message: t('cloudAccounts.scan.couldNotStart', { name: a.name }), error: true })),
  }), [t, canManage, http, client, notify]);
  const groups = list.data?.groups ?? [];
  const done = () => { setAdding(false); void refresh(); };

  if (adding) {
    return (
      <section aria-labelledby="cloud-accounts-title">
        <PageTitle id="cloud-accounts-title" title={t('cloudAccounts.title')} />
        {wizard ? <OnboardingWizard groups={groups} onClose={done} /> : (
          <section aria-labelledby="simple-title">
            <h2 id="simple-title">{t('cloudAccounts.simple.title')}</h2>
            <p>{t('cloudAccounts.simple.intro')}</p>
            <AccountDetailsForm simple groups={groups} onCreated={(a) => { notify({ message: t('cloudAccounts.simple.saved', { name: a.name }) }); done(); }} onCancel={() => setAdding(false)} />
          </section>
        )}
      </section>
    );
  }
  return (
    <section aria-labelledby="cloud-accounts-title" className="admin-accounts">
      <PageTitle id="cloud-accounts-title" title={t('cloudAccounts.title')} />
      <p>{t('cloudAccounts.intro')}</p>
      {canManage && <Button onClick={() => setAdding(true)}>{t('cloudAccounts.connect')}</Button>}
      <AccountGroups groups={groups} canManage={canManage} onChanged={() => void refresh()} />
      <AccountFilterBar view={view} groups={groups} onChange={(change) => update(change)} />
      <FilterChips chips={viewChips(view, { label: (key) => t(`cloudAccounts.filters.${key}`),
        valueLabel: (key, value) => (key === 'cloud' ? t(`cloudAccounts.clouds.${value}`) : key === 'status' ? t(`cloudAccounts.statuses.${value}`) : value),
        onChange: (change) => update(change) })} onClearAll={() => update(CLEAR_INVENTORY_FILTERS)} />
      <InventoryStatus status={list.status} error={list.error} onRetry={() => void list.refetch()} empty={list.data?.items.length === 0}
        filtered={hasInventoryFilters(view)} onClearFilters={() => update(CLEAR_INVENTORY_FILTERS)}>
        {list.data && (
          <InventoryTable label={t('cloudAccounts.listLabel')} rows={list.data.items} columns={columns} getRowId={(a) => String(a.id)}
            visibleColumns={[...ACCOUNT_VIEW_SPEC.columns]} sorts={ACCOUNT_VIEW_SPEC.sorts} sort={view.sort} dir={view.dir}
            onSort={(sort, dir) => update({ sort, dir })} busy={list.isPlaceholderData} rowHeight={72}
            rowAttributes={(a) => ({ 'data-account-id': String(a.id) })}
            {...(canManage ? { selection, onSelectionChange: setSelection,
              bulkActions: (ids: string[]) => <AssignGroup ids={ids} groups={groups} onDone={() => { setSelection([]); void refresh(); }} /> } : {})} />
        )}
      </InventoryStatus>
      {disconnecting && <DisconnectDialog account={disconnecting} onDone={() => void refresh()} onClose={() => setDisconnecting(null)} />}
    </section>
  );
}
