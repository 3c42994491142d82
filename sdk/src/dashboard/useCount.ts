import { useQuery, useQueryClient, type QueryClient, type QueryFunctionContext } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import type { CardCount, CardLoadContext } from '../extensions/extension';
import type { HttpClient } from '../http/HttpClient';
import { useHttp } from '../http/useHttp';
import { readNumberField, type CardCountLoader as CountLoader } from './cardCountLoader';

/** A figure being loaded: loading, then its value, or failed. */
export type CountState = { status: 'loading' } | { status: 'ready'; count: CardCount } | { status: 'failed'; error: unknown };


// A loader is its figure's identity: the same function is the same cached figure.
const loaderIds = new WeakMap<CountLoader, number>();
let lastLoaderId = 0;
function loaderId(load: CountLoader): number {
  let id = loaderIds.get(load);
  if (id === undefined) loaderIds.set(load, (id = ++lastLoaderId));
  return id;
}

/** The query-key prefix of every figure's query. */
export const COUNT_KEY_PREFIX = ['palisade', 'count'] as const;
const countKey = (load: CountLoader) => [...COUNT_KEY_PREFIX, loaderId(load)] as const;

const countQuery = (load: CountLoader, http: HttpClient) => ({
  queryKey: countKey(load),
  queryFn: async ({ signal }: QueryFunctionContext) => {
    const count = await load({ http, signal });
    if (typeof count?.value !== 'number' || !Number.isFinite(count.value)) {
      throw new TypeError('the count loader resolved without a numeric value');
    }
    return count;
  },
});

// Figures loaded ahead of their card: the card's first mount takes them as they are, not asking again.
const prefetched = new WeakSet<CountLoader>();

/**
 * Starts loading a figure into the console's query client before any card
 * shows it, e.g. while the page that shows it still loads: the next
 * {@link useCount} with the same loader takes it from there, loaded, failed
 * or on its way, without asking again.
 */
export function prefetchCount(client: QueryClient, http: HttpClient, load: CountLoader): Promise<void> {
  prefetched.add(load);
  return client.prefetchQuery(countQuery(load, http));
}

/**
 * Loads one figure with the console's API client, on its own: a failure is
 * its own state and never affects other figures. The figure is cached in the
 * console's query client under its loader (pass a stable function): shown
 * again, it appears at once and is asked for again in the background. When
 * `reloadKey` changes it is loaded again from nothing; a load still running is
 * aborted.
 *
 * @example
 * ```tsx
 * const state = useCount(loadOpenThreats);
 * if (state.status === 'ready') return <>{state.count.value}</>;
 * ```
 */
export function useCount(load: CountLoader, reloadKey: unknown = 0): CountState {
  const http = useHttp();
  const client = useQueryClient();
  const { queryKey, queryFn } = countQuery(load, http);
  // Taken on the first mount that commits: a render React discards (a sibling suspending while the page mounts)
  // must not use up the hand-off, or the committed card asks for the figure a second time.
  const [ahead] = useState(() => prefetched.has(load));
  useEffect(() => {
    prefetched.delete(load);
  }, [load]);
  const query = useQuery({ queryKey, queryFn, ...(ahead ? { refetchOnMount: false, retryOnMount: false } : {}) });
  const shownKey = useRef(reloadKey);
  useEffect(() => {
    if (Object.is(shownKey.current, reloadKey)) return;
    shownKey.current = reloadKey;
    void client.resetQueries({ queryKey, exact: true });
    // The query key is derived from `load`, already a dependency.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [client, load, reloadKey]);
  if (query.status === 'pending') return { status: 'loading' };
  if (query.status === 'error') return { status: 'failed', error: query.error };
  return { status: 'ready', count: query.data };
}

/** Reads the `total` field the dashboard count calls answer with (spec section 7). */
export function readTotal(body: unknown): number {
  return readNumberField(body, 'total');
}
