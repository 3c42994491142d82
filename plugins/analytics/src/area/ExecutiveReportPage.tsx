import { useId, useState } from 'react';
import { Loading, PageTitle, usePluginTranslation } from '@palisade/sdk';
import { ExecutiveReportFigures } from './ExecutiveReportFigures';
import { DownloadPdfAction } from './DownloadPdfAction';
import { PrintReportAction } from './PrintReportAction';
import { REPORT_RANGES, type ReportRange } from './reportRanges';
import { useExecutiveReport } from './useExecutiveReport';

/** `/admin/analytics/reports/executive-report`: the executive report for the chosen period, and its printable version. */
export default function ExecutiveReportPage() {
  const { t } = usePluginTranslation();
  const rangeId = useId();
  const [range, setRange] = useState<ReportRange>('last-1-week');
  const state = useExecutiveReport(range);
  return (
    <section className="area-page" aria-labelledby="area-title">
      <PageTitle id="area-title" title={t('report.title')} />
      <div className="analytics-print">
        <label htmlFor={rangeId}>{t('report.range')}</label>{' '}
        <select id={rangeId} value={range} onChange={(event) => setRange(event.target.value as ReportRange)}>
          {REPORT_RANGES.map((id) => (
            <option key={id} value={id}>
              {t(`report.ranges.${id}`)}
            </option>
          ))}
        </select>{' '}
        <PrintReportAction range={range} /> <DownloadPdfAction range={range} />
      </div>
      {state.status === 'loading' && <Loading label={t('report.loading')} />}
      {state.status === 'failed' && <p role="alert">{t('report.loadFailed')}</p>}
      {state.status === 'ready' && <ExecutiveReportFigures report={state.report} />}
    </section>
  );
}
