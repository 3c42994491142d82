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
        path: '/admin/policy/forwardingpolicies',
        landing: 4,
        aliases: ['/admin/policy/addPolicy'],
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
        href: '/admin/policy/forwardingpolicies',
        module: 'POLICIES',
        activeOn: ['/admin/policy'],
      },
    },
  ],
  translations: { 'en-US': () => import('./locales/en-US.json') },
});
