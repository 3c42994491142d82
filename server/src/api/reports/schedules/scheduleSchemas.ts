import { z } from 'zod';
import { CATALOGUE_REPORTS } from '../catalogue/catalogueSchemas.js';
import { isTimeZone, TIME_OF_DAY } from './nextRun.js';
import { SCHEDULE_RANGES } from './schedulePeriod.js';

export const MAX_RECIPIENTS = 20;
const names = z.array(z.string().trim().min(1).max(200)).max(100).default([]);

/** A schedule as the form sends it; weekday (1 = Monday … 7 = Sunday) only for weekly, dayOfMonth only for monthly. */
export const scheduleInput = z.object({
  name: z.string().trim().min(1, 'Enter a name').max(120),
  report: z.enum(CATALOGUE_REPORTS),
  filters: z.object({ cloud: names, account: z.array(z.string().regex(/^\d+$/, 'Accounts are given by their numeric ids')).max(100).default([]), businessUnit: names })
    .strict().default({ cloud: [], account: [], businessUnit: [] }),
  range: z.enum(SCHEDULE_RANGES),
  frequency: z.enum(['daily', 'weekly', 'monthly']),
  weekday: z.number().int().min(1).max(7).nullable().default(null),
  dayOfMonth: z.number().int().min(1).max(31).nullable().default(null),
  time: z.string().regex(TIME_OF_DAY, 'Enter a time as HH:MM, 00:00 to 23:59'),
  timeZone: z.string().refine(isTimeZone, 'Choose a time zone such as Europe/Berlin'),
  recipients: z.array(z.string().trim().toLowerCase().email('Enter a valid email address')).min(1, 'Add at least one recipient').max(MAX_RECIPIENTS),
  format: z.enum(['pdf', 'csv']),
}).strict().superRefine((s, ctx) => {
  if (s.frequency === 'weekly' && s.weekday === null) ctx.addIssue({ code: 'custom', path: ['weekday'], message: 'Choose the weekday of a weekly report' });
  if (s.frequency === 'monthly' && s.dayOfMonth === null) ctx.addIssue({ code: 'custom', path: ['dayOfMonth'], message: 'Choose the day of the month of a monthly report' });
  // At 00:00 the current day (and, on its first day, the week or month) has just begun: such a report would cover nothing.
  if (s.range.startsWith('current-') && s.time === '00:00') {
    ctx.addIssue({ code: 'custom', path: ['time'], message: 'At 00:00 the current period has just begun: choose a later time, or the previous day, week or month' });
  }
});
export type ScheduleInput = z.infer<typeof scheduleInput>;

export const RUN_STATUSES = ['queued', 'running', 'succeeded', 'failed'] as const;
export const reportRunSchema = z.object({
  id: z.string(), scheduleId: z.string(), trigger: z.enum(['schedule', 'manual']), status: z.enum(RUN_STATUSES), attempts: z.number().int(),
  createdAt: z.string(), startedAt: z.string().nullable(), finishedAt: z.string().nullable(),
  durationMs: z.number().int().nullable(), fileName: z.string().nullable(), size: z.number().int().nullable(), error: z.string().nullable(),
  deliveredAt: z.string().nullable(),
});
export const reportScheduleSchema = z.object({
  id: z.string(), name: z.string(), report: z.enum(CATALOGUE_REPORTS),
  filters: z.object({ cloud: z.array(z.string()), account: z.array(z.string()), businessUnit: z.array(z.string()) }),
  range: z.enum(SCHEDULE_RANGES), frequency: z.enum(['daily', 'weekly', 'monthly']), weekday: z.number().int().nullable(), dayOfMonth: z.number().int().nullable(),
  time: z.string(), timeZone: z.string(), recipients: z.array(z.string()), format: z.enum(['pdf', 'csv']), paused: z.boolean(),
  nextRunAt: z.string().nullable(), lastRun: reportRunSchema.nullable(),
});
export type ReportScheduleDto = z.infer<typeof reportScheduleSchema>;
export type ReportRunDto = z.infer<typeof reportRunSchema>;
