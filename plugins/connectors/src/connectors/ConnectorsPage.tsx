import { usePluginTranslation } from '@palisade/sdk';
import { ConnectorsLayout } from '../shared/ConnectorsLayout';
import { useConnectorList } from '../shared/useConnectorList';
import { type Column, ObservedTable } from './ObservedTable';

/** `/admin/connectors/connectors`: Cloud Connector groups and connectors, Branch Connector groups and devices. */
export default function ConnectorsPage() {
  const { t } = usePluginTranslation();
  const names = (kind: 'cloud-groups' | 'branch-groups' | 'locations') => new Map((useConnectorList<{ name: string }>(kind).data?.items ?? []).map((o) => [o.id, o.name]));
  const cloudGroups = names('cloud-groups');
  const branchGroups = names('branch-groups');
  const locations = names('locations');
  const seen = (value: unknown) => (typeof value === 'number' ? new Date(value).toLocaleString() : '');
  const connectorColumns = (groups: Map<string, string>): Column[] => [
    { key: 'groupId', label: t('connectors.group'), format: (v) => groups.get(String(v)) ?? String(v) },
    { key: 'status', label: t('connectors.status') },
    { key: 'softwareVersion', label: t('connectors.version') },
    { key: 'lastSeen', label: t('connectors.lastSeen'), format: seen },
  ];
  return (
    <ConnectorsLayout title={t('nav.connectors')}>
      {(canManage) => (
        <>
          <ObservedTable kind="cloud-groups" title={t('connectors.cloudGroups')} canManage={canManage}
            columns={[{ key: 'provider', label: t('connectors.provider') }, { key: 'region', label: t('connectors.region') }]} />
          <ObservedTable kind="cloud-connectors" title={t('connectors.cloudConnectors')} canManage={canManage}
            columns={[{ key: 'provider', label: t('connectors.provider') }, { key: 'region', label: t('connectors.region') }, ...connectorColumns(cloudGroups)]} />
          <ObservedTable kind="branch-groups" title={t('connectors.branchGroups')} canManage={canManage}
            columns={[{ key: 'locationId', label: t('connectors.location'), format: (v) => locations.get(String(v)) ?? String(v) }]} />
          <ObservedTable kind="branch-connectors" title={t('connectors.branchConnectors')} canManage={canManage}
            columns={[{ key: 'model', label: t('connectors.model') }, ...connectorColumns(branchGroups)]} />
        </>
      )}
    </ConnectorsLayout>
  );
}
