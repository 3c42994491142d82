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
        module: 'EXECUTIVE_REPORT',
        flag: 'analytics',
        subscription: 'ANALYTICS',
        component: () => import('./area/ExecutiveReportPage'),
      },
    },
    {
      type: 'console.page/route',
      properties: {
        path: '/admin/analytics/reports/*',
        landing: 21,
        module: 'ANALYTICS',
        flag: 'analytics',
        subscription: 'ANALYTICS',
        component: () => import('./area/AnalyticsPage'),
      },
    },
    {
      type: 'console.page/route',
      properties: {
        path: '/admin/configuration/scheduled-reports',
        landing: 17,
        module: 'SCHEDULED_REPORTS',
        component: () => import('./schedules/ScheduledReportsPage'),
      },
    },
    // What a headless renderer prints from a render link: no sign-in (the link's token is the credential), no console around it.
    {
      type: 'console.page/standalone',
      properties: { path: '/pdf-scheduled-reports', component: () => import('./area/PrintedReportPage') },
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
