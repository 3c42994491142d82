import { resolveRoute, type RouteContext } from '../registration/resolveRoute';
import { currentLinkOf, type Menu, type MenuLink } from './buildMenu';

/** A page the user may open, with the name the menu gives it (`null` when no menu item leads there). */
export interface PermittedPage {
  href: string;
  label: string | null;
}

const menuLinks = (menu: Menu): MenuLink[] => menu.main.flatMap((e) => (e.kind === 'link' ? [e] : e.items));

/**
 * The user's first permitted page: the lowest landing step (spec section 4,
 * declared by the plugins' routes) whose page the user may open, else the
 * first menu link that opens a page; `null` when there is none.
 */
export function firstPermittedPage(context: RouteContext, menu: Menu): PermittedPage | null {
  const links = menuLinks(menu);
  const opens = (path: string) => resolveRoute(path, context).kind === 'plugin';
  const labelOf = (path: string) => currentLinkOf(links, path)?.label;
  const step = context.table?.landing.find((s) => opens(s.path));
  if (step) return { href: step.path, label: labelOf(step.path) ?? null };
  const link = links.find((l) => opens(l.href));
  return link ? { href: link.href, label: link.label } : null;
}
