import { definePlugin } from '@palisade/sdk';

/** Cloud assets area and dashboard card. */
export default definePlugin({
  id: 'assets',
  version: '1.0.0',
  sdk: '^1.0.0',
  extensions: [
    {
      type: 'console.page/route',
      properties: {
        path: '/admin/cloud-posture/cloud-assets',
        landing: 8,
        module: 'CLOUD_ASSETS',
        subscription: 'CSPM',
        component: () => import('./area/AssetsPage'),
      },
    },
    {
      type: 'console.navigation/item',
      properties: {
        id: 'assets',
        labelKey: 'menu.label',
        section: 'cloud-posture',
        order: 40,
        href: '/admin/cloud-posture/cloud-assets',
        module: 'CLOUD_ASSETS',
      },
    },
    {
      type: 'console.dashboard/card',
      properties: {
        appId: 1,
        titleKey: 'card.title',
        infoKey: 'card.info',
        module: 'CLOUD_ASSETS',
        subscription: 'CSPM',
        href: '/admin/cloud-posture/cloud-assets',
        count: { path: 'asset/api/v1/dashboard/cloudassetcount' },
        trend: { metric: 'assets.cloud', better: 'neither' },
      },
    },
  ],
  translations: { 'en-US': () => import('./locales/en-US.json') },
});
