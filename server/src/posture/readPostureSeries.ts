import type { Db } from '../db/openDatabase.js';
import { addDays, daysBetween, utcDay } from './postureDays.js';
import { totalOf, type MetricValues } from './postureMetrics.js';

/** One day of a metric: its total and its breakdown. */
export interface SeriesPoint { day: string; total: number; values: Record<string, number> }

/**
 * The change over the period: the figure at its end against the figure at the end of the period of the same length
 * before it. Null when that earlier figure falls on the same day (a range shorter than the history's one day) or
 * the history has no figure that day.
 */
export type SeriesChange = { previousDay: string; previous: number; current: number; delta: number } | null;

/** A metric's points over a period, and its point at the end of the period before (null when the history has none). */
export interface Series { metric: string; points: SeriesPoint[]; previous: SeriesPoint | null }

/** The days a period covers, and the last day of the period of the same length before it. */
export interface PeriodDays { first: string; last: string; previousLast: string }

/**
 * `[from, to)` (epoch ms; `to` no later than now) as UTC days; `to` is exclusive, so a period ending at midnight ends
 * the day before. The period before it ends where it starts: its figure is the day's snapshot that holds the figure at
 * `from` (the day before, for a period starting at midnight). A day's snapshot is its figure at the day's end; today's
 * is live.
 */
export function periodDays(from: number, to: number, now: number): PeriodDays {
  const end = Math.min(to, now);
  const last = utcDay(Math.max(from, end - 1));
  return { first: utcDay(from), last, previousLast: utcDay(from - 1) };
}

/**
 * A metric's daily points over a period: stored snapshots for past days, the live figures (`today`) for today.
 * A day the history lacks is left out rather than drawn as zero.
 */
export async function readPostureSeries(db: Db, tenantId: string, metric: string, period: PeriodDays, today: { day: string; values: MetricValues }): Promise<Series> {
  const first = period.previousLast < period.first ? period.previousLast : period.first;
  const rows = await db.selectFrom('posture_snapshots').select(['day', 'dimension', 'value'])
    .where('tenant_id', '=', tenantId).where('metric', '=', metric).where('day', '>=', first).where('day', '<=', period.last)
    .where('day', '<', today.day).execute();
  const byDay = new Map<string, SeriesPoint>();
  for (const r of rows) {
    const point = byDay.get(r.day) ?? { day: r.day, total: 0, values: {} };
    if (r.dimension === '') point.total = Number(r.value);
    else point.values[r.dimension] = Number(r.value);
    byDay.set(r.day, point);
  }
  if (period.last >= today.day) byDay.set(today.day, { day: today.day, total: totalOf(today.values), values: { ...today.values.byDimension } });
  const points = daysBetween(period.first, period.last).flatMap((d) => byDay.get(d) ?? []);
  const before = byDay.get(period.previousLast);
  return { metric, points, previous: before && period.previousLast < period.last ? before : null };
}

/** The change of one figure of a series (its total unless `pick` says otherwise) from the period before to the period's end. */
export function changeOf(series: Series, pick: (point: SeriesPoint) => number | undefined = (p) => p.total): SeriesChange {
  const end = series.points.at(-1);
  const current = end && pick(end);
  const previous = series.previous && pick(series.previous);
  if (current === undefined || previous === undefined || previous === null || !series.previous) return null;
  return { previousDay: series.previous.day, previous, current, delta: current - previous };
}

/** The longest period a series may cover, in days (a year and some). */
export const MAX_PERIOD_DAYS = 400;

/** Whether the period is longer than {@link MAX_PERIOD_DAYS}. */
export const tooLong = (period: PeriodDays): boolean => addDays(period.first, MAX_PERIOD_DAYS) < period.last;
