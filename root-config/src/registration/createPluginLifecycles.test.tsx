// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AppProps } from 'single-spa';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PluginDefinition } from '@palisade/sdk';
import { createConsoleRuntime } from '@palisade/sdk/host';
import type { LoadedPlugin } from '../loader/loadPlugin';
import { cataloguePlugin, routeOf } from '../testing/testCatalogue';
import { createPluginLifecycles } from './createPluginLifecycles';
import { PLUGIN_OUTLET_ID } from './pluginContainer';

function loaded(component: () => Promise<{ default: () => React.ReactNode }>, cssUrls: string[] = []): LoadedPlugin {
  const definition: PluginDefinition = {
    id: 'acme',
    version: '1.2.3',
    sdk: '^1.0.0',
    extensions: [{ type: 'console.page/route', properties: { path: '/admin/acme', component } }],
  };
  return { descriptor: cataloguePlugin('acme', [routeOf('/admin/acme')], { version: '1.2.3' }), definition, css: cssUrls.map((url) => ({ url, integrity: null })) };
}

const props = { name: '@palisade-plugins/acme', pluginId: 'acme', singleSpa: {}, mountParcel: () => undefined } as unknown as AppProps & { pluginId: string };

function setup(plugin: LoadedPlugin) {
  window.history.replaceState(null, '', '/admin/acme');
  const outlet = document.body.appendChild(document.createElement('div'));
  outlet.id = PLUGIN_OUTLET_ID;
  const runtime = createConsoleRuntime({ apiPrefix: 'http://localhost:3000/bff/api' });
  runtime.setAccess({ modules: [] });
  const reportError = vi.spyOn(runtime, 'reportError').mockImplementation(() => undefined);
  const remount = vi.fn();
  const forgetFailedChunks = vi.fn();
  const lifecycles = createPluginLifecycles(plugin, { runtime, remount, forgetFailedChunks });
  const call = (fn: unknown) => (fn as (p: typeof props) => Promise<unknown>)(props);
  return { outlet, lifecycles, reportError, remount, forgetFailedChunks, call };
}

afterEach(() => {
  document.body.innerHTML = '';
  document.head.innerHTML = '';
});

describe('plugin lifecycles', () => {
  it('adds the plugin’s CSS and mounts its route into its own container; unmount switches the CSS off and removes the container', async () => {
    const { outlet, lifecycles, call } = setup(loaded(() => Promise.resolve({ default: () => <h1>Acme page</h1> }), ['http://localhost:3000/plugins/acme/plugin-abc.css']));
    await call(lifecycles.bootstrap);
    const mounted = call(lifecycles.mount);
    const link = await waitFor(() => document.head.querySelector<HTMLLinkElement>('link[data-palisade-plugin="acme"]')!);
    link.dispatchEvent(new Event('load'));
    await mounted;
    expect(await screen.findByRole('heading', { name: 'Acme page' })).toBeTruthy();
    expect(outlet.querySelector('[data-plugin-root="acme"]')?.textContent).toContain('Acme page');

    await call(lifecycles.unmount);
    expect(document.head.querySelector<HTMLLinkElement>('link[data-palisade-plugin="acme"]')?.getAttribute('media')).toBe('not all');
    expect(outlet.children).toHaveLength(0);
  });

  it('draws the page in the task that mounts it, and unmounts without waiting for a timer', async () => {
    const { outlet, lifecycles, call } = setup(loaded(() => Promise.resolve({ default: () => <h1>Acme page</h1> })));
    await call(lifecycles.bootstrap);
    // A first mount loads the page's chunk; the second, as a switch back to a loaded plugin, has it.
    await call(lifecycles.mount);
    await screen.findByRole('heading', { name: 'Acme page' });
    await call(lifecycles.unmount);
    vi.useFakeTimers();
    try {
      // No timer runs from here on: whatever shows and settles does so without one.
      const mounted = call(lifecycles.mount);
      await Promise.resolve();
      await Promise.resolve();
      expect(outlet.querySelector('h1')?.textContent).toBe('Acme page');
      vi.advanceTimersByTime(0);
      await mounted;
      const unmounted = vi.fn();
      void call(lifecycles.unmount).then(unmounted);
      for (let i = 0; i < 5 && unmounted.mock.calls.length === 0; i++) await Promise.resolve();
      expect(unmounted).toHaveBeenCalled();
      expect(outlet.children).toHaveLength(0);
    } finally {
      vi.useRealTimers();
    }
  });

  it('shows a style load failure in place, reports it, and offers a Retry that remounts', async () => {
    const { lifecycles, call, reportError, remount } = setup(loaded(() => Promise.resolve({ default: () => <h1>Acme page</h1> }), ['http://localhost:3000/plugins/acme/plugin-gone.css']));
    await call(lifecycles.bootstrap);
    const mounted = call(lifecycles.mount);
    const link = await waitFor(() => document.head.querySelector<HTMLLinkElement>('link[data-palisade-plugin="acme"]')!);
    link.dispatchEvent(new Event('error'));
    await mounted;
    const panel = await waitFor(() => document.querySelector<HTMLElement>('[data-error-kind="style-load"]')!);
    expect(panel.textContent).toContain('plugin-gone.css');
    expect(reportError).toHaveBeenCalledWith(expect.objectContaining({ kind: 'style-load' }), { pluginId: 'acme' });
    expect(screen.queryByRole('heading', { name: 'Acme page' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Retry loading acme' }));
    expect(remount).toHaveBeenCalledTimes(1);
  });

  it('keeps a page that fails to load inside the plugin, with the error and a Retry', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { lifecycles, call } = setup(loaded(() => Promise.reject(new Error('Error loading http://localhost:3000/plugins/acme/chunks/page-1.js'))));
    await call(lifecycles.bootstrap);
    await call(lifecycles.mount);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('page-1.js');
    expect(screen.getByRole('button', { name: /retry/i })).toBeTruthy();
  });

  it('Retry after a failed page chunk forgets the failed load and really loads the page again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let attempts = 0;
    const page = vi.fn(() =>
      ++attempts === 1
        ? Promise.reject(new Error('Error loading http://localhost:3000/plugins/acme/chunks/page-1.js'))
        : Promise.resolve({ default: () => <h1>Acme page</h1> }),
    );
    const { lifecycles, call, forgetFailedChunks, reportError } = setup(loaded(page));
    await call(lifecycles.bootstrap);
    await call(lifecycles.mount);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('"acme" stopped working');
    expect(reportError).toHaveBeenCalledWith(expect.objectContaining({ message: expect.stringContaining('page-1.js') }), expect.objectContaining({ pluginId: 'acme' }));

    await userEvent.click(screen.getByRole('button', { name: /retry/i }));

    expect(forgetFailedChunks).toHaveBeenCalledTimes(1);
    expect(await screen.findByRole('heading', { name: 'Acme page' })).toBeTruthy();
    expect(page).toHaveBeenCalledTimes(2);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows a page that throws while it mounts in place, naming the plugin, and Retry renders it again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let broken = true;
    function Page() {
      if (broken) throw new Error('acme page threw while mounting');
      return <h1>Acme page</h1>;
    }
    const { lifecycles, call, reportError } = setup(loaded(() => Promise.resolve({ default: Page })));
    await call(lifecycles.bootstrap);
    await call(lifecycles.mount);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('"acme" stopped working');
    expect(alert.textContent).toContain('acme page threw while mounting');
    expect(reportError).toHaveBeenCalledWith(expect.objectContaining({ message: 'acme page threw while mounting' }), expect.objectContaining({ pluginId: 'acme' }));

    broken = false;
    await userEvent.click(screen.getByRole('button', { name: /retry/i }));
    expect(await screen.findByRole('heading', { name: 'Acme page' })).toBeTruthy();
  });
});
