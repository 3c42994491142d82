import { AreaChart, SEVERITY_ORDER, usePostureHistory } from '@palisade/sdk/charts';
import { HttpError, usePluginTranslation, type TimeRangeId } from '@palisade/sdk';

/**
 * Open alerts by severity over the chosen range, as stacked areas (most
 * severe at the bottom). Absent for a role that may not read the alerts
 * history; a failure says so in one line.
 */
export function SeverityOverTime({ range, reloadKey }: { range: TimeRangeId; reloadKey: unknown }) {
  const { t } = usePluginTranslation();
  const state = usePostureHistory(['alerts.open'], range, reloadKey);
  if (state.status === 'failed' && state.error instanceof HttpError && state.error.status === 403) return null;
  const series = state.status === 'ready' ? state.history.series[0] : undefined;
  return (
    <section className="dash-severity" aria-labelledby="dash-severity-title">
      <h2 id="dash-severity-title" className="dash-section-title">{t('severity.title')}</h2>
      {state.status === 'loading' ? (
        <div className="dash-severity__placeholder" aria-hidden="true" />
      ) : !series ? (
        <p className="dash-muted">{t('severity.failed')}</p>
      ) : (
        <AreaChart
          title={t('severity.chart')}
          series={SEVERITY_ORDER.filter((s) => series.points.some((p) => s in p.values))}
          points={series.points.map((p) => ({ day: p.day, values: p.values }))}
        />
      )}
    </section>
  );
}
