import { usePluginTranslation } from '@palisade/sdk';
import { refusalHint } from './refusalHint';

/** A refusal of the cloud, explained: the field it is about, what to do, and the cloud's own words. */
export function Refusal({ field, code, message }: { field: string; code: string; message: string }) {
  const { t } = usePluginTranslation();
  return (
    <div role="alert" className="admin-accounts__refusal">
      <p><strong>{t('cloudAccounts.refusals.title', { field: t(`cloudAccounts.fields.${field}`, { defaultValue: field }) })}</strong></p>
      <p>{refusalHint(t, code, field)}</p>
      <p><small>{t('cloudAccounts.refusals.cloudSaid', { code, message })}</small></p>
    </div>
  );
}
