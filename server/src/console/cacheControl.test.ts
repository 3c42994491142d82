import { describe, expect, it } from 'vitest';
import { cacheControlFor } from './cacheControl.js';

describe('cacheControlFor', () => {
  it('caches content-hashed bundle files forever, and their precompressed siblings', () => {
    for (const hashed of ['/shared/react-DO56eOTx.js', '/shared/ky--oAgr8Pc.js', '/shared/sdk-BOffigM-.css', '/root-config/root-config-CtYQHN-_.css',
      '/plugins/alerts/chunks/AlertsPage-3f9a2c1B.js', '/plugins/alerts/chunks/en-US-abcdefgh.js', '/shared/zod-chunks/core-BrHXlDY0.js',
      '/shared/react-DO56eOTx.js.map', '/shared/react-DO56eOTx.js.br', '/plugins/alerts/chunks/AlertsPage-3f9a2c1B.js.gz']) {
      expect(cacheControlFor(hashed), hashed).toBe('public, max-age=31536000, immutable');
    }
  });

  it('revalidates entries, manifests, the import map, index and files outside the bundle folders', () => {
    for (const entry of ['/index.html', '/import-map.json', '/plugins/alerts/plugin.js', '/plugins/alerts/plugin.js.br', '/plugins/alerts/manifest.json',
      '/plugins/alerts/manifest.json.gz', '/boot.js', '/boot.js.br', '/vendor/system.min.js', '/vendor/import-map-overrides.js', '/favicon.ico',
      '/vendor/polyfill-abcdefgh.js', '/plugins/alerts/chunks/page.js']) {
      expect(cacheControlFor(entry), entry).toBe('no-cache');
    }
  });
});
