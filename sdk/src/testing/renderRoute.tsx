import { render } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { findPageForPath } from '../extensions/findRouteForPath';
import { isRouteExtension, isStandalonePageExtension } from '../extensions/guards';
import type { PluginDefinition } from '../plugin/PluginDefinition';
import { ConsoleTestProviders, createTestRuntime, type RenderWithConsoleOptions, type RenderWithConsoleResult } from './renderWithConsole';

/**
 * Renders the page a plugin's definition shows at `path`: finds the route
 * extension (or else the `console.page/standalone` page), loads the plugin's
 * translations and the page's lazy component, then renders it inside the
 * console's providers. Rejects when no page of the plugin matches. A
 * standalone page with no `module` is opened signed out in the console:
 * pass `session: null` to test it so.
 *
 * @example
 * ```tsx
 * import plugin from '../plugin';
 * const { runtime } = await renderRoute(plugin, '/admin/system-notification', { fetch: fakeApi });
 * expect(await screen.findByRole('heading', { name: 'System notifications' })).toBeVisible();
 * ```
 *
 * @beta
 */
export async function renderRoute(
  plugin: PluginDefinition,
  path: string,
  options: Omit<RenderWithConsoleOptions, 'plugin' | 'path'> = {},
): Promise<RenderWithConsoleResult> {
  const pathname = new URL(path, 'http://localhost').pathname;
  const found =
    findPageForPath(plugin.extensions, pathname, isRouteExtension) ?? findPageForPath(plugin.extensions, pathname, isStandalonePageExtension);
  if (!found) {
    const known = plugin.extensions.flatMap((e) => (isRouteExtension(e) || isStandalonePageExtension(e) ? [e.properties.path] : []));
    throw new Error(`Plugin "${plugin.id}" has no route for ${pathname} (its pages: ${known.join(', ') || 'none'})`);
  }
  const identity = { id: plugin.id, version: plugin.version };
  const runtime = createTestRuntime({ ...options, plugin: identity });
  await runtime.registerPluginTranslations(plugin);
  const { default: Page } = await found.route.properties.component();
  const result = render(
    <ConsoleTestProviders runtime={runtime} plugin={identity} path={path}>
      <Routes>
        <Route path={found.pattern} element={<Page />} />
      </Routes>
    </ConsoleTestProviders>,
  );
  return Object.assign(result, { runtime });
}
