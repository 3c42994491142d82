import { describe, expect, it, vi } from 'vitest';
import type { ManifestExtension, PluginManifest } from '@palisade/contracts/catalogue';
import { cataloguePlugin, routeOf, testCatalogue } from '../testing/testCatalogue';
import { catalogueWithOverrides } from './catalogueWithOverrides';

const HASH = `sha384-${'A'.repeat(64)}`;
const files = { 'plugin.js': HASH, 'chunks/Page.js': HASH };
const menu = (id: string, href: string): ManifestExtension => ({ type: 'console.navigation/item', properties: { id, labelKey: 'menu.label', section: 'main', order: 1, href } });
const manifestOf = (id: string, extensions: ManifestExtension[], version = '1.0.0'): PluginManifest => ({
  id,
  version,
  sdk: '^1.0.0',
  files,
  extensions,
  flags: [],
  actions: [],
  translations: {},
  labels: { 'menu.label': id },
});
const deployed = testCatalogue([
  cataloguePlugin('profile', [routeOf('/admin/profile'), menu('profile', '/admin/profile')], { files, labels: { 'menu.label': 'Profile' } }),
  cataloguePlugin('alerts', [routeOf('/admin/alerts/*')], { files }),
]);
const DEV = 'http://localhost:9002/plugin.js';
/** The developer's dev server: the manifest beside the override URL. */
const devServer = (manifest: unknown, status = 200) =>
  vi.fn<typeof fetch>(async (input) => {
    expect(String(input)).toBe('http://localhost:9002/manifest.json');
    return new Response(JSON.stringify(manifest), { status });
  });

describe('catalogueWithOverrides', () => {
  it('an override of a deployed plugin replaces it in its place, with its own manifest and URL', async () => {
    const local = manifestOf('profile', [routeOf('/admin/profile'), menu('profile', '/admin/profile')], '1.1.0-dev');
    const result = await catalogueWithOverrides(deployed, [{ specifier: '@palisade-plugins/profile', url: DEV, pluginId: 'profile' }], devServer(local));
    expect(result.plugins.map((p) => `${p.id} ${p.source} ${p.url} ${p.manifest.version}`)).toEqual([
      `profile override ${DEV} 1.1.0-dev`,
      'alerts deployed https://console.example/plugins/alerts/plugin.js 1.0.0',
    ]);
    expect(result.problems).toEqual([]);
  });

  it("an override with another id never takes a deployed plugin's route or menu id; the refusal names both plugins", async () => {
    const impostor = manifestOf('acme-profile', [routeOf('/admin/profile'), menu('profile', '/admin/profile'), routeOf('/admin/acme')]);
    const result = await catalogueWithOverrides(deployed, [{ specifier: '@palisade-plugins/acme-profile', url: DEV, pluginId: 'acme-profile' }], devServer(impostor));
    const profile = result.plugins.find((p) => p.id === 'profile')!;
    expect(profile.source).toBe('deployed');
    expect(profile.extensions.map((e) => e.index)).toEqual([0, 1]);
    const acme = result.plugins.find((p) => p.id === 'acme-profile')!;
    expect(acme.extensions.map((e) => e.properties.path)).toEqual(['/admin/acme']);
    expect(result.problems.map((p) => [p.kind, p.pluginId, p.otherPluginId, p.extensionIndex])).toEqual([
      ['conflict', 'acme-profile', 'profile', 0],
      ['conflict', 'acme-profile', 'profile', 1],
    ]);
    expect(result.problems[0]!.message).toContain('"/admin/profile"');
  });

  it('an override without a manifest beside it is refused in the place of the plugin it overrides, naming the address', async () => {
    const result = await catalogueWithOverrides(deployed, [{ specifier: '@palisade-plugins/profile', url: DEV, pluginId: 'profile' }], devServer({}, 404));
    expect(result.plugins.map((p) => p.id)).toEqual(['alerts']);
    expect(result.problems).toMatchObject([{ kind: 'not-found', pluginId: 'profile' }]);
    expect(result.problems[0]!.message).toContain('http://localhost:9002/manifest.json');
  });
});
