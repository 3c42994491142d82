import { useEffect, useState } from 'react';
import { useHttp, type ApiResponse } from '@palisade/sdk';
import type { ReportRange } from './reportRanges';

export type ExecutiveReport = ApiResponse<'/api/reports/v1/executive', 'get'>;

/** The executive report for a period, loaded again whenever the period changes. */
export type ReportState = { status: 'loading' } | { status: 'ready'; report: ExecutiveReport } | { status: 'failed' };

export function useExecutiveReport(range: ReportRange): ReportState {
  const http = useHttp();
  const [state, setState] = useState<ReportState>({ status: 'loading' });
  useEffect(() => {
    let current = true;
    setState({ status: 'loading' });
    http
      .get('reports/v1/executive', { searchParams: { range } })
      .json<ExecutiveReport>()
      .then((report) => current && setState({ status: 'ready', report }))
      .catch(() => current && setState({ status: 'failed' }));
    return () => {
      current = false;
    };
  }, [http, range]);
  return state;
}
