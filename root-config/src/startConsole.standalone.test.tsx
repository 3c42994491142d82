// @vitest-environment jsdom
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { navigateToUrl } from 'single-spa';
import { describe, expect, it } from 'vitest';
import type { ManifestExtension } from '@palisade/contracts/catalogue';
import { FakeSystem } from './loader/fakeSystem';
import { STORAGE_KEYS } from './session/constants';
import { startConsole } from './startConsole';
import { fakeConsoleServer, jsonResponse, testBoot, TEST_ORIGIN as origin } from './testing/fakeConsoleServer';
import { cataloguePlugin, routeOf, testCatalogue } from './testing/testCatalogue';

const url = (id: string) => `${origin}/plugins/${id}/plugin.js`;
const standaloneOf = (path: string, more: Record<string, unknown> = {}): ManifestExtension => ({
  type: 'console.page/standalone',
  properties: { path, component: { $code: 'chunks/Page.js' }, ...more },
});
const page = (text: string) => () =>
  Promise.resolve({
    default: () => (
      <main>
        <h1>{text}</h1>
      </main>
    ),
  });
/** A plugin's entry module whose standalone page at `path` shows `text`. */
const entry = (id: string, path: string, text: string, more: Record<string, unknown> = {}) => ({
  kind: 'module' as const,
  namespace: {
    default: { id, version: '1.0.0', sdk: '^1.0.0', extensions: [{ type: 'console.page/standalone', properties: { path, ...more, component: page(text) } }] },
  },
});

const catalogue = testCatalogue([
  { ...cataloguePlugin('printing', [standaloneOf('/print')]), url: url('printing') },
  { ...cataloguePlugin('kiosk', [standaloneOf('/kiosk', { module: 'ALERTS' })]), url: url('kiosk') },
  { ...cataloguePlugin('broken', [standaloneOf('/broken-print')]), url: url('broken') },
  { ...cataloguePlugin('alerts', [routeOf('/admin/alerts', { module: 'ALERTS' })]), url: url('alerts') },
]);

const { fetch: fakeFetch, requests } = fakeConsoleServer({
  imports: {},
  routes: { '/bff/session': () => jsonResponse({ authenticated: false, csrfToken: 'csrf-1' }) },
  unknown: 'not-found',
});

// Boots the whole console in jsdom, signed out: its steps wait up to 15 s each (a busy machine).
describe('startConsole, standalone pages from the catalogue', { timeout: 60_000 }, () => {
  const system = new FakeSystem({
    [url('printing')]: entry('printing', '/print', 'Printed page'),
    [url('kiosk')]: entry('kiosk', '/kiosk', 'Kiosk page', { module: 'ALERTS' }),
  });

  it('draws a standalone page with no module for a signed-out visitor, alone: no sign-in, no header, no menu', async () => {
    window.history.replaceState(null, '', '/print?token=t');
    startConsole({ container: document.body.appendChild(document.createElement('div')), system, boot: testBoot(300), fetch: fakeFetch, apiPrefix: `${origin}/bff/api`, catalogue: async () => catalogue });

    expect(await screen.findByRole('heading', { name: 'Printed page' }, { timeout: 15_000 })).toBeTruthy();
    expect(window.location.pathname + window.location.search).toBe('/print?token=t');
    expect(screen.queryByRole('navigation')).toBeNull();
    expect(screen.queryByRole('banner')).toBeNull();
    expect(screen.queryByLabelText('Email')).toBeNull();
    // Its plugin's code, and no other, loaded like a route's.
    expect(system.imports).toEqual([url('printing')]);
    expect(requests.filter((r) => r.startsWith('GET /bff/api/'))).toEqual([]);
  });

  it("shows a failing plugin's standalone page as its error panel alone, whose Retry loads it", async () => {
    act(() => navigateToUrl('/broken-print'));
    const panel = await waitFor(
      () => {
        const found = document.querySelector<HTMLElement>('[data-plugin-id="broken"]');
        if (!found) throw new Error('no error panel for broken');
        return found;
      },
      { timeout: 15_000 },
    );
    expect(panel.getAttribute('data-error-kind')).toBe('not-found');
    expect(document.querySelectorAll('[data-plugin-id="broken"]')).toHaveLength(1);
    expect(screen.queryByRole('navigation')).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Page not found' })).toBeNull();

    system.modules[`${url('broken')}?palisade-retry=1`] = entry('broken', '/broken-print', 'Broken page recovered');
    await userEvent.click(within(panel).getByRole('button', { name: 'Retry loading broken' }));
    expect(await screen.findByRole('heading', { name: 'Broken page recovered' }, { timeout: 15_000 })).toBeTruthy();
    expect(document.querySelector('[data-plugin-id="broken"]')).toBeNull();
  });

  it('sends a signed-out visitor of a standalone page with a module to sign in, and keeps the page as the return address', async () => {
    act(() => navigateToUrl('/kiosk'));
    expect(await screen.findByLabelText('Email', {}, { timeout: 15_000 })).toBeTruthy();
    expect(window.location.pathname).toBe('/login');
    expect(sessionStorage.getItem(STORAGE_KEYS.returnAddress)).toBe('/kiosk');
    expect(screen.queryByRole('heading', { name: 'Kiosk page' })).toBeNull();
    expect(system.imports).not.toContain(url('kiosk'));
  });
});
