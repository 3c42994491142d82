import { usePluginTranslation, usePrintedDocument, type ApiResponse, type PrintedDocumentState } from '@palisade/sdk';

/** The executive report as a render link grants it. */
export type RenderedReport = ApiResponse<'/api/reports/v1/render', 'get'>;

/** The report a render link grants: loading, ready, or why there is nothing to print. */
export type RenderedReportState = PrintedDocumentState<RenderedReport>;

/** Reads the report a render token grants, signed out (the token is the credential); without a token nothing is asked. */
export function useRenderedReport(token: string | null): RenderedReportState {
  const { t } = usePluginTranslation();
  return usePrintedDocument<RenderedReport>('reports/v1/render', token, {
    noToken: t('printed.noToken'), unreachable: t('printed.unreachable'), httpFailure: (status) => t('printed.httpFailure', { status }),
  });
}
