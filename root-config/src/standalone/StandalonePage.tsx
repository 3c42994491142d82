import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { Loading, type StandalonePageExtension } from '@palisade/sdk';
import { PluginProvider } from '@palisade/sdk/host';
import { codeFileOf } from '../catalogue/catalogueExtensions';
import { Loaded, LoadableComponent } from '../loader/LoadableComponent';
import type { LoadedPlugin } from '../loader/loadPlugin';
import type { PluginLoadError } from '../loader/PluginLoadError';
import { addPluginCss, setAsidePluginCss } from '../registration/pluginCss';
import type { RouteEntry } from '../registration/RouteTable';
import { PluginErrorPanel } from '../shell/PluginErrorPanel';
import { usePluginStates, useShell } from '../shell/ShellServices';

/** Where a standalone page's status or error stands: the page's only landmark. */
function Frame({ children }: { children: ReactNode }) {
  return (
    <main id="palisade-content" className="shell-standalone">
      {children}
    </main>
  );
}

/**
 * A plugin's standalone page, alone on the screen: no header, no menu. The
 * plugin's code loads now (as for a route); while it loads a status, and if
 * it fails its error panel alone, with a Retry that fetches it again.
 */
export function StandalonePage({ entry }: { entry: RouteEntry<StandalonePageExtension> }) {
  const { loader } = useShell();
  const { pluginId } = entry;
  const state = usePluginStates().find((s) => s.id === pluginId);
  const page = codeFileOf(entry.route.properties.component);
  useEffect(() => {
    // The page's chunk loads beside the entry, not after it.
    void loader.load(pluginId, page === undefined ? [] : [page]).catch(() => undefined);
  }, [loader, pluginId, page]);
  if (state?.status === 'failed') {
    return (
      <Frame>
        <PluginErrorPanel error={state.error} onRetry={() => void loader.retry(pluginId).catch(() => undefined)} />
      </Frame>
    );
  }
  if (state?.status !== 'loaded') {
    return (
      <Frame>
        <Loading />
      </Frame>
    );
  }
  return <LoadedPage plugin={state.plugin} page={entry.route} />;
}

type Styles = { status: 'loading' } | { status: 'done'; error: PluginLoadError | null };

/** The loaded plugin's page: its stylesheets first (as when a route mounts), then the page in the plugin's context. */
function LoadedPage({ plugin, page }: { plugin: LoadedPlugin; page: StandalonePageExtension }) {
  const { loader, runtime } = useShell();
  const { id, version } = plugin.definition;
  const [styles, setStyles] = useState<Styles>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let current = true;
    void addPluginCss(id, plugin.css).then((error) => {
      if (error) runtime.reportError(error, { pluginId: id });
      if (current) setStyles({ status: 'done', error });
    });
    return () => {
      current = false;
      setAsidePluginCss(id);
    };
  }, [id, plugin.css, runtime, attempt]);
  // A new loadable page per attempt: a page keeps its failed load.
  const loadable = useMemo(() => new LoadableComponent(page.properties.component), [page, attempt]);
  const retry = () => {
    loader.forgetFailedModules();
    setStyles({ status: 'loading' });
    setAttempt((n) => n + 1);
  };
  if (styles.status === 'loading') {
    return (
      <Frame>
        <Loading />
      </Frame>
    );
  }
  if (styles.error) {
    return (
      <Frame>
        <PluginErrorPanel error={styles.error} onRetry={retry} />
      </Frame>
    );
  }
  return (
    <PluginProvider plugin={{ id, version }} onRetry={retry}>
      <Loaded component={loadable} fallback={<Loading />} />
    </PluginProvider>
  );
}
