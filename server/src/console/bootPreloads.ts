/** The parts of an import map that say where a module is and what it needs. */
export interface ImportMapFile {
  imports?: Record<string, string>;
  scopes?: Record<string, Record<string, string>>;
  depcache?: Record<string, readonly string[]>;
  integrity?: Record<string, string>;
}

/** A script the page asks for with its first bytes, with the hash SystemJS will check it against. */
export interface Preload {
  url: string;
  integrity: string | null;
}

const BASE = 'http://console.invalid';

/** Where `specifier` leads from `parent` (a path), as SystemJS resolves it: relative, then the longest matching scope, then `imports`. */
function resolve(map: ImportMapFile, specifier: string, parent: string): string | null {
  if (/^\.{0,2}\//.test(specifier)) return new URL(specifier, `${BASE}${parent}`).pathname;
  const scope = Object.keys(map.scopes ?? {})
    .filter((prefix) => parent.startsWith(prefix))
    .sort((a, b) => b.length - a.length)
    .map((prefix) => map.scopes![prefix]![specifier])
    .find((url) => url !== undefined);
  const url = scope ?? map.imports?.[specifier];
  return url === undefined ? null : url;
}

/**
 * The module `entry` names and everything its `depcache` lists, transitively,
 * on this origin: what SystemJS fetches before the shell can draw. Written
 * into the page as preload links, they download beside SystemJS itself
 * instead of one round trip per level of imports after it.
 */
export function bootPreloads(map: ImportMapFile, entry: string): Preload[] {
  const first = map.imports?.[entry];
  if (first === undefined || !first.startsWith('/')) return [];
  const seen = new Set<string>([first]);
  const queue = [first];
  while (queue.length > 0) {
    const url = queue.shift()!;
    for (const dep of map.depcache?.[url] ?? []) {
      const next = resolve(map, dep, url);
      // Only this origin's files: a script elsewhere is loaded with CORS, which a plain preload would not match.
      if (next === null || !next.startsWith('/') || next.startsWith('//') || seen.has(next)) continue;
      seen.add(next);
      queue.push(next);
    }
  }
  return [...seen].map((url) => ({ url, integrity: map.integrity?.[url] ?? null }));
}
