import { lazy } from 'react';
import { ChartFrame } from './ChartFrame';
import { summarizeTime, timeTable, type TimePoint } from './chartData';
import { seriesColor } from './palette';

const TimeDrawing = lazy(() => import('./drawings/TimeDrawing'));

/** Props of {@link LineChart} and {@link AreaChart}. */
export interface TimeChartProps {
  /** Names the chart: its table's caption and the start of its summary. */
  title: string;
  /** A point per day, oldest first. */
  points: readonly TimePoint[];
  /** The series to draw, in legend (and stacking) order: keys of each point's `values`. */
  series: readonly string[];
  unit?: '%';
  /** Drawing size in CSS pixels (it scales down with its container); 640 × 220. */
  width?: number;
  height?: number;
}

function TimeChart({ title, points, series, unit, width = 640, height = 220, stacked }: TimeChartProps & { stacked: boolean }) {
  return (
    <ChartFrame
      title={title}
      summary={summarizeTime(title, points, series, unit)}
      table={timeTable(points, series, { total: stacked && !unit, unit })}
      width={width}
      height={height}
      legend={series.map((s, i) => ({ label: s, color: seriesColor(s, i) }))}
    >
      {points.length > 0 && <TimeDrawing points={points} series={series} width={width} height={height} stacked={stacked} unit={unit} />}
    </ChartFrame>
  );
}

/**
 * Lines over days, one per series (compliance scores per framework). The
 * drawing takes keyboard focus and is labelled with a sentence giving the
 * period and each series' first and last value; "Show as table" shows every
 * day's numbers. Loads after the page; on failure, the table shows.
 *
 * @example
 * ```tsx
 * <LineChart title="Compliance score" unit="%" series={['CIS', 'ZBP']} points={[{ day: '2026-11-23', values: { CIS: 71, ZBP: 80 } }]} />
 * ```
 */
export function LineChart(props: TimeChartProps) {
  return <TimeChart {...props} stacked={false} />;
}

/**
 * Stacked areas over days: parts of a whole (open alerts by severity), the
 * first series at the bottom. Text alternative, focus and loading as
 * {@link LineChart}; the table adds each day's total.
 *
 * @example
 * ```tsx
 * <AreaChart title="Open alerts by severity" series={['Critical', 'High']} points={points} />
 * ```
 */
export function AreaChart(props: TimeChartProps) {
  return <TimeChart {...props} stacked />;
}
