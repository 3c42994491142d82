import { definePlugin, type PluginDefinition } from '@palisade/sdk';
import { ADMIN_AREAS } from './areas';

type Extension = PluginDefinition['extensions'][number];

/** Each area's page, loaded only when it is opened. */
const PAGES = {
  users: () => import('./users/UsersPage'),
  roles: () => import('./roles/RolesPage'),
  apiKeys: () => import('./apiKeys/ApiKeysPage'),
  trustedIps: () => import('./trustedIps/TrustedIpsPage'),
  businessUnits: () => import('./businessUnits/BusinessUnitsPage'),
  sso: () => import('./sso/SsoPage'),
  integrations: () => import('./integrations/IntegrationsPage'),
  auditLogs: () => import('./auditLogs/AuditLogsPage'),
} as const;

/** Administration: users and groups, roles, API keys, trusted IPs, business units, single sign-on, integrations, audit logs. */
export default definePlugin({
  id: 'administration',
  version: '1.0.0',
  sdk: '^1.0.0',
  extensions: [
    {
      type: 'console.page/route',
      properties: { path: '/admin/configuration', module: 'ADMINISTRATION', component: () => import('./landing/AdministrationPage') },
    },
    ...ADMIN_AREAS.map(
      (area): Extension => ({
        type: 'console.page/route',
        properties: {
          path: `${area.path}/*`,
          module: area.module,
          ...(area.flag ? { flag: area.flag } : {}),
          ...(area.landing ? { landing: area.landing } : {}),
          component: PAGES[area.id],
        },
      }),
    ),
    // Cloud accounts: the list of connected accounts (landing step 9).
    {
      type: 'console.page/route',
      properties: {
        path: '/admin/configuration/cloud-accounts',
        module: 'CLOUD_ACCOUNTS',
        landing: 9,
        component: () => import('./cloudAccounts/CloudAccountsPage'),
      },
    },
    // The Administration submenu: the overview, then each area the role grants (a role may grant an area without the overview).
    {
      type: 'console.navigation/item',
      properties: {
        id: 'administration',
        labelKey: 'menu.overview',
        section: 'administration',
        order: 0,
        href: '/admin/configuration',
        module: 'ADMINISTRATION',
      },
    },
    ...ADMIN_AREAS.map(
      (area, index): Extension => ({
        type: 'console.navigation/item',
        properties: {
          id: `administration-${area.id}`,
          labelKey: `areas.${area.id}.title`,
          section: 'administration',
          order: (index + 1) * 10,
          href: area.path,
          module: area.module,
          ...(area.flag ? { flag: area.flag } : {}),
        },
      }),
    ),
  ],
  actions: ['MANAGE_ADMINISTRATION'],
  flags: ADMIN_AREAS.flatMap((area) => (area.flag ? [{ key: area.flag, default: true }] : [])),
  translations: { 'en-US': () => import('./locales/en-US') },
});
