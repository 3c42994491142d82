/** The area's pages, in the order its navigation lists them. */
export const CONNECTOR_SECTIONS = [
  { id: 'connectors', path: '/admin/connectors/connectors' },
  { id: 'provisioning', path: '/admin/connectors/provisioning-templates' },
  { id: 'locations', path: '/admin/connectors/location-templates' },
  { id: 'accounts', path: '/admin/connectors/cloud-accounts' },
  { id: 'gateways', path: '/admin/connectors/gateways' },
  { id: 'forwarding', path: '/admin/policy/forwardingpolicies' },
] as const;
