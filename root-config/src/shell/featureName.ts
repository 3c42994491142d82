import { isMenuItemExtension } from '@palisade/sdk';
import type { ContributedExtension } from '@palisade/sdk/host';
import { currentLinkOf, type Menu, type MenuLink } from './buildMenu';

/**
 * The name a user knows a plugin's page by: the label of that plugin's menu
 * item for the path (else its first item), so Subscription Required names
 * "Vulnerability Management", not the subscription code. `undefined` when the
 * plugin has no item in the user's menu.
 */
export function featureName(menu: Menu, pluginId: string, pathname: string): string | undefined {
  const links: MenuLink[] = [...menu.main.flatMap((e) => (e.kind === 'link' ? [e] : e.items)), ...menu.utility].filter((l) => l.pluginId === pluginId);
  return (currentLinkOf(links, pathname) ?? links[0])?.label;
}

/**
 * The same name from the plugin's own menu declarations in the catalogue, for a page whose
 * item the menu hides (its flag is off, its subscription not bought).
 */
export function declaredFeatureName(
  pluginId: string,
  extensions: readonly ContributedExtension[],
  pathname: string,
  translate: (pluginId: string, key: string) => string,
): string | undefined {
  const own = extensions.flatMap((c) => (c.pluginId === pluginId ? [c.extension] : []));
  const links: MenuLink[] = own.filter(isMenuItemExtension).map((ext) => ({
    kind: 'link',
    id: ext.properties.id,
    pluginId,
    label: translate(pluginId, ext.properties.labelKey),
    href: ext.properties.href,
    order: ext.properties.order,
    activeOn: ext.properties.activeOn ?? [],
  }));
  return featureName({ main: links, utility: [] }, pluginId, pathname);
}
