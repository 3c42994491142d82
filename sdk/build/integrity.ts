import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';
import { jsFiles } from './depcache.js';
import { parsePluginManifest, PLUGIN_MANIFEST_FILE, PluginManifestError, sriHash } from './pluginManifest.js';

/**
 * The import map's `integrity` for every script under `dirs` of `root`
 * (served at `/`): URL → SRI hash of the file as built.
 */
export function scriptIntegrity(root: string, dirs: readonly string[]): Record<string, string> {
  const result: Record<string, string> = {};
  for (const dir of dirs.map((d) => join(root, d)).filter((d) => existsSync(d))) {
    for (const file of jsFiles(dir).sort()) result[`/${relative(root, file).split(sep).join('/')}`] = sriHash(readFileSync(file));
  }
  return result;
}

/**
 * The import map's `integrity` for one plugin served from `root`, read from
 * the manifest beside its entry (`/plugins/<id>/plugin.js` →
 * `/plugins/<id>/manifest.json`): URL → hash for each of its scripts and
 * stylesheets (the console puts the latter on the plugin's `<link>`s). Fails
 * when the manifest is missing, does not cover the entry, or a file on disk
 * no longer matches it.
 */
export function pluginIntegrity(root: string, entryUrl: string): Record<string, string> {
  const entryFile = join(root, ...entryUrl.split('/'));
  const manifestFile = join(dirname(entryFile), PLUGIN_MANIFEST_FILE);
  const shown = relative(root, manifestFile);
  if (!existsSync(manifestFile)) throw new PluginManifestError(shown, `missing: the plugin at ${entryUrl} was not built with the SDK's preset`);
  const manifest = parsePluginManifest(readFileSync(manifestFile, 'utf8'), shown);
  const base = entryUrl.slice(0, entryUrl.lastIndexOf('/') + 1);
  const entryName = entryUrl.slice(base.length);
  if (manifest.files[entryName] === undefined) throw new PluginManifestError(shown, `does not list the entry ${entryName}`);
  const result: Record<string, string> = {};
  for (const [path, hash] of Object.entries(manifest.files)) {
    if (!path.endsWith('.js') && !path.endsWith('.css')) continue;
    const file = join(dirname(entryFile), ...path.split('/'));
    if (!existsSync(file) || sriHash(readFileSync(file)) !== hash) throw new PluginManifestError(shown, `${path} does not match its hash`);
    result[`${base}${path}`] = hash;
  }
  return result;
}
