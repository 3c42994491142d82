import { useState } from 'react';
import type { ApiKeyView, CreatedApiKey } from '@palisade/contracts';
import { Button, Loading, PageTitle, ServerError, useAccess, useHttp, useNotify, usePluginTranslation } from '@palisade/sdk';
import { ApiKeyTable } from './ApiKeyTable';
import { fetchApiKeys, fetchKeyRoles, revokeApiKey } from './apiKeysApi';
import { ConfirmDialog } from '../shared/ConfirmDialog';
import { CreateApiKeyForm } from './CreateApiKeyForm';
import { NewKeySecret } from './NewKeySecret';
import { useLoad } from '../shared/useLoad';
import './apiKeys.css';

type Panel = { kind: 'none' } | { kind: 'create' } | { kind: 'secret'; created: CreatedApiKey };

/** `/admin/configuration/api-keys`: create (the key is shown once), list and revoke the tenant's API keys. */
export default function ApiKeysPage() {
  const { t } = usePluginTranslation();
  const http = useHttp();
  const notify = useNotify();
  const canManage = useAccess().can('MANAGE_ADMINISTRATION');
  const [state, reload] = useLoad('', async (signal) => {
    const [keys, roles] = await Promise.all([fetchApiKeys(http, signal), fetchKeyRoles(http, signal)]);
    return { keys: keys.items, roles: roles.items };
  });
  const [panel, setPanel] = useState<Panel>({ kind: 'none' });
  const [revoking, setRevoking] = useState<ApiKeyView | null>(null);

  return (
    <section className="admin-keys" aria-labelledby="api-keys-title">
      <PageTitle id="api-keys-title" title={t('areas.apiKeys.title')} />
      <p>{t('apiKeys.intro')} <code>X-API-Key: &lt;key&gt;</code></p>
      {state.status === 'loading' && <Loading label={t('apiKeys.loading')} />}
      {state.status === 'error' && <ServerError error={state.error} message={t('apiKeys.loadFailed')} onRetry={reload} />}
      {state.status === 'ready' && (
        <>
          {panel.kind === 'secret' && <NewKeySecret created={panel.created} onDone={() => setPanel({ kind: 'none' })} />}
          {panel.kind === 'create' && (
            <CreateApiKeyForm roles={state.data.roles} onCancel={() => setPanel({ kind: 'none' })}
              onCreated={(created) => { setPanel({ kind: 'secret', created }); reload(); }} />
          )}
          <div className="admin-keys__toolbar">
            {!canManage ? <p className="admin-keys__readonly">{t('form.readOnly')}</p>
              : panel.kind === 'none' && <Button onClick={() => setPanel({ kind: 'create' })}>{t('apiKeys.createTitle')}</Button>}
          </div>
          <ApiKeyTable keys={state.data.keys} canManage={canManage} onRevoke={setRevoking} />
        </>
      )}
      {revoking && (
        <ConfirmDialog
          title={t('apiKeys.revokeTitle', { name: revoking.name })}
          description={t('apiKeys.revokeText', { prefix: revoking.prefix })}
          confirmLabel={t('apiKeys.revoke')}
          cancelLabel={t('apiKeys.cancel')}
          danger
          onConfirm={async () => {
            await revokeApiKey(http, revoking.id);
            notify({ message: t('apiKeys.revoked', { name: revoking.name }) });
            reload();
          }}
          onClose={() => setRevoking(null)}
        />
      )}
    </section>
  );
}
