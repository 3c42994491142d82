import type { CardCount, CardLoadContext, DashboardCardExtension } from '../extensions/extension';
import { cardCountLoader } from '../dashboard/cardCountLoader';
import { createTestRuntime } from './renderWithConsole';

type CardLoader = (context: CardLoadContext) => Promise<CardCount>;

/** What a card's count loader did against the answer it was given. @beta */
export interface CardLoaderRun {
  /** The figure the card would show. */
  count: CardCount;
  /** Every request the loader made, in order, with its method, address and body. */
  requests: Request[];
}

/**
 * Loads a `console.dashboard/card`'s figure as the console does (its declared
 * `count`, or its `loadCount`) with the console's HTTP client, every request
 * answered with `answer` as JSON. Pass the card's properties, or a loader.
 * Rejects as the console would, so a test can check that a malformed answer
 * makes the card show `--`.
 *
 * @example
 * ```ts
 * const [card] = plugin.extensions.flatMap((e) => (e.type === 'console.dashboard/card' ? [e.properties] : []));
 * const { count, requests } = await runCardLoader(card, { total: 12 });
 * expect(count).toEqual({ value: 12 });
 * expect(new URL(requests[0]!.url).pathname).toBe('/bff/api/cost/v1/total');
 * ```
 *
 * @beta
 */
export async function runCardLoader(card: CardLoader | Pick<DashboardCardExtension['properties'], 'count' | 'loadCount'>, answer: unknown): Promise<CardLoaderRun> {
  const loadCount = typeof card === 'function' ? card : cardCountLoader(card);
  const requests: Request[] = [];
  const runtime = createTestRuntime({
    fetch: async (input, init) => {
      requests.push(new Request(input as RequestInfo, init));
      return Response.json(answer);
    },
  });
  const count = await loadCount({ http: runtime.http, signal: new AbortController().signal });
  return { count, requests };
}
