import { definePlugin } from '@palisade/sdk';

/** The dashboard: a carousel of the dashboard cards every plugin contributes. */
export default definePlugin({
  id: 'dashboard',
  version: '1.0.0',
  sdk: '^1.0.0',
  extensions: [
    {
      type: 'console.page/route',
      // Its cards' frames are drawn by the console from the catalogue when this plugin's code fails.
      properties: {
        path: '/admin/dashboard/dashboard',
        module: 'DASHBOARD',
        landing: 1,
        hosts: 'console.dashboard/card',
        component: () => import('./dashboard/DashboardPage'),
      },
    },
    {
      type: 'console.navigation/item',
      properties: { id: 'dashboard', labelKey: 'menu.label', section: 'main', order: 100, href: '/admin/dashboard/dashboard', module: 'DASHBOARD' },
    },
  ],
  translations: { 'en-US': () => import('./locales/en-US.json') },
});
