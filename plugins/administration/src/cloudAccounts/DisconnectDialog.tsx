import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ConfirmDialog, useHttp, usePluginTranslation } from '@palisade/sdk';
import { adminKeys } from '../shared/adminKeys';
import { type CloudAccountView, disconnectAccount, fetchDisconnectImpact } from './cloudAccountsApi';

/**
 * Disconnect an account: keep its data (assets, alerts, identities and vulnerabilities stay, scans stop) or purge it,
 * with what purging removes counted by the server.
 */
export function DisconnectDialog({ account, onDone, onClose }: { account: CloudAccountView; onDone: () => void; onClose: () => void }) {
  const { t } = usePluginTranslation();
  const http = useHttp();
  const [purge, setPurge] = useState(false);
  const impact = useQuery({ queryKey: adminKeys.cloudAccountImpact(account.id), queryFn: ({ signal }) => fetchDisconnectImpact(http, account.id, signal) });
  const counts = impact.data ? t('cloudAccounts.disconnectDialog.counts', { ...impact.data }) : t('cloudAccounts.disconnectDialog.counting');
  const choice = (value: boolean, label: string) => (
    <label className="admin-accounts__choice">
      <input type="radio" name="disconnect-data" checked={purge === value} onChange={() => setPurge(value)} /> {label}
    </label>
  );
  return (
    <ConfirmDialog
      title={t('cloudAccounts.disconnectDialog.title', { name: account.name })}
      description={
        <span className="admin-accounts__disconnect">
          <span>{t('cloudAccounts.disconnectDialog.intro', { name: account.name, id: account.externalId })}</span>
          <span role="radiogroup" aria-label={t('cloudAccounts.disconnectDialog.dataChoice')} className="admin-accounts__choices">
            {choice(false, t('cloudAccounts.disconnectDialog.keep'))}
            {choice(true, t('cloudAccounts.disconnectDialog.purge'))}
          </span>
          <span data-testid="disconnect-impact">{purge ? t('cloudAccounts.disconnectDialog.purgeRemoves', { counts }) : t('cloudAccounts.disconnectDialog.keepKeeps', { counts })}</span>
        </span>
      }
      confirmLabel={purge ? t('cloudAccounts.disconnectDialog.confirmPurge') : t('cloudAccounts.disconnectDialog.confirmKeep')}
      cancelLabel={t('cloudAccounts.cancel')}
      danger
      onConfirm={async () => {
        await disconnectAccount(http, account.id, purge);
        onDone();
      }}
      onClose={onClose}
    />
  );
}
