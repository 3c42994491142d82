/** Share of page loads and navigations traced (spec section 9: every one). */
export const TRACES_SAMPLE_RATE = 1;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Where trace headers may go: this origin only (absolute URLs on it, and
 * paths; `//host` is another origin). Other hosts would see the trace ids and,
 * without CORS for the headers, refuse the request.
 */
export function sameOriginTargets(origin: string | undefined): RegExp[] {
  const paths = /^\/(?!\/)/;
  return origin ? [new RegExp(`^${escapeRegExp(origin)}(?:/|$)`, 'i'), paths] : [paths];
}
