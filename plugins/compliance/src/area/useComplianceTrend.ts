import { useQuery } from '@tanstack/react-query';
import { computeTimeRange, useHttp, type TimeRangeId } from '@palisade/sdk';
import type { PostureHistory, PostureHistoryState } from '@palisade/sdk/charts';

/** Every framework's daily score over a time range, in the slice the page shows (the server's `compliance/v1/trend`). */
export function useComplianceTrend(slice: string, range: TimeRangeId): PostureHistoryState {
  const http = useHttp();
  const query = useQuery({
    queryKey: ['compliance', 'trend', slice, range],
    queryFn: ({ signal }) => {
      const { from, to } = computeTimeRange(range, new Date());
      const search = new URLSearchParams(slice);
      search.set('from', String(from.getTime()));
      search.set('to', String(to.getTime()));
      return http.get('compliance/v1/trend', { searchParams: search.toString(), signal }).json<PostureHistory>();
    },
    staleTime: 30_000,
    retry: false,
  });
  if (query.status === 'pending') return { status: 'loading' };
  if (query.status === 'error') return { status: 'failed', error: query.error };
  return { status: 'ready', history: query.data };
}
