/** What {@link recordingApi} gives a test: the fake fetch to pass to the console, and every request's address in order. @beta */
export interface RecordingApi {
  fetch: typeof globalThis.fetch;
  calls: URL[];
}

/**
 * A console API double: `answer` is called with each request's address and
 * the request, and what it returns is the answer, as JSON with status 200,
 * unless it is a `Response` already (an error, say). Every request's address
 * is kept in `calls`, so a test can check what the page asked for.
 *
 * @example
 * ```ts
 * const api = recordingApi((url) => (url.pathname.endsWith('/cost/v1/total') ? { total: 12 } : {}));
 * await renderRoute(plugin, '/admin/acme-cost', { fetch: api.fetch });
 * expect(api.calls.map((u) => u.pathname)).toContain('/bff/api/cost/v1/total');
 * ```
 *
 * @beta
 */
export function recordingApi(answer: (url: URL, request: Request) => unknown): RecordingApi {
  const calls: URL[] = [];
  const fetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const request = input instanceof Request ? input : new Request(new URL(String(input), 'http://localhost'), init);
    const url = new URL(request.url);
    calls.push(url);
    const body = await answer(url, request);
    return body instanceof Response ? body : new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });
  };
  return { fetch: fetch as typeof globalThis.fetch, calls };
}
