import { useSearchParams } from 'react-router';
import { DEFAULT_DASHBOARD_RANGE, TIME_RANGE_OPTIONS, type TimeRangeId } from '@palisade/sdk';

const RANGE_IDS = new Set<string>(TIME_RANGE_OPTIONS.map((o) => o.id));

/**
 * The dashboard's time range, kept in the URL (`?range=last-1-week`) so a
 * link reproduces it; an absent or unknown value is the default range.
 */
export function useDashboardRange(): [TimeRangeId, (range: TimeRangeId) => void] {
  const [params, setParams] = useSearchParams();
  const value = params.get('range');
  const range = value && RANGE_IDS.has(value) ? (value as TimeRangeId) : DEFAULT_DASHBOARD_RANGE;
  const setRange = (next: TimeRangeId) =>
    setParams((current) => {
      const updated = new URLSearchParams(current);
      updated.set('range', next);
      return updated;
    });
  return [range, setRange];
}
