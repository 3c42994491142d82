import { isMenuItemExtension, type FeatureFlagMap, type MenuItemExtension } from '@palisade/sdk';
import { isExtensionVisible, type ContributedExtension } from '@palisade/sdk/host';

/** A link of the navigation menu. */
export interface MenuLink {
  kind: 'link';
  id: string;
  pluginId: string;
  label: string;
  href: string;
  order: number;
  activeOn: readonly string[];
  /** How the header draws it, when not as a link (utility items). */
  indicator?: MenuItemExtension['properties']['indicator'];
}

/** A submenu: Cloud Posture, Administration. */
export interface MenuGroup {
  kind: 'group';
  id: 'cloud-posture' | 'administration';
  label: string;
  order: number;
  items: readonly MenuLink[];
}

export type MenuEntry = MenuLink | MenuGroup;

/** The menu: the main navigation, and utility items (bell, profile) shown in the header. */
export interface Menu {
  main: readonly MenuEntry[];
  utility: readonly MenuLink[];
}

/**
 * Where the groups stand among `main` items, so the spec's order holds with
 * main items ordered Dashboard 100, Alerts 200, Investigation 300,
 * Policies 400, Analytics 700 (third-party items usually 1000+).
 */
export const GROUPS = [
  { id: 'cloud-posture', label: 'Cloud Posture', order: 500 },
  { id: 'administration', label: 'Administration', order: 600 },
] as const;

export interface MenuContext {
  modules: ReadonlySet<string>;
  flags: FeatureFlagMap;
  /** The item's label from its plugin's namespace. */
  translate: (pluginId: string, key: string) => string;
}

const byOrder = <T extends { order: number; id: string }>(a: T, b: T) => a.order - b.order || (a.id < b.id ? -1 : 1);

/**
 * The navigation menu from the catalogue's `console.navigation/item`
 * extensions the user may see (RBAC module, feature flag), in the spec's
 * order, Cloud Posture and Administration items grouped; empty groups vanish.
 * Drawn before any plugin code runs, whether or not a plugin's code loads.
 */
export function buildMenu(extensions: readonly ContributedExtension[], context: MenuContext): Menu {
  const links = new Map<MenuItemExtension['properties']['section'], MenuLink[]>();
  for (const { pluginId, extension: ext } of extensions) {
    if (!isMenuItemExtension(ext) || !isExtensionVisible(ext, context)) continue;
    const p = ext.properties;
    const link: MenuLink = {
      kind: 'link',
      id: p.id,
      pluginId,
      label: context.translate(pluginId, p.labelKey),
      href: p.href,
      order: p.order,
      activeOn: p.activeOn ?? [],
      ...(p.indicator === undefined ? {} : { indicator: p.indicator }),
    };
    const section = links.get(p.section);
    if (section) section.push(link);
    else links.set(p.section, [link]);
  }
  const groups: MenuGroup[] = GROUPS.flatMap((g) => {
    const items = [...(links.get(g.id) ?? [])].sort(byOrder);
    return items.length === 0 ? [] : [{ kind: 'group' as const, id: g.id, label: g.label, order: g.order, items }];
  });
  const main: MenuEntry[] = [...(links.get('main') ?? []), ...groups].sort(byOrder);
  return { main, utility: [...(links.get('utility') ?? [])].sort(byOrder) };
}

const under = (pathname: string, prefix: string) => pathname === prefix || pathname.startsWith(prefix.endsWith('/') ? prefix : `${prefix}/`);

/** Whether a link is the current page: its href or one of its `activeOn` prefixes contains the path. */
export function isLinkActive(link: MenuLink, pathname: string): boolean {
  return [link.href, ...link.activeOn].some((prefix) => under(pathname, prefix));
}

/** Of a group's links whose prefixes contain the path, the most specific: an overview at `/x` is not current on `/x/area`. */
export function currentLinkOf(links: readonly MenuLink[], pathname: string): MenuLink | undefined {
  let best: { link: MenuLink; length: number } | undefined;
  for (const link of links) {
    for (const prefix of [link.href, ...link.activeOn]) {
      if (under(pathname, prefix) && prefix.length > (best?.length ?? -1)) best = { link, length: prefix.length };
    }
  }
  return best?.link;
}

/** Whether a group holds the current page. */
export function isEntryActive(entry: MenuEntry, pathname: string): boolean {
  return entry.kind === 'link' ? isLinkActive(entry, pathname) : entry.items.some((i) => isLinkActive(i, pathname));
}
