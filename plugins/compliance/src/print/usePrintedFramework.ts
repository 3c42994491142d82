import { useQuery } from '@tanstack/react-query';
import { HttpError, NetworkError, TimeoutError, usePluginTranslation, usePublicHttp } from '@palisade/sdk';
import type { FrameworkView } from '../area/complianceApi';

/** What a compliance render link grants: one framework scored on the slice the page showed. */
export interface PrintedFramework {
  tenant: { name: string };
  generatedAt: string;
  filters: { cloud: string[]; accounts: string[]; region: string[]; businessUnit: string[] };
  framework: FrameworkView;
}

export type PrintedFrameworkState = { status: 'loading' } | { status: 'ready'; report: PrintedFramework } | { status: 'failed'; message: string };

/** Reads the framework report a render token grants, signed out (the token is the credential). */
export function usePrintedFramework(token: string | null): PrintedFrameworkState {
  const http = usePublicHttp();
  const { t } = usePluginTranslation();
  const query = useQuery({
    queryKey: ['compliance', 'printed', token],
    queryFn: ({ signal }) => http.get('compliance/v1/render', { searchParams: { token: token ?? '' }, signal }).json<PrintedFramework>(),
    enabled: Boolean(token),
  });
  if (!token) return { status: 'failed', message: t('printed.noToken') };
  if (query.status === 'pending') return { status: 'loading' };
  if (query.status === 'success') return { status: 'ready', report: query.data };
  const error = query.error;
  if (error instanceof NetworkError || error instanceof TimeoutError) return { status: 'failed', message: t('printed.unreachable') };
  if (error instanceof HttpError && error.serverMessage) return { status: 'failed', message: error.serverMessage };
  return { status: 'failed', message: t('printed.httpFailure', { status: error instanceof HttpError ? error.status : 200 }) };
}
