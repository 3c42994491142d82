import { lazy } from 'react';
import { ChartFrame } from './ChartFrame';
import { categoryTable, summarizeCategories, type CategoryDatum } from './chartData';

const BarDrawing = lazy(() => import('./drawings/BarDrawing'));

/** Props of {@link BarChart}. */
export interface BarChartProps {
  /** Names the chart: its table's caption and the start of its summary, e.g. `Open alerts by severity`. */
  title: string;
  data: readonly CategoryDatum[];
  /** The value column's heading in the table; `Count`. */
  valueLabel?: string;
  unit?: '%';
  /** Drawing size in CSS pixels (it scales down with its container); 360 × 200. */
  width?: number;
  height?: number;
}

/**
 * Bars for a few categories (alerts by severity, assets by cloud). The
 * drawing takes keyboard focus and is labelled with a sentence giving every
 * value; "Show as table" shows the same numbers. Its code loads after the
 * page, behind a placeholder of its size; if it fails, the table shows.
 *
 * @example
 * ```tsx
 * <BarChart title="Open alerts by severity" data={[{ label: 'Critical', value: 12 }, { label: 'High', value: 40 }]} />
 * ```
 */
export function BarChart({ title, data, valueLabel = 'Count', unit, width = 360, height = 200 }: BarChartProps) {
  return (
    <ChartFrame title={title} summary={summarizeCategories(title, data, unit)} table={categoryTable(data, valueLabel, unit)} width={width} height={height}>
      {data.length > 0 && <BarDrawing data={data} width={width} height={height} unit={unit} />}
    </ChartFrame>
  );
}
