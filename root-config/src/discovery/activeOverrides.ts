import { PLUGIN_PREFIX } from './discoverPlugins';
import type { ImportMapOverridesApi } from './importMap';

/** One override in effect. */
export interface ActiveOverride {
  specifier: string;
  url: string;
  /** The plugin id when the override replaces a plugin, else `null` (a shared module, the root config…). */
  pluginId: string | null;
}

/**
 * The overrides in effect on this page. Empty whenever boot.js disabled
 * overrides, whatever localStorage or the library claim.
 */
export function activeOverrides(overridesEnabled: boolean, api: ImportMapOverridesApi | undefined): ActiveOverride[] {
  if (!overridesEnabled || !api) return [];
  const imports = api.getOverrideMap().imports ?? {};
  return Object.entries(imports)
    .map(([specifier, url]) => ({
      specifier,
      url,
      pluginId: specifier.startsWith(PLUGIN_PREFIX) ? specifier.slice(PLUGIN_PREFIX.length) : null,
    }))
    .sort((a, b) => (a.specifier < b.specifier ? -1 : 1));
}
