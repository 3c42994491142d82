import { readFileSync } from 'node:fs';
import { JSDOM } from 'jsdom';
import { describe, expect, it, vi } from 'vitest';
import { readBootState, type BootState } from './bootState';

const bootSource = readFileSync(new URL('../../public/boot.js', import.meta.url), 'utf8');

interface Rules {
  deriveEnvironment(hostname: string): string;
  overridesAllowed(environment: string, config: { allowOverrides?: boolean } | null): boolean;
}

function runBoot(url: string, config?: unknown, systemImport = vi.fn(() => Promise.resolve()), stored: Record<string, string> = {}) {
  const json = typeof config === 'string' ? config : JSON.stringify(config);
  const block = config === undefined ? '' : `<script type="application/json" id="palisade-config">${json}</script>`;
  const dom = new JSDOM(`<!doctype html><html><head>${block}</head><body></body></html>`, { url, runScripts: 'outside-only' });
  const win = dom.window as unknown as Window & { System?: unknown; eval(code: string): unknown; __PALISADE_BOOT__: BootState & { rules: Rules } };
  for (const [key, value] of Object.entries(stored)) win.localStorage.setItem(key, value);
  win.System = { import: systemImport };
  win.eval(bootSource);
  const denyMeta = win.document.querySelector('meta[name="import-map-overrides-domains"]');
  return { win, state: win.__PALISADE_BOOT__, denyMeta, systemImport };
}

const rules = runBoot('http://localhost/').state.rules;

describe('deriveEnvironment (boot.js)', () => {
  it.each([
    ['localhost', 'local'],
    ['127.0.0.1', 'local'],
    ['[::1]', 'local'],
    ['::1', 'local'],
    ['console.dev.palisade.example', 'dev'],
    ['console-int.palisade.example', 'int'],
    ['scale.palisade.example', 'scale'],
    ['pr-42.preview.palisade.example', 'preview'],
    ['console.prod.palisade.example', 'prod'],
    ['console.palisade.example', 'prod'],
    ['console.example.dev', 'prod'],
    ['internal.palisade.example', 'prod'],
    ['10.0.0.5', 'prod'],
    ['', 'prod'],
    ['DEV.Palisade.Example', 'dev'],
  ])('%s is %s', (host, env) => {
    expect(rules.deriveEnvironment(host)).toBe(env);
  });
});

describe('overridesAllowed (boot.js)', () => {
  it('allows overrides in local, dev and int whatever the config says', () => {
    for (const env of ['local', 'dev', 'int']) expect(rules.overridesAllowed(env, { allowOverrides: false })).toBe(true);
  });
  it('refuses them in scale, preview and prod unless the config allows them', () => {
    for (const env of ['scale', 'preview', 'prod']) {
      expect(rules.overridesAllowed(env, { allowOverrides: false })).toBe(false);
      expect(rules.overridesAllowed(env, null)).toBe(false);
      expect(rules.overridesAllowed(env, { allowOverrides: true })).toBe(true);
    }
  });
});

describe('boot.js on a page', () => {
  it('denies every override on a prod host', async () => {
    const { state, denyMeta, win, systemImport } = runBoot('https://console.palisade.example/', { allowOverrides: false, sentryDsn: null, demo: false, version: '1' });
    expect(state.environment).toBe('prod');
    await vi.waitFor(() => expect(systemImport).toHaveBeenCalled());
    expect(win.document.querySelector('import-map-overrides-full')).toBeNull();
    expect(state.overridesEnabled).toBe(false);
    expect(denyMeta?.getAttribute('content')).toBe('denylist:console.palisade.example');
  });

  it('lets the config open overrides on a prod host', async () => {
    const { state, denyMeta, win } = runBoot('https://console.palisade.example/', { allowOverrides: true, sentryDsn: null, demo: false, version: '1' });
    expect(state.overridesEnabled).toBe(true);
    expect(denyMeta).toBeNull();
    await vi.waitFor(() =>
      expect(win.document.querySelector('import-map-overrides-full')?.getAttribute('show-when-local-storage')).toBe('devtools'),
    );
  });

  it('fails closed when the config block is missing or broken', () => {
    expect(runBoot('https://console.palisade.example/').state.overridesEnabled).toBe(false);
    const broken = runBoot('https://console.palisade.example/', '{"allowOverrides": true,');
    expect(broken.state.overridesEnabled).toBe(false);
    expect(broken.state.config.error).toMatch(/not valid JSON/);
    expect(broken.denyMeta).not.toBeNull();
  });

  it('enables overrides and the overrides UI on a dev host and imports the root config', async () => {
    const { state, denyMeta, win, systemImport } = runBoot('https://console.dev.palisade.example/', { allowOverrides: false });
    expect(state.environment).toBe('dev');
    expect(state.overridesEnabled).toBe(true);
    expect(denyMeta).toBeNull();
    await vi.waitFor(() => expect(win.document.querySelector('import-map-overrides-full')).not.toBeNull());
    expect(systemImport).toHaveBeenCalledWith('@palisade/root-config');
  });

  const loadEvent = (win: Window) => new (win as unknown as { Event: typeof Event }).Event('load');
  const overridesScript = (win: Window) => win.document.querySelector<HTMLScriptElement>('script[src="/vendor/import-map-overrides.js"]');
  // boot.js starts on DOMContentLoaded and defers work to the window's idle callback (or a 0 ms timer):
  // a callback queued after those has run once everything boot.js deferred has, so "nothing happened"
  // is proven rather than slept on.
  const afterBootDeferred = async (win: Window) => {
    if (win.document.readyState === 'loading') {
      await new Promise((resolve) => win.document.addEventListener('DOMContentLoaded', resolve, { once: true }));
    }
    await new Promise<void>((resolve) =>
      typeof win.requestIdleCallback === 'function' ? win.requestIdleCallback(() => resolve()) : win.setTimeout(resolve, 0),
    );
  };

  it('never loads import-map-overrides where overrides are off, even with one stored', async () => {
    const stored = { 'import-map-override:@palisade-plugins/profile': 'http://localhost:9000/plugin.js' };
    const { win, systemImport } = runBoot('https://console.palisade.example/', { allowOverrides: false }, undefined, stored);
    await vi.waitFor(() => expect(systemImport).toHaveBeenCalled());
    win.dispatchEvent(loadEvent(win));
    await systemImport.mock.results[0]!.value;
    await afterBootDeferred(win);
    expect(overridesScript(win)).toBeNull();
  });

  it('says once in the browser console that stored overrides are ignored where they are refused, and nothing elsewhere', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    try {
      const stored = { 'import-map-override:@palisade-plugins/profile': 'http://localhost:9000/plugin.js', 'import-map-override:react': 'http://localhost:9001/react.js' };
      runBoot('https://console.palisade.example/', { allowOverrides: false }, undefined, stored);
      expect(warn.mock.calls).toEqual([
        [
          'Palisade: import-map overrides are refused on console.palisade.example (environment "prod"), so the stored overrides are ignored: ' +
            '@palisade-plugins/profile, react. Overrides work on local, dev and int hosts, or where the server runs with PALISADE_ALLOW_OVERRIDES=1.',
        ],
      ]);
      warn.mockClear();
      runBoot('https://console.palisade.example/', { allowOverrides: false });
      runBoot('https://console.dev.palisade.example/', { allowOverrides: false }, undefined, stored);
      expect(warn).not.toHaveBeenCalled();
    } finally {
      warn.mockRestore();
    }
  });

  it('with an override stored, runs import-map-overrides before it imports the root config', async () => {
    const stored = { 'import-map-override:@palisade-plugins/profile': 'http://localhost:9000/plugin.js' };
    const { win, systemImport } = runBoot('https://console.dev.palisade.example/', { allowOverrides: false }, undefined, stored);
    const script = overridesScript(win);
    expect(script).not.toBeNull();
    await afterBootDeferred(win);
    expect(systemImport).not.toHaveBeenCalled();
    script!.dispatchEvent(loadEvent(win));
    await vi.waitFor(() => expect(systemImport).toHaveBeenCalledWith('@palisade/root-config'));
  });

  it('without a stored override, never loads import-map-overrides unless the developer tools are on', async () => {
    const { win, systemImport } = runBoot('https://console.dev.palisade.example/', { allowOverrides: false });
    await vi.waitFor(() => expect(systemImport).toHaveBeenCalledWith('@palisade/root-config'));
    await systemImport.mock.results[0]!.value;
    await afterBootDeferred(win);
    expect(overridesScript(win)).toBeNull();
  });

  it('without a stored override but with the developer tools on, imports the root config at once and loads import-map-overrides once it has run', async () => {
    let rootConfigRan = (): void => undefined;
    const systemImport = vi.fn(() => new Promise<void>((resolve) => (rootConfigRan = resolve)));
    const { win } = runBoot('https://console.dev.palisade.example/', { allowOverrides: false }, systemImport, { devtools: 'true' });
    await vi.waitFor(() => expect(systemImport).toHaveBeenCalledWith('@palisade/root-config'));
    await afterBootDeferred(win);
    expect(overridesScript(win)).toBeNull();
    rootConfigRan();
    await vi.waitFor(() => expect(overridesScript(win)).not.toBeNull());
  });

  it('publishes a state that page scripts cannot replace', () => {
    const { win, state } = runBoot('https://console.palisade.example/', { allowOverrides: false });
    expect(() => {
      'use strict';
      (win as unknown as Record<string, unknown>).__PALISADE_BOOT__ = { overridesEnabled: true };
    }).toThrow();
    expect(Object.isFrozen(state)).toBe(true);
    expect(readBootState(win).overridesEnabled).toBe(false);
  });

  it('shows an alert when the root config fails to import', async () => {
    const failing = vi.fn(() => Promise.reject(new Error('Error loading /root-config/main.js')));
    const { win } = runBoot('http://localhost/', {}, failing);
    await vi.waitFor(() => expect(win.document.querySelector('[role="alert"]')?.textContent).toContain('Error loading /root-config/main.js'));
  });
});

describe('boot.js and the import map', () => {
  /** A page (with Trusted Types, or without) and a SystemJS whose getImportMap copies its map on every call, as the real one does. */
  function withSystem(trustedTypes: boolean) {
    const dom = new JSDOM('<!doctype html><html><head><script type="application/json" id="palisade-config">{}</script></head><body></body></html>', {
      url: 'https://console.palisade.example/',
      runScripts: 'outside-only',
    });
    const win = dom.window as unknown as Window & { System?: unknown; trustedTypes?: unknown; eval(code: string): unknown };
    const map = { imports: {}, integrity: { 'https://console.palisade.example/root-config/r.js': 'sha384-root' } as Record<string, string> };
    let copies = 0;
    class SystemLike {
      import() {
        return Promise.resolve();
      }
      createScript(_url: string): HTMLScriptElement {
        throw new Error('replaced by boot.js');
      }
      getImportMap() {
        copies++;
        return JSON.parse(JSON.stringify(map)) as typeof map;
      }
      addImportMap(added: { integrity?: Record<string, string> }) {
        Object.assign(map.integrity, added.integrity);
      }
    }
    const system = new SystemLike();
    win.System = system;
    if (trustedTypes) win.trustedTypes = { createPolicy: (_name: string, rules: { createScriptURL(url: string): string }) => rules };
    const original = SystemLike.prototype.getImportMap;
    win.eval(bootSource);
    return { system, copies: () => copies, kept: () => SystemLike.prototype.getImportMap !== original };
  }

  it('hands out one frozen copy of the import map until the map changes', async () => {
    const { system, copies, kept } = withSystem(false);
    // boot.js keeps the copy as it imports the root config.
    await vi.waitFor(() => expect(kept()).toBe(true));
    const first = system.getImportMap();
    expect(system.getImportMap()).toBe(first);
    expect(copies()).toBe(1);
    expect(Object.isFrozen(first.integrity)).toBe(true);
    system.addImportMap({ integrity: { 'https://console.palisade.example/plugins/acme/plugin.js': 'sha384-acme' } });
    expect(system.getImportMap().integrity['https://console.palisade.example/plugins/acme/plugin.js']).toBe('sha384-acme');
    expect(copies()).toBe(2);
  });

  it('under Trusted Types, sets each script’s integrity from that copy', async () => {
    const { system, copies, kept } = withSystem(true);
    await vi.waitFor(() => expect(kept()).toBe(true));
    expect(system.createScript('https://console.palisade.example/root-config/r.js').integrity).toBe('sha384-root');
    system.createScript('https://console.palisade.example/shared/react.js');
    expect(copies()).toBe(1);
  });
});

describe('readBootState', () => {
  it('assumes prod without overrides when boot.js did not run', () => {
    const dom = new JSDOM('', { url: 'http://localhost/' });
    const state = readBootState(dom.window as unknown as Window);
    expect(state.environment).toBe('prod');
    expect(state.overridesEnabled).toBe(false);
  });
});
