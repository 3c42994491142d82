import { API_KEY_EXPIRY_DAYS, API_KEY_NAME_MAX, createApiKeyRequest, type CreateApiKeyInput, type CreatedApiKey } from '@palisade/contracts';
import { useHttp, usePluginTranslation } from '@palisade/sdk';
import { Form, FormActions, SelectField, TextField, useSchemaForm } from '@palisade/sdk/forms';
import { createApiKey } from './apiKeysApi';

export interface CreateApiKeyFormProps {
  /** The tenant's roles; those that grant more than the signed-in user holds are shown but cannot be chosen. */
  roles: readonly { id: string; name: string; grantable: boolean }[];
  onCreated: (created: CreatedApiKey) => void;
  onCancel: () => void;
}

/** Name, role and expiry of a new key; the key itself comes back once, to {@link NewKeySecret}. */
export function CreateApiKeyForm({ roles, onCreated, onCancel }: CreateApiKeyFormProps) {
  const { t } = usePluginTranslation();
  const http = useHttp();
  const form = useSchemaForm({
    schema: createApiKeyRequest,
    defaultValues: { name: '', roleId: '', expiresInDays: String(API_KEY_EXPIRY_DAYS.default) } as CreateApiKeyInput,
  });
  return (
    <Form form={form} label={t('apiKeys.createTitle')} onSubmit={(values) => createApiKey(http, values)} onSaved={onCreated} className="admin-keys__form">
      <h2>{t('apiKeys.createTitle')}</h2>
      <TextField name="name" label={t('apiKeys.name')} hint={t('apiKeys.nameHint', { max: API_KEY_NAME_MAX })} autoComplete="off" />
      <SelectField name="roleId" label={t('apiKeys.role')} hint={t('apiKeys.roleHint')}
        options={[{ value: '', label: t('apiKeys.chooseRole') }, ...roles.map((r) => ({ value: r.id, label: r.grantable ? r.name : t('apiKeys.roleBeyondYou', { name: r.name }), disabled: !r.grantable }))]} />
      <TextField name="expiresInDays" label={t('apiKeys.expiresInDays')} inputMode="numeric"
        hint={t('apiKeys.expiresHint', { min: API_KEY_EXPIRY_DAYS.min, max: API_KEY_EXPIRY_DAYS.max })} />
      <FormActions submitLabel={t('apiKeys.create')} onCancel={onCancel} cancelLabel={t('apiKeys.cancel')} />
    </Form>
  );
}
