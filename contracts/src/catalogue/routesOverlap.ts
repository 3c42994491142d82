interface RoutePattern {
  readonly segments: readonly string[];
  readonly splat: boolean;
}

function pattern(path: string): RoutePattern {
  const splat = path.endsWith('*');
  const segments = path
    .replace(/\/*\*?$/, '')
    .split('/')
    .filter((s) => s !== '')
    .map((s) => s.toLowerCase());
  return { segments, splat };
}

const segmentsMatch = (a: string, b: string) => a === b || a.startsWith(':') || b.startsWith(':');

/**
 * Whether some console path would match both route patterns: the same path,
 * one a wildcard (`/admin/alerts/*`) over the other (`/admin/alerts`,
 * `/admin/alerts/x`), or `:param` segments that accept the other's segment.
 * Case-insensitive, as route matching is.
 */
export function routesOverlap(first: string, second: string): boolean {
  const a = pattern(first);
  const b = pattern(second);
  const shared = Math.min(a.segments.length, b.segments.length);
  for (let i = 0; i < shared; i++) if (!segmentsMatch(a.segments[i]!, b.segments[i]!)) return false;
  if (a.segments.length === b.segments.length) return true;
  return a.segments.length < b.segments.length ? a.splat : b.splat;
}
