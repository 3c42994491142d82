import type { PluginDefinition } from './PluginDefinition';

/**
 * Declares a plugin. It returns its argument unchanged; its worth is the type
 * check, which keeps literal types (ids, paths) for the plugin's own tests.
 *
 * @example
 * ```ts
 * import { definePlugin } from '@palisade/sdk';
 *
 * export default definePlugin({
 *   id: 'system-notifications',
 *   version: '1.0.0',
 *   sdk: '^1.0.0',
 *   extensions: [
 *     {
 *       type: 'console.page/route',
 *       properties: {
 *         path: '/admin/system-notification',
 *         module: 'SYSTEM_NOTIFICATIONS',
 *         flag: 'system_notifications',
 *         component: () => import('./NotificationsPage'),
 *       },
 *     },
 *   ],
 *   translations: { 'en-US': () => import('./locales/en-US.json') },
 * });
 * ```
 *
 * @public
 */
export function definePlugin<const T extends PluginDefinition>(definition: T): T {
  return definition;
}
