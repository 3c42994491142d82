import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { type AuditLogView, paramsFromView, viewFromParams } from './auditLogView';

/** The view in the URL, and a setter that writes the URL (filter changes go back to page 1). */
export function useAuditLogView(): [AuditLogView, (change: Partial<AuditLogView>) => void] {
  const [params, setParams] = useSearchParams();
  const view = useMemo(() => viewFromParams(params), [params]);
  const update = useCallback((change: Partial<AuditLogView>) => {
    setParams((current) => {
      const next = { ...viewFromParams(current), ...change };
      const onlyPaging = Object.keys(change).every((key) => key === 'page' || key === 'entry');
      if (!onlyPaging) next.page = 1;
      return paramsFromView(next);
    }, { replace: Object.keys(change).length === 1 && 'entry' in change });
  }, [setParams]);
  return [view, update];
}
