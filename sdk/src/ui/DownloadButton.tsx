import { useState, type ReactNode } from 'react';
import { HttpError } from '../http/HttpError';
import { useNotify } from '../notifications/useNotify';
import { Button } from './Button';
import { fileNameOf, saveFile } from './saveFile';

/** Props of {@link DownloadButton}. @public */
export interface DownloadButtonProps {
  /** Asks the server for the file, e.g. `() => http.get('reports/v1/x/export.pdf', { timeout: 120_000 })`. */
  fetchFile: () => Promise<Response>;
  /** The name to save under when the response's `Content-Disposition` names none. */
  fileName: string;
  /** The button's text. */
  children: ReactNode;
  /** The button's text while the file is being made and fetched. */
  busyLabel: ReactNode;
  /** The error notification when the server gives no message of its own. */
  failedMessage: string;
  /** `secondary` by default. */
  variant?: 'primary' | 'secondary';
}

/**
 * A button that fetches a file the server makes (a PDF, an export) and saves it: busy until the file is saved, and a
 * failure is notified with the server's message.
 *
 * @example
 * ```tsx
 * <DownloadButton fetchFile={() => http.get('reports/v1/executive/export.pdf', { timeout: 120_000 })}
 *   fileName="executive-report.pdf" busyLabel={t('pdfBusy')} failedMessage={t('pdfFailed')}>
 *   {t('downloadPdf')}
 * </DownloadButton>
 * ```
 *
 * @public
 */
export function DownloadButton({ fetchFile, fileName, children, busyLabel, failedMessage, variant = 'secondary' }: DownloadButtonProps) {
  const notify = useNotify();
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      const response = await fetchFile();
      saveFile(await response.blob(), fileNameOf(response, fileName));
    } catch (error) {
      notify({ message: error instanceof HttpError && error.serverMessage ? error.serverMessage : failedMessage, error: true });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button variant={variant} loading={busy} onClick={() => void download()}>
      {busy ? busyLabel : children}
    </Button>
  );
}
