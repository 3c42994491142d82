import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { computeTimeRange, HttpError, useHttp } from '@palisade/sdk';
import type { CatalogueReport } from './catalogueReports';
import type { CatalogueView } from './useCatalogueView';

export type CatalogueReportState =
  | { status: 'loading' }
  | { status: 'ready'; report: CatalogueReport; refreshing: boolean }
  | { status: 'failed'; message: string | null };

/** The report's query string at this moment: a running period ("last hour") ends now, in the browser's time zone. */
export function catalogueQuery(view: CatalogueView, now = new Date()): string {
  const { from, to } = computeTimeRange(view.range, now);
  const params = new URLSearchParams({ from: from.toISOString(), to: to.toISOString() });
  if (view.cloud) params.set('cloud', view.cloud);
  if (view.account) params.set('account', view.account);
  if (view.businessUnit) params.set('businessUnit', view.businessUnit);
  return params.toString();
}

/** The chosen report, loaded again whenever the report, period or a filter changes; the last figures stay while it loads. */
export function useCatalogueReport(view: CatalogueView): CatalogueReportState {
  const http = useHttp();
  const query = useQuery({
    queryKey: ['analytics', 'catalogue', view],
    queryFn: ({ signal }) =>
      http.get(`reports/v1/catalogue/${view.report}`, { searchParams: new URLSearchParams(catalogueQuery(view)), signal }).json<CatalogueReport>(),
    placeholderData: (previous, previousQuery) => (previousQuery?.queryKey[2] as CatalogueView | undefined)?.report === view.report ? keepPreviousData(previous) : undefined,
  });
  if (query.status === 'pending') return { status: 'loading' };
  if (query.status === 'error') return { status: 'failed', message: query.error instanceof HttpError ? query.error.serverMessage ?? null : null };
  return { status: 'ready', report: query.data, refreshing: query.isPlaceholderData };
}
