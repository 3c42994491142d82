import { type ConnectorObject, PROVIDER_ACCOUNT_SECRETS, providerAccountRequest } from '@palisade/contracts/connectors';
import { useState } from 'react';
import { Button, useHttp, usePluginTranslation } from '@palisade/sdk';
import type { ColumnDef } from '@palisade/sdk/inventory';
import { actionsColumn } from '../lists/actionsColumn';
import { type ListMenu, ObjectList } from '../lists/ObjectList';
import { TextField } from '@palisade/sdk/forms';
import { ConfirmDialog } from '../shared/ConfirmDialog';
import { ConnectorsLayout } from '../shared/ConnectorsLayout';
import { createObject, deleteObject, updateObject } from '../shared/connectorsApi';
import { FormDialog } from '../shared/FormDialog';
import { PendingBadge } from '../shared/PendingBadge';
import { useConnectorChange } from '../shared/useConnectorChange';
import { useDialog } from '../shared/useDialog';

type Provider = 'AWS' | 'Azure';
type Account = { provider: Provider; name: string; accountId: string; secretsSet?: string[] } & Record<string, unknown>;
type Item = ConnectorObject<Account>;
const FIELDS: Record<Provider, readonly string[]> = {
  AWS: ['name', 'accountId', 'accessKeyId', 'secretAccessKey', 'zsTag'],
  Azure: ['name', 'accountId', 'subscriptionId', 'tenantId', 'applicationId', 'applicationKey', 'clientId', 'clientSecret', 'baseUrl', 'apiKey'],
};
const isSecret = (provider: Provider, field: string) => (PROVIDER_ACCOUNT_SECRETS[provider] as readonly string[]).includes(field);

/** `/admin/connectors/cloud-accounts`: AWS and Azure accounts for connectors on the inventory kit; secrets are write-only (blank keeps the stored one). */
export default function ProviderAccountsPage() {
  const { t } = usePluginTranslation();
  const http = useHttp();
  const { dialog, open, close } = useDialog<Item>();
  const [addProvider, setAddProvider] = useState<Provider>('AWS');
  const changed = useConnectorChange();
  const menus: ListMenu[] = [{ key: 'provider', label: t('accounts.provider'), options: (['AWS', 'Azure'] as const).map((value) => ({ value, label: value })) }];
  const columns = (canManage: boolean): ColumnDef<Item, any>[] => [
    { id: 'name', header: t('accounts.name'), cell: ({ row: { original: item } }) => <>{item.name} <PendingBadge pending={item.pending} /></> },
    { id: 'provider', header: t('accounts.provider'), cell: (c) => c.row.original.provider },
    { id: 'accountId', header: t('accounts.accountId'), cell: (c) => <code>{c.row.original.accountId}</code> },
    actionsColumn(canManage, open),
  ];
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
          <ObjectList kind="provider-accounts" label={t('nav.accounts')} columns={columns(canManage)} menus={menus} />
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
