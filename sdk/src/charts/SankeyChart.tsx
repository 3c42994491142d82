import { lazy } from 'react';
import { ChartFrame } from './ChartFrame';
import { type FlowLink, flowTable, summarizeFlows } from './flowData';

const SankeyDrawing = lazy(() => import('./drawings/SankeyDrawing'));

/** Props of {@link SankeyChart}. */
export interface SankeyChartProps {
  /** Names the chart: its table's caption and the start of its summary, e.g. `Exposure flow`. */
  title: string;
  /** Flows between named nodes, left to right; a node name is one node wherever it appears. No cycles. */
  links: readonly FlowLink[];
  /** The value column's heading in the table; `Count`. */
  valueLabel?: string;
  /** Drawing size in CSS pixels (it scales down with its container); 640 × 260. */
  width?: number;
  height?: number;
}

/**
 * Flows between stages (cloud → internet exposure → open alerts) as bands
 * whose width follows their value. The drawing takes keyboard focus and is
 * labelled with a sentence naming every flow; "Show as table" lists them
 * with their values. Its code loads after the page; if the flows cannot be
 * laid out (a cycle), the table shows instead.
 *
 * @example
 * ```tsx
 * <SankeyChart title="Exposure flow" links={[{ source: 'AWS', target: 'Internet exposed', value: 120 }, { source: 'AWS', target: 'Not exposed', value: 880 }]} />
 * ```
 */
export function SankeyChart({ title, links, valueLabel = 'Count', width = 640, height = 260 }: SankeyChartProps) {
  const shown = links.filter((l) => l.value > 0);
  return (
    <ChartFrame title={title} summary={summarizeFlows(title, shown)} table={flowTable(shown, valueLabel)} width={width} height={height}>
      {shown.length > 0 && <SankeyDrawing links={shown} width={width} height={height} />}
    </ChartFrame>
  );
}
