import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import '../styles/report.css';
import { fetchRenderedReport, type ExecutiveReport, type RenderResult } from './renderReport';

/** What a headless renderer waits for before it prints: `<html data-report-state="ready">` (or `error`). */
export type ReportState = 'loading' | 'ready' | 'error';

const FIGURES = [
  ['openThreats', 'Open threats'],
  ['cloudAssets', 'Cloud assets'],
  ['identities', 'Cloud identities'],
  ['openIacAlerts', 'Open IaC alerts'],
  ['complianceScore', 'Compliance score'],
  ['openVulnerabilities', 'Open vulnerabilities'],
] as const satisfies ReadonlyArray<readonly [keyof ExecutiveReport['figures'], string]>;

const number = new Intl.NumberFormat('en-US');
const when = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' });
const at = (iso: string) => `${when.format(new Date(iso))} UTC`;
const NOT_SUBSCRIBED = 'Not subscribed';

function figure(key: keyof ExecutiveReport['figures'], value: number | null): string {
  if (value === null) return NOT_SUBSCRIBED;
  return key === 'complianceScore' ? `${value}%` : number.format(value);
}

/** `/pdf-scheduled-reports?token=…`: the executive report, printable, with no sign-in and no shell (spec section 2). */
export default function PdfReportPage() {
  const { search } = useLocation();
  const token = new URLSearchParams(search).get('token');
  const [result, setResult] = useState<RenderResult | null>(null);

  useEffect(() => {
    let current = true;
    setResult(null);
    void fetchRenderedReport(token).then((r) => current && setResult(r));
    return () => {
      current = false;
    };
  }, [token]);

  const state: ReportState = result === null ? 'loading' : result.ok ? 'ready' : 'error';
  useEffect(() => {
    // Set after the commit that drew the report: the renderer prints what is on the page now.
    document.documentElement.dataset.reportState = state;
    if (result?.ok) document.title = `Executive report · ${result.report.tenant.name} · Palisade`;
  }, [state, result]);
  useEffect(() => () => void delete document.documentElement.dataset.reportState, []);

  if (result === null) {
    return (
      <main id="palisade-content" className="report report--status">
        <p role="status">Preparing the report…</p>
      </main>
    );
  }
  if (!result.ok) {
    return (
      <main id="palisade-content" className="report report--status">
        <h1>The report cannot be shown</h1>
        <p role="alert">{result.message}</p>
      </main>
    );
  }
  return <ReportBody report={result.report} />;
}

function ReportBody({ report }: { report: ExecutiveReport }) {
  const { figures, compliance } = report;
  return (
    <main id="palisade-content" className="report" aria-labelledby="report-title">
      <header className="report__header">
        <p className="report__brand">Palisade</p>
        <h1 id="report-title">Executive report · {report.tenant.name}</h1>
        <p>
          {report.range.label}: {at(report.range.from)} to {at(report.range.to)}. Generated {at(report.generatedAt)}.
        </p>
      </header>
      <section aria-labelledby="report-figures">
        <h2 id="report-figures">Posture at a glance</h2>
        <dl className="report__figures">
          {FIGURES.map(([key, label]) => (
            <div key={key} className="report__figure" data-figure={key}>
              <dt>{label}</dt>
              <dd className={figures[key] === null ? 'report__figure--none' : undefined}>{figure(key, figures[key])}</dd>
            </div>
          ))}
        </dl>
        <p>{number.format(report.newAlertsInRange)} alerts were first seen in this period.</p>
      </section>
      <div className="report__columns">
        <section aria-labelledby="report-severity">
          <h2 id="report-severity">Open alerts by severity</h2>
          <table className="report__table">
            <thead>
              <tr><th scope="col">Severity</th><th scope="col">Open alerts</th></tr>
            </thead>
            <tbody>
              {report.openAlertsBySeverity.map((row) => (
                <tr key={row.severity}><th scope="row">{row.severity}</th><td>{number.format(row.count)}</td></tr>
              ))}
            </tbody>
          </table>
        </section>
        <section aria-labelledby="report-policies">
          <h2 id="report-policies">Top policies by open alerts</h2>
          {report.topPolicies.length === 0 ? (
            <p>No open alerts.</p>
          ) : (
            <table className="report__table">
              <thead>
                <tr><th scope="col">Policy</th><th scope="col">Open alerts</th></tr>
              </thead>
              <tbody>
                {report.topPolicies.map((row) => (
                  <tr key={row.policy}><th scope="row">{row.policy}</th><td>{number.format(row.openAlerts)}</td></tr>
                ))}
              </tbody>
            </table>
          )}
        </section>
      </div>
      <section aria-labelledby="report-compliance">
        <h2 id="report-compliance">Compliance</h2>
        {compliance === null ? (
          <p>{NOT_SUBSCRIBED}: this organization has no compliance subscription.</p>
        ) : (
          <p>
            Benchmark {compliance.benchmarkId}: {compliance.score}% of control checks pass ({number.format(compliance.passed)} passed,{' '}
            {number.format(compliance.failed)} failed).
          </p>
        )}
      </section>
    </main>
  );
}
