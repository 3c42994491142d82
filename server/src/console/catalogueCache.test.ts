import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { CatalogueCache } from './catalogueCache.js';

const HASH = `sha384-${'A'.repeat(64)}`;
const manifest = (id: string, path: string, more: Record<string, unknown> = {}) => ({
  id,
  version: '1.0.0',
  sdk: '^1.0.0',
  files: { 'plugin.js': HASH },
  extensions: [{ type: 'console.page/route', properties: { path, component: { $code: 'plugin.js' } } }],
  flags: [],
  actions: [],
  translations: {},
  labels: {},
  ...more,
});

const dirs: string[] = [];
const servers: Server[] = [];
afterEach(async () => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  await Promise.all(servers.splice(0).map((s) => new Promise((resolve) => s.close(resolve))));
});

function consoleDir(plugins: Record<string, unknown>, extra: Record<string, string> = {}): { dir: string; importMap: string } {
  const dir = mkdtempSync(join(tmpdir(), 'palisade-catalogue-'));
  dirs.push(dir);
  const imports: Record<string, string> = { '@palisade/root-config': '/root-config/root.js', ...extra };
  for (const [id, content] of Object.entries(plugins)) {
    imports[`@palisade-plugins/${id}`] = `/plugins/${id}/plugin.js`;
    mkdirSync(join(dir, 'plugins', id), { recursive: true });
    if (content !== undefined) writeFileSync(join(dir, 'plugins', id, 'manifest.json'), typeof content === 'string' ? content : JSON.stringify(content));
  }
  const importMap = join(dir, 'import-map.json');
  writeFileSync(importMap, JSON.stringify({ imports }));
  return { dir, importMap };
}

const cache = (dir: string, importMap: string, more: Partial<ConstructorParameters<typeof CatalogueCache>[0]> = {}) =>
  new CatalogueCache({ consoleDir: dir, importMapPath: importMap, sdkVersion: '1.0.0', reservedCardPlaces: { '0': 'threats' }, ...more });

describe('CatalogueCache', () => {
  it('lists the import map’s plugins from their manifests and names each one it refuses, and why', async () => {
    const { dir, importMap } = consoleDir({
      alerts: manifest('alerts', '/admin/alerts/*'),
      gone: undefined,
      garbled: '{ not json',
      bad: manifest('bad', 'admin/bad'),
      thief: manifest('thief', '/admin/alerts'),
    });
    const catalogue = await cache(dir, importMap).get();
    expect(catalogue.plugins.map((p) => [p.id, p.url, p.manifestUrl, p.extensions.length])).toEqual([
      ['alerts', '/plugins/alerts/plugin.js', '/plugins/alerts/manifest.json', 1],
      ['thief', '/plugins/thief/plugin.js', '/plugins/thief/manifest.json', 0],
    ]);
    expect(catalogue.problems.map((p) => [p.kind, p.pluginId, p.message])).toEqual([
      ['not-found', 'gone', 'Plugin "gone": manifest /plugins/gone/manifest.json does not exist'],
      ['invalid-manifest', 'garbled', expect.stringMatching(/^Plugin "garbled": manifest \/plugins\/garbled\/manifest\.json is not JSON \(/)],
      ['invalid-manifest', 'bad', 'Invalid manifest /plugins/bad/manifest.json:\nplugin "bad": extensions[0].properties.path: must start with "/"'],
      ['conflict', 'thief', 'Plugin "thief" extensions[0].properties.path: path "/admin/alerts" overlaps path "/admin/alerts/*" of plugin "alerts", which keeps it'],
    ]);
    expect(catalogue.reservedCardPlaces).toEqual({ '0': 'threats' });
  });

  it('keeps the catalogue until the import map or a manifest changes on disk', async () => {
    const { dir, importMap } = consoleDir({ alerts: manifest('alerts', '/admin/alerts/*') });
    const catalogues = cache(dir, importMap);
    const first = await catalogues.get();
    expect(await catalogues.get()).toBe(first);

    const file = join(dir, 'plugins', 'alerts', 'manifest.json');
    writeFileSync(file, JSON.stringify(manifest('alerts', '/admin/alarms/*')));
    utimesSync(file, new Date(), new Date(Date.now() + 5000));
    const second = await catalogues.get();
    expect(second.plugins[0]!.extensions[0]!.properties.path).toBe('/admin/alarms/*');

    writeFileSync(importMap, JSON.stringify({ imports: {} }));
    utimesSync(importMap, new Date(), new Date(Date.now() + 10_000));
    expect((await catalogues.get()).plugins).toEqual([]);
  });

  // A second in which a local server does not answer a manifest at all: long enough that one which does answers first on a busy machine.
  it('fetches the manifest beside an absolute entry URL, and calls one that does not answer in time unreachable', async () => {
    const server = createServer((req, res) => {
      if (req.url === '/acme/manifest.json') res.end(JSON.stringify(manifest('acme', '/admin/acme')));
      // The slow host never answers; the cache's timeout must end the wait.
    });
    servers.push(server);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const { dir, importMap } = consoleDir({}, { '@palisade-plugins/acme': `${origin}/acme/plugin.js`, '@palisade-plugins/slow': `${origin}/slow/plugin.js` });
    const catalogue = await cache(dir, importMap, { fetchTimeoutMs: 3_000 }).get();
    expect(catalogue.plugins.map((p) => [p.id, p.manifestUrl])).toEqual([['acme', `${origin}/acme/manifest.json`]]);
    expect(catalogue.problems.map((p) => [p.kind, p.message])).toEqual([
      ['unreachable', `Plugin "slow": manifest ${origin}/slow/manifest.json did not answer within 3000 ms`],
    ]);
    server.closeAllConnections();
  });
});
