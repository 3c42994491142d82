import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { duplicateLibraries } from './duplicateLibraries.js';
import type { ImportMap } from './importMap.js';
import { SHARED_MODULES } from './sharedModules.js';

/** Strings that only React's own code contains; a bundle holding one carries a copy of React. */
export const REACT_SIGNATURES: readonly string[] = [
  'react.transitional.element',
  '__CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE',
  'https://react.dev/errors/',
];

function jsFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return jsFiles(path);
    return name.endsWith('.js') ? [path] : [];
  });
}

/**
 * Checks a built console: the import map maps every shared module to a file
 * that exists, no bundle outside `shared/` (root config, plugins) contains
 * React's code, and no library is bundled into two bundles. Returns one
 * message per problem.
 */
export function checkBuiltConsole(distDir: string, extraBundleDirs: readonly string[] = []): string[] {
  const problems: string[] = [];
  const mapFile = join(distDir, 'import-map.json');
  if (!existsSync(mapFile)) return [`${mapFile} is missing`];
  const map = JSON.parse(readFileSync(mapFile, 'utf8')) as ImportMap;
  for (const module of SHARED_MODULES) {
    const url = module.hostOnly
      ? Object.values(map.scopes ?? {}).find((scope) => scope[module.specifier] !== undefined)?.[module.specifier]
      : map.imports[module.specifier];
    if (url === undefined) {
      problems.push(`import-map.json does not map shared module "${module.specifier}"${module.hostOnly ? ' in a scope' : ''}`);
    } else if (url.startsWith('/') && !existsSync(join(distDir, url))) {
      problems.push(`import-map.json maps "${module.specifier}" to ${url}, which was not built`);
    }
    if (module.hostOnly && map.imports[module.specifier] !== undefined) {
      problems.push(`import-map.json exposes host-only "${module.specifier}" to every module; map it only in the root config's scope`);
    }
  }
  const bundleDirs = [join(distDir, 'root-config'), join(distDir, 'plugins'), ...extraBundleDirs];
  problems.push(...duplicateLibraries(distDir, [join(distDir, 'shared'), ...bundleDirs]));
  const bundles = bundleDirs.flatMap(jsFiles);
  for (const file of bundles) {
    const code = readFileSync(file, 'utf8');
    const signature = REACT_SIGNATURES.find((s) => code.includes(s));
    if (signature !== undefined) {
      problems.push(`${relative(distDir, file)} contains React's code ("${signature}"); React must come from the import map`);
    }
  }
  return problems;
}
