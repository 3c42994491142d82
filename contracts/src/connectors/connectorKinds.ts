/**
 * The kinds of object the connector area holds, as they appear in its API paths
 * (`/api/connectors/v1/<kind>`). Every change to any of them is saved as the
 * administrator's pending edit and goes live only when activated.
 */
export const CONNECTOR_KINDS = [
  'cloud-groups', 'cloud-connectors', 'branch-groups', 'branch-connectors', 'locations',
  'provisioning-templates', 'location-templates', 'provider-accounts', 'gateways', 'forwarding-rules',
] as const;
export type ConnectorKind = (typeof CONNECTOR_KINDS)[number];

/** How each kind is named in messages ("Location template Branch default"). */
export const CONNECTOR_KIND_LABELS: Record<ConnectorKind, string> = {
  'cloud-groups': 'Cloud Connector group', 'cloud-connectors': 'Cloud Connector', 'branch-groups': 'Branch Connector group',
  'branch-connectors': 'Branch Connector', locations: 'Location', 'provisioning-templates': 'Provisioning template',
  'location-templates': 'Location template', 'provider-accounts': 'Cloud provider account', gateways: 'Gateway',
  'forwarding-rules': 'Forwarding rule',
};

/** What the caller's pending edit does to an object, or null when it shows the live configuration. */
export type PendingChange = 'added' | 'changed' | 'deleted' | null;

/** One object as an administrator sees it: the live configuration with their own pending edit over it. */
export type ConnectorObject<T = Record<string, unknown>> = T & {
  id: string;
  /** The live version (0 for an object only the caller's pending edit adds). */
  version: number;
  pending: PendingChange;
  /** Write-only fields that hold a value (their values are never sent). */
  secretsSet?: string[];
};

export interface ConnectorList<T = Record<string, unknown>> { items: ConnectorObject<T>[] }

/** Someone who may open the connector area: through which groups, and whether one of them may also change it. */
export interface AreaAdministrator {
  email: string; name: string; status: 'active' | 'invited' | 'disabled';
  groups: string[];
  /** A group's role also holds MANAGE_ADMINISTRATION, so this person can save and activate changes. */
  canChange: boolean;
}
