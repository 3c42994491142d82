import { useState } from 'react';
import { Button, HttpError, useHttp, useNotify, usePluginTranslation } from '@palisade/sdk';
import type { ReportRange } from './reportRanges';

/**
 * "Print executive report" for a period: asks the server for a short-lived
 * render link and opens the printable report in a new tab. The tab is opened
 * at the click, so the browser lets it through, and sent to the link once it is known.
 */
export function PrintReportAction({ range }: { range: ReportRange }) {
  const { t } = usePluginTranslation();
  const http = useHttp();
  const notify = useNotify();
  const [busy, setBusy] = useState(false);

  const print = async () => {
    const tab = window.open('', '_blank');
    setBusy(true);
    try {
      const { url } = await http.post('reports/v1/renderTokens', { json: { report: 'executive', range } }).json<{ url: string }>();
      if (tab) {
        tab.opener = null;
        tab.location.href = url;
      } else {
        window.location.assign(url);
      }
    } catch (error) {
      tab?.close();
      const reason = error instanceof HttpError && error.serverMessage ? error.serverMessage : t('report.failed');
      notify({ message: reason, error: true });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Button variant="secondary" loading={busy} onClick={() => void print()}>
      {t('report.print')}
    </Button>
  );
}
