import { accountGroupRequest, type AccountGroupInput } from '@palisade/contracts/cloudAccounts';
import { useState } from 'react';
import { Button, useHttp, useNotify, usePluginTranslation } from '@palisade/sdk';
import { Form, FormActions, TextField, useSchemaForm } from '@palisade/sdk/forms';
import { createGroup, renameGroup } from './cloudAccountsApi';

/** The tenant's account groups: make one, rename one (its accounts follow). Accounts are put in a group from the list's selection. */
export function AccountGroups({ groups, canManage, onChanged }: { groups: readonly string[]; canManage: boolean; onChanged: () => void }) {
  const { t } = usePluginTranslation();
  const [renaming, setRenaming] = useState<string | null>(null);
  return (
    <details className="admin-accounts__groups">
      <summary>{t('cloudAccounts.groups.title', { count: groups.length })}</summary>
      <ul aria-label={t('cloudAccounts.groups.listLabel')}>
        {groups.map((g) => (
          <li key={g}>
            {renaming === g ? (
              <GroupNameForm label={t('cloudAccounts.groups.renameLabel', { name: g })} initial={g} submitLabel={t('cloudAccounts.groups.rename')}
                save={(http, name) => renameGroup(http, g, name)} onSaved={() => { setRenaming(null); onChanged(); }} onCancel={() => setRenaming(null)} />
            ) : (
              <>
                {g}{' '}
                {canManage && <Button variant="secondary" onClick={() => setRenaming(g)} aria-label={t('cloudAccounts.groups.renameOf', { name: g })}>{t('cloudAccounts.groups.rename')}</Button>}
              </>
            )}
          </li>
        ))}
      </ul>
      {canManage && <GroupNameForm label={t('cloudAccounts.groups.newLabel')} initial="" submitLabel={t('cloudAccounts.groups.create')}
        save={(http, name) => createGroup(http, name)} onSaved={onChanged} />}
    </details>
  );
}

interface GroupNameFormProps {
  label: string; initial: string; submitLabel: string;
  save: (http: ReturnType<typeof useHttp>, name: string) => Promise<unknown>; onSaved: () => void; onCancel?: () => void;
}

function GroupNameForm({ label, initial, submitLabel, save, onSaved, onCancel }: GroupNameFormProps) {
  const { t } = usePluginTranslation();
  const http = useHttp();
  const notify = useNotify();
  const form = useSchemaForm({ schema: accountGroupRequest, defaultValues: { name: initial } as AccountGroupInput });
  return (
    <Form form={form} label={label} className="admin-accounts__group-form" guardUnsaved={false}
      onSubmit={(values) => save(http, values.name)}
      onSaved={(_, values) => { notify({ message: t('cloudAccounts.groups.saved', { name: values.name }) }); form.reset({ name: '' }); onSaved(); }}>
      <TextField name="name" label={label} autoComplete="off" />
      <FormActions submitLabel={submitLabel} onCancel={onCancel} cancelLabel={t('cloudAccounts.cancel')} />
    </Form>
  );
}
