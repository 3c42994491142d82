import { describe, expect, it } from 'vitest';
import { cacheControlFor, renderIndex } from './consoleRoutes.js';

describe('renderIndex', () => {
  it('replaces the placeholder with the config and escapes < so it cannot close the script element', () => {
    const html = renderIndex('<head><!--palisade-config--></head>', { allowOverrides: false, sentryDsn: '</script><script>alert(1)//', demo: true, version: '1.0.0' });
    expect(html).not.toContain('</script><script>');
    const json = /id="palisade-config">(.*)<\/script>/.exec(html)![1]!;
    expect(JSON.parse(json).sentryDsn).toBe('</script><script>alert(1)//');
  });
});

describe('cacheControlFor', () => {
  it('caches content-hashed chunks forever and revalidates everything else', () => {
    for (const hashed of ['/d/shared/react-DO56eOTx.js', '/d/shared/ky--oAgr8Pc.js', '/d/shared/sdk-BOffigM-.css', '/d/root-config/root-config-CtYQHN-_.css',
      '/d/plugins/alerts/chunk-3f9a2c1B.js', '/d/shared/react-DO56eOTx.js.map']) {
      expect(cacheControlFor(hashed), hashed).toBe('public, max-age=31536000, immutable');
    }
    for (const entry of ['/d/index.html', '/d/import-map.json', '/d/plugins/alerts/plugin.js', '/d/boot.js', '/d/vendor/system.min.js',
      '/d/vendor/import-map-overrides.js', '/d/favicon.ico']) {
      expect(cacheControlFor(entry), entry).toBe('no-cache');
    }
  });
});
