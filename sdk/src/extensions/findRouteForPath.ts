import type { Extension, RouteExtension, StandalonePageExtension } from './extension';
import { isRouteExtension } from './guards';
import { matchRoutePath } from './matchRoutePath';

/** A page found for a path: the extension, the pattern that matched and its params. */
export type FoundPage<P> = { route: P; pattern: string; params: Record<string, string | undefined> };

/**
 * The first page extension the guard accepts whose path (or alias) matches
 * `pathname`, with its params. Paths use react-router patterns (`:id`,
 * trailing `/*`).
 */
export function findPageForPath<P extends RouteExtension | StandalonePageExtension>(
  extensions: readonly Extension[],
  pathname: string,
  isPage: (extension: Extension) => extension is P,
): FoundPage<P> | null {
  for (const ext of extensions) {
    if (!isPage(ext)) continue;
    for (const pattern of [ext.properties.path, ...(ext.properties.aliases ?? [])]) {
      const match = matchRoutePath(pattern, pathname);
      if (match) return { route: ext, pattern, params: match.params };
    }
  }
  return null;
}

/**
 * The route extension whose path (or alias) matches `pathname`, with its
 * params. Paths use react-router patterns (`:id`, trailing `/*`).
 */
export function findRouteForPath(extensions: readonly Extension[], pathname: string): FoundPage<RouteExtension> | null {
  return findPageForPath(extensions, pathname, isRouteExtension);
}
