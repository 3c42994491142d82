import { memo, useEffect, useId, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { useSession, useUnreadNotificationCount } from '@palisade/sdk';
import { GroupSwitcher } from '../session/GroupSwitcher';
import { DEFAULT_LANDING } from '../session/loginRedirect';
import { isLinkActive } from './buildMenu';
import { FailedPluginsIndicator } from './FailedPlugins';
import { useShell } from './ShellServices';
import { useFirstPermittedPage } from './useFirstPermittedPage';
import { useMenu } from './useMenu';
import { useUnreadCountPolling } from './useUnreadCountPolling';

function NotificationsBell() {
  const { utility } = useMenu();
  const { count } = useUnreadNotificationCount();
  const { pathname } = useLocation();
  const item = utility.find((l) => l.indicator === 'unread-notifications');
  useUnreadCountPolling(item !== undefined);
  if (!item) return null;
  const unread = count ?? 0;
  return (
    <Link
      className="shell-bell"
      to={item.href}
      aria-current={isLinkActive(item, pathname) ? 'page' : undefined}
      // Until the count has loaded the bell claims no number: "0 unread" would be a guess.
      aria-label={count === null ? 'Notifications' : `Notifications, ${count} unread`}
    >
      <svg aria-hidden="true" viewBox="0 0 24 24" width="20" height="20">
        <path fill="currentColor" d="M12 22a2.5 2.5 0 0 0 2.45-2h-4.9A2.5 2.5 0 0 0 12 22Zm7-6V11a7 7 0 0 0-5.5-6.84V3a1.5 1.5 0 0 0-3 0v1.16A7 7 0 0 0 5 11v5l-2 2v1h18v-1Z" />
      </svg>
      {unread > 0 && (
        <span className="shell-bell__count" aria-hidden="true">
          {unread > 99 ? '99+' : unread}
        </span>
      )}
    </Link>
  );
}

function ProfileMenu() {
  const session = useSession();
  const { utility } = useMenu();
  const { signOut, boot } = useShell();
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const root = useRef<HTMLDivElement>(null);
  const links = utility.filter((l) => l.indicator === undefined);

  useEffect(() => {
    if (!open) return;
    const close = (event: MouseEvent | KeyboardEvent) => {
      if (event instanceof KeyboardEvent ? event.key === 'Escape' : !root.current?.contains(event.target as Node)) {
        setOpen(false);
        if (event instanceof KeyboardEvent) root.current?.querySelector('button')?.focus();
      }
    };
    document.addEventListener('mousedown', close);
    document.addEventListener('keydown', close);
    return () => {
      document.removeEventListener('mousedown', close);
      document.removeEventListener('keydown', close);
    };
  }, [open]);

  if (session.status !== 'signed-in') return null;
  const devtoolsOn = typeof localStorage !== 'undefined' && localStorage.getItem('devtools') === 'true';
  const toggleDevtools = () => {
    if (devtoolsOn) localStorage.removeItem('devtools');
    else localStorage.setItem('devtools', 'true');
    window.location.reload();
  };

  return (
    <div className="shell-profile" ref={root}>
      <button type="button" className="shell-profile__toggle" aria-expanded={open} aria-controls={menuId} onClick={() => setOpen(!open)}>
        <span className="shell-profile__avatar" aria-hidden="true">
          {(session.user.name || session.user.email).slice(0, 1).toUpperCase()}
        </span>
        <span className="shell-profile__name">{session.user.name || session.user.email}</span>
      </button>
      <div id={menuId} className="shell-profile__menu" hidden={!open}>
        <p className="shell-profile__who">
          {session.user.email}
          <br />
          <span>{session.tenant.name}</span>
        </p>
        <ul>
          <GroupSwitcher onSwitched={() => setOpen(false)} />
          {links.map((l) => (
            <li key={l.id}>
              <Link to={l.href} onClick={() => setOpen(false)}>
                {l.label}
              </Link>
            </li>
          ))}
          {boot.overridesEnabled && (
            <li>
              <button type="button" className="shell-link-button" onClick={toggleDevtools}>
                {devtoolsOn ? 'Hide developer tools' : 'Developer tools'}
              </button>
            </li>
          )}
          <li>
            <button type="button" className="shell-link-button" onClick={() => void signOut()}>
              Sign out
            </button>
          </li>
        </ul>
      </div>
    </div>
  );
}

export interface HeaderProps {
  navId: string;
  navOpen: boolean;
  onToggleNav: () => void;
  failuresOpen: boolean;
  onToggleFailures: () => void;
}

/** Product name, menu button (narrow screens), failure indicator, bell and profile; drawn again only when its props or what it reads change. */
export const Header = memo(function Header({ navId, navOpen, onToggleNav, failuresOpen, onToggleFailures }: HeaderProps) {
  const home = useFirstPermittedPage();
  return (
    <header className="shell-header">
      <button type="button" className="shell-header__menu-button" aria-expanded={navOpen} aria-controls={navId} onClick={onToggleNav}>
        <span aria-hidden="true" className="shell-header__burger" />
        <span className="shell-visually-hidden">Menu</span>
      </button>
      <Link to={home?.href ?? DEFAULT_LANDING} className="shell-header__brand">
        Palisade
      </Link>
      <div className="shell-header__actions">
        <FailedPluginsIndicator expanded={failuresOpen} onToggle={onToggleFailures} />
        <NotificationsBell />
        <ProfileMenu />
      </div>
    </header>
  );
});
