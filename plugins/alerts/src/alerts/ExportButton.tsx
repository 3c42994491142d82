import { useState } from 'react';
import { Button, useHttp, usePluginTranslation } from '@palisade/sdk';
import { EXPORT_PATH, queryString } from './alertsApi';
import type { AlertView } from './alertView';
import { errorMessage } from './errorMessage';

/** Hands a URL to the browser's download manager, which streams the file to disk (the page never holds it). */
function download(url: string) {
  const link = document.createElement('a');
  link.href = url;
  link.download = '';
  document.body.append(link);
  link.click();
  link.remove();
}

/**
 * Export CSV of the filtered set. The address is built at click time, so a running time range ("last hour") ends
 * at the click. The server is asked first and the answer's body dropped after the headers: an error is said on the
 * page, and only an export that starts is handed to the download manager.
 */
export function ExportButton({ view }: { view: AlertView }) {
  const { t } = usePluginTranslation();
  const http = useHttp();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const run = async () => {
    const query = queryString(view, new Date());
    setBusy(true);
    setError(null);
    try {
      const res = await http.get(`${EXPORT_PATH}?${query}`);
      await res.body?.cancel();
      download(`/bff/api/${EXPORT_PATH}?${query}`);
    } catch (e) {
      setError(errorMessage(e));
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <Button variant="secondary" loading={busy} onClick={() => void run()}>{t('export.csv')}</Button>
      {error && <p role="alert" className="alerts-export-error">{t('export.failed', { message: error })}</p>}
    </>
  );
}
