const HOUR = 3_600_000;

/** The rolling time ranges a scheduled report may cover (ids as in the console's time-range picker). */
export const REPORT_RANGES = {
  'last-24-hours': { label: 'Last 24 hours', span: 24 * HOUR },
  'last-1-week': { label: 'Last 1 week', span: 7 * 24 * HOUR },
  'last-1-month': { label: 'Last 1 month', span: 30 * 24 * HOUR },
} as const;
export type ReportRangeId = keyof typeof REPORT_RANGES;
export const REPORT_RANGE_IDS = Object.keys(REPORT_RANGES) as [ReportRangeId, ...ReportRangeId[]];

export interface ReportPeriod { id: ReportRangeId; label: string; from: string; to: string }

/** The period a range covers, ending now. */
export function reportPeriod(id: ReportRangeId, now: number): ReportPeriod {
  const { label, span } = REPORT_RANGES[id];
  return { id, label, from: new Date(now - span).toISOString(), to: new Date(now).toISOString() };
}

export const isReportRange = (id: string): id is ReportRangeId => Object.hasOwn(REPORT_RANGES, id);
