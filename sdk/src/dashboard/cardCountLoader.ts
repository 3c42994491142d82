import { callBatched } from '../http/batchCalls';
import type { CardCount, CardCountRequest, CardLoadContext, DashboardCardExtension } from '../extensions/kinds/dashboardCard';

/** What loads a card's figure: the card's own `loadCount`, or the console's call for its `count`. */
export type CardCountLoader = (context: CardLoadContext) => Promise<CardCount>;

// One loader per declared request: the loader is the figure's identity in the query cache.
const loaders = new WeakMap<CardCountRequest, CardCountLoader>();

/** Reads a numeric field of a JSON answer, refusing one that is missing or not a number. */
export function readNumberField(body: unknown, field: string): number {
  const value = (body as Record<string, unknown> | null)?.[field];
  if (typeof value !== 'number') throw new TypeError(`the response has no numeric "${field}" field`);
  return value;
}

function requestLoader(request: CardCountRequest): CardCountLoader {
  let load = loaders.get(request);
  if (load) return load;
  load = async ({ http, signal }) => {
    // The cards' declared calls of one moment travel together, when the console batches (one request for the dashboard's figures).
    const body = await callBatched(http, { method: request.method ?? 'GET', path: request.path, ...(request.json ? { json: request.json } : {}) }, signal);
    const value = readNumberField(body, request.field ?? 'total');
    return request.unit ? { value, unit: request.unit } : { value };
  };
  loaders.set(request, load);
  return load;
}

const missing: CardCountLoader = () => Promise.reject(new TypeError('the card declares neither "count" nor "loadCount"'));

/**
 * The loader of a card's figure: its `loadCount`, or, for a declared `count`,
 * one call the console makes itself without the plugin's code. The same card
 * always gets the same function, so its figure is one entry of the cache.
 */
export function cardCountLoader(card: Pick<DashboardCardExtension['properties'], 'count' | 'loadCount'>): CardCountLoader {
  if (card.loadCount) return card.loadCount;
  return card.count ? requestLoader(card.count) : missing;
}
