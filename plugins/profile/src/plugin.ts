import { definePlugin } from '@palisade/sdk';

/** The signed-in user's profile page; every signed-in user may open it. */
export default definePlugin({
  id: 'profile',
  version: '1.0.0',
  sdk: '^1.0.0',
  extensions: [
    {
      type: 'console.page/route',
      properties: {
        path: '/admin/profile',
        component: () => import('./profile/ProfilePage'),
      },
    },
    {
      type: 'console.navigation/item',
      properties: {
        id: 'profile',
        labelKey: 'menu.label',
        section: 'utility',
        order: 20,
        href: '/admin/profile',
      },
    },
  ],
  translations: { 'en-US': () => import('./locales/en-US.json') },
});
