/** An import map as SystemJS and import-map-overrides read it. */
export interface ImportMap {
  imports?: Record<string, string>;
  scopes?: Record<string, Record<string, string>>;
}

/** The slice of `window.importMapOverrides` the console uses (present only when overrides are enabled). */
export interface ImportMapOverridesApi {
  getCurrentPageMap(): Promise<ImportMap>;
  getOverrideMap(includeDisabled?: boolean): ImportMap;
  /** The page's import map without overrides. */
  getDefaultMap?(): Promise<ImportMap>;
}

/** Where the console reads its import map from; a seam for tests. */
export interface ImportMapSources {
  overridesEnabled: boolean;
  overrides?: ImportMapOverridesApi | undefined;
  fetch?: typeof fetch;
}

/**
 * The import map the page runs with. With overrides enabled this is
 * import-map-overrides' merged map (overrides included); otherwise the
 * deployment's `/import-map.json`.
 */
export async function readImportMap(sources: ImportMapSources): Promise<ImportMap> {
  if (sources.overridesEnabled && sources.overrides) return sources.overrides.getCurrentPageMap();
  const doFetch = sources.fetch ?? globalThis.fetch.bind(globalThis);
  const response = await doFetch('/import-map.json', { credentials: 'same-origin' });
  if (!response.ok) throw new Error(`The import map /import-map.json answered ${response.status}`);
  return (await response.json()) as ImportMap;
}
