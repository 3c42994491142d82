import type { Gated } from '../extensionParts';

/** Where a menu item stands. `cloud-posture` items are grouped under "Cloud Posture". @public */
export type MenuSection = 'main' | 'cloud-posture' | 'administration' | 'utility';

/** How the header may draw a utility item: `unread-notifications` is the bell with the unread count. @public */
export type MenuIndicator = 'unread-notifications';

/**
 * An entry of the navigation menu. Its id is its own: the console refuses
 * another plugin's item with the same id.
 *
 * @example
 * ```ts
 * {
 *   type: 'console.navigation/item',
 *   properties: { id: 'alerts', labelKey: 'menu.label', section: 'main', order: 200, href: '/admin/alerts', module: 'ALERTS' },
 * }
 * ```
 *
 * @public
 */
export interface MenuItemExtension {
  type: 'console.navigation/item';
  properties: Gated & {
    /** Unique across all plugins. */
    id: string;
    /** i18n key in the plugin's namespace; its `en-US` text must exist (the manifest carries it). */
    labelKey: string;
    section: MenuSection;
    /** Lower comes first within its section. */
    order: number;
    /** Path the item opens; also marks the item active for paths below it. */
    href: string;
    /** Other path prefixes that mark this item active. */
    activeOn?: readonly string[];
    /**
     * A `utility` item the header draws as an indicator instead of a link in
     * the account menu: `unread-notifications` is the bell, with the unread
     * count loaded (and polled) only while the item is visible.
     */
    indicator?: MenuIndicator;
  };
}

/** True for a `console.navigation/item` extension. @public */
export const isMenuItemExtension = (e: { type: string }): e is MenuItemExtension => e.type === 'console.navigation/item';
