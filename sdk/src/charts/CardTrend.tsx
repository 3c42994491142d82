import type { MouseEvent } from 'react';
import { useDashboardTimeRange } from '../dashboard/DashboardTimeRange';
import type { CardTrendDeclaration } from '../extensions/extension';
import { computeTimeRange, type TimeRangeId } from '../time/timeRanges';
import { handleLinkClick } from '../ui/navigateTo';
import { Sparkline } from './Sparkline';
import { TrendDelta } from './TrendDelta';
import { usePostureHistory, type PostureSeries, type TrendChange } from './usePostureHistory';

/** A trend link's address: `{range}`, `{from}` and `{to}` (epoch ms) filled in for the range at `now`. */
export function trendHref(template: string, range: TimeRangeId, now = new Date()): string {
  const { from, to } = computeTimeRange(range, now);
  return template.replaceAll('{range}', encodeURIComponent(range)).replaceAll('{from}', String(from.getTime())).replaceAll('{to}', String(to.getTime()));
}

/** Props of {@link CardTrend}. */
export interface CardTrendProps {
  /** The card's `trend` declaration. */
  trend: CardTrendDeclaration;
  /** What the figure counts (the card's caption): names the sparkline. */
  title: string;
  /** The card's `href`, used when the trend names no link of its own. */
  href: string;
}

/**
 * Under a dashboard card's figure: the change since the previous period
 * (▲/▼, with a sentence for screen readers) and a sparkline over the
 * dashboard's time range, from the posture history; both open the area
 * filtered the same way. Reads the range from {@link useDashboardTimeRange}.
 * Nothing shows while loading; a failure says the trend is unavailable and
 * leaves the figure alone.
 *
 * @example
 * ```tsx
 * <CardTrend trend={{ metric: 'alerts.open', href: '/admin/alerts?range={range}' }} title="Open alerts" href="/admin/alerts" />
 * ```
 */
export function CardTrend({ trend, title, href }: CardTrendProps) {
  const { range, reloadKey } = useDashboardTimeRange();
  const state = usePostureHistory([trend.metric], range, reloadKey);
  if (state.status === 'loading') return <div className="pl-card-trend pl-card-trend--loading" aria-hidden="true" />;
  const series = state.status === 'ready' ? state.history.series[0] : undefined;
  if (!series) return <p className="pl-card-trend pl-card-trend--failed">Trend unavailable</p>;
  const pick = (p: { total: number; values: Record<string, number> }) => (trend.dimension ? p.values[trend.dimension] ?? 0 : p.total);
  const change = trend.dimension ? dimensionChange(series, trend.dimension) : series.change;
  const link = trendHref(trend.href ?? href, range);
  const go = (event: MouseEvent<HTMLAnchorElement>) => handleLinkClick(event, link);
  return (
    <div className="pl-card-trend">
      <a className="pl-card-trend__link" href={link} onClick={go} data-testid="card-trend">
        <TrendDelta change={change} better={trend.better} unit={trend.unit} />{' '}
        <span className="pl-visually-hidden">Show the list.</span>
      </a>
      <Sparkline title={title} points={series.points.map((p) => ({ day: p.day, value: pick(p) }))} unit={trend.unit} />
    </div>
  );
}

// The series' change is its total's; a card that follows one part compares that part at the period's end and before it.
function dimensionChange(series: PostureSeries, dimension: string): TrendChange {
  const end = series.points.at(-1);
  if (!end || !series.previous) return null;
  const [current, previous] = [end.values[dimension] ?? 0, series.previous.values[dimension] ?? 0];
  return { previousDay: series.previous.day, previous, current, delta: current - previous };
}
