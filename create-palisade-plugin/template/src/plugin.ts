import { definePlugin } from '@palisade/sdk';
import { loadCount } from './loadCount';

/** The plugin's declaration: the console reads it from dist/manifest.json before any of its code runs. */
export default definePlugin({
  id: '__ID__',
  version: '0.1.0',
  sdk: '__SDK_RANGE__',
  extensions: [
    {
      type: 'console.page/route',
      // The page loads only when its path is opened.
      properties: { path: '/admin/__ID__', component: () => import('./MainPage') },
    },
    {
      type: 'console.navigation/item',
      properties: { id: '__ID__', labelKey: 'menu.label', section: 'main', order: 1000, href: '/admin/__ID__' },
    },
    {
      // 0 to 5 are the built-in cards' places: another plugin's card takes 100 or above.
      type: 'console.dashboard/card',
      properties: { appId: __APP_ID__, titleKey: 'card.title', infoKey: 'card.info', module: 'CLOUD_ASSETS', href: '/admin/__ID__', loadCount },
    },
  ],
  translations: { 'en-US': () => import('./locales/en-US.json') },
});
