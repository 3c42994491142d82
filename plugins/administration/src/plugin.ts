import { definePlugin } from '@palisade/sdk';

/** Administration area: the organization's details. */
export default definePlugin({
  id: 'administration',
  version: '1.0.0',
  sdk: '^1.0.0',
  extensions: [
    {
      type: 'console.page/route',
      properties: { path: '/admin/configuration', module: 'ADMINISTRATION', component: () => import('./area/AdministrationPage') },
    },
    {
      type: 'console.navigation/item',
      properties: {
        id: 'administration',
        labelKey: 'menu.label',
        section: 'main',
        order: 600,
        href: '/admin/configuration',
        module: 'ADMINISTRATION',
      },
    },
  ],
  translations: { 'en-US': () => import('./locales/en-US.json') },
});
