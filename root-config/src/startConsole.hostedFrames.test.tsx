// @vitest-environment jsdom
import { act, screen, waitFor, within } from '@testing-library/react';
import { navigateToUrl } from 'single-spa';
import { describe, expect, it } from 'vitest';
import type { ManifestExtension } from '@palisade/contracts/catalogue';
import { FakeSystem } from './loader/fakeSystem';
import { startConsole } from './startConsole';
import { fakeConsoleServer, testBoot, TEST_ORIGIN as origin } from './testing/fakeConsoleServer';
import { cataloguePlugin, entryModule, routeOf, testCatalogue } from './testing/testCatalogue';

const url = (id: string) => `${origin}/plugins/${id}/plugin.js`;
const cardOf = (appId: number, module: string, href: string): ManifestExtension => ({
  type: 'console.dashboard/card',
  properties: { appId, titleKey: 'card.title', module, href, loadCount: { $code: 'chunks/count.js' } },
});
const cardPlugin = (id: string, appId: number, module: string, title: string) => ({
  ...cataloguePlugin(id, [cardOf(appId, module, `/admin/${id}`)], { labels: { 'card.title': title } }),
  url: url(id),
});
/** A card plugin's entry, whose figure is `value`. */
const cardEntry = (id: string, appId: number, module: string, value: number) =>
  entryModule(id, [{ type: 'console.dashboard/card', properties: { appId, titleKey: 'card.title', module, href: `/admin/${id}`, loadCount: async () => ({ value }) } }]);

const catalogue = testCatalogue([
  { ...cataloguePlugin('board', [routeOf('/admin/board', { module: 'DASHBOARD', hosts: 'console.dashboard/card' })]), url: url('board') },
  { ...cataloguePlugin('plain', [routeOf('/admin/plain')]), url: url('plain') },
  cardPlugin('threats', 0, 'CLOUD_ALERTS', 'Cloud Threats'),
  cardPlugin('assets', 1, 'CLOUD_ASSETS', 'Cloud Assets'),
  cardPlugin('hidden', 2, 'IAC_ALERTS', 'Not granted'),
]);
// The role grants two of the dashboard's sub-apps.
const modules = [{ id: 'DASHBOARD', submodules: [{ id: 'CLOUD_ALERTS' }, { id: 'CLOUD_ASSETS' }] }];
const { fetch: fakeFetch } = fakeConsoleServer({ imports: {}, modules, unknown: 'not-found' });

// Boots the whole console in jsdom: its steps wait up to 15 s each (a busy machine).
describe('startConsole, the frames of a failed page that hosts dashboard cards', { timeout: 60_000 }, () => {
  // board and plain have no entry: their code fails. assets' code fails too; threats' loads.
  const system = new FakeSystem({ [url('threats')]: cardEntry('threats', 0, 'CLOUD_ALERTS', 1234) });

  it("draws the cards' frames from the catalogue under the page's error panel: titles, links, a figure or '--'", async () => {
    window.history.replaceState(null, '', '/admin/board');
    startConsole({ container: document.body.appendChild(document.createElement('div')), system, boot: testBoot(300), fetch: fakeFetch, apiPrefix: `${origin}/bff/api`, catalogue: async () => catalogue });

    const frames = await screen.findByRole('region', { name: 'Dashboard cards' }, { timeout: 15_000 });
    expect(document.querySelector('[data-plugin-id="board"]')?.getAttribute('data-error-kind')).toBe('not-found');
    const cards = within(frames).getAllByRole('article');
    expect(cards.map((c) => within(c).getByRole('heading').textContent)).toEqual(['Cloud Threats', 'Cloud Assets']);
    expect(cards.map((c) => within(c).getByRole('link').getAttribute('href'))).toEqual(['/admin/threats', '/admin/assets']);
    await waitFor(() => expect(within(cards[0]!).getByTestId('card-value').textContent).toBe('1,234'), { timeout: 15_000 });
    await waitFor(() => expect(within(cards[1]!).getByText('--')).toBeTruthy(), { timeout: 15_000 });
    expect(within(cards[1]!).getByTestId('card-value').textContent).toBe('');
  });

  it('shows the error panel alone for a failed page that hosts nothing', async () => {
    act(() => navigateToUrl('/admin/plain'));
    await waitFor(() => expect(document.querySelector('.shell-status [data-plugin-id="plain"]')).not.toBeNull(), { timeout: 15_000 });
    expect(screen.queryByRole('region', { name: 'Dashboard cards' })).toBeNull();
    expect(screen.queryAllByRole('article')).toEqual([]);
  });
});
