import { usePluginTranslation } from '@palisade/sdk';
import { ExecutiveChanges } from './ExecutiveChanges';
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
 * render link's page): the period, what changed in it, the posture score's
 * trend, compliance scores, its new alerts and the six figures (an
 * area the organization has not bought reads "Not subscribed"), open alerts
 * by severity, the policies with the most open alerts, and compliance.
 */
export function ExecutiveReportFigures({ report }: { report: ExecutiveReport }) {
  const { t } = usePluginTranslation();
  const { figures, compliance } = report;
  return (
    <div className="analytics-report" aria-live="polite">
      <h2>{t('report.period', { label: report.range.label, from: day(report.range.from), to: day(report.range.to) })}</h2>
      <ExecutiveChanges report={report} />
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
          <CountTable
            nameHeading={t('report.severity')}
            countHeading={t('report.openAlerts')}
            rows={report.openAlertsBySeverity.map((row) => ({ name: row.severity, count: row.count }))}
            format={number.format}
          />
        </section>
        <section>
          <h2>{t('report.topPolicies')}</h2>
          {report.topPolicies.length === 0 ? (
            <p>{t('report.noOpenAlerts')}</p>
          ) : (
            <CountTable
              nameHeading={t('report.policy')}
              countHeading={t('report.openAlerts')}
              rows={report.topPolicies.map((row) => ({ name: row.policy, count: row.openAlerts }))}
              format={number.format}
            />
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

/** A two-column table of counts by name: a row header per name, its count formatted. */
function CountTable({ nameHeading, countHeading, rows, format }: { nameHeading: string; countHeading: string; rows: readonly { name: string; count: number }[]; format: (n: number) => string }) {
  return (
    <table className="analytics-report__table">
      <thead>
        <tr>
          <th scope="col">{nameHeading}</th>
          <th scope="col">{countHeading}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.name}>
            <th scope="row">{row.name}</th>
            <td>{format(row.count)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
