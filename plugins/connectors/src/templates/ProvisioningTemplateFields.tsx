import { CLOUD_PROVIDERS, HYPERVISORS, IP_MODES, LOCATION_CREATIONS, VM_SIZES } from '@palisade/contracts/connectors';
import { usePluginTranslation } from '@palisade/sdk';
import { SelectField, TextField, useWatch } from '@palisade/sdk/forms';
import { useConnectorList } from '../shared/useConnectorList';

type Named = { name: string; locationId?: string };
const NO_BRANCH_GROUPS = 'Branch Connector Groups is not available for the selected location!';

/** Every field of a Cloud or Branch provisioning template; what a choice makes irrelevant is not asked. */
export function ProvisioningTemplateFields({ type }: { type: 'cloud' | 'branch' }) {
  const { t } = usePluginTranslation();
  const [creation, locationId, managementMode, serviceMode] = useWatch({ name: ['locationCreation', 'locationId', 'managementIpMode', 'serviceIpMode'] }) as string[];
  const templates = useConnectorList<Named>('location-templates').data?.items ?? [];
  const locations = useConnectorList<Named>('locations').data?.items ?? [];
  const groups = useConnectorList<Named>(type === 'branch' ? 'branch-groups' : 'cloud-groups').data?.items ?? [];
  const atLocation = type === 'branch' && creation === 'existing' ? groups.filter((g) => g.locationId === locationId) : groups;
  const options = (items: readonly { id: string; name: string }[], none: string) => [{ value: '', label: none }, ...items.map((i) => ({ value: i.id, label: i.name }))];
  const choice = (prefix: string, values: readonly string[]) => values.map((v) => ({ value: v, label: t(`${prefix}.${v}`) }));
  const manual = managementMode === 'manual' || serviceMode === 'manual';
  return (
    <>
      <TextField name="name" label={t('provisioning.name')} />
      <TextField name="description" label={t('provisioning.description')} multiline />
      {type === 'cloud' && <SelectField name="provider" label={t('provisioning.provider')} options={CLOUD_PROVIDERS.map((p) => ({ value: p, label: p }))} />}
      <SelectField name="locationCreation" label={t('provisioning.locationCreation')} options={choice('provisioning.creation', LOCATION_CREATIONS)} />
      {creation === 'existing'
        ? <SelectField name="locationId" label={t('provisioning.location')} options={options(locations, t('provisioning.choose'))} />
        : <SelectField name="locationTemplateId" label={t('provisioning.locationTemplate')} options={options(templates, t('provisioning.choose'))} />}
      {type === 'branch' && creation === 'existing' && locationId && atLocation.length === 0
        ? <p className="pl-form__error" role="alert">{NO_BRANCH_GROUPS}</p>
        : <SelectField name="groupId" label={t(type === 'branch' ? 'provisioning.branchGroup' : 'provisioning.cloudGroup')} options={options(atLocation, t('provisioning.none'))} />}
      <SelectField name="vmSize" label={t('provisioning.vmSize')} options={choice('provisioning.size', VM_SIZES)} />
      {type === 'branch' && <SelectField name="hypervisor" label={t('provisioning.hypervisor')} options={choice('provisioning.hypervisors', HYPERVISORS)} />}
      <SelectField name="managementIpMode" label={t('provisioning.managementIpMode')} options={choice('provisioning.mode', IP_MODES)} />
      {managementMode === 'manual' && <TextField name="managementIp" label={t('provisioning.managementIp')} inputMode="decimal" />}
      <SelectField name="serviceIpMode" label={t('provisioning.serviceIpMode')} options={choice('provisioning.mode', IP_MODES)} />
      {serviceMode === 'manual' && <TextField name="serviceIp" label={t('provisioning.serviceIp')} inputMode="decimal" />}
      {manual && (
        <>
          <TextField name="defaultGateway" label={t('provisioning.defaultGateway')} inputMode="decimal" />
          <TextField name="netmask" label={t('provisioning.netmask')} inputMode="decimal" />
          <TextField name="dnsServer1" label={t('provisioning.dnsServer1')} inputMode="decimal" />
          <TextField name="dnsServer2" label={t('provisioning.dnsServer2')} inputMode="decimal" />
        </>
      )}
      <TextField name="loadBalancerIp" label={t('provisioning.loadBalancerIp')} inputMode="decimal" />
    </>
  );
}
