import { definePlugin } from '@palisade/sdk';

/** Policies area. */
export default definePlugin({
  id: 'policies',
  version: '1.0.0',
  sdk: '^1.0.0',
  extensions: [
    {
      type: 'console.page/route',
      properties: {
        // The forwarding policies page belongs to the Cloud and Branch Connectors area; this is the policies area's overview.
        path: '/admin/policy/addPolicy',
        landing: 4,
        module: 'POLICIES',
        component: () => import('./area/PoliciesPage'),
      },
    },
    {
      type: 'console.navigation/item',
      properties: {
        id: 'policies',
        labelKey: 'menu.label',
        section: 'main',
        order: 400,
        href: '/admin/policy/addPolicy',
        module: 'POLICIES',
        activeOn: ['/admin/policy'],
      },
    },
  ],
  translations: { 'en-US': () => import('./locales/en-US.json') },
});
