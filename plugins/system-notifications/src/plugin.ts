import { definePlugin } from '@palisade/sdk';

/** The system notifications page; the shell's bell opens it. */
export default definePlugin({
  id: 'system-notifications',
  version: '1.0.0',
  sdk: '^1.0.0',
  extensions: [
    {
      type: 'console.page/route',
      properties: {
        path: '/admin/system-notification',
        module: 'SYSTEM_NOTIFICATIONS',
        flag: 'system_notifications',
        component: () => import('./notifications/NotificationsPage'),
      },
    },
    {
      type: 'console.navigation/item',
      properties: {
        id: 'system-notifications',
        labelKey: 'menu.label',
        section: 'utility',
        order: 10,
        href: '/admin/system-notification',
        module: 'SYSTEM_NOTIFICATIONS',
        flag: 'system_notifications',
        // The header's bell, with the unread count.
        indicator: 'unread-notifications',
      },
    },
  ],
  flags: [{ key: 'system_notifications', default: true }],
  translations: { 'en-US': () => import('./locales/en-US.json') },
});
