import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { cacheControlFor, IMMUTABLE } from '../../server/src/console/cacheControl.js';

const BUNDLE_DIRS = ['shared', 'root-config', 'plugins'];
/** Files of a plugin folder the import map and the catalogue name without a hash. */
const PLUGIN_ENTRY = /^plugins\/[^/]+\/(?:plugin\.js(?:\.map)?|manifest\.json)$/;

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? files(path) : [path];
  });
}

/**
 * Files of the bundle folders (shared modules, SDK, root config, plugins'
 * chunks and CSS) that the server would not cache as content-hashed: each
 * must carry rollup's `[hash]` in its name, or a browser keeps revalidating it
 * (or, named by hand, could keep a stale copy). One message per file.
 */
export function unhashedOutputs(root: string): string[] {
  return BUNDLE_DIRS.map((dir) => join(root, dir))
    .filter((dir) => existsSync(dir))
    .flatMap(files)
    .map((file) => relative(root, file).split(sep).join('/'))
    .filter((path) => !PLUGIN_ENTRY.test(path) && !/\.(?:br|gz)$/.test(path) && cacheControlFor(`/${path}`) !== IMMUTABLE)
    .sort()
    .map((path) => `${path} has no content hash in its name, so the server cannot cache it as immutable; name it "[name]-[hash]" in its build`);
}
