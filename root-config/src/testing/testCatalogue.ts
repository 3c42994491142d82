import type { Catalogue, CataloguePlugin, ManifestExtension, PluginManifest } from '@palisade/contracts/catalogue';

/** Where the plugins of a test catalogue are served. */
export const pluginUrl = (id: string) => `https://console.example/plugins/${id}/plugin.js`;

/**
 * A catalogue plugin as the server would serve it, written by hand: every
 * extension accepted, code as `{ $code }` references.
 */
export function cataloguePlugin(id: string, extensions: readonly ManifestExtension[], manifest: Partial<PluginManifest> = {}): CataloguePlugin {
  const full: PluginManifest = { id, version: '1.0.0', sdk: '^1.0.0', files: {}, extensions, flags: [], actions: [], translations: {}, labels: {}, ...manifest };
  return {
    id,
    specifier: `@palisade-plugins/${id}`,
    url: pluginUrl(id),
    manifestUrl: pluginUrl(id).replace(/plugin\.js$/, 'manifest.json'),
    source: 'deployed',
    manifest: full,
    extensions: full.extensions.map((extension, index) => ({ ...extension, index })),
  };
}

/** A route extension as a manifest states it. */
export const routeOf = (path: string, more: Record<string, unknown> = {}): ManifestExtension => ({
  type: 'console.page/route',
  properties: { path, component: { $code: 'chunks/Page.js' }, ...more },
});

export function testCatalogue(plugins: readonly CataloguePlugin[], more: Partial<Catalogue> = {}): Catalogue {
  return { plugins, problems: [], reservedCardPlaces: {}, ...more };
}

/** A plugin's entry module as SystemJS gives it (for `FakeSystem`): a definition with these extensions. */
export const entryModule = (id: string, extensions: readonly unknown[], more: Record<string, unknown> = {}) => ({
  kind: 'module' as const,
  namespace: { default: { id, version: '1.0.0', sdk: '^1.0.0', extensions, ...more } },
});
