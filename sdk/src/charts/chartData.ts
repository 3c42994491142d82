/** One bar or slice: a labelled number. */
export interface CategoryDatum {
  label: string;
  value: number;
}

/** One point of a time series: its values by series key, at a UTC day (`YYYY-MM-DD`) or, finer, a UTC instant (`YYYY-MM-DDTHH:MM`). */
export interface TimePoint {
  day: string;
  values: Readonly<Record<string, number>>;
}

/** A chart's figures as a table: the text alternative every chart offers. */
export interface ChartTableData {
  columns: readonly string[];
  rows: readonly (readonly (string | number)[])[];
}

/** Formats a chart number for people: separators, and the unit (`%`) when given. */
export const formatChartNumber = (value: number, unit?: '%'): string => `${value.toLocaleString('en-US')}${unit ?? ''}`;

const dayFormat = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });
const dayYearFormat = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });

const instantFormat = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone: 'UTC' });
const instantYearFormat = new Intl.DateTimeFormat('en-US', {
  month: 'short', day: 'numeric', year: 'numeric', hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone: 'UTC',
});

/** A UTC day (`YYYY-MM-DD`) for people: `Nov 17`, or `Nov 17, 2026` with the year; an instant (`YYYY-MM-DDTHH:MM`) also gets its UTC time. */
export const formatDay = (day: string, withYear = false): string => (day.includes('T')
  ? `${(withYear ? instantYearFormat : instantFormat).format(new Date(`${day.slice(0, 16)}:00Z`))} UTC`
  : (withYear ? dayYearFormat : dayFormat).format(new Date(`${day}T00:00:00Z`)));

/** The table of categories: a row per label. */
export function categoryTable(data: readonly CategoryDatum[], valueLabel: string, unit?: '%'): ChartTableData {
  return { columns: ['', valueLabel], rows: data.map((d) => [d.label, formatChartNumber(d.value, unit)]) };
}

/** The table of a time series: a row per day, a column per series, and the total when the series add up. */
export function timeTable(points: readonly TimePoint[], series: readonly string[], options: { total?: boolean; unit?: '%' } = {}): ChartTableData {
  return {
    columns: [points[0]?.day.includes('T') ? 'Time' : 'Day', ...series, ...(options.total ? ['Total'] : [])],
    rows: points.map((p) => [
      formatDay(p.day, true),
      ...series.map((s) => formatChartNumber(p.values[s] ?? 0, options.unit)),
      ...(options.total ? [formatChartNumber(series.reduce((sum, s) => sum + (p.values[s] ?? 0), 0), options.unit)] : []),
    ]),
  };
}

/** The sentence that sums up categories, e.g. `Open alerts by severity: Critical 12, High 40; 52 in all.` */
export function summarizeCategories(title: string, data: readonly CategoryDatum[], unit?: '%'): string {
  if (data.length === 0) return `${title}: no data.`;
  const parts = data.map((d) => `${d.label} ${formatChartNumber(d.value, unit)}`).join(', ');
  return unit ? `${title}: ${parts}.` : `${title}: ${parts}; ${formatChartNumber(data.reduce((s, d) => s + d.value, 0))} in all.`;
}

/** The sentence that sums up a time series: its period, and each series from its first to its last day. */
export function summarizeTime(title: string, points: readonly TimePoint[], series: readonly string[], unit?: '%'): string {
  const first = points[0];
  const last = points.at(-1);
  if (!first || !last || series.length === 0) return `${title}: no data for this period.`;
  const period = first.day === last.day ? formatDay(first.day, true) : `${formatDay(first.day)} to ${formatDay(last.day, true)}`;
  const moves = series.map((s) => {
    const [a, b] = [first.values[s] ?? 0, last.values[s] ?? 0];
    return first === last ? `${s} ${formatChartNumber(b, unit)}` : `${s} from ${formatChartNumber(a, unit)} to ${formatChartNumber(b, unit)}`;
  });
  return `${title}, ${period}: ${moves.join(', ')}.`;
}
