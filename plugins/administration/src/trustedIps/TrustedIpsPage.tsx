import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { TrustedIpView } from '@palisade/contracts';
import { Button, Loading, PageTitle, ServerError, useAccess, useHttp, usePluginTranslation } from '@palisade/sdk';
import { adminKeys } from '../shared/adminKeys';
import { ConfirmDialog } from '../shared/ConfirmDialog';
import { loadState } from '../shared/loadState';
import { useInvalidate } from '../shared/useInvalidate';
import { useRemoval } from '../shared/useRemoval';
import { AddTrustedIpForm } from './AddTrustedIpForm';
import { deleteTrustedIp, fetchTrustedIps } from './trustedIpsApi';
import { TrustedIpSwitch } from './TrustedIpSwitch';
import './trustedIps.css';

/** `/admin/configuration/trusted-ip`: the addresses sign-in and API calls may come from, and the switch that enforces them. */
export default function TrustedIpsPage() {
  const { t } = usePluginTranslation();
  const http = useHttp();
  const canManage = useAccess().can('MANAGE_ADMINISTRATION');
  const state = loadState(useQuery({ queryKey: adminKeys.trustedIps(), queryFn: ({ signal }) => fetchTrustedIps(http, signal) }));
  const changed = useInvalidate(adminKeys.trustedIps());
  const remove = useRemoval((entry: TrustedIpView) => deleteTrustedIp(http, entry.id), (entry) => t('trustedIps.deleted', { cidr: entry.cidr }), changed);
  const [deleting, setDeleting] = useState<TrustedIpView | null>(null);

  return (
    <section className="admin-ips" aria-labelledby="trusted-ips-title">
      <PageTitle id="trusted-ips-title" title={t('areas.trustedIps.title')} />
      <p>{t('trustedIps.intro')}</p>
      {state.status === 'loading' && <Loading label={t('trustedIps.loading')} />}
      {state.status === 'error' && <ServerError error={state.error} message={t('trustedIps.loadFailed')} onRetry={state.retry} />}
      {state.status === 'ready' && (
        <>
          <TrustedIpSwitch list={state.data[0]} canManage={canManage} onChanged={changed} />
          {canManage ? <AddTrustedIpForm onAdded={changed} /> : <p className="admin-ips__readonly">{t('form.readOnly')}</p>}
          {state.data[0].items.length === 0 ? <p>{t('trustedIps.none')}</p> : (
            <table className="admin-ips__table" aria-label={t('trustedIps.listLabel')}>
              <thead>
                <tr>
                  <th scope="col">{t('trustedIps.cidr')}</th><th scope="col">{t('trustedIps.description')}</th>
                  <th scope="col">{t('trustedIps.addedBy')}</th><th scope="col">{t('trustedIps.addedAt')}</th>
                  <th scope="col"><span className="pl-visually-hidden">{t('trustedIps.actions')}</span></th>
                </tr>
              </thead>
              <tbody>
                {state.data[0].items.map((item) => (
                  <tr key={item.id}>
                    <td><code>{item.cidr}</code></td>
                    <td>{item.description}</td>
                    <td>{item.createdBy?.email ?? t('trustedIps.deletedUser')}</td>
                    <td>{new Date(item.createdAt).toLocaleString()}</td>
                    <td>
                      {canManage && (
                        <Button variant="danger" aria-label={t('trustedIps.deleteEntry', { cidr: item.cidr })} onClick={() => setDeleting(item)}>
                          {t('trustedIps.delete')}
                        </Button>
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </>
      )}
      {deleting && (
        <ConfirmDialog
          title={t('trustedIps.deleteTitle', { cidr: deleting.cidr })}
          description={t('trustedIps.deleteText')}
          confirmLabel={t('trustedIps.delete')}
          cancelLabel={t('trustedIps.cancel')}
          danger
          onConfirm={() => remove.mutateAsync(deleting)}
          onClose={() => setDeleting(null)}
        />
      )}
    </section>
  );
}
