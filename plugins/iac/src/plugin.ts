import { definePlugin } from '@palisade/sdk';
import { loadOpenIacAlertCount } from './loadOpenIacAlertCount';

/** Infrastructure-as-code area and dashboard card. */
export default definePlugin({
  id: 'iac',
  version: '1.0.0',
  sdk: '^1.0.0',
  extensions: [
    {
      type: 'console.page/route',
      properties: {
        path: '/admin/configuration/iac/integrations',
        aliases: ['/admin/configuration/iac/local'],
        module: 'VERSION_CONTROL_AND_CICD_SYSTEMS',
        subscription: 'IAC',
        component: () => import('./area/IacPage'),
      },
    },
    {
      type: 'console.dashboard/card',
      properties: {
        appId: 3,
        titleKey: 'card.title',
        infoKey: 'card.info',
        module: 'IAC_ALERTS',
        subscription: 'IAC',
        href: '/admin/configuration/iac/integrations',
        loadCount: loadOpenIacAlertCount,
      },
    },
  ],
  translations: { 'en-US': () => import('./locales/en-US.json') },
});
