import type { SeriesPoint } from './readPostureSeries.js';

/** Which number of a metric's day a figure shows. */
export type FigurePick = { by: 'total' } | { by: 'dimension'; dimension: string } | { by: 'lowest' };

/** One of the posture figures the dashboard's panel shows; the panel draws what the server lists, in this order. */
export interface PostureFigure {
  key: string;
  label: string;
  metric: string;
  pick: FigurePick;
  unit?: '%';
  /** The area that lists what the figure counts. */
  href: string;
}

/** The figures that matter most, most urgent first. A figure whose metric the caller may not read is left out. */
export const POSTURE_FIGURES: readonly PostureFigure[] = [
  { key: 'alerts.open', label: 'Open alerts', metric: 'alerts.open', pick: { by: 'total' }, href: '/admin/alerts?status=Open' },
  { key: 'alerts.critical', label: 'Critical alerts', metric: 'alerts.open', pick: { by: 'dimension', dimension: 'Critical' }, href: '/admin/alerts?status=Open&severity=Critical' },
  {
    key: 'assets.exposed', label: 'Internet-exposed assets', metric: 'assets.exposure', pick: { by: 'dimension', dimension: 'exposed' },
    href: '/admin/cloud-posture/cloud-assets?exposed=true',
  },
  {
    key: 'assets.exposedCritical', label: 'Critical alerts on internet-exposed assets', metric: 'assets.exposedAlerts', pick: { by: 'dimension', dimension: 'Critical' },
    href: '/admin/cloud-posture/cloud-assets?exposed=true&hasCritical=true&sort=critical&dir=desc',
  },
  { key: 'assets.total', label: 'Cloud assets', metric: 'assets.cloud', pick: { by: 'total' }, href: '/admin/cloud-posture/cloud-assets' },
  { key: 'identities.highRisk', label: 'Identities at high risk', metric: 'identities.risk', pick: { by: 'dimension', dimension: 'High' }, href: '/admin/cloud-posture/cloud-identities' },
  {
    key: 'vulnerabilities.critical', label: 'Open critical vulnerabilities', metric: 'vulnerabilities.open', pick: { by: 'dimension', dimension: 'Critical' },
    href: '/admin/cloud-posture/vulnerability/inventory',
  },
  { key: 'compliance.lowest', label: 'Lowest compliance score', metric: 'compliance.score', pick: { by: 'lowest' }, unit: '%', href: '/admin/cloud-posture/compliance' },
];

/** The dimension a figure reads on a day: the named one, the lowest-scoring one, or none (the total). */
export function figureDimension(pick: FigurePick, point: SeriesPoint): string | undefined {
  if (pick.by === 'dimension') return pick.dimension;
  if (pick.by === 'total') return undefined;
  const lowest = Object.entries(point.values).sort(([a, x], [b, y]) => x - y || (a < b ? -1 : 1))[0];
  return lowest?.[0];
}

/** A figure's number on a day (0 for a dimension with nothing that day). */
export const figureValue = (point: SeriesPoint, dimension: string | undefined): number =>
  dimension === undefined ? point.total : point.values[dimension] ?? 0;
