import { describe, expect, it } from 'vitest';
import { withKeptImportMap, type SystemLike } from './systemLike';

/** A SystemJS-like import map that, like SystemJS, hands out a fresh copy on every read. */
function copyingSystem() {
  const integrity: Record<string, string> = { '/plugins/alerts/plugin.js': 'sha384-alerts' };
  let reads = 0;
  const system: SystemLike = {
    import: (id) => Promise.resolve(id),
    delete: () => true,
    entries: () => [],
    getImportMap: () => {
      reads++;
      return { integrity: { ...integrity } };
    },
    addImportMap: (map) => void Object.assign(integrity, map.integrity),
  };
  return { system, reads: () => reads };
}

describe('withKeptImportMap', () => {
  it('copies the import map once while nothing changes it', () => {
    const { system, reads } = copyingSystem();
    const kept = withKeptImportMap(system);
    expect(kept.getImportMap!().integrity).toEqual({ '/plugins/alerts/plugin.js': 'sha384-alerts' });
    kept.getImportMap!();
    kept.getImportMap!();
    expect(reads()).toBe(1);
  });

  it('reads the map again after an addition, which then shows', () => {
    const { system, reads } = copyingSystem();
    const kept = withKeptImportMap(system);
    kept.getImportMap!();
    kept.addImportMap!({ imports: {}, integrity: { 'http://localhost:9002/plugin.js': 'sha384-override' } });
    expect(kept.getImportMap!().integrity).toEqual({
      '/plugins/alerts/plugin.js': 'sha384-alerts',
      'http://localhost:9002/plugin.js': 'sha384-override',
    });
    expect(reads()).toBe(2);
  });

  it('passes imports and registry calls through to SystemJS', async () => {
    const { system } = copyingSystem();
    await expect(withKeptImportMap(system).import('/plugins/alerts/plugin.js')).resolves.toBe('/plugins/alerts/plugin.js');
  });
});
