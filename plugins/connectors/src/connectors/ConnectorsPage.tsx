import { CLOUD_PROVIDERS } from '@palisade/contracts/connectors';
import { useSearchParams } from 'react-router';
import { Tabs, usePluginTranslation } from '@palisade/sdk';
import type { ListMenu } from '../lists/ObjectList';
import { ConnectorsLayout } from '../shared/ConnectorsLayout';
import { useConnectorList } from '../shared/useConnectorList';
import { type Column, ObservedTable } from './ObservedTable';

const TABS = ['cloud-connectors', 'cloud-groups', 'branch-connectors', 'branch-groups'] as const;
type Tab = (typeof TABS)[number];
const TAB_LABELS = { 'cloud-connectors': 'cloudConnectors', 'cloud-groups': 'cloudGroups', 'branch-connectors': 'branchConnectors', 'branch-groups': 'branchGroups' } as const;
const STATUSES = ['Active', 'Inactive'] as const;

/**
 * `/admin/connectors/connectors`: Cloud Connectors, Cloud Connector groups, Branch Connectors and Branch Connector groups,
 * one tab each (`?tab=`), each list sorted, filtered and paged by the server with its view in the URL.
 */
export default function ConnectorsPage() {
  const { t } = usePluginTranslation();
  const [params, setParams] = useSearchParams();
  const current: Tab = TABS.find((id) => id === params.get('tab')) ?? 'cloud-connectors';
  const groups = useConnectorList<{ name: string; region?: string }>(current.startsWith('cloud') ? 'cloud-groups' : 'branch-groups').data?.items ?? [];
  const locations = useConnectorList<{ name: string }>('locations').data?.items ?? [];
  const nameIn = (items: readonly { id: string; name: string }[]) => (v: unknown) => items.find((o) => o.id === v)?.name ?? String(v ?? '');
  const seen = (value: unknown) => (typeof value === 'number' ? new Date(value).toLocaleString() : '');
  const options = (values: readonly string[]) => values.map((value) => ({ value, label: value }));
  const enabled: ListMenu = { key: 'enabled', label: t('connectors.enabled'), options: [{ value: 'true', label: t('connectors.on') }, { value: 'false', label: t('connectors.off') }] };
  const provider: ListMenu = { key: 'provider', label: t('connectors.provider'), options: options(CLOUD_PROVIDERS) };
  const region: ListMenu = { key: 'region', label: t('connectors.region'), options: options([...new Set(groups.map((g) => g.region ?? ''))].filter(Boolean).sort()) };
  const group: ListMenu = { key: 'groupId', label: t('connectors.group'), options: groups.map((g) => ({ value: g.id, label: g.name })) };
  const status: ListMenu = { key: 'status', label: t('connectors.status'), options: options(STATUSES) };
  const connectorColumns: Column[] = [
    { key: 'groupId', label: t('connectors.group'), format: nameIn(groups) },
    { key: 'status', label: t('connectors.status') },
    { key: 'softwareVersion', label: t('connectors.version') },
    { key: 'lastSeen', label: t('connectors.lastSeen'), format: seen },
  ];
  const list = (canManage: boolean) => {
    const title = t(`connectors.${TAB_LABELS[current]}`);
    const common = { kind: current, title, canManage };
    if (current === 'cloud-groups') {
      return <ObservedTable key={current} {...common} menus={[provider, region, enabled]}
        columns={[{ key: 'provider', label: t('connectors.provider') }, { key: 'region', label: t('connectors.region') }]} />;
    }
    if (current === 'branch-groups') {
      return <ObservedTable key={current} {...common} menus={[{ key: 'locationId', label: t('connectors.location'), options: locations.map((l) => ({ value: l.id, label: l.name })) }, enabled]}
        columns={[{ key: 'locationId', label: t('connectors.location'), format: nameIn(locations) }]} />;
    }
    if (current === 'branch-connectors') {
      return <ObservedTable key={current} {...common} menus={[status, group, enabled]} columns={[{ key: 'model', label: t('connectors.model') }, ...connectorColumns]} />;
    }
    return <ObservedTable key={current} {...common} menus={[provider, region, status, group, enabled]}
      columns={[{ key: 'provider', label: t('connectors.provider') }, { key: 'region', label: t('connectors.region') }, ...connectorColumns]} />;
  };
  return (
    <ConnectorsLayout title={t('nav.connectors')}>
      {(canManage) => (
        <Tabs label={t('list.tabs')} idPrefix="cn-lists" tabs={TABS.map((id) => ({ id, label: t(`connectors.${TAB_LABELS[id]}`) }))} current={current}
          onSelect={(id) => setParams(id === 'cloud-connectors' ? {} : { tab: id })}>
          {list(canManage)}
        </Tabs>
      )}
    </ConnectorsLayout>
  );
}
