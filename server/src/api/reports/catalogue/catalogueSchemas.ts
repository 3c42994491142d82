import { z } from 'zod';

export const CATALOGUE_REPORTS = ['executive-summary', 'alerts-trend', 'compliance-by-framework', 'vulnerability-fix-by', 'identity-risk'] as const;
export type CatalogueReportId = (typeof CATALOGUE_REPORTS)[number];

const DAY = 86_400_000;
/** The longest period a report covers: a little over a year, so "previous month" a year back still fits. */
export const MAX_PERIOD_DAYS = 400;

const list = z.preprocess((v) => (typeof v === 'string' ? v.split(',').map((s) => s.trim()).filter(Boolean) : v), z.array(z.string().max(200)).max(100)).default([]);

/** The period (`from` inclusive, `to` exclusive, ISO times) and the filters every catalogue report takes. */
export const catalogueQuery = z.object({
  from: z.string().datetime({ offset: true }),
  to: z.string().datetime({ offset: true }),
  cloud: list,
  account: list,
  businessUnit: list,
}).strict().superRefine((q, ctx) => {
  const from = Date.parse(q.from);
  const to = Date.parse(q.to);
  if (!(from < to)) ctx.addIssue({ code: 'custom', path: ['from'], message: 'The period must start before it ends' });
  else if (to - from > MAX_PERIOD_DAYS * DAY) ctx.addIssue({ code: 'custom', path: ['from'], message: `The period may cover at most ${MAX_PERIOD_DAYS} days` });
  if (q.account.some((a) => !/^\d+$/.test(a))) ctx.addIssue({ code: 'custom', path: ['account'], message: 'Accounts are given by their numeric ids' });
});
export type CatalogueQuery = z.infer<typeof catalogueQuery>;

/** What a report's figures were drawn for. */
export interface ReportSlice { from: number; to: number; cloud: string[]; account: number[]; businessUnit: string[] }
export const toReportSlice = (q: CatalogueQuery): ReportSlice => ({
  from: Date.parse(q.from), to: Date.parse(q.to), cloud: q.cloud, account: q.account.map(Number), businessUnit: q.businessUnit,
});

const figure = z.object({ id: z.string(), label: z.string(), value: z.number().nullable(), unit: z.enum(['%', 'days']).optional() });
export const catalogueReportSchema = z.object({
  report: z.enum(CATALOGUE_REPORTS),
  title: z.string(),
  period: z.object({ from: z.string(), to: z.string() }),
  /** Filters this report cannot apply (its figures do not carry that dimension), so the page can say so. */
  unappliedFilters: z.array(z.enum(['cloud', 'account', 'businessUnit'])),
  figures: z.array(figure),
  chart: z.object({ title: z.string(), unit: z.enum(['%']).optional(), points: z.array(z.object({ label: z.string(), value: z.number() })) }),
  table: z.object({ columns: z.array(z.string()), rows: z.array(z.array(z.union([z.string(), z.number()]))) }),
});
export type CatalogueReport = z.infer<typeof catalogueReportSchema>;
export type ReportFigure = z.infer<typeof figure>;
