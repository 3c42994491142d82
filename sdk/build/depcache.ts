import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

/** The dependency list of a System.register module (`System.register(["react","./chunk.js"], …)`), or null for other code. */
export function systemDependencies(code: string): string[] | null {
  const match = /^\s*System\.register\(\s*(\[[^\]]*\])/.exec(code);
  if (match?.[1] === undefined) return null;
  const list = JSON.parse(match[1].replace(/'/g, '"')) as unknown;
  return Array.isArray(list) ? list.filter((dep): dep is string => typeof dep === 'string') : null;
}

/** Every `.js` file under `dir`, recursively. */
export function jsFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? jsFiles(path) : name.endsWith('.js') ? [path] : [];
  });
}

/**
 * SystemJS `depcache` for every System module under `dirs` (relative to
 * `root`, which is served at `/`): when a module starts loading, its static
 * dependencies start too, instead of one round trip per level of imports.
 */
export function depcache(root: string, dirs: readonly string[]): Record<string, string[]> {
  const result: Record<string, string[]> = {};
  for (const dir of dirs.map((d) => join(root, d)).filter((d) => existsSync(d))) {
    for (const file of jsFiles(dir).sort()) {
      const deps = systemDependencies(readFileSync(file, 'utf8'));
      if (deps !== null && deps.length > 0) result[`/${relative(root, file).split(sep).join('/')}`] = deps;
    }
  }
  return result;
}
