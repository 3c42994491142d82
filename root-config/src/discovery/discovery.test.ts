import { describe, expect, it, vi } from 'vitest';
import { activeOverrides } from './activeOverrides';
import { discoverPlugins } from './discoverPlugins';
import { readImportMap, type ImportMapOverridesApi } from './importMap';

const base = 'https://console.palisade.example/admin/alerts';

describe('discoverPlugins', () => {
  it('finds every @palisade-plugins/<id> key and resolves its URL', () => {
    const plugins = discoverPlugins(
      {
        imports: {
          react: '/shared/react-abc.js',
          '@palisade/sdk': '/shared/sdk.js',
          '@palisade-plugins/system-notifications': '/plugins/system-notifications/plugin.js',
          '@palisade-plugins/acme-cost': 'https://cdn.acme.example/cost/plugin.js',
          '@palisade-plugins/profile': '/plugins/profile/plugin.js',
        },
      },
      base,
    );
    expect(plugins).toEqual([
      { id: 'acme-cost', specifier: '@palisade-plugins/acme-cost', url: 'https://cdn.acme.example/cost/plugin.js' },
      { id: 'profile', specifier: '@palisade-plugins/profile', url: 'https://console.palisade.example/plugins/profile/plugin.js' },
      {
        id: 'system-notifications',
        specifier: '@palisade-plugins/system-notifications',
        url: 'https://console.palisade.example/plugins/system-notifications/plugin.js',
      },
    ]);
  });

  it('ignores package-style keys, the bare prefix and scopes', () => {
    const plugins = discoverPlugins(
      {
        imports: { '@palisade-plugins/': '/plugins/', '@palisade-plugins/x/': '/plugins/x/' },
        scopes: { '/plugins/': { '@palisade-plugins/y': '/y.js' } },
      },
      base,
    );
    expect(plugins).toEqual([]);
  });

  it('finds nothing in an empty map', () => {
    expect(discoverPlugins({}, base)).toEqual([]);
  });
});

describe('readImportMap', () => {
  const overrides: ImportMapOverridesApi = {
    getCurrentPageMap: vi.fn(async () => ({ imports: { '@palisade-plugins/a': 'http://localhost:9001/plugin.js' } })),
    getOverrideMap: vi.fn(() => ({ imports: {} })),
  };

  it('reads the merged map from import-map-overrides when overrides are enabled', async () => {
    const fetch = vi.fn();
    const map = await readImportMap({ overridesEnabled: true, overrides, fetch });
    expect(map.imports?.['@palisade-plugins/a']).toBe('http://localhost:9001/plugin.js');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('fetches /import-map.json when overrides are disabled, even if the library is present', async () => {
    const fetch = vi.fn(async () => new Response(JSON.stringify({ imports: { '@palisade-plugins/b': '/b.js' } })));
    const map = await readImportMap({ overridesEnabled: false, overrides, fetch });
    expect(fetch).toHaveBeenCalledWith('/import-map.json', { credentials: 'same-origin' });
    expect(map.imports).toEqual({ '@palisade-plugins/b': '/b.js' });
  });

  it('says which status the import map answered with', async () => {
    const fetch = vi.fn(async () => new Response('nope', { status: 503 }));
    await expect(readImportMap({ overridesEnabled: false, fetch })).rejects.toThrow('/import-map.json answered 503');
  });
});

describe('activeOverrides', () => {
  const api: ImportMapOverridesApi = {
    getCurrentPageMap: async () => ({}),
    getOverrideMap: () => ({
      imports: { '@palisade-plugins/profile': 'http://localhost:9000/plugin.js', react: 'http://localhost:9100/react.js' },
    }),
  };

  it('lists overridden plugins and other overridden modules', () => {
    expect(activeOverrides(true, api)).toEqual([
      { specifier: '@palisade-plugins/profile', url: 'http://localhost:9000/plugin.js', pluginId: 'profile' },
      { specifier: 'react', url: 'http://localhost:9100/react.js', pluginId: null },
    ]);
  });

  it('does not count an override that points at the deployed URL itself', () => {
    const deployed = { imports: { react: 'http://localhost:9100/react.js', '@palisade-plugins/profile': '/plugins/profile/plugin.js' } };
    expect(activeOverrides(true, api, deployed, 'http://localhost:8080/').map((o) => o.specifier)).toEqual(['@palisade-plugins/profile']);
  });

  it('reports none when overrides are disabled, whatever the library says', () => {
    expect(activeOverrides(false, api)).toEqual([]);
    expect(activeOverrides(true, undefined)).toEqual([]);
  });
});
