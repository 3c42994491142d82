import { useState } from 'react';
import { Button, HttpError, useHttp, useNotify, usePluginTranslation } from '@palisade/sdk';

/** The server prints in headless Chromium; on a busy server that takes a while. */
const PDF_TIMEOUT_MS = 120_000;

/** "Download PDF": the server prints the framework's report for the slice shown; the button says so until the file is saved. */
export function DownloadPdfButton({ framework, slice }: { framework: string; slice: string }) {
  const { t } = usePluginTranslation();
  const http = useHttp();
  const notify = useNotify();
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      const res = await http.get(`compliance/v1/frameworks/${encodeURIComponent(framework)}/export.pdf`, { searchParams: slice, timeout: PDF_TIMEOUT_MS });
      const name = /filename="([^"]+)"/.exec(res.headers.get('content-disposition') ?? '')?.[1] ?? `compliance-${framework}-${new Date().toISOString().slice(0, 10)}.pdf`;
      const url = URL.createObjectURL(await res.blob());
      const link = document.createElement('a');
      link.href = url;
      link.download = name;
      document.body.append(link);
      link.click();
      link.remove();
      setTimeout(() => URL.revokeObjectURL(url), 60_000);
    } catch (error) {
      notify({ message: error instanceof HttpError && error.serverMessage ? error.serverMessage : t('export.pdfFailed'), error: true });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button variant="secondary" loading={busy} onClick={() => void download()}>
      {busy ? t('export.pdfBusy') : t('export.pdf')}
    </Button>
  );
}
