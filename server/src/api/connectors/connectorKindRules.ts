import {
  connectorGroupRequest, connectorLocationRequest, connectorRequest, type ConnectorKind, forwardingRuleRequest, gatewayRequest, locationTemplateRequest,
  PROVIDER_ACCOUNT_SECRETS, providerAccountRequest, provisioningTemplateRequest,
} from '@palisade/contracts/connectors';
import type { z } from 'zod';

type Data = Record<string, unknown>;

/** How the API treats one kind: what a change may carry, whether it can be added or deleted, and its secrets. */
export interface KindRule {
  /** The body of an add or an edit (edits of observed objects merge it over what the connector reports). */
  body?: z.ZodType;
  create: boolean;
  remove: boolean;
  /** Write-only fields of an object, by its data (never stored in data, never sent back). */
  secrets?: (data: Data) => readonly string[];
}

export const KIND_RULES: Record<ConnectorKind, KindRule> = {
  'cloud-groups': { body: connectorGroupRequest, create: false, remove: true },
  'cloud-connectors': { body: connectorRequest, create: false, remove: true },
  'branch-groups': { body: connectorGroupRequest, create: false, remove: true },
  'branch-connectors': { body: connectorRequest, create: false, remove: true },
  locations: { body: connectorLocationRequest, create: false, remove: false },
  'provisioning-templates': { body: provisioningTemplateRequest, create: true, remove: true },
  'location-templates': { body: locationTemplateRequest, create: true, remove: true },
  'provider-accounts': {
    body: providerAccountRequest, create: true, remove: true,
    secrets: (data) => PROVIDER_ACCOUNT_SECRETS[data.provider === 'Azure' ? 'Azure' : 'AWS'],
  },
  gateways: { body: gatewayRequest, create: true, remove: true },
  'forwarding-rules': { body: forwardingRuleRequest, create: true, remove: true },
};

/** A reference one object makes to another, checked whenever either changes. */
export interface Reference { field: string; kind: ConnectorKind }

/** What each object points at, by its data. */
export function referencesOf(kind: ConnectorKind, data: Data): Reference[] {
  const has = (field: string) => typeof data[field] === 'string' && data[field] !== '';
  switch (kind) {
    case 'cloud-connectors': return [{ field: 'groupId', kind: 'cloud-groups' }];
    case 'branch-connectors': return [{ field: 'groupId', kind: 'branch-groups' }];
    case 'branch-groups': return [{ field: 'locationId', kind: 'locations' }];
    case 'provisioning-templates': {
      const refs: Reference[] = [];
      if (has('groupId')) refs.push({ field: 'groupId', kind: data.type === 'branch' ? 'branch-groups' : 'cloud-groups' });
      if (has('locationTemplateId') && data.locationCreation !== 'existing') refs.push({ field: 'locationTemplateId', kind: 'location-templates' });
      if (data.locationCreation === 'existing' && has('locationId')) refs.push({ field: 'locationId', kind: 'locations' });
      return refs;
    }
    default: return [];
  }
}
