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
