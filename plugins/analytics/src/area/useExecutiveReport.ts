import { useQuery } from '@tanstack/react-query';
import { useHttp, type ApiResponse } from '@palisade/sdk';
import type { ReportRange } from './reportRanges';

export type ExecutiveReport = ApiResponse<'/api/reports/v1/executive', 'get'>;

/** The executive report for a period, loaded again whenever the period changes. */
export type ReportState = { status: 'loading' } | { status: 'ready'; report: ExecutiveReport } | { status: 'failed' };

export function useExecutiveReport(range: ReportRange): ReportState {
  const http = useHttp();
  const query = useQuery({
    queryKey: ['analytics', 'executiveReport', range],
    queryFn: ({ signal }) => http.get('reports/v1/executive', { searchParams: { range }, signal }).json<ExecutiveReport>(),
  });
  if (query.status === 'pending') return { status: 'loading' };
  if (query.status === 'error') return { status: 'failed' };
  return { status: 'ready', report: query.data };
}
