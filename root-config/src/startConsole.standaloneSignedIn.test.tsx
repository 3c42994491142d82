// @vitest-environment jsdom
import { act, screen } from '@testing-library/react';
import { navigateToUrl } from 'single-spa';
import { describe, expect, it } from 'vitest';
import { FakeSystem } from './loader/fakeSystem';
import { startConsole } from './startConsole';
import { fakeConsoleServer, testBoot, TEST_ORIGIN as origin } from './testing/fakeConsoleServer';
import { cataloguePlugin, entryModule, testCatalogue } from './testing/testCatalogue';

const url = (id: string) => `${origin}/plugins/${id}/plugin.js`;
const entry = (id: string, path: string, module: string) =>
  entryModule(id, [{ type: 'console.page/standalone', properties: { path, module, component: () => Promise.resolve({ default: () => <h1>{`${id} page`}</h1> }) } }]);
const declared = (id: string, path: string, module: string) => ({
  ...cataloguePlugin(id, [{ type: 'console.page/standalone', properties: { path, module, component: { $code: 'chunks/Page.js' } } }]),
  url: url(id),
});

// Ada Admin is signed in; her role grants DASHBOARD only.
const { fetch: fakeFetch } = fakeConsoleServer({ imports: {}, modules: [{ id: 'DASHBOARD' }], unknown: 'not-found' });
const catalogue = testCatalogue([declared('wallboard', '/wallboard', 'DASHBOARD'), declared('kiosk', '/kiosk', 'ALERTS')]);

describe('startConsole, standalone pages with a module, signed in', { timeout: 60_000 }, () => {
  const system = new FakeSystem({ [url('wallboard')]: entry('wallboard', '/wallboard', 'DASHBOARD'), [url('kiosk')]: entry('kiosk', '/kiosk', 'ALERTS') });

  it('shows a page whose module the role grants, alone, without the console layout', async () => {
    window.history.replaceState(null, '', '/wallboard');
    startConsole({ container: document.body.appendChild(document.createElement('div')), system, boot: testBoot(300), fetch: fakeFetch, apiPrefix: `${origin}/bff/api`, catalogue: async () => catalogue });
    expect(await screen.findByRole('heading', { name: 'wallboard page' }, { timeout: 15_000 })).toBeTruthy();
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it('says so, as for a route, when the role lacks the module, and loads none of its code', async () => {
    act(() => navigateToUrl('/kiosk'));
    expect(await screen.findByRole('heading', { name: 'You do not have access to this page' }, { timeout: 15_000 })).toBeTruthy();
    expect(screen.getByText('ALERTS', { selector: 'code' })).toBeTruthy();
    expect(screen.queryByRole('navigation')).toBeNull();
    expect(system.imports).not.toContain(url('kiosk'));
  });
});
