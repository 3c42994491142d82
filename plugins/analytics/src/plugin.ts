import { definePlugin } from '@palisade/sdk';

/** Analytics area. */
export default definePlugin({
  id: 'analytics',
  version: '1.0.0',
  sdk: '^1.0.0',
  extensions: [
    // Before the area's catch-all route: the first matching route wins.
    {
      type: 'console.page/route',
      properties: {
        path: '/admin/analytics/reports/executive-report',
        module: 'ANALYTICS',
        flag: 'analytics',
        subscription: 'ANALYTICS',
        component: () => import('./area/ExecutiveReportPage'),
      },
    },
    {
      type: 'console.page/route',
      properties: {
        path: '/admin/analytics/reports/*',
        module: 'ANALYTICS',
        flag: 'analytics',
        subscription: 'ANALYTICS',
        component: () => import('./area/AnalyticsPage'),
      },
    },
    {
      type: 'console.navigation/item',
      properties: {
        id: 'analytics',
        labelKey: 'menu.label',
        section: 'main',
        order: 700,
        href: '/admin/analytics/reports',
        module: 'ANALYTICS',
        flag: 'analytics',
        activeOn: ['/admin/analytics'],
      },
    },
  ],
  flags: [{ key: 'analytics', default: true }],
  translations: { 'en-US': () => import('./locales/en-US.json') },
});
