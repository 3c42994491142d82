import { addTrustedIpRequest, type AddTrustedIpInput, TRUSTED_IP_DESCRIPTION_MAX } from '@palisade/contracts';
import { useHttp, useNotify, usePluginTranslation } from '@palisade/sdk';
import { Form, FormActions, TextField, useSchemaForm } from '@palisade/sdk/forms';
import { addTrustedIp } from './trustedIpsApi';

/** An address or CIDR range with a description; checked as typed with the server's own parser. */
export function AddTrustedIpForm({ onAdded }: { onAdded: () => void }) {
  const { t } = usePluginTranslation();
  const http = useHttp();
  const notify = useNotify();
  const form = useSchemaForm({ schema: addTrustedIpRequest, defaultValues: { cidr: '', description: '' } as AddTrustedIpInput });
  return (
    <Form
      form={form}
      label={t('trustedIps.addTitle')}
      className="admin-ips__form"
      onSubmit={(values) => addTrustedIp(http, values)}
      onSaved={(res) => {
        notify({ message: t('trustedIps.added', { cidr: res.item.cidr }) });
        form.reset({ cidr: '', description: '' });
        onAdded();
      }}
    >
      <h2>{t('trustedIps.addTitle')}</h2>
      <TextField name="cidr" label={t('trustedIps.cidr')} hint={t('trustedIps.cidrHint')} autoComplete="off" spellCheck={false} />
      <TextField name="description" label={t('trustedIps.description')} hint={t('trustedIps.descriptionHint', { max: TRUSTED_IP_DESCRIPTION_MAX })} />
      <FormActions submitLabel={t('trustedIps.add')} />
    </Form>
  );
}
