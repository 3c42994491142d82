/** One request a {@link heldApi} holds until the test answers it. */
export interface HeldRequest {
  readonly path: string;
  answer(body: unknown, status?: number): void;
}

/**
 * A fake fetch that answers nothing by itself: every request waits in `held`
 * until the test answers it, so a test can look at the page while a request
 * is under way. Internal to the SDK's own tests.
 */
export function heldApi() {
  const held: HeldRequest[] = [];
  const fetch = (input: RequestInfo | URL, init?: RequestInit): Promise<Response> =>
    new Promise((resolve) => {
      const request = input instanceof Request ? input : new Request(new URL(String(input), 'http://localhost'), init);
      held.push({
        path: new URL(request.url).pathname,
        answer: (body, status = 200) =>
          resolve(new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })),
      });
    });
  return { fetch: fetch as typeof globalThis.fetch, held };
}
