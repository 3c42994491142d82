import { type Integration, type IntegrationRequestInput, type IntegrationType, INTEGRATION_NAME_MAX, integrationRequest } from '@palisade/contracts';
import { useHttp, useNotify, usePluginTranslation } from '@palisade/sdk';
import { CheckboxField, Form, FormActions, TextField, useSchemaForm } from '@palisade/sdk/forms';
import { createIntegration, updateIntegration } from './integrationsApi';

/** The form's starting values: the saved settings, and secrets always empty (they are never sent back). */
function defaultsFor(type: IntegrationType, saved?: Integration): IntegrationRequestInput {
  const name = saved?.name ?? '';
  const config = saved?.config;
  switch (type) {
    case 'slack': return { type, name, webhookUrl: '', channel: config?.type === 'slack' ? config.channel : '' };
    case 'jira': {
      const jira = config?.type === 'jira' ? config : { baseUrl: '', projectKey: '', userEmail: '' };
      return { type, name, baseUrl: jira.baseUrl, projectKey: jira.projectKey, userEmail: jira.userEmail, apiToken: '' };
    }
    case 'webhook': return { type, name, url: config?.type === 'webhook' ? config.url : '', signingSecret: '', removeSigningSecret: false };
    case 'email': return { type, name, recipients: config?.type === 'email' ? config.recipients.join(', ') : '' };
  }
}

export interface IntegrationFormProps { type: IntegrationType; integration?: Integration; onDone: (saved: boolean) => void }

/** Settings of one integration; a secret field left empty keeps the saved secret. */
export function IntegrationForm({ type, integration, onDone }: IntegrationFormProps) {
  const { t } = usePluginTranslation();
  const http = useHttp();
  const notify = useNotify();
  const form = useSchemaForm({ schema: integrationRequest, defaultValues: defaultsFor(type, integration) });
  const title = integration ? t('integrations.editTitle', { name: integration.name }) : t('integrations.newTitle', { type: t(`integrations.type_${type}`) });
  const secretHint = (field: string) =>
    integration?.secretsSet.includes(field) ? t('integrations.secretKept') : t('integrations.secretWriteOnly');
  const secret = (name: string, label: string) => (
    <TextField name={name as never} label={label} hint={secretHint(name)} type="password" autoComplete="new-password" spellCheck={false} />
  );
  return (
    <Form form={form} label={title} className="admin-int__form"
      onSubmit={(values) => (integration ? updateIntegration(http, integration.id, values) : createIntegration(http, values))}
      onSaved={(saved) => { notify({ message: t(integration ? 'integrations.updated' : 'integrations.created', { name: saved.name }) }); onDone(true); }}>
      <h2>{title}</h2>
      <TextField name="name" label={t('integrations.name')} hint={t('integrations.nameHint', { max: INTEGRATION_NAME_MAX })} autoComplete="off" />
      {type === 'slack' && (
        <>
          {secret('webhookUrl', t('integrations.webhookUrl'))}
          <TextField name="channel" label={t('integrations.channel')} hint={t('integrations.channelHint')} autoComplete="off" />
        </>
      )}
      {type === 'jira' && (
        <>
          <TextField name="baseUrl" label={t('integrations.baseUrl')} hint={t('integrations.baseUrlHint')} inputMode="url" autoComplete="off" />
          <TextField name="projectKey" label={t('integrations.projectKey')} autoComplete="off" />
          <TextField name="userEmail" label={t('integrations.userEmail')} type="email" autoComplete="off" />
          {secret('apiToken', t('integrations.apiToken'))}
        </>
      )}
      {type === 'webhook' && (
        <>
          <TextField name="url" label={t('integrations.url')} hint={t('integrations.urlHint')} inputMode="url" autoComplete="off" />
          {secret('signingSecret', t('integrations.signingSecret'))}
          {integration?.secretsSet.includes('signingSecret') && <CheckboxField name="removeSigningSecret" label={t('integrations.removeSigningSecret')} />}
        </>
      )}
      {type === 'email' && <TextField name="recipients" label={t('integrations.recipients')} hint={t('integrations.recipientsHint')} autoComplete="off" />}
      <FormActions submitLabel={integration ? t('integrations.save') : t('integrations.create')} onCancel={() => onDone(false)} cancelLabel={t('integrations.cancel')} />
    </Form>
  );
}
