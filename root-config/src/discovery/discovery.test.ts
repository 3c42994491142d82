import { describe, expect, it } from 'vitest';
import { activeOverrides } from './activeOverrides';
import type { ImportMapOverridesApi } from './importMap';

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
