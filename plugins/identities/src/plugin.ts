import { definePlugin } from '@palisade/sdk';

/** Cloud identity area and dashboard card. */
export default definePlugin({
  id: 'identities',
  version: '1.0.0',
  sdk: '^1.0.0',
  extensions: [
    {
      type: 'console.page/route',
      properties: {
        path: '/admin/cloud-posture/cloud-identities',
        landing: 6,
        module: 'CLOUD_IDENTITY',
        subscription: 'CIEM',
        component: () => import('./area/IdentitiesPage'),
      },
    },
    {
      type: 'console.navigation/item',
      properties: {
        id: 'identities',
        labelKey: 'menu.label',
        section: 'cloud-posture',
        order: 20,
        href: '/admin/cloud-posture/cloud-identities',
        module: 'CLOUD_IDENTITY',
      },
    },
    {
      type: 'console.dashboard/card',
      properties: {
        appId: 2,
        titleKey: 'card.title',
        infoKey: 'card.info',
        module: 'CLOUD_IDENTITY',
        subscription: 'CIEM',
        href: '/admin/cloud-posture/cloud-identities',
        count: { path: 'commondashboard/v1/totalIdentities' },
        trend: { metric: 'identities.risk', better: 'neither' },
      },
    },
  ],
  translations: { 'en-US': () => import('./locales/en-US.json') },
});
