import { Suspense, useId, useState, type ReactNode } from 'react';
import { ChartErrorBoundary } from './ChartErrorBoundary';
import { ChartTable } from './ChartTable';
import type { ChartTableData } from './chartData';

/** A legend entry: what a colour stands for. */
export interface LegendItem {
  label: string;
  color: string;
}

/** What every chart shares: its title, size, text alternative and how its table is offered. */
export interface ChartFrameProps {
  /** Names the chart: the table's caption and the start of its summary. */
  title: string;
  /** The sentence that says what the chart shows: the drawing's accessible name. */
  summary: string;
  table: ChartTableData;
  /** Drawing size in CSS pixels; the drawing scales down with its container, keeping its proportions. */
  width: number;
  height: number;
  /** `toggle`: a "Show as table" button; `hidden`: a table for screen readers only (small charts). */
  tableMode?: 'toggle' | 'hidden';
  /** Whether the drawing takes keyboard focus (its summary is then read). Off inside a link or a button. */
  focusable?: boolean;
  /** The drawing holds focusable parts of its own (a map's markers): it is then a group labelled with the summary, not one image. */
  interactive?: boolean;
  legend?: readonly LegendItem[];
  /** The drawing, lazily loaded: a placeholder of the same size stands in until it is ready. */
  children: ReactNode;
}

/**
 * The frame around every chart: a figure whose drawing is a focusable image
 * labelled with the summary, a placeholder of the drawing's size while its
 * code loads (the page never waits for a chart), and the figures as a table
 * — on request, or at once when the drawing fails.
 */
export function ChartFrame({ title, summary, table, width, height, tableMode = 'toggle', focusable = true, interactive = false, legend, children }: ChartFrameProps) {
  const [open, setOpen] = useState(false);
  const [failed, setFailed] = useState(false);
  const tableId = useId();
  const showTable = failed || open;
  return (
    <figure className="pl-chart" data-chart-state={failed ? 'failed' : 'ok'}>
      {failed ? (
        <p className="pl-chart__failed">{title}: the chart could not be drawn; its figures are in the table.</p>
      ) : (
        <div className="pl-chart__canvas" role={interactive ? 'group' : 'img'} aria-label={summary} tabIndex={focusable && !interactive ? 0 : undefined} style={{ aspectRatio: `${width} / ${height}`, maxWidth: width }}>
          <ChartErrorBoundary onError={() => setFailed(true)}>
            <Suspense fallback={<div className="pl-chart__placeholder" data-testid="chart-placeholder" data-print-pending="" />}>{children}</Suspense>
          </ChartErrorBoundary>
        </div>
      )}
      {legend && legend.length > 0 && !failed && (
        <ul className="pl-chart__legend" aria-hidden="true">
          {legend.map((l) => (
            <li key={l.label}>
              <span className="pl-chart__swatch" style={{ background: l.color }} />
              {l.label}
            </li>
          ))}
        </ul>
      )}
      {tableMode === 'toggle' && !failed && (
        <button type="button" className="pl-chart__toggle" aria-expanded={open} aria-controls={open ? tableId : undefined} onClick={() => setOpen(!open)}>
          {open ? 'Hide table' : 'Show as table'}
        </button>
      )}
      {(showTable || tableMode === 'hidden') && (
        <div id={tableId}>
          <ChartTable caption={title} data={table} visuallyHidden={!showTable} />
        </div>
      )}
    </figure>
  );
}
