import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { ApiKeyView, CreatedApiKey } from '@palisade/contracts';
import { Button, Loading, PageTitle, ServerError, useAccess, useHttp, usePluginTranslation } from '@palisade/sdk';
import { ApiKeyTable } from './ApiKeyTable';
import { fetchApiKeys, fetchKeyRoles, revokeApiKey } from './apiKeysApi';
import { adminKeys } from '../shared/adminKeys';
import { ConfirmDialog } from '../shared/ConfirmDialog';
import { loadState } from '../shared/loadState';
import { useInvalidate } from '../shared/useInvalidate';
import { useRemoval } from '../shared/useRemoval';
import { CreateApiKeyForm } from './CreateApiKeyForm';
import { NewKeySecret } from './NewKeySecret';
import './apiKeys.css';

type Panel = { kind: 'none' } | { kind: 'create' } | { kind: 'secret'; created: CreatedApiKey };

/** `/admin/configuration/api-keys`: create (the key is shown once), list and revoke the tenant's API keys. */
export default function ApiKeysPage() {
  const { t } = usePluginTranslation();
  const http = useHttp();
  const canManage = useAccess().can('MANAGE_ADMINISTRATION');
  const state = loadState(
    useQuery({ queryKey: adminKeys.apiKeys(), queryFn: ({ signal }) => fetchApiKeys(http, signal) }),
    useQuery({ queryKey: adminKeys.keyRoleOptions(), queryFn: ({ signal }) => fetchKeyRoles(http, signal) }),
  );
  // Roles list the API keys that use them.
  const changed = useInvalidate(adminKeys.apiKeys(), adminKeys.roles());
  const revoke = useRemoval((key: ApiKeyView) => revokeApiKey(http, key.id), (key) => t('apiKeys.revoked', { name: key.name }), changed);
  const [panel, setPanel] = useState<Panel>({ kind: 'none' });
  const [revoking, setRevoking] = useState<ApiKeyView | null>(null);

  return (
    <section className="admin-keys" aria-labelledby="api-keys-title">
      <PageTitle id="api-keys-title" title={t('areas.apiKeys.title')} />
      <p>{t('apiKeys.intro')} <code>X-API-Key: &lt;key&gt;</code></p>
      {state.status === 'loading' && <Loading label={t('apiKeys.loading')} />}
      {state.status === 'error' && <ServerError error={state.error} message={t('apiKeys.loadFailed')} onRetry={state.retry} />}
      {state.status === 'ready' && (
        <>
          {panel.kind === 'secret' && <NewKeySecret created={panel.created} onDone={() => setPanel({ kind: 'none' })} />}
          {panel.kind === 'create' && (
            <CreateApiKeyForm roles={state.data[1].items} onCancel={() => setPanel({ kind: 'none' })}
              onCreated={(created) => { setPanel({ kind: 'secret', created }); void changed(); }} />
          )}
          <div className="admin-keys__toolbar">
            {!canManage ? <p className="admin-keys__readonly">{t('form.readOnly')}</p>
              : panel.kind === 'none' && <Button onClick={() => setPanel({ kind: 'create' })}>{t('apiKeys.createTitle')}</Button>}
          </div>
          <ApiKeyTable keys={state.data[0].items} canManage={canManage} onRevoke={setRevoking} />
        </>
      )}
      {revoking && (
        <ConfirmDialog
          title={t('apiKeys.revokeTitle', { name: revoking.name })}
          description={t('apiKeys.revokeText', { prefix: revoking.prefix })}
          confirmLabel={t('apiKeys.revoke')}
          cancelLabel={t('apiKeys.cancel')}
          danger
          onConfirm={() => revoke.mutateAsync(revoking)}
          onClose={() => setRevoking(null)}
        />
      )}
    </section>
  );
}
