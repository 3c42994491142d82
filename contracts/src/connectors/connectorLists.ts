import type { ConnectorKind, ConnectorObject } from './connectorKinds.js';

/**
 * What each list page may sort and filter by, and what its CSV holds (field and header, in order). The server accepts
 * exactly these; the plugin builds its URL view from the same lists. Secrets are never a column.
 */
export const CONNECTOR_LISTS = {
  'cloud-connectors': {
    sorts: ['name', 'provider', 'region', 'status', 'softwareVersion', 'lastSeen'], filters: ['provider', 'region', 'status', 'groupId', 'enabled'],
    csv: [['name', 'Name'], ['provider', 'Provider'], ['region', 'Region'], ['groupId', 'Group'], ['status', 'Status'], ['softwareVersion', 'Version'],
      ['lastSeen', 'Last seen (UTC)'], ['enabled', 'Enabled']],
  },
  'cloud-groups': {
    sorts: ['name', 'provider', 'region'], filters: ['provider', 'region', 'enabled'],
    csv: [['name', 'Name'], ['provider', 'Provider'], ['region', 'Region'], ['description', 'Description'], ['enabled', 'Enabled']],
  },
  'branch-connectors': {
    sorts: ['name', 'model', 'status', 'softwareVersion', 'lastSeen'], filters: ['model', 'status', 'groupId', 'enabled'],
    csv: [['name', 'Name'], ['model', 'Model'], ['groupId', 'Group'], ['status', 'Status'], ['softwareVersion', 'Version'], ['lastSeen', 'Last seen (UTC)'],
      ['enabled', 'Enabled']],
  },
  'branch-groups': {
    sorts: ['name', 'locationId'], filters: ['locationId', 'enabled'],
    csv: [['name', 'Name'], ['locationId', 'Location'], ['description', 'Description'], ['enabled', 'Enabled']],
  },
  'provisioning-templates': {
    sorts: ['name', 'type', 'provider', 'locationCreation', 'vmSize'], filters: ['type', 'provider', 'locationCreation', 'vmSize'],
    csv: [['name', 'Name'], ['type', 'Type'], ['provider', 'Cloud provider'], ['locationCreation', 'Location creation'], ['vmSize', 'VM size'],
      ['hypervisor', 'Hypervisor'], ['managementIpMode', 'Management IP'], ['serviceIpMode', 'Service IP'], ['description', 'Description']],
  },
  'location-templates': {
    sorts: ['name', 'prefix', 'aupFrequencyDays', 'downloadMbps', 'uploadMbps'], filters: ['sslInspection', 'firewallControl', 'bandwidthControl', 'ipsControl'],
    csv: [['name', 'Name'], ['prefix', 'Prefix'], ['sslInspection', 'SSL inspection'], ['firewallControl', 'Firewall control'],
      ['bandwidthControl', 'Bandwidth control'], ['downloadMbps', 'Download (Mbps)'], ['uploadMbps', 'Upload (Mbps)'], ['ipsControl', 'IPS control'],
      ['aup', 'AUP'], ['aupFrequencyDays', 'AUP frequency (days)']],
  },
  'provider-accounts': {
    sorts: ['name', 'provider', 'accountId'], filters: ['provider'],
    csv: [['name', 'Name'], ['provider', 'Provider'], ['accountId', 'Account ID']],
  },
  gateways: {
    sorts: ['name', 'type', 'primaryProxy', 'secondaryProxy'], filters: ['type', 'failClose'],
    csv: [['name', 'Name'], ['type', 'Type'], ['primaryProxy', 'Primary proxy'], ['secondaryProxy', 'Secondary proxy'], ['failClose', 'Fail close']],
  },
} as const satisfies Partial<Record<ConnectorKind, { sorts: readonly string[]; filters: readonly string[]; csv: readonly (readonly [string, string])[] }>>;

/** A kind that has a sorted, filtered, paged list page. */
export type ListedConnectorKind = keyof typeof CONNECTOR_LISTS;
export const LISTED_CONNECTOR_KINDS = Object.keys(CONNECTOR_LISTS) as ListedConnectorKind[];
export type ConnectorListSort<K extends ListedConnectorKind> = (typeof CONNECTOR_LISTS)[K]['sorts'][number];
export type ConnectorListFilter<K extends ListedConnectorKind> = (typeof CONNECTOR_LISTS)[K]['filters'][number];

/** One page of a kind's list: the caller's view, filtered and sorted on the server. */
export interface ConnectorListPage<T = Record<string, unknown>> {
  items: ConnectorObject<T>[];
  total: number; page: number; pageSize: number; pageCount: number;
}
