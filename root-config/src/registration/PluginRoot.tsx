import type { LazyExoticComponent, ComponentType } from 'react';
import { lazy, Suspense, useState, useSyncExternalStore } from 'react';
import { BrowserRouter, Route, Routes } from 'react-router';
import { isRouteExtension, Loading, type RouteExtension } from '@palisade/sdk';
import { ConsoleProvider, isExtensionVisible, PluginProvider, type ConsoleRuntime } from '@palisade/sdk/host';
import type { LoadedPlugin } from '../loader/loadPlugin';
import type { PluginLoadError } from '../loader/PluginLoadError';
import { PluginErrorPanel } from '../shell/PluginErrorPanel';

export interface PluginRootProps {
  plugin: LoadedPlugin;
  runtime: ConsoleRuntime;
  /** One `React.lazy` per route, made once per mount so a Retry starts from scratch. */
  pages: Map<RouteExtension, LazyExoticComponent<ComponentType>>;
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
    const load = route.properties.component;
    page = lazy(
      explain === undefined
        ? load
        : () => load().catch(async (error: unknown) => {
            throw (await explain(error)) ?? error;
          }),
    );
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

/** A plugin's React root: the console's providers, its own router, and its visible routes, each loaded lazily. */
export function PluginRoot({ plugin, runtime, pages, styleError, onRetry, onPageRetry, explainPageFailure }: PluginRootProps) {
  const visibility = useVisibility(runtime);
  // Bumped on Retry so this root renders again and builds its routes with the new lazy pages.
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
            <Suspense fallback={<Loading />}>
              <Routes>
                {routes.flatMap((route) => {
                  const Page = pageFor(pages, route, explainPageFailure);
                  return [route.properties.path, ...(route.properties.aliases ?? [])].map((path) => (
                    <Route key={path} path={path} element={<Page />} />
                  ));
                })}
              </Routes>
            </Suspense>
          </BrowserRouter>
        )}
      </PluginProvider>
    </ConsoleProvider>
  );
}
