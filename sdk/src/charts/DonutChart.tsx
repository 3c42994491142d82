import { lazy } from 'react';
import { ChartFrame } from './ChartFrame';
import { categoryTable, summarizeCategories, type CategoryDatum } from './chartData';
import { seriesColor } from './palette';

const DonutDrawing = lazy(() => import('./drawings/DonutDrawing'));

/** Props of {@link DonutChart}. */
export interface DonutChartProps {
  /** Names the chart: its table's caption and the start of its summary. */
  title: string;
  data: readonly CategoryDatum[];
  /** Text in the ring's middle; the total by default. */
  centerLabel?: string;
  valueLabel?: string;
  /** Diameter in CSS pixels; 160. */
  size?: number;
}

/**
 * Parts of a whole as a ring (passed and failed checks, assets by cloud),
 * with a legend naming each colour. Text alternative, focus and loading as
 * {@link BarChart}.
 *
 * @example
 * ```tsx
 * <DonutChart title="Checks" data={[{ label: 'Passed', value: 80 }, { label: 'Failed', value: 20 }]} />
 * ```
 */
export function DonutChart({ title, data, centerLabel, valueLabel = 'Count', size = 160 }: DonutChartProps) {
  return (
    <ChartFrame title={title} summary={summarizeCategories(title, data)} table={categoryTable(data, valueLabel)} width={size} height={size}
      legend={data.map((d, i) => ({ label: d.label, color: seriesColor(d.label, i) }))}>
      {data.some((d) => d.value > 0) && <DonutDrawing data={data} size={size} centerLabel={centerLabel} />}
    </ChartFrame>
  );
}
