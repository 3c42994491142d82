import type { CardCount, CardLoadContext } from '../extensions/extension';
import { createTestRuntime } from './renderWithConsole';

/** What a card's count loader did against the answer it was given. @beta */
export interface CardLoaderRun {
  /** The figure the card would show. */
  count: CardCount;
  /** Every request the loader made, in order, with its method, address and body. */
  requests: Request[];
}

/**
 * Runs a `console.dashboard/card`'s `loadCount` with the console's HTTP
 * client, every request answered with `answer` as JSON. Rejects as the loader
 * does, so a test can check that a malformed answer makes the card show `--`.
 *
 * @example
 * ```ts
 * const { count, requests } = await runCardLoader(loadCostCount, { total: 12 });
 * expect(count).toEqual({ value: 12 });
 * expect(new URL(requests[0]!.url).pathname).toBe('/bff/api/cost/v1/total');
 * ```
 *
 * @beta
 */
export async function runCardLoader(loadCount: (context: CardLoadContext) => Promise<CardCount>, answer: unknown): Promise<CardLoaderRun> {
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
