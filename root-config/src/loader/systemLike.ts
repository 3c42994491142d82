/** The slice of SystemJS the loader uses; tests pass a fake. */
export interface SystemLike {
  import(id: string): Promise<unknown>;
  /** Removes a module from the registry so the next import fetches it again. */
  delete(id: string): unknown;
  /** `[url, namespace]` pairs; the namespace is `null` for a module whose load failed. */
  entries(): Iterable<[string, unknown]>;
  has?(id: string): boolean;
  /**
   * The import map SystemJS loads with; its `integrity` names each verified script's hash. On the page one frozen copy,
   * taken again when the map changes (boot.js): SystemJS itself copies the whole map on every call.
   */
  getImportMap?(): { readonly integrity?: Readonly<Record<string, string>> };
  /** Adds entries (here: `integrity` from an overriding plugin's manifest), URLs resolved against `base`. */
  addImportMap?(map: { imports?: Record<string, string>; integrity?: Record<string, string> }, base?: string): void;
}

/** The page's SystemJS, from `/vendor/system.min.js`. */
export function pageSystem(): SystemLike {
  const system = (globalThis as { System?: SystemLike }).System;
  if (!system) throw new Error('SystemJS is not on the page (/vendor/system.min.js did not load)');
  return system;
}
