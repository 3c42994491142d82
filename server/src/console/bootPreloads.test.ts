import { describe, expect, it } from 'vitest';
import { bootPreloads } from './bootPreloads.js';

describe('bootPreloads', () => {
  it('lists the entry and its depcache closure once each, resolving scopes, imports and relative paths, with their hashes', () => {
    const preloads = bootPreloads(
      {
        imports: { '@palisade/root-config': '/root-config/root-config-A.js', react: '/shared/react-B.js', ky: '/shared/ky-C.js', other: 'https://cdn.example.test/other.js' },
        scopes: { '/root-config/': { '@palisade/sdk/host': '/shared/sdk-host-D.js' } },
        depcache: {
          '/root-config/root-config-A.js': ['react', '@palisade/sdk/host', './chunks/App-E.js', 'other', 'not-in-the-map'],
          '/root-config/chunks/App-E.js': ['react', '../root-config-A.js', 'ky'],
          '/shared/sdk-host-D.js': ['react'],
          '/plugins/alerts/plugin.js': ['react'],
        },
        integrity: { '/root-config/root-config-A.js': 'sha384-a', '/shared/react-B.js': 'sha384-b' },
      },
      '@palisade/root-config',
    );
    expect(preloads).toEqual([
      { url: '/root-config/root-config-A.js', integrity: 'sha384-a' },
      { url: '/shared/react-B.js', integrity: 'sha384-b' },
      { url: '/shared/sdk-host-D.js', integrity: null },
      { url: '/root-config/chunks/App-E.js', integrity: null },
      { url: '/shared/ky-C.js', integrity: null },
    ]);
  });

  it('is empty when the map does not name the entry on this origin', () => {
    expect(bootPreloads({ imports: {} }, '@palisade/root-config')).toEqual([]);
    expect(bootPreloads({ imports: { '@palisade/root-config': 'https://cdn.example.test/r.js' } }, '@palisade/root-config')).toEqual([]);
  });

  it('does not take a scope meant for another folder', () => {
    const preloads = bootPreloads(
      {
        imports: { entry: '/root-config/r.js', lib: '/shared/lib.js' },
        scopes: { '/plugins/': { lib: '/plugins/lib-fork.js' } },
        depcache: { '/root-config/r.js': ['lib'] },
      },
      'entry',
    );
    expect(preloads.map((p) => p.url)).toEqual(['/root-config/r.js', '/shared/lib.js']);
  });
});
