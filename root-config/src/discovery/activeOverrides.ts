import { PLUGIN_PREFIX } from './discoverPlugins';
import type { ImportMap, ImportMapOverridesApi } from './importMap';

/** One override in effect. */
export interface ActiveOverride {
  specifier: string;
  url: string;
  /** The plugin id when the override replaces a plugin, else `null` (a shared module, the root config…). */
  pluginId: string | null;
}

const resolve = (url: string, base: string) => {
  try {
    return new URL(url, base).href;
  } catch {
    return url;
  }
};

/**
 * The overrides in effect on this page. Empty whenever boot.js disabled
 * overrides, whatever localStorage or the library claim. With the deployed
 * map given, an "override" to the deployed URL itself is not one (the
 * overrides UI's dev-libs option writes such entries for react and react-dom).
 */
export function activeOverrides(
  overridesEnabled: boolean,
  api: ImportMapOverridesApi | undefined,
  deployed?: ImportMap,
  baseUrl: string = globalThis.location?.href ?? 'http://localhost/',
): ActiveOverride[] {
  if (!overridesEnabled || !api) return [];
  const imports = api.getOverrideMap().imports ?? {};
  const original = deployed?.imports ?? {};
  return Object.entries(imports)
    .filter(([specifier, url]) => original[specifier] === undefined || resolve(original[specifier], baseUrl) !== resolve(url, baseUrl))
    .map(([specifier, url]) => ({
      specifier,
      url,
      pluginId: specifier.startsWith(PLUGIN_PREFIX) ? specifier.slice(PLUGIN_PREFIX.length) : null,
    }))
    .sort((a, b) => (a.specifier < b.specifier ? -1 : 1));
}
