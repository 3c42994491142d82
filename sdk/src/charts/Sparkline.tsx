import { lazy } from 'react';
import { ChartFrame } from './ChartFrame';
import { formatChartNumber, formatDay } from './chartData';
import { CHART_PALETTE } from './palette';

const SparkDrawing = lazy(() => import('./drawings/SparkDrawing'));

/** One day of a sparkline. */
export interface SparkPoint {
  /** A UTC day, `YYYY-MM-DD`. */
  day: string;
  value: number;
}

/** Props of {@link Sparkline}. */
export interface SparklineProps {
  /** What the line counts, e.g. `Open alerts`: starts its summary and captions its table. */
  title: string;
  points: readonly SparkPoint[];
  unit?: '%';
  /** Size in CSS pixels; 120 × 32. */
  width?: number;
  height?: number;
  color?: string;
  /** Whether it takes keyboard focus; on by default. */
  focusable?: boolean;
}

/** The sentence that sums up a sparkline: its period, first and last value, highest and lowest. */
export function summarizeSparkline(title: string, points: readonly SparkPoint[], unit?: '%'): string {
  const first = points[0];
  const last = points.at(-1);
  if (!first || !last) return `${title}: no data for this period.`;
  if (points.length === 1) return `${title} on ${formatDay(first.day, true)}: ${formatChartNumber(first.value, unit)}.`;
  const top = points.reduce((a, b) => (b.value > a.value ? b : a));
  const low = points.reduce((a, b) => (b.value < a.value ? b : a));
  const n = (v: number) => formatChartNumber(v, unit);
  return `${title}, ${formatDay(first.day)} to ${formatDay(last.day, true)}: from ${n(first.value)} to ${n(last.value)}; highest ${n(top.value)} on ${formatDay(top.day)}, lowest ${n(low.value)} on ${formatDay(low.day)}.`;
}

/**
 * A word-sized trend line (a dashboard card's figure over the chosen
 * period). Its summary sentence labels it and a table for screen readers
 * holds every day's value; it draws once its code has loaded, behind a
 * placeholder of its size.
 *
 * @example
 * ```tsx
 * <Sparkline title="Open alerts" points={[{ day: '2026-11-23', value: 120 }, { day: '2026-11-24', value: 131 }]} />
 * ```
 */
export function Sparkline({ title, points, unit, width = 120, height = 32, color = CHART_PALETTE[0], focusable = true }: SparklineProps) {
  const table = { columns: ['Day', title], rows: points.map((p) => [formatDay(p.day, true), formatChartNumber(p.value, unit)]) };
  return (
    <ChartFrame title={title} summary={summarizeSparkline(title, points, unit)} table={table} width={width} height={height} tableMode="hidden" focusable={focusable}>
      {points.length > 1 && <SparkDrawing values={points.map((p) => p.value)} width={width} height={height} color={color} />}
    </ChartFrame>
  );
}
