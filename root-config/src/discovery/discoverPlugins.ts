import type { ImportMap } from './importMap';

/** Import-map keys starting with this name plugins: `@palisade-plugins/<id>`. */
export const PLUGIN_PREFIX = '@palisade-plugins/';

/** A plugin found in the import map. */
export interface PluginDescriptor {
  /** The `<id>` of `@palisade-plugins/<id>`; its definition must carry the same id. */
  id: string;
  /** The import-map key. */
  specifier: string;
  /** The entry's absolute URL. */
  url: string;
}

/**
 * Every plugin of the import map: each key `@palisade-plugins/<id>` is one
 * (package-style keys ending in `/` are not). Sorted by id so the console is
 * the same on every load.
 */
export function discoverPlugins(map: ImportMap, baseUrl: string = globalThis.location?.href ?? 'http://localhost/'): PluginDescriptor[] {
  const found: PluginDescriptor[] = [];
  for (const [specifier, target] of Object.entries(map.imports ?? {})) {
    if (!specifier.startsWith(PLUGIN_PREFIX) || typeof target !== 'string') continue;
    const id = specifier.slice(PLUGIN_PREFIX.length);
    if (id === '' || id.includes('/')) continue;
    found.push({ id, specifier, url: new URL(target, baseUrl).href });
  }
  return found.sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}
