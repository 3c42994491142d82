import { describe, expect, it } from 'vitest';
import { consoleImportMap, ImportMapError, parsePluginImportMap } from './importMap.js';
import { SHARED_MODULES } from './sharedModules.js';

function issuesOf(text: string): string[] {
  try {
    parsePluginImportMap(text, 'import-map.json');
  } catch (error) {
    expect(error).toBeInstanceOf(ImportMapError);
    return (error as ImportMapError).issues.map((i) => `${i.path}: ${i.message}`);
  }
  return [];
}

describe('parsePluginImportMap', () => {
  it('accepts plugin entries with absolute paths and http(s) URLs', () => {
    const map = parsePluginImportMap(
      JSON.stringify({ imports: { '@palisade-plugins/a': '/plugins/a/plugin.js', '@palisade-plugins/b': 'https://cdn.example/b/plugin.js' } }),
      'import-map.json',
    );
    expect(Object.keys(map.imports)).toEqual(['@palisade-plugins/a', '@palisade-plugins/b']);
  });

  it('names each bad key, non-URL value, duplicate and unknown member', () => {
    const issues = issuesOf(`{
      "imports": {
        "react": "/shared/react.js",
        "@palisade-plugins/Bad_Id": "/plugins/x/plugin.js",
        "@palisade-plugins/a": "plugins/a/plugin.js",
        "@palisade-plugins/b": "/plugins/b/plugin.js",
        "@palisade-plugins/b": "/plugins/b2/plugin.js",
        "@palisade-plugins/c": "/plugins/b2/plugin.js"
      },
      "scopes": {}
    }`);
    expect(issues).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^"@palisade-plugins\/b": duplicate key/),
        expect.stringMatching(/^scopes: unknown member/),
        expect.stringMatching(/^imports\["react"\]: key must be @palisade-plugins\/<id>/),
        expect.stringMatching(/^imports\["@palisade-plugins\/Bad_Id"\]: key must be/),
        expect.stringMatching(/^imports\["@palisade-plugins\/a"\]: value "plugins\/a\/plugin.js" must be an absolute path/),
        expect.stringMatching(/^imports\["@palisade-plugins\/c"\]: same URL as imports\["@palisade-plugins\/b"\]/),
      ]),
    );
  });

  it('reports JSON syntax errors with the file name', () => {
    expect(() => parsePluginImportMap('{"imports": ', 'deploy/import-map.json')).toThrow(/deploy\/import-map.json.*not JSON/s);
  });
});

describe('consoleImportMap', () => {
  const shared = new Map(SHARED_MODULES.map((m) => [m.specifier, `/shared/${m.specifier.replace(/\W/g, '-')}.js`]));

  it('maps every plugin-visible shared module, the root config and the plugins; host-only modules only in the root config scope', () => {
    const map = consoleImportMap({
      shared,
      rootConfigUrl: '/root-config/root-config-abc.js',
      plugins: { imports: { '@palisade-plugins/a': '/plugins/a/plugin.js' } },
    });
    expect(map.imports['react']).toBe(shared.get('react'));
    expect(map.imports['@palisade/sdk']).toBe(shared.get('@palisade/sdk'));
    expect(map.imports['@palisade/sdk/host']).toBeUndefined();
    expect(map.scopes['/root-config/']).toEqual({ '@palisade/sdk/host': shared.get('@palisade/sdk/host') });
    expect(map.imports['@palisade/root-config']).toBe('/root-config/root-config-abc.js');
    expect(map.imports['@palisade-plugins/a']).toBe('/plugins/a/plugin.js');
  });

  it('refuses to write a map without a built shared module', () => {
    const partial = new Map(shared);
    partial.delete('ky');
    expect(() => consoleImportMap({ shared: partial, rootConfigUrl: '/r.js', plugins: { imports: {} } })).toThrow(/"ky"/);
  });
});
