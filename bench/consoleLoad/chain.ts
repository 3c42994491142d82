/**
 * The chain of dependent network steps before a moment, derived from request
 * times alone: a request that started after another had finished is taken to
 * depend on it. The longest such chain is the number of round trips the page
 * waited for, one after another.
 */
import type { TimedRequest } from './network.js';

export interface ChainStep {
  request: TimedRequest;
  /** Requests started during this step's request (same wave, not on the chain). */
  alongside: number;
}

/** The longest chain of network requests, each started after the previous one ended, among those finished by `before`. */
export function dependencyChain(requests: readonly TimedRequest[], before: number): ChainStep[] {
  // A cache hit is no network step: only what went to the server (304s included) makes the chain.
  const done = requests
    .filter((r): r is TimedRequest & { end: number } => !r.fromCache && r.end !== null && r.end <= before)
    .sort((a, b) => a.start - b.start);
  const depth: number[] = [];
  const previous: number[] = [];
  for (const [i, r] of done.entries()) {
    let best = -1;
    for (let j = 0; j < i; j++) {
      const q = done[j]!;
      if (q.end > r.start) continue;
      // The deepest predecessor; between equals, the one that ended last (what the request waited for).
      if (best === -1 || depth[j]! > depth[best]! || (depth[j] === depth[best] && q.end > done[best]!.end)) best = j;
    }
    depth.push(best === -1 ? 1 : depth[best]! + 1);
    previous.push(best);
  }
  let last = -1;
  for (let i = 0; i < done.length; i++) if (last === -1 || depth[i]! >= depth[last]!) last = i;
  const chain: TimedRequest[] = [];
  for (let i = last; i !== -1; i = previous[i]!) chain.unshift(done[i]!);
  return chain.map((request, i) => {
    const next = chain[i + 1];
    const alongside = done.filter((r) => r !== request && r.start >= request.start && (next === undefined || r.start < next.start)).length;
    return { request, alongside };
  });
}

/** One line per step: `3. GET /import-map.json  41–58 ms (+2 alongside)`. */
export function formatChain(chain: readonly ChainStep[]): string[] {
  return chain.map(({ request: r, alongside }, i) => {
    const { pathname } = new URL(r.url);
    const extra = alongside > 0 ? ` (+${alongside} started in this step)` : '';
    return `${String(i + 1).padStart(2)}. ${r.method} ${pathname}  ${r.start.toFixed(0)}–${(r.end ?? 0).toFixed(0)} ms${extra}`;
  });
}
