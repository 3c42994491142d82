import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { HttpError, NetworkError, TimeoutError } from '../http/HttpError';
import { usePublicHttp } from '../http/usePublicHttp';

/**
 * What a printed page's render link grants: loading, the document, or why there is nothing to print.
 *
 * @public
 */
export type PrintedDocumentState<T> = { status: 'loading' } | { status: 'ready'; report: T } | { status: 'failed'; message: string };

/** The sentences a printed page shows when it has nothing to print. @public */
export interface PrintedDocumentLabels {
  /** The page was opened without a render token. */
  noToken: string;
  /** The server could not be reached or did not answer in time. */
  unreachable: string;
  /** The server answered with something that is not the document and gave no reason. */
  httpFailure: (status: number) => string;
}

/**
 * Reads the document a render token grants, signed out: the token is the credential, so the call goes to the API
 * itself with no cookie (`usePublicHttp`). Without a token nothing is asked. Pair it with {@link usePrintState}.
 *
 * @param path - the API path that answers `?token=` with the document, e.g. `reports/v1/render`
 *
 * @example
 * ```tsx
 * const state = usePrintedDocument<Report>('reports/v1/render', token, labels);
 * usePrintState(state, state.status === 'ready' ? state.report.title : null);
 * ```
 *
 * @public
 */
export function usePrintedDocument<T>(path: string, token: string | null, labels: PrintedDocumentLabels): PrintedDocumentState<T> {
  const http = usePublicHttp();
  const query = useQuery({
    queryKey: ['printedDocument', path, token],
    queryFn: ({ signal }) => http.get(path, { searchParams: { token: token ?? '' }, signal }).json<T>(),
    enabled: Boolean(token),
  });
  if (!token) return { status: 'failed', message: labels.noToken };
  if (query.status === 'pending') return { status: 'loading' };
  if (query.status === 'success') return { status: 'ready', report: query.data };
  const error = query.error;
  if (error instanceof NetworkError || error instanceof TimeoutError) return { status: 'failed', message: labels.unreachable };
  if (error instanceof HttpError && error.serverMessage) return { status: 'failed', message: error.serverMessage };
  // A body that is not the document (a proxy's error page, say) says no more than its status.
  return { status: 'failed', message: labels.httpFailure(error instanceof HttpError ? error.status : 200) };
}

/**
 * Marks the document for the server's headless renderer, after the commit that drew it: `<html
 * data-report-state="loading" | "ready" | "error">`, which the renderer waits on before it prints, and the title
 * the PDF keeps. A document is ready once nothing on it is still marked `data-print-pending` (a chart's drawing,
 * which loads after the page, until it is drawn or has given way to its table). The mark is removed when the page
 * goes.
 *
 * @public
 */
export function usePrintState(state: PrintedDocumentState<unknown>, title: string | null): void {
  const print = state.status === 'failed' ? 'error' : state.status;
  useEffect(() => {
    const root = document.documentElement;
    if (title !== null) document.title = title;
    const pending = () => document.querySelector('[data-print-pending]') !== null;
    if (print !== 'ready' || !pending()) {
      root.dataset.reportState = print;
      return;
    }
    root.dataset.reportState = 'loading';
    const observer = new MutationObserver(() => {
      if (pending()) return;
      observer.disconnect();
      root.dataset.reportState = 'ready';
    });
    observer.observe(document.body, { childList: true, subtree: true, attributes: true, attributeFilter: ['data-print-pending'] });
    return () => observer.disconnect();
  }, [print, title]);
  useEffect(() => () => void delete document.documentElement.dataset.reportState, []);
}
