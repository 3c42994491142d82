import { lazy } from 'react';
import { ChartFrame } from './ChartFrame';
import type { ChartTableData } from './chartData';
import { HEATMAP_STEPS } from './palette';

const HeatmapDrawing = lazy(() => import('./drawings/HeatmapDrawing'));

/** A row or a column of a {@link HeatmapChart}: its key (given back on activation) and what people read. */
export interface HeatmapAxisItem {
  key: string;
  label: string;
}

/** Props of {@link HeatmapChart}. */
export interface HeatmapChartProps {
  /** Names the chart: its table's caption and the start of its summary, e.g. `ZBP score by section and account`. */
  title: string;
  rows: readonly HeatmapAxisItem[];
  columns: readonly HeatmapAxisItem[];
  /** `values[row][column]`, 0 to 100; `null` where there is nothing to show (drawn grey, read as "no score"). */
  values: readonly (readonly (number | null)[])[];
  unit?: '%';
  /** Called with the row and column keys when a cell is clicked or Enter/Space is pressed on it. */
  onCellActivate?: (rowKey: string, columnKey: string) => void;
  /** Size of a cell in CSS pixels; 44 × 28 (the drawing scales down with its container). */
  cellWidth?: number;
  cellHeight?: number;
}

const cellText = (value: number | null, unit?: '%') => (value === null ? 'no score' : `${value}${unit ?? ''}`);

/** The sentence that sums up a heatmap: its size, lowest cell and how many cells are below 50. */
export function summarizeHeatmap(title: string, rows: readonly HeatmapAxisItem[], columns: readonly HeatmapAxisItem[], values: HeatmapChartProps['values'], unit?: '%'): string {
  const cells = rows.flatMap((r, i) => columns.map((c, j) => ({ r, c, v: values[i]?.[j] ?? null }))).filter((x): x is { r: HeatmapAxisItem; c: HeatmapAxisItem; v: number } => x.v !== null);
  if (cells.length === 0) return `${title}: no data.`;
  const lowest = cells.reduce((a, b) => (b.v < a.v ? b : a));
  const below = cells.filter((x) => x.v < 50).length;
  return `${title}: ${rows.length} rows by ${columns.length} columns; lowest ${lowest.r.label} in ${lowest.c.label} at ${cellText(lowest.v, unit)}; ${below} of ${cells.length} cells below 50${unit ?? ''}.`;
}

/** The heatmap's figures as a table: a row per row, a column per column. */
export function heatmapTable(rows: readonly HeatmapAxisItem[], columns: readonly HeatmapAxisItem[], values: HeatmapChartProps['values'], unit?: '%'): ChartTableData {
  return { columns: ['', ...columns.map((c) => c.label)], rows: rows.map((r, i) => [r.label, ...columns.map((_, j) => cellText(values[i]?.[j] ?? null, unit))]) };
}

/**
 * A grid of scores, coloured in five contrast-safe steps with the number in each cell (framework or section ×
 * account). Each cell takes keyboard focus (arrow keys move, Home/End go to the row's ends, Enter or Space
 * activates it) and is named "row, column: value"; "Show as table" gives the same numbers. Its code loads after
 * the page, behind a placeholder of its size; if it fails, the table shows.
 *
 * @example
 * ```tsx
 * <HeatmapChart title="Score by section and account" unit="%" rows={[{ key: 'IAM', label: 'Identity' }]}
 *   columns={[{ key: '1', label: 'prod' }, { key: '2', label: 'dev' }]} values={[[40, null]]} />
 * ```
 */
export function HeatmapChart({ title, rows, columns, values, unit, onCellActivate, cellWidth = 44, cellHeight = 28 }: HeatmapChartProps) {
  const labelWidth = Math.min(220, 24 + 7 * Math.max(0, ...rows.map((r) => r.label.length)));
  const headerHeight = Math.min(140, 16 + 6 * Math.max(0, ...columns.map((c) => c.label.length)));
  const width = labelWidth + columns.length * cellWidth;
  const height = headerHeight + rows.length * cellHeight;
  const legend = HEATMAP_STEPS.map((color, i) => ({ color, label: i === HEATMAP_STEPS.length - 1 ? `${i * 20}–100${unit ?? ''}` : `${i * 20}–${i * 20 + 19}${unit ?? ''}` }));
  return (
    <ChartFrame title={title} summary={summarizeHeatmap(title, rows, columns, values, unit)} table={heatmapTable(rows, columns, values, unit)}
      width={width} height={height} interactive legend={legend}>
      {rows.length > 0 && columns.length > 0 && (
        <HeatmapDrawing rows={rows} columns={columns} values={values} unit={unit} onCellActivate={onCellActivate}
          layout={{ labelWidth, headerHeight, cellWidth, cellHeight, width, height }} />
      )}
    </ChartFrame>
  );
}
