import { useSearchParams } from 'react-router';
import { TIME_RANGE_OPTIONS, type TimeRangeId } from '@palisade/sdk';

/** The telemetry screens open on the last 24 hours. */
export const DEFAULT_RANGE: TimeRangeId = 'last-24-hours';

export const rangeFrom = (params: URLSearchParams): TimeRangeId => {
  const value = params.get('range');
  return TIME_RANGE_OPTIONS.some((o) => o.id === value) ? (value as TimeRangeId) : DEFAULT_RANGE;
};

/** The section 9 range in the URL (`?range=`), so a link or a reload keeps it; other parameters are left as they are. */
export function useRangeParam(): [TimeRangeId, (range: TimeRangeId) => void] {
  const [params, setParams] = useSearchParams();
  return [rangeFrom(params), (range) => setParams((current) => {
    const next = new URLSearchParams(current);
    if (range === DEFAULT_RANGE) next.delete('range');
    else next.set('range', range);
    next.delete('page');
    return next;
  })];
}

/** A link to another telemetry screen with the same range and the given filters. */
export function telemetryHref(path: string, range: TimeRangeId, filters: Record<string, string> = {}): string {
  const params = new URLSearchParams(range === DEFAULT_RANGE ? filters : { range, ...filters });
  const query = params.toString();
  return query ? `${path}?${query}` : path;
}
