/** The periods the server reports on (its time-range ids). */
export const REPORT_RANGES = ['last-24-hours', 'last-1-week', 'last-1-month'] as const;
export type ReportRange = (typeof REPORT_RANGES)[number];
