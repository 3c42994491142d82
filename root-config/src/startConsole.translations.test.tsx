// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FakeSystem } from './loader/fakeSystem';
import { startConsole } from './startConsole';
import { fakeConsoleServer, testBoot, TEST_ORIGIN as origin } from './testing/fakeConsoleServer';
import { cataloguePlugin, routeOf, testCatalogue } from './testing/testCatalogue';

const entry = `${origin}/plugins/threats/plugin.js`;
const threats = {
  ...cataloguePlugin(
    'threats',
    [
      routeOf('/admin/threats'),
      { type: 'console.navigation/item', properties: { id: 'threats', labelKey: 'menu.label', section: 'main', order: 10, href: '/admin/threats' } },
      { type: 'console.dashboard/card', properties: { appId: 0, titleKey: 'card.title', module: 'DASHBOARD', href: '/admin/threats', loadCount: { $code: 'plugin.js' } } },
    ],
    { labels: { 'menu.label': 'Threats', 'card.title': 'Cloud Threats' }, translations: { 'en-US': 'chunks/en-US.js' } },
  ),
  url: entry,
};

const { fetch: fakeFetch } = fakeConsoleServer({ imports: {} });
const boot = testBoot(3000);

describe('startConsole draws from the catalogue', () => {
  it('labels the menu and the dashboard card frames from the manifests, before and without any plugin code', async () => {
    window.history.replaceState(null, '', '/admin/profile');
    const container = document.body.appendChild(document.createElement('div'));
    const system = new FakeSystem({});
    const { runtime } = startConsole({ container, system, boot, fetch: fakeFetch, apiPrefix: `${origin}/bff/api`, catalogue: async () => testCatalogue([threats]) });

    const nav = await screen.findByRole('navigation', { name: 'Main' }, { timeout: 15_000 });
    expect(await within(nav).findByRole('link', { name: 'Threats' }, { timeout: 15_000 })).toBeTruthy();
    const cards = runtime.store.get(runtime.atoms.extensions).filter((c) => c.extension.type === 'console.dashboard/card');
    expect(cards.map((c) => runtime.i18n.getFixedT(null, c.pluginId)((c.extension.properties as { titleKey: string }).titleKey))).toEqual(['Cloud Threats']);
    expect(system.imports).toEqual([]);
  });
});
