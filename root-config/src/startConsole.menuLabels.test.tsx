// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FakeSystem } from './loader/fakeSystem';
import { startConsole } from './startConsole';
import { fakeConsoleServer, testBoot, TEST_ORIGIN as origin } from './testing/fakeConsoleServer';
import { cataloguePlugin, entryModule, routeOf, testCatalogue } from './testing/testCatalogue';

const entry = `${origin}/plugins/threats/plugin.js`;
const menuItem = { type: 'console.navigation/item', properties: { id: 'threats', labelKey: 'menu.label', section: 'main', order: 10, href: '/admin/threats' } };
const threats = {
  ...cataloguePlugin('threats', [routeOf('/admin/threats'), menuItem], { labels: { 'menu.label': 'Threats' }, translations: { 'en-US': 'chunks/en-US.js' } }),
  url: entry,
};

describe('startConsole, the menu labels', () => {
  it("takes the plugin's own translation of its menu label once its code has loaded", async () => {
    window.history.replaceState(null, '', '/admin/threats');
    const container = document.body.appendChild(document.createElement('div'));
    const system = new FakeSystem({
      [entry]: entryModule('threats', [
        { type: 'console.page/route', properties: { path: '/admin/threats', component: () => Promise.resolve({ default: () => <h1>Threats page</h1> }) } },
        menuItem,
      ], { translations: { 'en-US': () => Promise.resolve({ default: { menu: { label: 'Cloud threats' } } }) } }),
    });
    const { fetch } = fakeConsoleServer({ imports: {} });
    startConsole({ container, system, boot: testBoot(3000), fetch, apiPrefix: `${origin}/bff/api`, catalogue: async () => testCatalogue([threats]) });

    expect(await screen.findByRole('heading', { name: 'Threats page' }, { timeout: 15_000 })).toBeTruthy();
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(await within(nav).findByRole('link', { name: 'Cloud threats' }, { timeout: 15_000 })).toBeTruthy();
    expect(within(nav).queryByRole('link', { name: 'Threats' })).toBeNull();
  });
});
