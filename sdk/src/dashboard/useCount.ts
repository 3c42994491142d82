import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import type { CardCount, CardLoadContext } from '../extensions/extension';
import { useHttp } from '../http/useHttp';

/** A figure being loaded: loading, then its value, or failed. */
export type CountState = { status: 'loading' } | { status: 'ready'; count: CardCount } | { status: 'failed'; error: unknown };

type CountLoader = (context: CardLoadContext) => Promise<CardCount>;

// A loader is its figure's identity: the same function is the same cached figure.
const loaderIds = new WeakMap<CountLoader, number>();
let lastLoaderId = 0;
function loaderId(load: CountLoader): number {
  let id = loaderIds.get(load);
  if (id === undefined) loaderIds.set(load, (id = ++lastLoaderId));
  return id;
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
  const queryKey = ['palisade', 'count', loaderId(load)];
  const query = useQuery({
    queryKey,
    queryFn: async ({ signal }) => {
      const count = await load({ http, signal });
      if (typeof count?.value !== 'number' || !Number.isFinite(count.value)) {
        throw new TypeError('the count loader resolved without a numeric value');
      }
      return count;
    },
  });
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
  const total = (body as { total?: unknown } | null)?.total;
  if (typeof total !== 'number') throw new TypeError('the response has no numeric "total" field');
  return total;
}

/** Formats a figure for display: thousands separated, `%` when the unit says so. */
export function formatCount(count: CardCount, locale = 'en-US'): string {
  return `${count.value.toLocaleString(locale)}${count.unit ?? ''}`;
}
