import { DownloadButton, useHttp, usePluginTranslation } from '@palisade/sdk';

/** The server prints in headless Chromium; on a busy server that takes a while. */
const PDF_TIMEOUT_MS = 120_000;

/** "Download PDF": the server prints the framework's report for the slice shown; the button says so until the file is saved. */
export function DownloadPdfButton({ framework, slice }: { framework: string; slice: string }) {
  const { t } = usePluginTranslation();
  const http = useHttp();
  return (
    <DownloadButton
      fetchFile={() => http.get(`compliance/v1/frameworks/${encodeURIComponent(framework)}/export.pdf`, { searchParams: slice, timeout: PDF_TIMEOUT_MS })}
      fileName={`compliance-${framework}-${new Date().toISOString().slice(0, 10)}.pdf`}
      busyLabel={t('export.pdfBusy')}
      failedMessage={t('export.pdfFailed')}
    >
      {t('export.pdf')}
    </DownloadButton>
  );
}
