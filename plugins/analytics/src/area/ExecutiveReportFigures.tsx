import { usePluginTranslation } from '@palisade/sdk';
import type { ExecutiveReport } from './useExecutiveReport';
import './report.css';

/** The six figures at a glance, in the order they are shown. */
const FIGURES = [
  'openThreats',
  'cloudAssets',
  'identities',
  'openIacAlerts',
  'complianceScore',
  'openVulnerabilities',
] as const satisfies ReadonlyArray<keyof ExecutiveReport['figures']>;

const number = new Intl.NumberFormat('en-US');
const day = (iso: string) => new Date(iso).toLocaleDateString('en-US', { dateStyle: 'medium', timeZone: 'UTC' });

/**
 * The executive report's content, on screen (Analytics) and printed (the
 * render link's page): the period, its new alerts and the six figures (an
 * area the organization has not bought reads "Not subscribed"), open alerts
 * by severity, the policies with the most open alerts, and compliance.
 */
export function ExecutiveReportFigures({ report }: { report: ExecutiveReport }) {
  const { t } = usePluginTranslation();
  const { figures, compliance } = report;
  return (
    <div className="analytics-report" aria-live="polite">
      <h2>{t('report.period', { label: report.range.label, from: day(report.range.from), to: day(report.range.to) })}</h2>
      <dl className="analytics-report__figures">
        <div className="analytics-report__figure">
          <dt>{t('report.newAlerts')}</dt>
          <dd data-figure="new-alerts">{number.format(report.newAlertsInRange)}</dd>
        </div>
        {FIGURES.map((key) => {
          const value = figures[key];
          return (
            <div key={key} className="analytics-report__figure" data-figure={key}>
              <dt>{t(`report.figures.${key}`)}</dt>
              {value === null ? (
                <dd className="analytics-report__none">{t('report.notSubscribed')}</dd>
              ) : (
                <dd>{key === 'complianceScore' ? `${value}%` : number.format(value)}</dd>
              )}
            </div>
          );
        })}
      </dl>
      <div className="analytics-report__columns">
        <section>
          <h2>{t('report.bySeverity')}</h2>
          <table className="analytics-report__table">
            <thead>
              <tr>
                <th scope="col">{t('report.severity')}</th>
                <th scope="col">{t('report.openAlerts')}</th>
              </tr>
            </thead>
            <tbody>
              {report.openAlertsBySeverity.map((row) => (
                <tr key={row.severity}>
                  <th scope="row">{row.severity}</th>
                  <td>{number.format(row.count)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
        <section>
          <h2>{t('report.topPolicies')}</h2>
          {report.topPolicies.length === 0 ? (
            <p>{t('report.noOpenAlerts')}</p>
          ) : (
            <table className="analytics-report__table">
              <thead>
                <tr>
                  <th scope="col">{t('report.policy')}</th>
                  <th scope="col">{t('report.openAlerts')}</th>
                </tr>
              </thead>
              <tbody>
                {report.topPolicies.map((row) => (
                  <tr key={row.policy}>
                    <th scope="row">{row.policy}</th>
                    <td>{number.format(row.openAlerts)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </section>
      </div>
      <section>
        <h2>{t('report.compliance')}</h2>
        <p>
          {compliance === null
            ? t('report.noCompliance')
            : t('report.complianceDetail', {
                benchmark: compliance.benchmarkId,
                score: compliance.score,
                passed: number.format(compliance.passed),
                failed: number.format(compliance.failed),
              })}
        </p>
      </section>
    </div>
  );
}
