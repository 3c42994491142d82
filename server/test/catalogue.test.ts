import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, startServer, type TestServer } from './helpers.js';

const HASH = `sha384-${'A'.repeat(64)}`;
let dist: string;
let t: TestServer;

const alerts = {
  id: 'alerts',
  version: '1.0.0',
  sdk: '^1.0.0',
  files: { 'plugin.js': HASH },
  extensions: [
    { type: 'console.page/route', properties: { path: '/admin/alerts/*', module: 'ALERTS', landing: 2, component: { $code: 'plugin.js' } } },
    { type: 'console.navigation/item', properties: { id: 'alerts', labelKey: 'menu.label', section: 'main', order: 200, href: '/admin/alerts' } },
  ],
  flags: [],
  actions: [],
  translations: {},
  // A label that would close the script element if `<` were not escaped.
  labels: { 'menu.label': 'Alerts</script><script>alert(1)//' },
};

function plugin(id: string, manifest: string | undefined): void {
  mkdirSync(join(dist, 'plugins', id), { recursive: true });
  writeFileSync(join(dist, 'plugins', id, 'plugin.js'), 'System.register([], () => ({ execute() {} }));');
  if (manifest !== undefined) writeFileSync(join(dist, 'plugins', id, 'manifest.json'), manifest);
}

beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'palisade-dist-'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><html><head><!--palisade-config--></head><body><div id="root"></div></body></html>');
  const imports = Object.fromEntries(['alerts', 'missing', 'invalid', 'cards'].map((id) => [`@palisade-plugins/${id}`, `/plugins/${id}/plugin.js`]));
  writeFileSync(join(dist, 'import-map.json'), JSON.stringify({ imports: { '@palisade/root-config': '/root-config/root.js', ...imports } }));
  plugin('alerts', JSON.stringify(alerts));
  plugin('missing', undefined);
  plugin('invalid', JSON.stringify({ ...alerts, id: 'invalid', sdk: 'latest', extensions: [] }));
  plugin('cards', JSON.stringify({
    ...alerts,
    id: 'cards',
    extensions: [{ type: 'console.dashboard/card', properties: { appId: 1, titleKey: 'card.title', module: 'CLOUD_ASSETS', href: '/admin/x', loadCount: { $code: 'plugin.js' } } }],
    labels: { 'card.title': 'Cards' },
  }));
  t = await startServer({ consoleDir: dist, demo: false, reservedCardPlaces: { '1': 'assets' } });
});
afterAll(async () => {
  await t.stop();
  rmSync(dist, { recursive: true, force: true });
});

const EXPECTED_PROBLEMS = [
  { kind: 'not-found', pluginId: 'missing', specifier: '@palisade-plugins/missing', url: '/plugins/missing/plugin.js', message: 'Plugin "missing": manifest /plugins/missing/manifest.json does not exist' },
  {
    kind: 'invalid-manifest',
    pluginId: 'invalid',
    specifier: '@palisade-plugins/invalid',
    url: '/plugins/invalid/plugin.js',
    message: 'Invalid manifest /plugins/invalid/manifest.json:\nplugin "invalid": sdk: "latest" is not a semver range',
  },
  {
    kind: 'conflict',
    pluginId: 'cards',
    specifier: '@palisade-plugins/cards',
    url: '/plugins/cards/plugin.js',
    message: 'Plugin "cards" extensions[0].properties.appId: dashboard card place 1 is reserved for plugin "assets"',
    otherPluginId: 'assets',
    extensionIndex: 0,
  },
];

describe('the served catalogue', () => {
  it('is inline in index.html beside the config, with < escaped, naming every plugin it refused', async () => {
    const res = await call(`${t.url}/admin/alerts`);
    expect(res.status).toBe(200);
    const html = res.body as string;
    expect(html).not.toContain('</script><script>alert(1)');
    expect(html).toMatch(/<script type="application\/json" id="palisade-config">.*?<\/script><script type="application\/json" id="palisade-catalogue">/);
    const json = /<script type="application\/json" id="palisade-catalogue">(.*?)<\/script>/.exec(html)![1]!;
    const catalogue = JSON.parse(json);
    expect(catalogue.plugins).toEqual([
      {
        id: 'alerts',
        specifier: '@palisade-plugins/alerts',
        url: '/plugins/alerts/plugin.js',
        manifestUrl: '/plugins/alerts/manifest.json',
        source: 'deployed',
        manifest: alerts,
        extensions: alerts.extensions.map((e, index) => ({ ...e, index })),
      },
      expect.objectContaining({ id: 'cards', extensions: [] }),
    ]);
    expect(catalogue.problems).toEqual(EXPECTED_PROBLEMS);
    expect(catalogue.reservedCardPlaces).toEqual({ '1': 'assets' });
  });

  it('is served at /catalogue.json, revalidated on every use', async () => {
    const res = await call(`${t.url}/catalogue.json`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(res.body.plugins.map((p: { id: string }) => p.id)).toEqual(['alerts', 'cards']);
    expect(res.body.problems).toEqual(EXPECTED_PROBLEMS);
  });
});
