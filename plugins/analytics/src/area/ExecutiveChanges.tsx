import { usePluginTranslation } from '@palisade/sdk';
import { LineChart } from '@palisade/sdk/charts';
import type { ExecutiveReport } from './useExecutiveReport';

/**
 * The executive report's opening: what changed this period (sentences the server writes), the posture score's trend
 * over the period with its chart's text alternative, and every framework's compliance score.
 */
export function ExecutiveChanges({ report }: { report: ExecutiveReport }) {
  const { t } = usePluginTranslation();
  const { postureScore } = report;
  const label = postureScore ? t('report.postureSeries', { benchmark: postureScore.benchmarkId }) : '';
  return (
    <>
      <section aria-labelledby="analytics-changes">
        <h2 id="analytics-changes">{t('report.changes')}</h2>
        <ul className="analytics-report__changes" data-report-part="changes">
          {report.changes.map((sentence) => (
            <li key={sentence}>{sentence}</li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="analytics-posture">
        <h2 id="analytics-posture">{t('report.postureScore')}</h2>
        {postureScore === null ? (
          <p>{t('report.noCompliance')}</p>
        ) : (
          <>
            <p data-figure="postureScore">{t('report.postureNow', { benchmark: postureScore.benchmarkId, score: postureScore.current })}</p>
            <LineChart
              title={t('report.postureTrend', { benchmark: postureScore.benchmarkId })}
              unit="%"
              series={[label]}
              points={postureScore.trend.map((p) => ({ day: p.day, values: { [label]: p.score } }))}
            />
          </>
        )}
      </section>
      {report.complianceScores.length > 0 && (
        <section aria-labelledby="analytics-frameworks">
          <h2 id="analytics-frameworks">{t('report.complianceScores')}</h2>
          <table className="analytics-report__table" data-report-part="compliance-scores">
            <thead>
              <tr>
                <th scope="col">{t('report.framework')}</th>
                <th scope="col">{t('report.score')}</th>
              </tr>
            </thead>
            <tbody>
              {report.complianceScores.map((f) => (
                <tr key={f.frameworkId}>
                  <th scope="row">{f.name}</th>
                  <td>{f.score}%</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      )}
    </>
  );
}
