/** The slice of SystemJS the loader uses; tests pass a fake. */
export interface SystemLike {
  import(id: string): Promise<unknown>;
  /** Removes a module from the registry so the next import fetches it again. */
  delete(id: string): unknown;
  /** `[url, namespace]` pairs; the namespace is `null` for a module whose load failed. */
  entries(): Iterable<[string, unknown]>;
  has?(id: string): boolean;
  /** The import map SystemJS loads with (read it, never change it); its `integrity` names each verified script's hash. */
  getImportMap?(): { readonly integrity?: Readonly<Record<string, string>> };
  /** Adds entries (here: `integrity` from an overriding plugin's manifest), URLs resolved against `base`. */
  addImportMap?(map: { imports?: Record<string, string>; integrity?: Record<string, string> }, base?: string): void;
}

/** The page's SystemJS, from `/vendor/system.min.js`. */
export function pageSystem(): SystemLike {
  const system = (globalThis as { System?: SystemLike }).System;
  if (!system) throw new Error('SystemJS is not on the page (/vendor/system.min.js did not load)');
  return withKeptImportMap(system);
}

/**
 * `system` with its import map read once per change: SystemJS's `getImportMap()` copies the whole map (38 KB of JSON
 * with 14 plugins, their hashes and depcache) on every call, and a plugin's load asks for it several times. The copy
 * is taken again after `addImportMap`, the only way the console changes the map once started.
 */
export function withKeptImportMap(system: SystemLike): SystemLike {
  const { getImportMap, addImportMap } = system;
  if (getImportMap === undefined) return system;
  let kept: ReturnType<typeof getImportMap> | undefined;
  return {
    import: (id) => system.import(id),
    delete: (id) => system.delete(id),
    entries: () => system.entries(),
    ...(system.has === undefined ? {} : { has: (id: string) => system.has!(id) }),
    getImportMap: () => (kept ??= getImportMap.call(system)),
    ...(addImportMap === undefined
      ? {}
      : {
          addImportMap: (map: Parameters<typeof addImportMap>[0], base?: string) => {
            addImportMap.call(system, map, base);
            kept = undefined;
          },
        }),
  };
}
