import type { ActivationStatus } from '@palisade/contracts/connectors';

/** A request the fake server received: method, path under /connectors/v1, query string and JSON body. */
export interface Received { method: string; path: string; body: unknown; query: string }

export const IDLE: ActivationStatus = {
  myState: 'No pending changes', session: 'Logged in', pendingChanges: 0, conflicts: [], lastFailure: null, currentlyEditing: [], queued: [],
};

/** A list answer as the server sends it: the items, and how many there are in all. */
const asPage = (answer: unknown) => {
  const list = answer as { items?: unknown[]; total?: number };
  return Array.isArray(list?.items) && list.total === undefined ? { ...list, total: list.items.length, page: 1, pageSize: 25, pageCount: 1 } : answer;
};

/**
 * A stand-in for the connector API: answers each GET from `lists` (by path) and each change with `answer`, and
 * records every request so a test can check what the page sent.
 */
export function fakeConnectorsApi(lists: Record<string, unknown>, answer: (r: Received) => Response | undefined = () => undefined) {
  const received: Received[] = [];
  const fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    const path = url.pathname.replace(/^.*\/connectors\/v1/, '');
    const body = request.method === 'GET' || request.method === 'DELETE' ? undefined : await request.json().catch(() => undefined);
    const r = { method: request.method, path, body, query: url.search.slice(1) };
    received.push(r);
    const custom = answer(r);
    if (custom) return custom;
    if (request.method === 'GET') return Response.json(asPage(path in lists ? lists[path] : { items: [] }));
    return Response.json({ item: { id: 'new', version: 0, pending: 'added', ...(body as object) } }, { status: request.method === 'POST' ? 201 : 200 });
  };
  return { fetch: fetch as typeof globalThis.fetch, received };
}
