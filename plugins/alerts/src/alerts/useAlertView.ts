import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { type AlertView, paramsFromView, viewFromParams } from './alertView';

/** The view in the URL, and a setter that writes the URL (filter changes go back to page 1). */
export function useAlertView(): [AlertView, (change: Partial<AlertView>, options?: { keepPage?: boolean }) => void] {
  const [params, setParams] = useSearchParams();
  const view = useMemo(() => viewFromParams(params), [params]);
  const update = useCallback((change: Partial<AlertView>, options: { keepPage?: boolean } = {}) => {
    setParams((current) => {
      const before = viewFromParams(current);
      const next = { ...before, ...change };
      if (!options.keepPage && !('page' in change)) next.page = 1;
      return paramsFromView(next);
    }, { replace: 'selected' in change && Object.keys(change).length === 1 });
  }, [setParams]);
  return [view, update];
}
