import { useQuery } from '@tanstack/react-query';
import type { ApiResponse } from '../api/ApiTypes';
import { useHttp } from '../http/useHttp';
import { computeTimeRange, type TimeRangeId } from '../time/timeRanges';

/** The posture history's answer: a series per metric, each with its change since the period before. */
export type PostureHistory = ApiResponse<'/api/commondashboard/v1/posture/history', 'get'>;
/** One metric's daily points and change. */
export type PostureSeries = PostureHistory['series'][number];
/** The change of a figure since the previous period of the same length; null when the history cannot tell. */
export type TrendChange = PostureSeries['change'];

/**
 * A period of whole days ending now, for history a section 9 range does not name (such as the last 90 days of a figure
 * computed over 90 days). @public
 */
export interface LastDays {
  /** How many days back from now, 1 to 400 (the longest period the history answers). */
  lastDays: number;
}

const DAY_MS = 86_400_000;

/** A history being loaded: loading, then its series, or failed. */
export type PostureHistoryState = { status: 'loading' } | { status: 'ready'; history: PostureHistory } | { status: 'failed'; error: unknown };

/**
 * Loads the posture history of some metrics over a section 9 time range (or
 * the last so many days), computed when asked (so a reload moves "now" forward). Each `reloadKey`
 * asks again. A metric the caller's role may not read fails the whole call
 * (403): ask for one card's metric at a time.
 *
 * @example
 * ```tsx
 * const state = usePostureHistory(['alerts.open'], 'last-1-week');
 * if (state.status === 'ready') return <>{state.history.series[0].change?.delta}</>;
 * ```
 */
export function usePostureHistory(metrics: readonly string[], range: TimeRangeId | LastDays, reloadKey: unknown = 0): PostureHistoryState {
  const http = useHttp();
  const query = useQuery({
    queryKey: ['palisade', 'posture-history', metrics.join(','), typeof range === 'string' ? range : `last-${range.lastDays}-days`, reloadKey],
    queryFn: ({ signal }) => {
      const now = new Date();
      const { from, to } = typeof range === 'string' ? computeTimeRange(range, now) : { from: new Date(now.getTime() - range.lastDays * DAY_MS), to: now };
      return http.get('commondashboard/v1/posture/history', { searchParams: { metrics: metrics.join(','), from: from.getTime(), to: to.getTime() }, signal })
        .json<PostureHistory>();
    },
    staleTime: 30_000,
    retry: false,
  });
  if (query.status === 'pending') return { status: 'loading' };
  if (query.status === 'error') return { status: 'failed', error: query.error };
  return { status: 'ready', history: query.data };
}
