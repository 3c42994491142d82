import { useCallback, useEffect, useId, useState } from 'react';
import { useLocation } from 'react-router';
import { Notification } from '@palisade/sdk';
import { AdminMessagesBanner } from './AdminMessagesBanner';
import { ConsoleFooter } from './ConsoleFooter';
import { ContentArea } from './ContentArea';
import { useFailedPluginCount } from './FailedPlugins';
import { Header } from './Header';
import { NavigationMenu } from './NavigationMenu';
import { OverrideBanner } from './OverrideBanner';

/** The signed-in console: header, navigation, banners and the content area. */
export function Layout() {
  const navId = useId();
  const [navOpen, setNavOpen] = useState(false);
  const [failuresOpen, setFailuresOpen] = useState(true);
  const failedCount = useFailedPluginCount();
  const { pathname } = useLocation();

  useEffect(() => setNavOpen(false), [pathname]);
  // A new failure opens the list again.
  useEffect(() => {
    if (failedCount > 0) setFailuresOpen(true);
  }, [failedCount]);
  // Stable, so the memoised header and menu are not drawn again whenever the layout is.
  const toggleNav = useCallback(() => setNavOpen((open) => !open), []);
  const closeNav = useCallback(() => setNavOpen(false), []);
  const toggleFailures = useCallback(() => setFailuresOpen((open) => !open), []);
  useEffect(() => {
    if (!navOpen) return;
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && setNavOpen(false);
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [navOpen]);

  return (
    <div className="shell">
      <a className="shell-skip-link" href="#palisade-content">
        Skip to content
      </a>
      <Header
        navId={navId}
        navOpen={navOpen}
        onToggleNav={toggleNav}
        failuresOpen={failuresOpen}
        onToggleFailures={toggleFailures}
      />
      <OverrideBanner />
      <AdminMessagesBanner />
      <div className="shell-body">
        <NavigationMenu id={navId} open={navOpen} onNavigate={closeNav} />
        <ContentArea failuresOpen={failuresOpen} />
      </div>
      <ConsoleFooter />
      <Notification />
    </div>
  );
}
