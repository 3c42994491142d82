import { isLinkActive, type Menu, type MenuLink } from './buildMenu';

/**
 * The name a user knows a plugin's page by: the label of that plugin's menu
 * item for the path (else its first item), so Subscription Required names
 * "Vulnerability Management", not the subscription code. `undefined` when the
 * plugin has no item in the user's menu.
 */
export function featureName(menu: Menu, pluginId: string, pathname: string): string | undefined {
  const links: MenuLink[] = [...menu.main.flatMap((e) => (e.kind === 'link' ? [e] : e.items)), ...menu.utility].filter((l) => l.pluginId === pluginId);
  return (links.find((l) => isLinkActive(l, pathname)) ?? links[0])?.label;
}
