import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';
import { jsFiles, systemDependencies } from './depcache.js';

/** `…/node_modules/<package>/<file>` in a source map's `sources` (the last node_modules wins). */
const LIBRARY_SOURCE = /(?:^|\/)node_modules\/((?:@[^/]+\/)?[^/]+)\/((?:(?!node_modules\/).)+)$/;
/** A System module's relative dynamic import: `module.import('./chunks/Page-x.js')`. */
const DYNAMIC_IMPORT = /\.import\(\s*['"](\.{1,2}\/[^'"]+)['"]\s*\)/g;

/** Library files (`<package>/<path inside it>`) a bundled file carries, from its source map. */
function libraryFiles(file: string): string[] {
  const mapFile = `${file}.map`;
  if (!existsSync(mapFile)) return [];
  const { sources = [] } = JSON.parse(readFileSync(mapFile, 'utf8')) as { sources?: string[] };
  return sources.flatMap((source) => {
    const match = LIBRARY_SOURCE.exec(source.replaceAll('\\', '/'));
    return match?.[1] !== undefined && match[2] !== undefined ? [`${match[1]}/${match[2]}`] : [];
  });
}

/** Files the module imports by relative URL, statically or dynamically: they came out of the same build. */
function relativeImports(file: string): string[] {
  const code = readFileSync(file, 'utf8');
  const specifiers = [...(systemDependencies(code) ?? []), ...[...code.matchAll(DYNAMIC_IMPORT)].map((m) => m[1] ?? '')];
  return specifiers.filter((s) => s.startsWith('./') || s.startsWith('../')).map((s) => join(dirname(file), s));
}

/**
 * Groups the files of `dir` (served at `/<name>`) into bundles, one per build:
 * every file under `plugins/<id>/` or `root-config/` is one bundle; other
 * files (the shared modules) are one bundle with every file they import by a
 * relative URL, e.g. zod and zod/mini with their common chunk.
 */
export function bundlesOf(root: string, dirs: readonly string[]): Map<string, string[]> {
  const parent = new Map<string, string>();
  const find = (file: string): string => {
    let top = file;
    while (parent.get(top) !== top) top = parent.get(top) ?? top;
    parent.set(file, top);
    return top;
  };
  const files = dirs.filter((dir) => existsSync(dir)).flatMap(jsFiles).sort();
  for (const file of files) parent.set(file, file);
  for (const file of files) {
    for (const imported of relativeImports(file)) if (parent.has(imported)) parent.set(find(imported), find(file));
  }
  const toPath = (file: string) => relative(root, file).split(sep).join('/');
  const components = new Map<string, string[]>();
  for (const file of files) components.set(find(file), [...(components.get(find(file)) ?? []), toPath(file)]);
  const bundles = new Map<string, string[]>();
  for (const paths of components.values()) {
    for (const path of paths) {
      // A build's name: its plugin or root-config folder, else its first entry (files outside a chunks folder).
      const name = /^(?:.*\/)?plugins\/[^/]+(?=\/)|^root-config(?=\/)/.exec(path)?.[0] ?? paths.find((p) => !/chunks\//.test(p)) ?? path;
      bundles.set(name, [...(bundles.get(name) ?? []), path]);
    }
  }
  return bundles;
}

/**
 * One message per library whose code is bundled into more than one bundle of
 * a built console (the same file of the package, read from the source maps),
 * naming the library and each bundle with the file that carries it.
 */
export function duplicateLibraries(root: string, dirs: readonly string[]): string[] {
  const holders = new Map<string, Map<string, string>>();
  for (const [bundle, files] of bundlesOf(root, dirs)) {
    for (const file of files) {
      for (const libraryFile of libraryFiles(join(root, file))) {
        const bundles = holders.get(libraryFile) ?? new Map<string, string>();
        if (!bundles.has(bundle)) bundles.set(bundle, file);
        holders.set(libraryFile, bundles);
      }
    }
  }
  const byLibrary = new Map<string, Map<string, string>>();
  for (const [libraryFile, bundles] of holders) {
    if (bundles.size < 2) continue;
    const library = (LIBRARY_SOURCE.exec(`node_modules/${libraryFile}`)?.[1]) ?? libraryFile;
    byLibrary.set(library, new Map([...(byLibrary.get(library) ?? []), ...bundles]));
  }
  return [...byLibrary].map(
    ([library, bundles]) =>
      `"${library}" is bundled into ${bundles.size} bundles: ${[...bundles].sort(([a], [b]) => a.localeCompare(b)).map(([bundle, file]) => `${bundle} (${file})`).join(', ')}. ` +
      'Share it through the import map (SHARED_MODULES in sdk/build/sharedModules.ts) or bundle it in one place only.',
  );
}

