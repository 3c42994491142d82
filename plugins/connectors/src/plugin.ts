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
];

/** Cloud and Branch Connectors: connectors and groups, templates, provider accounts, gateways and forwarding policies, saved then activated. */
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
        module: MODULE, flag: FLAG, activeOn: ['/admin/connectors'],
      },
    },
  ],
  actions: ['MANAGE_ADMINISTRATION'],
  flags: [{ key: FLAG, default: false }],
  translations: { 'en-US': () => import('./locales/en-US.json') },
});
