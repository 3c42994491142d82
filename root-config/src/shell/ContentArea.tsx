import { memo, useEffect, useLayoutEffect, useRef } from 'react';
import { useAtomValue } from 'jotai';
import { useLocation } from 'react-router';
import { Loading, NotFound } from '@palisade/sdk';
import { AccessLoadFailed } from './AccessLoadFailed';
import { HELP_PATH, HelpPage } from './HelpPage';
import { PLUGIN_OUTLET_ID } from '../registration/pluginContainer';
import { FailedPluginsList } from './FailedPlugins';
import { HeldBackPage } from './HeldBackPage';
import { HostedFrames } from './hosted/HostedFrames';
import { PluginErrorPanel } from './PluginErrorPanel';
import { usePluginStates, useShell, useStoreValue } from './ShellServices';
import { useFirstPermittedPage } from './useFirstPermittedPage';
import { useRouteResolution } from './useRouteResolution';

function Status() {
  const resolution = useRouteResolution();
  const { pathname } = useLocation();
  const { mountFailures, remount, runtime, loader } = useShell();
  const failures = useStoreValue(mountFailures);
  const states = usePluginStates();
  const access = useAtomValue(runtime.atoms.access, { store: runtime.store });
  const home = useFirstPermittedPage();
  if (pathname === HELP_PATH) return <HelpPage />;
  if (access.status === 'failed' && resolution.kind !== 'outside') {
    return <AccessLoadFailed />;
  }
  switch (resolution.kind) {
    case 'subscription-required':
      return <HeldBackPage pluginId={resolution.pluginId} gate={{ kind: 'subscription', subscription: resolution.subscription }} />;
    case 'feature-disabled':
      return <HeldBackPage pluginId={resolution.pluginId} gate={{ kind: 'flag', flag: resolution.flag }} />;
    case 'pending':
      return <Loading />;
    case 'no-access':
      return <HeldBackPage pluginId={resolution.pluginId} gate={{ kind: 'module', module: resolution.module }} />;
    case 'not-found':
      return home ? <NotFound homeHref={home.href} homeLabel={home.label ? `Go to ${home.label}` : 'Go to your start page'} /> : <NotFound />;
    case 'plugin': {
      // A plugin whose code failed keeps its route: its error panel where its page would be, and under it the frames of
      // what the route hosts (dashboard cards), which the catalogue alone can draw.
      const state = states.find((s) => s.id === resolution.pluginId);
      if (state?.status === 'failed') {
        return (
          <>
            <PluginErrorPanel error={state.error} onRetry={() => void loader.retry(resolution.pluginId).catch(() => undefined)} />
            <HostedFrames route={resolution.route} />
          </>
        );
      }
      if (state?.status === 'loading' && !failures.has(resolution.pluginId)) return <Loading />;
      const failure = failures.get(resolution.pluginId);
      if (!failure) return null;
      return (
        <>
          <PluginErrorPanel error={failure} onRetry={() => void remount(resolution.pluginId)} />
          <HostedFrames route={resolution.route} />
        </>
      );
    }
    case 'outside':
      return null;
  }
}

/**
 * The content area: failed plugins' errors (where their pages would be, on
 * every page until collapsed), the shell's own pages (loading, NotFound, no
 * access) and the outlet plugins mount into.
 */
export const ContentArea = memo(function ContentArea({ failuresOpen }: { failuresOpen: boolean }) {
  const { pathname } = useLocation();
  const { outletPresent } = useShell();
  // Tell the root config once the outlet is in the document (and when it leaves), so plugins mount into it.
  useLayoutEffect(() => {
    outletPresent.set(true);
    return () => outletPresent.set(false);
  }, [outletPresent]);
  const main = useRef<HTMLElement>(null);
  const first = useRef(true);
  useEffect(() => {
    // Move focus to the new page for keyboard and screen-reader users, not on first load.
    if (first.current) {
      first.current = false;
      return;
    }
    main.current?.focus({ preventScroll: true });
  }, [pathname]);
  return (
    <main id="palisade-content" className="shell-content" ref={main} tabIndex={-1}>
      <div id="shell-failed-panel" className="shell-failed-panel" hidden={!failuresOpen}>
        {failuresOpen && <FailedPluginsList />}
      </div>
      <div className="shell-status">
        <Status />
      </div>
      <div id={PLUGIN_OUTLET_ID} className="shell-outlet" />
    </main>
  );
});
