import { useState, useSyncExternalStore } from 'react';
import { BrowserRouter, Route, Routes } from 'react-router';
import { isRouteExtension, Loading, type RouteExtension } from '@palisade/sdk';
import { ConsoleProvider, isExtensionVisible, PluginProvider, type ConsoleRuntime } from '@palisade/sdk/host';
import { Loaded, LoadableComponent } from '../loader/LoadableComponent';
import type { LoadedPlugin } from '../loader/loadPlugin';
import type { PluginLoadError } from '../loader/PluginLoadError';
import { PluginErrorPanel } from '../shell/PluginErrorPanel';

export interface PluginRootProps {
  plugin: LoadedPlugin;
  runtime: ConsoleRuntime;
  /** One loadable page per route, made once per mount so a Retry starts from scratch. */
  pages: Map<RouteExtension, LoadableComponent>;
  styleError: PluginLoadError | null;
  /** Retry of the style error panel: remounts the plugin. */
  onRetry: () => void;
  /** Runs before the plugin's error boundary renders it again after a crash or a failed page chunk. */
  onPageRetry: () => void;
  /** A clearer error for a page chunk that failed (the browser refused it for its integrity), or null. */
  explainPageFailure?: (error: unknown) => Promise<unknown>;
}

export function pageFor(pages: PluginRootProps['pages'], route: RouteExtension, explain?: PluginRootProps['explainPageFailure']) {
  let page = pages.get(route);
  if (!page) {
    page = new LoadableComponent(route.properties.component, explain);
    pages.set(route, page);
  }
  return page;
}

function useVisibility(runtime: ConsoleRuntime) {
  const { store, atoms } = runtime;
  const subscribe = (listener: () => void) => {
    const a = store.sub(atoms.access, listener);
    const b = store.sub(atoms.flags, listener);
    return () => (a(), b());
  };
  const access = useSyncExternalStore(subscribe, () => store.get(atoms.access));
  const flags = useSyncExternalStore(subscribe, () => store.get(atoms.flags));
  return { modules: access.status === 'ready' ? access.modules : new Set<string>(), flags };
}

/** A plugin's React root: the console's providers, its own router, and its visible routes, each loaded on first use. */
export function PluginRoot({ plugin, runtime, pages, styleError, onRetry, onPageRetry, explainPageFailure }: PluginRootProps) {
  const visibility = useVisibility(runtime);
  // Bumped on Retry so this root renders again and builds its routes with the new pages.
  const [, setAttempt] = useState(0);
  const retryPage = () => {
    onPageRetry();
    setAttempt((n) => n + 1);
  };
  const { id, version } = plugin.definition;
  const routes = plugin.definition.extensions.filter(isRouteExtension).filter((r) => isExtensionVisible(r, visibility));
  return (
    <ConsoleProvider runtime={runtime}>
      <PluginProvider plugin={{ id, version }} onRetry={retryPage}>
        {styleError ? (
          <PluginErrorPanel error={styleError} onRetry={onRetry} />
        ) : (
          <BrowserRouter>
            <Routes>
              {routes.flatMap((route) => {
                const page = pageFor(pages, route, explainPageFailure);
                return [route.properties.path, ...(route.properties.aliases ?? [])].map((path) => (
                  <Route key={path} path={path} element={<Loaded component={page} fallback={<Loading />} />} />
                ));
              })}
            </Routes>
          </BrowserRouter>
        )}
      </PluginProvider>
    </ConsoleProvider>
  );
}
