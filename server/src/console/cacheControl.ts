/** Response `Cache-Control` of the console's static files, by URL path. */

export const NO_CACHE = 'no-cache';
export const IMMUTABLE = 'public, max-age=31536000, immutable';

/** Folders whose files the build names `<name>-<content hash>.<ext>` (rollup's `[hash]`), except plugin entries. */
const BUNDLE_DIR = /^\/(?:shared|root-config|plugins\/[^/]+)\//;
/** A plugin's entry and manifest: the import map and the catalogue name them without a hash. */
const PLUGIN_ENTRY = /^\/plugins\/[^/]+\/(?:plugin\.js(?:\.map)?|manifest\.json)$/;
/** A bundler content hash: 8 URL-safe characters after a dash (e.g. react-DO56eOTx.js, ky--oAgr8Pc.js). */
const HASHED_NAME = /-[A-Za-z0-9_-]{8}\.[a-z0-9]+(?:\.map)?$/;

/**
 * Content-hashed files (every file of the bundle folders but plugin entries
 * and manifests) are cached forever; everything else (index, import map,
 * plugin entries, boot scripts, vendor copies) revalidates. `urlPath` is the
 * path under the console root, e.g. `/shared/react-DO56eOTx.js`; a
 * precompressed sibling (`.br`, `.gz`) is cached like its original.
 */
export function cacheControlFor(urlPath: string): string {
  const path = urlPath.replaceAll('\\', '/').replace(/\.(?:br|gz)$/, '');
  if (!BUNDLE_DIR.test(path) || PLUGIN_ENTRY.test(path)) return NO_CACHE;
  return HASHED_NAME.test(path) ? IMMUTABLE : NO_CACHE;
}
