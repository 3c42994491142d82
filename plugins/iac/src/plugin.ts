import { definePlugin } from '@palisade/sdk';

/** Infrastructure-as-code area (version control and CI/CD, findings, workstations) and dashboard card. */
export default definePlugin({
  id: 'iac',
  version: '1.0.0',
  sdk: '^1.0.0',
  extensions: [
    {
      type: 'console.page/route',
      properties: {
        path: '/admin/configuration/iac/integrations',
        landing: 10,
        module: 'VERSION_CONTROL_AND_CICD_SYSTEMS',
        subscription: 'IAC',
        component: () => import('./area/IacPage'),
      },
    },
    {
      type: 'console.page/route',
      properties: {
        path: '/admin/configuration/iac/local',
        landing: 11,
        module: 'WORKSTATIONS_AND_IDE',
        subscription: 'IAC',
        component: () => import('./area/LocalPage'),
      },
    },
    {
      type: 'console.page/route',
      properties: {
        path: '/admin/configuration/iac/dashboard',
        module: 'VERSION_CONTROL_AND_CICD_SYSTEMS',
        subscription: 'IAC',
        component: () => import('./dashboard/IacDashboardPage'),
      },
    },
    {
      type: 'console.page/route',
      properties: {
        path: '/admin/configuration/iac/findings',
        module: 'VERSION_CONTROL_AND_CICD_SYSTEMS',
        subscription: 'IAC',
        component: () => import('./findings/IacFindingsPage'),
      },
    },
    {
      type: 'console.navigation/item',
      properties: {
        id: 'iac-dashboard',
        labelKey: 'menu.dashboard',
        section: 'administration',
        order: 205,
        href: '/admin/configuration/iac/dashboard',
        module: 'VERSION_CONTROL_AND_CICD_SYSTEMS',
      },
    },
    {
      type: 'console.navigation/item',
      properties: {
        id: 'iac-integrations',
        labelKey: 'menu.integrations',
        section: 'administration',
        order: 200,
        href: '/admin/configuration/iac/integrations',
        module: 'VERSION_CONTROL_AND_CICD_SYSTEMS',
      },
    },
    {
      type: 'console.navigation/item',
      properties: {
        id: 'iac-findings',
        labelKey: 'menu.findings',
        section: 'administration',
        order: 207,
        href: '/admin/configuration/iac/findings',
        module: 'VERSION_CONTROL_AND_CICD_SYSTEMS',
      },
    },
    {
      type: 'console.navigation/item',
      properties: {
        id: 'iac-local',
        labelKey: 'menu.local',
        section: 'administration',
        order: 210,
        href: '/admin/configuration/iac/local',
        module: 'WORKSTATIONS_AND_IDE',
      },
    },
    {
      type: 'console.dashboard/card',
      properties: {
        appId: 3,
        titleKey: 'card.title',
        infoKey: 'card.info',
        module: 'IAC_ALERTS',
        subscription: 'IAC',
        href: '/admin/configuration/iac/integrations',
        count: { path: 'alerts/v1/buildtime/iacalertcount', method: 'POST', json: { filters: { alertStatus: ['Open'] } } },
        trend: { metric: 'iac.open', href: '/admin/alerts?tab=iac&status=Open&range={range}' },
      },
    },
  ],
  translations: { 'en-US': () => import('./locales/en-US.json') },
});
