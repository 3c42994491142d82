import type { ChartTableData } from './chartData';

/** Props of {@link ChartTable}. */
export interface ChartTableProps {
  caption: string;
  data: ChartTableData;
  /** Kept for screen readers only (a sparkline's table), not shown. */
  visuallyHidden?: boolean;
}

/** A chart's figures as a table: its text alternative, with the same numbers as the drawing. */
export function ChartTable({ caption, data, visuallyHidden }: ChartTableProps) {
  return (
    <table className={visuallyHidden ? 'pl-visually-hidden' : 'pl-chart__table'}>
      <caption>{caption}</caption>
      <thead>
        <tr>
          {data.columns.map((c, i) => (
            <th key={i} scope="col">{c || <span className="pl-visually-hidden">Item</span>}</th>
          ))}
        </tr>
      </thead>
      <tbody>
        {data.rows.map((row, r) => (
          <tr key={r}>
            {row.map((cell, c) => (c === 0 ? <th key={c} scope="row">{cell}</th> : <td key={c}>{cell}</td>))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
