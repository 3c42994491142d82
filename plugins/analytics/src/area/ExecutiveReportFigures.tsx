import { usePluginTranslation } from '@palisade/sdk';
import type { ExecutiveReport } from './useExecutiveReport';

const day = (iso: string) => new Date(iso).toLocaleDateString('en-US', { dateStyle: 'medium', timeZone: 'UTC' });

/** The report's figures: those of the period first, then the tenant's open alerts now. */
export function ExecutiveReportFigures({ report }: { report: ExecutiveReport }) {
  const { t } = usePluginTranslation();
  return (
    <div aria-live="polite">
      <h2>{t('report.period', { label: report.range.label, from: day(report.range.from), to: day(report.range.to) })}</h2>
      <dl className="analytics-report">
        <dt>{t('report.newAlerts')}</dt>
        <dd data-figure="new-alerts">{report.newAlertsInRange.toLocaleString('en-US')}</dd>
        <dt>{t('report.openThreats')}</dt>
        <dd>{report.figures.openThreats.toLocaleString('en-US')}</dd>
        {report.compliance && (
          <>
            <dt>{t('report.compliance', { benchmark: report.compliance.benchmarkId })}</dt>
            <dd>{report.compliance.score}%</dd>
          </>
        )}
      </dl>
      <h2>{t('report.bySeverity')}</h2>
      <ul>
        {report.openAlertsBySeverity.map((s) => (
          <li key={s.severity}>
            {s.severity}: {s.count.toLocaleString('en-US')}
          </li>
        ))}
      </ul>
      <h2>{t('report.topPolicies')}</h2>
      <ol>
        {report.topPolicies.map((p) => (
          <li key={p.policy}>
            {p.policy}: {p.openAlerts.toLocaleString('en-US')}
          </li>
        ))}
      </ol>
    </div>
  );
}
