import type { ApiQuery } from '@palisade/sdk';

/** A period the server reports on: its time-range ids, from the API's own document. */
export type ReportRange = ApiQuery<'/api/reports/v1/executive', 'get'>['range'];

/** The periods this page offers; a period the server drops becomes a type error here. */
export const REPORT_RANGES = ['last-24-hours', 'last-1-week', 'last-1-month'] as const satisfies readonly ReportRange[];
