import { usePluginTranslation } from '@palisade/sdk';
import { Sparkline, TrendDelta, type PostureHistoryState } from '@palisade/sdk/charts';

/** A framework card's trend from the posture history: the change over the range and a sparkline of the daily score. */
export function FrameworkTrend({ history, frameworkId, name }: { history: PostureHistoryState; frameworkId: string; name: string }) {
  const { t } = usePluginTranslation();
  if (history.status === 'loading') return <div className="compliance__trend" aria-hidden="true" />;
  const series = history.status === 'ready' ? history.history.series[0] : undefined;
  if (!series) return <p className="compliance__trend">{t('trend.unavailable')}</p>;
  const end = series.points.at(-1);
  const before = series.previous?.values[frameworkId];
  const change = end && series.previous && before !== undefined
    ? { previousDay: series.previous.day, previous: before, current: end.values[frameworkId] ?? 0, delta: (end.values[frameworkId] ?? 0) - before } : null;
  return (
    <div className="compliance__trend">
      <TrendDelta change={change} better="higher" unit="%" />
      <Sparkline title={t('trend.title', { name })} points={series.points.map((p) => ({ day: p.day, value: p.values[frameworkId] ?? 0 }))} unit="%" />
    </div>
  );
}
