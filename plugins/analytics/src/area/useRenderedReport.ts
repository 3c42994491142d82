import { useQuery } from '@tanstack/react-query';
import { HttpError, NetworkError, TimeoutError, usePluginTranslation, usePublicHttp, type ApiResponse } from '@palisade/sdk';

/** The executive report as a render link grants it. */
export type RenderedReport = ApiResponse<'/api/reports/v1/render', 'get'>;

/** The report a render link grants: loading, ready, or why there is nothing to print. */
export type RenderedReportState = { status: 'loading' } | { status: 'ready'; report: RenderedReport } | { status: 'failed'; message: string };

/**
 * Reads the report a render token grants, signed out: the token is the
 * credential, so the call goes to the API itself with no cookie
 * (`usePublicHttp`). Without a token nothing is asked.
 */
export function useRenderedReport(token: string | null): RenderedReportState {
  const http = usePublicHttp();
  const { t } = usePluginTranslation();
  const query = useQuery({
    queryKey: ['analytics', 'renderedReport', token],
    queryFn: ({ signal }) => http.get('reports/v1/render', { searchParams: { token: token ?? '' }, signal }).json<RenderedReport>(),
    enabled: Boolean(token),
  });
  if (!token) return { status: 'failed', message: t('printed.noToken') };
  if (query.status === 'pending') return { status: 'loading' };
  if (query.status === 'success') return { status: 'ready', report: query.data };
  const error = query.error;
  if (error instanceof NetworkError || error instanceof TimeoutError) return { status: 'failed', message: t('printed.unreachable') };
  if (error instanceof HttpError && error.serverMessage) return { status: 'failed', message: error.serverMessage };
  // A body that is not the report (a proxy's error page, say) says no more than its status.
  const status = error instanceof HttpError ? error.status : 200;
  return { status: 'failed', message: t('printed.httpFailure', { status }) };
}
