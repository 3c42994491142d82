import { useEffect } from 'react';
import { createAccountRequest, type CreateAccountInput } from '@palisade/contracts/cloudAccounts';
import { useHttp, usePluginTranslation } from '@palisade/sdk';
import { Form, FormActions, SelectField, TextField, useSchemaForm, useWatch } from '@palisade/sdk/forms';
import { type CloudAccountView, createAccount } from './cloudAccountsApi';

const EMPTY = {
  cloud: 'aws', auth: 'role', name: '', group: '', schedule: 'daily', accountId: '', accessKeyId: '', secretAccessKey: '', zsTag: '',
  subscriptionId: '', tenantId: '', applicationId: '', applicationKey: '', clientId: '', clientSecret: '', baseUrl: '', apiKey: '',
};

export interface AccountDetailsFormProps {
  groups: readonly string[];
  /** The older form: access keys or an Azure app only, no role (the role needs the wizard's template and test). */
  simple?: boolean;
  onCreated: (account: CloudAccountView) => void;
  onCancel: () => void;
}

/** The account's fields (product spec section 3) for its cloud and way of signing in; the server's checks name each wrong field. */
export function AccountDetailsForm({ groups, simple, onCreated, onCancel }: AccountDetailsFormProps) {
  const { t } = usePluginTranslation();
  const http = useHttp();
  const form = useSchemaForm({ schema: createAccountRequest, defaultValues: { ...EMPTY, auth: simple ? 'keys' : 'role' } as unknown as CreateAccountInput });
  const cloud = useWatch({ control: form.control, name: 'cloud' }) as string;
  const auth = useWatch({ control: form.control, name: 'auth' }) as string;
  const field = (name: string, hint?: string, secret = false) => (
    <TextField key={name} name={name as 'name'} label={t(`cloudAccounts.fields.${name}`)} hint={hint} autoComplete={secret ? 'new-password' : 'off'}
      type={secret ? 'password' : 'text'} spellCheck={false} />
  );
  // Azure signs in with its app; AWS with a role (or keys).
  useEffect(() => form.setValue('auth', (cloud === 'azure' ? 'azure' : simple ? 'keys' : 'role') as never), [cloud, simple, form]);
  return (
    <Form form={form} label={t('cloudAccounts.wizard.detailsTitle')} guardUnsaved={false} onSubmit={(values) => createAccount(http, values)} onSaved={onCreated}>
      <SelectField name="cloud" label={t('cloudAccounts.fields.cloud')}
        options={[{ value: 'aws', label: t('cloudAccounts.clouds.aws') }, { value: 'azure', label: t('cloudAccounts.clouds.azure') }]} />
      {cloud === 'aws' && (
        <SelectField name="auth" label={t('cloudAccounts.fields.auth')} options={[
          ...(simple ? [] : [{ value: 'role', label: t('cloudAccounts.auth.role') }]), { value: 'keys', label: t('cloudAccounts.auth.keys') },
        ]} />
      )}
      {field('name')}
      {cloud === 'aws' ? (
        <>
          {field('accountId', t('cloudAccounts.hints.accountId'))}
          {auth === 'keys' && <>{field('accessKeyId', t('cloudAccounts.hints.accessKeyId'))}{field('secretAccessKey', t('cloudAccounts.hints.secret'), true)}</>}
          {field('zsTag', t('cloudAccounts.hints.zsTag'))}
        </>
      ) : (
        <>
          {['subscriptionId', 'tenantId', 'applicationId', 'clientId'].map((name) => field(name, t('cloudAccounts.hints.guid')))}
          {field('applicationKey', t('cloudAccounts.hints.secret'), true)}
          {field('clientSecret', t('cloudAccounts.hints.secret'), true)}
          {field('baseUrl', t('cloudAccounts.hints.baseUrl'))}
          {field('apiKey', t('cloudAccounts.hints.secret'), true)}
        </>
      )}
      {field('group', groups.length ? t('cloudAccounts.hints.group', { groups: groups.join(', ') }) : undefined)}
      <SelectField name="schedule" label={t('cloudAccounts.fields.schedule')}
        options={(['hourly', 'daily', 'weekly'] as const).map((s) => ({ value: s, label: t(`cloudAccounts.schedules.${s}`) }))} />
      <FormActions submitLabel={simple ? t('cloudAccounts.wizard.save') : t('cloudAccounts.wizard.next')} onCancel={onCancel} cancelLabel={t('cloudAccounts.cancel')} />
    </Form>
  );
}
