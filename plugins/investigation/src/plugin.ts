import { definePlugin } from '@palisade/sdk';

/** Investigation area. */
export default definePlugin({
  id: 'investigation',
  version: '1.0.0',
  sdk: '^1.0.0',
  extensions: [
    {
      type: 'console.page/route',
      properties: {
        path: '/admin/investigate/*',
        landing: 3,
        module: 'INVESTIGATION',
        component: () => import('./area/InvestigationPage'),
      },
    },
    {
      type: 'console.navigation/item',
      properties: {
        id: 'investigation',
        labelKey: 'menu.label',
        section: 'main',
        order: 300,
        href: '/admin/investigate',
        module: 'INVESTIGATION',
      },
    },
  ],
  translations: { 'en-US': () => import('./locales/en-US.json') },
});
