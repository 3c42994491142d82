import { csvCell } from '../../alerts/alertRow.js';
import type { CatalogueReport } from './catalogueSchemas.js';

const line = (cells: readonly (string | number | null)[]) => cells.map((c) => csvCell(c ?? '')).join(',') + '\r\n';

/** A report as CSV: its period and figures first, a blank line, then its table with a header row. */
export function catalogueCsv(report: CatalogueReport): string {
  return [
    line(['Report', report.title]),
    line(['From', report.period.from]),
    line(['To', report.period.to]),
    ...report.figures.map((f) => line([f.label, f.value])),
    '\r\n',
    line(report.table.columns),
    ...report.table.rows.map(line),
  ].join('');
}

/** The file name a report's CSV or PDF is saved under, e.g. `alerts-trend-2026-11-24.csv`. */
export const reportFileName = (report: string, at: number, extension: 'csv' | 'pdf') => `${report}-${new Date(at).toISOString().slice(0, 10)}.${extension}`;
