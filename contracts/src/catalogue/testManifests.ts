// Manifests for the catalogue's unit tests (not part of the package build's public API).
import type { ManifestExtension, PluginManifest } from './Catalogue.js';

const HASH = `sha384-${'A'.repeat(64)}`;

export function manifest(id: string, extensions: readonly ManifestExtension[], more: Partial<PluginManifest> = {}): PluginManifest {
  return {
    id,
    version: '1.0.0',
    sdk: '^1.0.0',
    files: { 'plugin.js': HASH, 'chunks/Page-abc.js': HASH },
    extensions,
    flags: [],
    actions: [],
    translations: {},
    labels: {},
    ...more,
  };
}

export const route = (path: string, more: Record<string, unknown> = {}): ManifestExtension => ({
  type: 'console.page/route',
  properties: { path, component: { $code: 'chunks/Page-abc.js' }, ...more },
});

export const menuItem = (id: string, href: string): ManifestExtension => ({
  type: 'console.navigation/item',
  properties: { id, labelKey: 'menu.label', section: 'main', order: 1, href },
});

export const card = (appId: number): ManifestExtension => ({
  type: 'console.dashboard/card',
  properties: { appId, titleKey: 'card.title', module: 'THREATS', href: '/admin/alerts', loadCount: { $code: 'plugin.js' } },
});
