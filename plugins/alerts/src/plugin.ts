import { definePlugin } from '@palisade/sdk';

/** Alerts area: cloud and IaC alerts with server paging, filters in the URL, group by policy, detail, actions and CSV export. */
export default definePlugin({
  id: 'alerts',
  version: '1.0.0',
  sdk: '^1.0.0',
  extensions: [
    {
      type: 'console.page/route',
      properties: {
        path: '/admin/alerts/*',
        // The ALERTS module opens every tab; the IaC alerts dashboard sub-app alone opens the IaC tab (the server limits it likewise).
        anyModule: ['ALERTS', 'DASHBOARD/IAC_ALERTS'],
        landing: 2,
        component: () => import('./area/AlertsPage'),
      },
    },
    {
      type: 'console.navigation/item',
      properties: {
        id: 'alerts',
        labelKey: 'menu.label',
        section: 'main',
        order: 200,
        href: '/admin/alerts',
        anyModule: ['ALERTS', 'DASHBOARD/IAC_ALERTS'],
      },
    },
  ],
  flags: [{ key: 'ignore_rules', default: true }],
  translations: { 'en-US': () => import('./locales/en-US.json') },
});
