import type { UseQueryResult } from '@tanstack/react-query';

/** What a page shows for the data it needs: a spinner, the first failure (with a Retry), or the data. */
export type LoadState<T> = { status: 'loading' } | { status: 'error'; error: unknown; retry: () => void } | { status: 'ready'; data: T };

type DataOf<Q extends readonly UseQueryResult<unknown>[]> = { -readonly [K in keyof Q]: Exclude<Q[K]['data'], undefined> };

/**
 * The state of a page that needs every one of `queries`: ready when all have
 * data, an error while one has failed (Retry asks again for the failed ones,
 * showing the spinner meanwhile), else loading.
 */
export function loadState<Q extends readonly UseQueryResult<unknown>[]>(...queries: Q): LoadState<DataOf<Q>> {
  const all: readonly UseQueryResult<unknown>[] = queries;
  const failed = all.find((q) => q.status === 'error' && !q.isFetching);
  if (failed) {
    return { status: 'error', error: failed.error, retry: () => all.forEach((q) => q.status === 'error' && void q.refetch()) };
  }
  if (all.some((q) => q.status !== 'success')) return { status: 'loading' };
  return { status: 'ready', data: all.map((q) => q.data) as DataOf<Q> };
}
