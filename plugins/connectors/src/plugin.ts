import { definePlugin, type PluginDefinition } from '@palisade/sdk';

type Extension = PluginDefinition['extensions'][number];

const MODULE = 'CLOUD_CONNECTORS';
const FLAG = 'cloud_connectors';

/** The area's pages, each loaded only when opened. */
const PAGES: readonly [path: string, component: () => Promise<{ default: () => unknown }>, aliases?: string[]][] = [
  ['/admin/connectors/connectors', () => import('./connectors/ConnectorsPage'), ['/admin/connectors']],
  ['/admin/connectors/provisioning-templates', () => import('./templates/ProvisioningTemplatesPage')],
  ['/admin/connectors/location-templates', () => import('./templates/LocationTemplatesPage')],
  ['/admin/connectors/cloud-accounts', () => import('./accounts/ProviderAccountsPage')],
  ['/admin/connectors/gateways', () => import('./gateways/GatewaysPage')],
  ['/admin/policy/forwardingpolicies', () => import('./forwarding/ForwardingPoliciesPage')],
  ['/admin/connectors/dashboard', () => import('./insights/DashboardPage')],
  ['/admin/connectors/monitoring', () => import('./insights/MonitoringPage')],
  ['/admin/connectors/traffic', () => import('./insights/TrafficPage')],
  ['/admin/connectors/dns', () => import('./insights/DnsPage')],
  ['/admin/connectors/sessions', () => import('./insights/SessionsPage')],
];

/**
 * Cloud and Branch Connectors: connectors and groups, templates, provider accounts, gateways and forwarding policies, saved then
 * activated; and their insights: dashboard, monitoring, traffic, DNS and sessions over a time range.
 */
export default definePlugin({
  id: 'connectors',
  version: '1.0.0',
  sdk: '^1.0.0',
  extensions: [
    ...PAGES.map(([path, component, aliases]): Extension => ({
      type: 'console.page/route',
      properties: { path, module: MODULE, flag: FLAG, ...(aliases ? { aliases } : {}), component: component as never },
    })),
    {
      type: 'console.navigation/item',
      properties: {
        id: 'connectors', labelKey: 'menu.label', section: 'administration', order: 900, href: '/admin/connectors/connectors',
        module: MODULE, flag: FLAG, activeOn: ['/admin/connectors/connectors', '/admin/connectors/provisioning-templates', '/admin/connectors/location-templates',
          '/admin/connectors/cloud-accounts', '/admin/connectors/gateways'],
      },
    },
    {
      type: 'console.navigation/item',
      properties: {
        id: 'connector-insights', labelKey: 'menu.insights', section: 'administration', order: 901, href: '/admin/connectors/dashboard',
        module: MODULE, flag: FLAG, activeOn: ['/admin/connectors/dashboard', '/admin/connectors/monitoring', '/admin/connectors/traffic', '/admin/connectors/dns',
          '/admin/connectors/sessions'],
      },
    },
  ],
  actions: ['MANAGE_ADMINISTRATION'],
  flags: [{ key: FLAG, default: false }],
  translations: { 'en-US': () => import('./locales/en-US.json') },
});
