import { isRouteExtension, type Extension, type RouteExtension, type StandalonePageExtension } from '@palisade/sdk';
import { matchRoutePath, type ContributedExtension } from '@palisade/sdk/host';

/** The kinds of page a table indexes: routes (in the console layout) or standalone pages. */
export type PageExtension = RouteExtension | StandalonePageExtension;

/** One path (a page's path or alias) a plugin serves. */
export interface RouteEntry<P extends PageExtension = RouteExtension> {
  pluginId: string;
  route: P;
  pattern: string;
}

/** A path as the table keys it: lower case (matching ignores case), no trailing slash. */
const normalise = (path: string) => path.toLowerCase().replace(/\/+$/, '') || '/';
const isLiteral = (pattern: string) => !/[:*?]/.test(pattern);
/** The first two segments of a pattern when both are literal (`admin/alerts`), the bucket a path looks in. */
function bucketOf(pattern: string): string | null {
  const [first, second] = pattern.toLowerCase().split('/').filter(Boolean);
  if (first === undefined || second === undefined || !isLiteral(first) || !isLiteral(second)) return null;
  return `${first}/${second}`;
}

/**
 * Every route of the catalogue, indexed once: a literal path is one map
 * lookup, a pattern is tried only against paths under its first two
 * segments. Finding what a path shows costs the same with 14 plugins as
 * with 264. The catalogue has refused routes that overlap another plugin's,
 * so at most one plugin matches; within a plugin a literal path beats a
 * pattern, as in the plugin's own router.
 */
export class RouteTable<P extends PageExtension = RouteExtension> {
  private readonly literal = new Map<string, RouteEntry<P>>();
  private readonly buckets = new Map<string, RouteEntry<P>[]>();
  private readonly others: RouteEntry<P>[] = [];
  /** Routes that declare a landing step, lowest step first. */
  readonly landing: readonly { step: number; path: string; entry: RouteEntry<P> }[];

  /** Indexes the pages `isPage` picks: the console's routes by default, or e.g. its standalone pages. */
  constructor(extensions: readonly ContributedExtension[], isPage: (extension: Extension) => boolean = isRouteExtension) {
    const landing: { step: number; path: string; entry: RouteEntry<P> }[] = [];
    for (const contributed of extensions) {
      if (!isPage(contributed.extension)) continue;
      const { pluginId } = contributed;
      const extension = contributed.extension as P;
      const { path, aliases = [] } = extension.properties;
      for (const pattern of [path, ...aliases]) this.add({ pluginId, route: extension, pattern });
      const step = (extension.properties as { landing?: unknown }).landing;
      if (typeof step === 'number') landing.push({ step, path: path.replace(/\/\*$/, ''), entry: { pluginId, route: extension, pattern: path } });
    }
    this.landing = landing.sort((a, b) => a.step - b.step);
  }

  private add(entry: RouteEntry<P>) {
    if (isLiteral(entry.pattern)) {
      const key = normalise(entry.pattern);
      if (!this.literal.has(key)) this.literal.set(key, entry);
      return;
    }
    const bucket = bucketOf(entry.pattern);
    if (bucket === null) this.others.push(entry);
    else this.buckets.set(bucket, [...(this.buckets.get(bucket) ?? []), entry]);
  }

  /** The route that serves `pathname`, or `null`. */
  match(pathname: string): RouteEntry<P> | null {
    const exact = this.literal.get(normalise(pathname));
    if (exact) return exact;
    const [first, second] = pathname.toLowerCase().split('/').filter(Boolean);
    const candidates = first !== undefined && second !== undefined ? (this.buckets.get(`${first}/${second}`) ?? []) : [];
    // `/admin/alerts/*` also matches `/admin/alerts`, whose second segment is its bucket's too; `/admin/*` has none.
    return [...candidates, ...this.others].find((entry) => matchRoutePath(entry.pattern, pathname) !== null) ?? null;
  }
}
