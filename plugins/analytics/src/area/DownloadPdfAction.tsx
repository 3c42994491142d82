import { useState } from 'react';
import { Button, HttpError, useHttp, useNotify, usePluginTranslation } from '@palisade/sdk';
import type { ReportRange } from './reportRanges';

/** The server prints in headless Chromium; on a busy server that takes a while. */
const PDF_TIMEOUT_MS = 120_000;

/** "Download PDF": the server prints the report for the period and the browser saves the file; a failure says why. */
export function DownloadPdfAction({ range }: { range: ReportRange }) {
  const { t } = usePluginTranslation();
  const http = useHttp();
  const notify = useNotify();
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      const res = await http.get('reports/v1/executive/export.pdf', { searchParams: { range }, timeout: PDF_TIMEOUT_MS });
      const name = /filename="([^"]+)"/.exec(res.headers.get('content-disposition') ?? '')?.[1] ?? 'executive-report.pdf';
      const url = URL.createObjectURL(await res.blob());
      const link = document.createElement('a');
      link.href = url;
      link.download = name;
      document.body.append(link);
      link.click();
      link.remove();
      setTimeout(() => URL.revokeObjectURL(url), 60_000);
    } catch (error) {
      notify({ message: error instanceof HttpError && error.serverMessage ? error.serverMessage : t('report.pdfFailed'), error: true });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button variant="secondary" loading={busy} onClick={() => void download()}>
      {busy ? t('report.pdfBusy') : t('report.downloadPdf')}
    </Button>
  );
}
