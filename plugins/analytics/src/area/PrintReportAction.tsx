import { useId, useState } from 'react';
import { Button, HttpError, useHttp, useNotify, usePluginTranslation } from '@palisade/sdk';

/** The periods the server renders reports for (its time-range ids). */
const RANGES = ['last-24-hours', 'last-1-week', 'last-1-month'] as const;
type ReportRange = (typeof RANGES)[number];

/**
 * "Print executive report": asks the server for a short-lived render link and
 * opens the printable report in a new tab. The tab is opened at the click, so
 * the browser lets it through, and sent to the link once it is known.
 */
export function PrintReportAction() {
  const { t } = usePluginTranslation();
  const http = useHttp();
  const notify = useNotify();
  const rangeId = useId();
  const [range, setRange] = useState<ReportRange>('last-1-week');
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
    <div className="analytics-print">
      <label htmlFor={rangeId}>{t('report.range')}</label>{' '}
      <select id={rangeId} value={range} onChange={(event) => setRange(event.target.value as ReportRange)}>
        {RANGES.map((id) => (
          <option key={id} value={id}>
            {t(`report.ranges.${id}`)}
          </option>
        ))}
      </select>{' '}
      <Button variant="secondary" loading={busy} onClick={() => void print()}>
        {t('report.print')}
      </Button>
    </div>
  );
}
