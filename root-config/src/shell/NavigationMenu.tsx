import { useId, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { currentLinkOf, isEntryActive, isLinkActive, type MenuGroup, type MenuLink } from './buildMenu';
import { useMenu } from './useMenu';

function MenuLinkItem({ link, current, onNavigate }: { link: MenuLink; current?: boolean; onNavigate: () => void }) {
  const { pathname } = useLocation();
  const active = current ?? isLinkActive(link, pathname);
  return (
    <li>
      <Link className="shell-nav__link" to={link.href} aria-current={active ? 'page' : undefined} onClick={onNavigate}>
        {link.label}
      </Link>
    </li>
  );
}

function MenuGroupItem({ group, onNavigate }: { group: MenuGroup; onNavigate: () => void }) {
  const { pathname } = useLocation();
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
          <MenuLinkItem key={link.id} link={link} current={link === current} onNavigate={onNavigate} />
        ))}
      </ul>
    </li>
  );
}

/** The main navigation: plugins' menu items the user may see, in the spec's order. */
export function NavigationMenu({ id, open, onNavigate }: { id: string; open: boolean; onNavigate: () => void }) {
  const menu = useMenu();
  return (
    <nav id={id} className="shell-nav" aria-label="Main" data-open={open || undefined}>
      <ul className="shell-nav__list">
        {menu.main.map((entry) =>
          entry.kind === 'link' ? (
            <MenuLinkItem key={entry.id} link={entry} onNavigate={onNavigate} />
          ) : (
            <MenuGroupItem key={entry.id} group={entry} onNavigate={onNavigate} />
          ),
        )}
      </ul>
      {menu.utility.length > 0 && (
        <ul className="shell-nav__list shell-nav__list--utility" aria-label="Account">
          {menu.utility.map((link) => (
            <MenuLinkItem key={link.id} link={link} onNavigate={onNavigate} />
          ))}
        </ul>
      )}
    </nav>
  );
}
