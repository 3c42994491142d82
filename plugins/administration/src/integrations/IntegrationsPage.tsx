import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { type Integration, INTEGRATION_TYPES, type IntegrationType } from '@palisade/contracts';
import { Button, Loading, PageTitle, ServerError, useAccess, useHttp, usePluginTranslation } from '@palisade/sdk';
import { adminKeys } from '../shared/adminKeys';
import { ConfirmDialog } from '../shared/ConfirmDialog';
import { loadState } from '../shared/loadState';
import { useInvalidate } from '../shared/useInvalidate';
import { useRemoval } from '../shared/useRemoval';
import { IntegrationForm } from './IntegrationForm';
import { IntegrationRow } from './IntegrationRow';
import { deleteIntegration, fetchIntegrations } from './integrationsApi';
import './integrations.css';

type Editing = { type: IntegrationType; integration?: Integration } | null;

/** `/admin/configuration/integrations`: Slack, Jira, webhook and email integrations; configure, test, enable, disable, delete. */
export default function IntegrationsPage() {
  const { t } = usePluginTranslation();
  const http = useHttp();
  const canManage = useAccess().can('MANAGE_ADMINISTRATION');
  const state = loadState(useQuery({ queryKey: adminKeys.integrations(), queryFn: ({ signal }) => fetchIntegrations(http, signal) }));
  const changed = useInvalidate(adminKeys.integrations());
  const remove = useRemoval((integration: Integration) => deleteIntegration(http, integration.id), (integration) => t('integrations.deleted', { name: integration.name }), changed);
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<Integration | null>(null);
  const [newType, setNewType] = useState<IntegrationType>('slack');

  return (
    <section className="admin-int" aria-labelledby="integrations-title">
      <PageTitle id="integrations-title" title={t('areas.integrations.title')} />
      <p>{t('integrations.intro')}</p>
      {state.status === 'loading' && <Loading label={t('integrations.loading')} />}
      {state.status === 'error' && <ServerError error={state.error} message={t('integrations.loadFailed')} onRetry={state.retry} />}
      {state.status === 'ready' && (
        <>
          {!canManage && <p className="admin-int__readonly">{t('form.readOnly')}</p>}
          {canManage && !editing && (
            <div className="admin-int__add">
              <label htmlFor="integration-type">{t('integrations.type')}</label>
              <select id="integration-type" value={newType} onChange={(e) => setNewType(e.target.value as IntegrationType)}>
                {INTEGRATION_TYPES.map((type) => <option key={type} value={type}>{t(`integrations.type_${type}`)}</option>)}
              </select>
              <Button onClick={() => setEditing({ type: newType })}>{t('integrations.add')}</Button>
            </div>
          )}
          {editing && (
            <IntegrationForm key={editing.integration?.id ?? `new-${editing.type}`} type={editing.type} integration={editing.integration}
              onDone={(saved) => { setEditing(null); if (saved) void changed(); }} />
          )}
          {state.data[0].items.length === 0 ? <p>{t('integrations.none')}</p> : (
            <table className="admin-int__table" aria-label={t('integrations.listLabel')}>
              <thead>
                <tr>
                  <th scope="col">{t('integrations.name')}</th><th scope="col">{t('integrations.type')}</th>
                  <th scope="col">{t('integrations.settings')}</th><th scope="col">{t('integrations.status')}</th>
                  <th scope="col">{t('integrations.lastTest')}</th>
                  <th scope="col"><span className="pl-visually-hidden">{t('integrations.actions')}</span></th>
                </tr>
              </thead>
              <tbody>
                {state.data[0].items.map((item) => (
                  <IntegrationRow key={item.id} integration={item} canManage={canManage} onChanged={changed}
                    onEdit={() => setEditing({ type: item.config.type, integration: item })} onDelete={() => setDeleting(item)} />
                ))}
              </tbody>
            </table>
          )}
        </>
      )}
      {deleting && (
        <ConfirmDialog
          title={t('integrations.deleteTitle', { name: deleting.name })}
          description={t('integrations.deleteText')}
          confirmLabel={t('integrations.delete')}
          cancelLabel={t('integrations.cancel')}
          danger
          onConfirm={() => remove.mutateAsync(deleting)}
          onClose={() => setDeleting(null)}
        />
      )}
    </section>
  );
}
