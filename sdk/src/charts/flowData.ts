import { type ChartTableData, formatChartNumber } from './chartData';

/** One flow of a {@link SankeyChart}: from a node to another, with its size. */
export interface FlowLink {
  source: string;
  target: string;
  value: number;
}

/** The sentence naming every flow, e.g. `Exposure flow: AWS to Internet exposed 120, AWS to Not exposed 880.` */
export function summarizeFlows(title: string, links: readonly FlowLink[]): string {
  if (links.length === 0) return `${title}: no data.`;
  return `${title}: ${links.map((l) => `${l.source} to ${l.target} ${formatChartNumber(l.value)}`).join(', ')}.`;
}

/** The flows as a table: from, to and value, a row each in the order given. */
export function flowTable(links: readonly FlowLink[], valueLabel: string): ChartTableData {
  return { columns: ['From', 'To', valueLabel], rows: links.map((l) => [l.source, l.target, formatChartNumber(l.value)]) };
}
