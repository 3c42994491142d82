// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { BootState } from './boot/bootState';
import { createTestSession } from '@palisade/sdk/testing';
import { FakeSystem } from './loader/fakeSystem';
import { startConsole } from './startConsole';

const origin = 'http://localhost:3000';
const entry = `${origin}/plugins/threats/plugin.js`;
// The translations chunk answers well after the plugin's entry.
const lateMessages = () => new Promise((resolve) => setTimeout(() => resolve({ default: { menu: { label: 'Threats' }, card: { title: 'Cloud Threats' } } }), 150));
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

const json = (body: unknown) => new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } });
const fakeFetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
  const request = input instanceof Request ? input : new Request(new URL(String(input), origin), init);
  switch (new URL(request.url, origin).pathname) {
    case '/bff/session':
      return json(createTestSession({ tenant: { id: 't1', name: 'acme' } }));
    case '/import-map.json':
      return json({ imports: { '@palisade-plugins/threats': '/plugins/threats/plugin.js' } });
    case '/bff/api/tenant/rbac/api/v1/rbac/user':
      return json({ emailid: 'admin@acme.test', name: 'Ada Admin', modules: [{ id: 'DASHBOARD' }], actions: [] });
    case '/bff/api/tenant/api/v1/tenant':
      return json({ name: 'acme', customerType: 'paid', region: 'eu' });
    case '/bff/api/notification/v1/notificationCount':
      return json({ count: 0 });
    default:
      return json([]);
  }
}) as typeof fetch;

const boot: BootState = {
  environment: 'local',
  overridesEnabled: false,
  config: { allowOverrides: false, sentryDsn: null, demo: true, version: 'test', loadTimeoutMs: 3000, error: null },
};

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

    const nav = await screen.findByRole('navigation', { name: 'Main' }, { timeout: 5000 });
    expect(await within(nav).findByRole('link', { name: 'Threats' }, { timeout: 5000 })).toBeTruthy();
    expect(cardTitles).toContain('Cloud Threats');
    expect(cardTitles).not.toContain('card.title');
    expect(menuTexts.join('|')).not.toContain('menu.label');
  });
});
