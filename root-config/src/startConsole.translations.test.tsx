// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { FakeSystem } from './loader/fakeSystem';
import { startConsole } from './startConsole';
import { fakeConsoleServer, testBoot, TEST_ORIGIN as origin } from './testing/fakeConsoleServer';

const entry = `${origin}/plugins/threats/plugin.js`;
// The translations chunk answers only when the test releases it, well after the plugin's entry.
let releaseMessages = (): void => undefined;
let messagesRequested = false;
const lateMessages = () => {
  messagesRequested = true;
  return new Promise((resolve) => (releaseMessages = () => resolve({ default: { menu: { label: 'Threats' }, card: { title: 'Cloud Threats' } } })));
};
const threats = {
  id: 'threats',
  version: '1.0.0',
  sdk: '^1.0.0',
  extensions: [
    { type: 'console.page/route', properties: { path: '/admin/threats', component: () => Promise.resolve({ default: () => null }) } },
    { type: 'console.navigation/item', properties: { id: 'threats', labelKey: 'menu.label', section: 'main', order: 10, href: '/admin/threats' } },
    { type: 'console.dashboard/card', properties: { appId: 0, titleKey: 'card.title', module: 'DASHBOARD', href: '/admin/threats', loadCount: () => Promise.resolve(1) } },
  ],
  translations: { 'en-US': lateMessages },
};

const { fetch: fakeFetch } = fakeConsoleServer({ imports: { '@palisade-plugins/threats': '/plugins/threats/plugin.js' } });
const boot = testBoot(3000);

describe('startConsole with a plugin whose translations arrive late', () => {
  it('publishes its menu item and dashboard card only once their texts can be translated', async () => {
    window.history.replaceState(null, '', '/admin/dashboard/dashboard');
    const container = document.body.appendChild(document.createElement('div'));
    const system = new FakeSystem({ [entry]: { kind: 'module', namespace: { default: threats } } });
    const { runtime } = startConsole({ container, system, boot, fetch: fakeFetch, apiPrefix: `${origin}/bff/api` });

    // What other plugins (the dashboard) would draw each time the extensions change.
    const cardTitles: string[] = [];
    runtime.store.sub(runtime.atoms.extensions, () => {
      for (const { pluginId, extension } of runtime.store.get(runtime.atoms.extensions)) {
        if (extension.type === 'console.dashboard/card') cardTitles.push(runtime.i18n.getFixedT(null, pluginId)(extension.properties.titleKey));
      }
    });
    const menuTexts: string[] = [];
    new MutationObserver(() => {
      const nav = container.querySelector('nav');
      if (nav?.textContent) menuTexts.push(nav.textContent);
    }).observe(container, { subtree: true, childList: true, characterData: true });

    const nav = await screen.findByRole('navigation', { name: 'Main' }, { timeout: 15_000 });
    await vi.waitFor(() => expect(messagesRequested).toBe(true), { timeout: 15_000 });
    releaseMessages();
    expect(await within(nav).findByRole('link', { name: 'Threats' }, { timeout: 15_000 })).toBeTruthy();
    expect(cardTitles).toContain('Cloud Threats');
    expect(cardTitles).not.toContain('card.title');
    expect(menuTexts.join('|')).not.toContain('menu.label');
  });
});
