import { createElement } from 'react';
import * as React from 'react';
import { flushSync } from 'react-dom';
import * as ReactDOMClient from 'react-dom/client';
import type { AppProps, LifeCycles } from 'single-spa';
import singleSpaReact from 'single-spa-react';
import type { RouteExtension } from '@palisade/sdk';
import type { ConsoleRuntime } from '@palisade/sdk/host';
import type { LoadableComponent } from '../loader/LoadableComponent';
import type { LoadedPlugin } from '../loader/loadPlugin';
import { mountError, type PluginLoadError } from '../loader/PluginLoadError';
import { PluginErrorPanel } from '../shell/PluginErrorPanel';
import { pluginContainer, removePluginContainer } from './pluginContainer';
import { addPluginCss, setAsidePluginCss } from './pluginCss';
import { PluginRoot } from './PluginRoot';

export interface LifecycleDeps {
  runtime: ConsoleRuntime;
  /** Unmounts the plugin and mounts it afresh (new pages, failed chunks cleared). */
  remount: () => void;
  /** Deletes failed loads from SystemJS's registry, which otherwise hands the same failure back. */
  forgetFailedChunks: () => void;
  /** Why a page chunk failed, when the browser refused it for its integrity (else null). */
  explainChunkFailure?: (pluginId: string, error: unknown) => Promise<unknown>;
}

/** Custom props every plugin application gets. */
export type PluginAppProps = { pluginId: string };
type RootProps = PluginAppProps & { styleError?: PluginLoadError | null };

/**
 * single-spa lifecycles for one plugin: CSS added (or switched back on) before
 * mount and set aside after unmount, the React root from single-spa-react, and an error boundary
 * that shows the plugin's error panel with a Retry.
 */
export function createPluginLifecycles(plugin: LoadedPlugin, deps: LifecycleDeps): LifeCycles<PluginAppProps> {
  const { id, url } = plugin.descriptor;
  const pages = new Map<RouteExtension, LoadableComponent>();
  const react = singleSpaReact<RootProps>({
    React,
    ReactDOMClient,
    rootComponent: (props: RootProps) =>
      createElement(PluginRoot, {
        plugin,
        runtime: deps.runtime,
        pages,
        styleError: props.styleError ?? null,
        onRetry: deps.remount,
        // Retry after a page crashed or its chunk failed: load the chunk again into new pages
        // (a page keeps its failed load).
        onPageRetry: () => {
          deps.forgetFailedChunks();
          pages.clear();
        },
        explainPageFailure: deps.explainChunkFailure && ((error: unknown) => deps.explainChunkFailure!(id, error)),
      }),
    errorBoundary: (error: Error) => {
      const wrapped = mountError(id, url, error);
      deps.runtime.reportError(wrapped, { pluginId: id });
      return createElement(PluginErrorPanel, { error: wrapped, onRetry: deps.remount });
    },
    domElementGetter: () => pluginContainer(id),
  });

  return {
    bootstrap: (props) => react.bootstrap(props),
    async mount(props: PluginAppProps & AppProps) {
      const styleError = await addPluginCss(id, plugin.css);
      if (styleError) deps.runtime.reportError(styleError, { pluginId: id });
      // Drawn in the task that opened the page: no frame shows the content area empty between two plugins' pages,
      // and a switch to a loaded plugin shows its page without waiting for React's next scheduled task.
      return flushSync(() => react.mount({ ...props, styleError }));
    },
    async unmount(props: PluginAppProps & AppProps) {
      try {
        // React unmounts the root at once, but single-spa-react resolves its unmount a timer later, and single-spa
        // mounts the next page only then: every switch waited a task, and the browser drew the empty content area
        // meanwhile. Done once the root is unmounted; a failure of that unmount is still thrown here.
        await Promise.race([react.unmount(props), Promise.resolve()]);
      } finally {
        setAsidePluginCss(id);
        removePluginContainer(id);
      }
    },
  };
}
