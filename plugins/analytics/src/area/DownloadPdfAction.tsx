import { DownloadButton, useHttp, usePluginTranslation } from '@palisade/sdk';
import type { ReportRange } from './reportRanges';

/** The server prints in headless Chromium; on a busy server that takes a while. */
const PDF_TIMEOUT_MS = 120_000;

/** "Download PDF": the server prints the report for the period and the browser saves the file; a failure says why. */
export function DownloadPdfAction({ range }: { range: ReportRange }) {
  const { t } = usePluginTranslation();
  const http = useHttp();
  return (
    <DownloadButton
      fetchFile={() => http.get('reports/v1/executive/export.pdf', { searchParams: { range }, timeout: PDF_TIMEOUT_MS })}
      fileName="executive-report.pdf"
      busyLabel={t('report.pdfBusy')}
      failedMessage={t('report.pdfFailed')}
    >
      {t('report.downloadPdf')}
    </DownloadButton>
  );
}
