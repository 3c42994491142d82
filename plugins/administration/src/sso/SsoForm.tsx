import { type SsoSettings, ssoSettingsRequest, type SsoSettingsRequestInput } from '@palisade/contracts';
import { useHttp, useNotify, usePluginTranslation } from '@palisade/sdk';
import { CheckboxField, Form, FormActions, SelectField, TextField, useSchemaForm, useWatch } from '@palisade/sdk/forms';
import { saveSso } from './ssoApi';

/** The SAML connection's settings; the server also checks the certificate parses and is in date. */
export function SsoForm({ settings, onSaved }: { settings: SsoSettings; onSaved: (saved: SsoSettings) => void }) {
  const { t } = usePluginTranslation();
  const http = useHttp();
  const notify = useNotify();
  const defaults: SsoSettingsRequestInput = {
    metadataUrl: settings.metadataUrl, metadataXml: settings.metadataXml, entityId: settings.entityId, certificate: settings.certificate,
    jitEnabled: settings.jitEnabled, defaultGroupId: settings.defaultGroupId ?? '',
  };
  const form = useSchemaForm({ schema: ssoSettingsRequest, defaultValues: defaults });
  const jit = useWatch({ control: form.control, name: 'jitEnabled' });
  const standIn = new URL(settings.standInMetadataPath, window.location.origin).toString();
  return (
    <Form form={form} label={t('sso.formTitle')} className="admin-sso__form" onSubmit={(values) => saveSso(http, values)}
      onSaved={(saved) => { notify({ message: t('sso.saved') }); onSaved(saved); }}>
      <h2>{t('sso.formTitle')}</h2>
      <TextField name="metadataUrl" label={t('sso.metadataUrl')} hint={t('sso.metadataUrlHint', { url: standIn })} inputMode="url" autoComplete="off" spellCheck={false} />
      <TextField name="metadataXml" label={t('sso.metadataXml')} hint={t('sso.metadataXmlHint')} multiline spellCheck={false} />
      <TextField name="entityId" label={t('sso.entityId')} hint={t('sso.entityIdHint')} autoComplete="off" spellCheck={false} />
      <TextField name="certificate" label={t('sso.certificate')} hint={t('sso.certificateHint')} multiline spellCheck={false} />
      <CheckboxField name="jitEnabled" label={t('sso.jitEnabled')} />
      <SelectField name="defaultGroupId" label={t('sso.defaultGroup')} hint={jit ? t('sso.defaultGroupHint') : t('sso.defaultGroupOffHint')}
        options={[{ value: '', label: t('sso.noGroup') }, ...settings.groups.map((g) => ({ value: g.id, label: g.name }))]} />
      <FormActions submitLabel={t('sso.save')} />
    </Form>
  );
}
