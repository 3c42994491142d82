import { type ConnectorObject, PROVIDER_ACCOUNT_SECRETS, providerAccountRequest } from '@palisade/contracts/connectors';
import { useState } from 'react';
import { Button, useHttp, usePluginTranslation } from '@palisade/sdk';
import { TextField } from '@palisade/sdk/forms';
import { ConfirmDialog } from '../shared/ConfirmDialog';
import { RowActions } from '../shared/RowActions';
import { ConnectorsLayout } from '../shared/ConnectorsLayout';
import { createObject, deleteObject, updateObject } from '../shared/connectorsApi';
import { FormDialog } from '../shared/FormDialog';
import { ListState } from '../shared/ListState';
import { PendingBadge } from '../shared/PendingBadge';
import { useConnectorChange } from '../shared/useConnectorChange';
import { useConnectorList } from '../shared/useConnectorList';
import { useDialog } from '../shared/useDialog';

type Provider = 'AWS' | 'Azure';
type Account = { provider: Provider; name: string; accountId: string; secretsSet?: string[] } & Record<string, unknown>;
type Item = ConnectorObject<Account>;
const FIELDS: Record<Provider, readonly string[]> = {
  AWS: ['name', 'accountId', 'accessKeyId', 'secretAccessKey', 'zsTag'],
  Azure: ['name', 'accountId', 'subscriptionId', 'tenantId', 'applicationId', 'applicationKey', 'clientId', 'clientSecret', 'baseUrl', 'apiKey'],
};
const isSecret = (provider: Provider, field: string) => (PROVIDER_ACCOUNT_SECRETS[provider] as readonly string[]).includes(field);

/** `/admin/connectors/cloud-accounts`: AWS and Azure accounts for connectors; secrets are write-only (blank keeps the stored one). */
export default function ProviderAccountsPage() {
  const { t } = usePluginTranslation();
  const http = useHttp();
  const list = useConnectorList<Account>('provider-accounts');
  const { dialog, open, close } = useDialog<Item>();
  const [addProvider, setAddProvider] = useState<Provider>('AWS');
  const changed = useConnectorChange();
  const provider = dialog && dialog.mode !== 'add' ? dialog.item.provider : addProvider;
  const values = (item?: Item) => ({ provider, ...Object.fromEntries(FIELDS[provider].map((f) => [f, isSecret(provider, f) ? '' : String(item?.[f] ?? '')])) });
  return (
    <ConnectorsLayout title={t('nav.accounts')}>
      {(canManage) => (
        <>
          {canManage && (
            <div className="cn-row-actions">
              {(['AWS', 'Azure'] as const).map((p) => <Button key={p} onClick={() => { setAddProvider(p); open({ mode: 'add' }); }}>{t(`accounts.add${p}`)}</Button>)}
            </div>
          )}
          <ListState query={list}>
            {({ items }) => (
              <table className="cn-table" aria-label={t('nav.accounts')}>
                <thead><tr>
                  <th scope="col">{t('accounts.name')}</th><th scope="col">{t('accounts.provider')}</th><th scope="col">{t('accounts.accountId')}</th>
                  <th scope="col"><span className="pl-visually-hidden">{t('list.actions')}</span></th>
                </tr></thead>
                <tbody>
                  {items.map((item) => (
                    <tr key={item.id}>
                      <td>{item.name} <PendingBadge pending={item.pending} /></td>
                      <td>{item.provider}</td>
                      <td><code>{item.accountId}</code></td>
                      <td className="cn-row-actions">
                        {canManage && <RowActions name={item.name} onEdit={() => open({ mode: 'edit', item })} onDelete={() => open({ mode: 'delete', item })} />}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            )}
          </ListState>
          {(dialog?.mode === 'add' || dialog?.mode === 'edit') && (
            <FormDialog
              title={dialog.mode === 'add' ? t(`accounts.add${provider}`) : t('list.editOf', { name: dialog.item.name })}
              schema={providerAccountRequest}
              defaultValues={values(dialog.mode === 'edit' ? dialog.item : undefined) as never}
              submitLabel={t('form.save')}
              cancelLabel={t('form.cancel')}
              savedMessage={t('form.savedPending')}
              onSubmit={(body) => (dialog.mode === 'edit' ? updateObject(http, 'provider-accounts', dialog.item.id, body) : createObject(http, 'provider-accounts', body))}
              onClose={close}
            >
              {FIELDS[provider].map((f) => (
                <TextField key={f} name={f} label={t(`accounts.${f}`)} autoComplete="off" spellCheck={false}
                  {...(isSecret(provider, f) ? { type: 'password', hint: dialog.mode === 'edit' && dialog.item.secretsSet?.includes(f) ? t('accounts.secretKept') : undefined } : {})} />
              ))}
            </FormDialog>
          )}
          {dialog?.mode === 'delete' && (
            <ConfirmDialog title={t('list.deleteOf', { name: dialog.item.name })} description={t('list.deletePending')} confirmLabel={t('list.delete')}
              onConfirm={async () => { await deleteObject(http, 'provider-accounts', dialog.item.id); await changed(); }} onClose={close} />
          )}
        </>
      )}
    </ConnectorsLayout>
  );
}
