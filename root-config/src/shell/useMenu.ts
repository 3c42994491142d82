import { useEffect, useMemo, useState } from 'react';
import { buildMenu, type Menu } from './buildMenu';
import { useShell } from './ShellServices';
import { useConsoleState } from './useRouteResolution';

/** Re-renders when translations are added (a plugin's namespace loads with its code, after the catalogue's labels). */
function useTranslationsVersion() {
  const { runtime } = useShell();
  const [version, setVersion] = useState(0);
  useEffect(() => {
    const bump = () => setVersion((v) => v + 1);
    runtime.i18n.store.on('added', bump);
    runtime.i18n.on('loaded', bump);
    return () => {
      runtime.i18n.store.off('added', bump);
      runtime.i18n.off('loaded', bump);
    };
  }, [runtime]);
  return version;
}

/** The menu for the current user. Empty until access info has loaded. */
export function useMenu(): Menu {
  const { runtime } = useShell();
  const { extensions, access, flags } = useConsoleState();
  const version = useTranslationsVersion();
  return useMemo(() => {
    if (access.status !== 'ready') return { main: [], utility: [] };
    const translate = (pluginId: string, key: string) => runtime.i18n.getFixedT(null, pluginId)(key);
    return buildMenu(extensions, { modules: access.modules, flags, translate });
    // `version` is a dependency only so that labels are translated again when a namespace arrives.
  }, [extensions, access, flags, runtime, version]);
}
