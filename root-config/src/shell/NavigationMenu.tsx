import { memo, useId, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { currentLinkOf, isEntryActive, isLinkActive, type MenuGroup, type MenuLink } from './buildMenu';
import { useMenu } from './useMenu';

// Told whether it is the current page rather than reading the location itself: a navigation draws again only the
// links whose state changed, not every link of the menu.
const MenuLinkItem = memo(function MenuLinkItem({ link, active, onNavigate }: { link: MenuLink; active: boolean; onNavigate: () => void }) {
  return (
    <li>
      <Link className="shell-nav__link" to={link.href} aria-current={active ? 'page' : undefined} onClick={onNavigate}>
        {link.label}
      </Link>
    </li>
  );
});

function MenuGroupItem({ group, pathname, onNavigate }: { group: MenuGroup; pathname: string; onNavigate: () => void }) {
  const active = isEntryActive(group, pathname);
  const [open, setOpen] = useState(active);
  const listId = useId();
  const expanded = open || active;
  const current = currentLinkOf(group.items, pathname);
  return (
    <li className="shell-nav__group">
      <button
        type="button"
        className="shell-nav__group-toggle"
        aria-expanded={expanded}
        aria-controls={listId}
        data-active={active || undefined}
        onClick={() => setOpen(!expanded)}
      >
        {group.label}
        <span className="shell-nav__chevron" aria-hidden="true" />
      </button>
      <ul id={listId} className="shell-nav__sublist" hidden={!expanded}>
        {group.items.map((link) => (
          <MenuLinkItem key={link.id} link={link} active={link === current} onNavigate={onNavigate} />
        ))}
      </ul>
    </li>
  );
}

/** The main navigation: plugins' menu items the user may see, in the spec's order. */
export const NavigationMenu = memo(function NavigationMenu({ id, open, onNavigate }: { id: string; open: boolean; onNavigate: () => void }) {
  const menu = useMenu();
  const { pathname } = useLocation();
  return (
    <nav id={id} className="shell-nav" aria-label="Main" data-open={open || undefined}>
      <ul className="shell-nav__list">
        {menu.main.map((entry) =>
          entry.kind === 'link' ? (
            <MenuLinkItem key={entry.id} link={entry} active={isLinkActive(entry, pathname)} onNavigate={onNavigate} />
          ) : (
            <MenuGroupItem key={entry.id} group={entry} pathname={pathname} onNavigate={onNavigate} />
          ),
        )}
      </ul>
      {menu.utility.length > 0 && (
        <ul className="shell-nav__list shell-nav__list--utility" aria-label="Account">
          {menu.utility.map((link) => (
            <MenuLinkItem key={link.id} link={link} active={isLinkActive(link, pathname)} onNavigate={onNavigate} />
          ))}
        </ul>
      )}
    </nav>
  );
});
