import { definePlugin } from '@palisade/sdk';

/** Cloud threats: the dashboard card. */
export default definePlugin({
  id: 'threats',
  version: '1.0.0',
  sdk: '^1.0.0',
  extensions: [
    {
      type: 'console.dashboard/card',
      properties: {
        appId: 0,
        titleKey: 'card.title',
        infoKey: 'card.info',
        module: 'CLOUD_ALERTS',
        href: '/admin/alerts',
        count: { path: 'commondashboard/v1/totalThreats' },
        trend: { metric: 'alerts.open', href: '/admin/alerts?status=Open&range={range}' },
      },
    },
  ],
  translations: { 'en-US': () => import('./locales/en-US.json') },
});
