import type { Extension, RouteExtension } from './extension';
import { isRouteExtension } from './guards';
import { matchRoutePath } from './matchRoutePath';

/**
 * The route extension whose path (or alias) matches `pathname`, with its
 * params. Paths use react-router patterns (`:id`, trailing `/*`).
 */
export function findRouteForPath(
  extensions: readonly Extension[],
  pathname: string,
): { route: RouteExtension; pattern: string; params: Record<string, string | undefined> } | null {
  for (const ext of extensions) {
    if (!isRouteExtension(ext)) continue;
    for (const pattern of [ext.properties.path, ...(ext.properties.aliases ?? [])]) {
      const match = matchRoutePath(pattern, pathname);
      if (match) return { route: ext, pattern, params: match.params };
    }
  }
  return null;
}
