import { AUP_FREQUENCY_DAYS, BANDWIDTH_MBPS } from '@palisade/contracts/connectors';
import { usePluginTranslation } from '@palisade/sdk';
import { CheckboxField, TextField } from '@palisade/sdk/forms';

export const LOCATION_TEMPLATE_SWITCHES = [
  'xffForwarding', 'enforceAuthentication', 'caution', 'aup', 'sslInspection', 'zappSsl', 'firewallControl', 'bandwidthControl', 'ipsControl',
] as const;

/** Every field of a location template, with the ranges in the hints. */
export function LocationTemplateFields() {
  const { t } = usePluginTranslation();
  const range = (bounds: { min: number; max: number }) => t('form.range', bounds);
  return (
    <>
      <TextField name="name" label={t('locationTemplates.name')} />
      <TextField name="prefix" label={t('locationTemplates.prefix')} hint={t('locationTemplates.prefixHint')} autoComplete="off" />
      <fieldset className="cn-switches">
        <legend>{t('locationTemplates.controls')}</legend>
        {LOCATION_TEMPLATE_SWITCHES.map((name) => <CheckboxField key={name} name={name} label={t(`locationTemplates.${name}`)} />)}
      </fieldset>
      <TextField name="aupFrequencyDays" label={t('locationTemplates.aupFrequencyDays')} hint={range(AUP_FREQUENCY_DAYS)} inputMode="numeric" />
      <TextField name="downloadMbps" label={t('locationTemplates.downloadMbps')} hint={range(BANDWIDTH_MBPS)} inputMode="numeric" />
      <TextField name="uploadMbps" label={t('locationTemplates.uploadMbps')} hint={range(BANDWIDTH_MBPS)} inputMode="numeric" />
    </>
  );
}
