import { definePlugin } from '@palisade/sdk';
import { loadThreatCount } from './loadThreatCount';

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
        loadCount: loadThreatCount,
        trend: { metric: 'alerts.open', href: '/admin/alerts?status=Open&range={range}' },
      },
    },
  ],
  translations: { 'en-US': () => import('./locales/en-US.json') },
});
