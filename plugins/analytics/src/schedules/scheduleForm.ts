import { z } from 'zod';
import type { ReportSchedule, ScheduleBody } from './schedulesApi';

const list = (text: string) => text.split(',').map((s) => s.trim()).filter(Boolean);
const EMAIL = z.string().email();

/** The periods a schedule may cover, as the server accepts them (section 9's ranges that fit a daily or rarer report). */
export const SCHEDULE_RANGES = [
  'last-24-hours', 'last-1-week', 'last-1-month', 'previous-day', 'previous-week', 'previous-month', 'current-day', 'current-week', 'current-month',
] as const satisfies readonly ScheduleBody['range'][];

/** The schedule form's fields, all text as typed; the output is the API's body. The server checks the same rules again. */
export const scheduleFormSchema = z.object({
  name: z.string().trim().min(1, 'Enter a name').max(120),
  report: z.enum(['executive-summary', 'alerts-trend', 'compliance-by-framework', 'vulnerability-fix-by', 'identity-risk']),
  range: z.enum(SCHEDULE_RANGES),
  frequency: z.enum(['daily', 'weekly', 'monthly']),
  weekday: z.string(),
  dayOfMonth: z.string(),
  time: z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Enter a time as HH:MM, 00:00 to 23:59'),
  timeZone: z.string().trim().min(1, 'Choose a time zone such as Europe/Berlin'),
  recipients: z.string().refine((v) => list(v).length > 0, 'Add at least one recipient')
    .refine((v) => list(v).every((e) => EMAIL.safeParse(e).success), 'Enter valid email addresses, separated by commas'),
  format: z.enum(['pdf', 'csv']),
  cloud: z.string(),
  account: z.string().refine((v) => list(v).every((a) => /^\d+$/.test(a)), 'Accounts are given by their numeric ids, separated by commas'),
  businessUnit: z.string(),
}).transform((f): ScheduleBody => ({
  name: f.name, report: f.report, range: f.range, frequency: f.frequency, time: f.time, timeZone: f.timeZone, format: f.format,
  weekday: f.frequency === 'weekly' ? Number(f.weekday) : null, dayOfMonth: f.frequency === 'monthly' ? Number(f.dayOfMonth) : null,
  recipients: list(f.recipients), filters: { cloud: list(f.cloud), account: list(f.account), businessUnit: list(f.businessUnit) },
}));
export type ScheduleFormValues = z.input<typeof scheduleFormSchema>;

/** The form's values for a new schedule (in the browser's own time zone) or an existing one. */
export function formValues(s: ReportSchedule | null): ScheduleFormValues {
  if (!s) {
    return {
      name: '', report: 'executive-summary', range: 'previous-week', frequency: 'weekly', weekday: '1', dayOfMonth: '1', time: '08:00',
      timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone, recipients: '', format: 'pdf', cloud: '', account: '', businessUnit: '',
    };
  }
  return {
    name: s.name, report: s.report, range: s.range, frequency: s.frequency, weekday: String(s.weekday ?? 1), dayOfMonth: String(s.dayOfMonth ?? 1), time: s.time,
    timeZone: s.timeZone, recipients: s.recipients.join(', '), format: s.format, cloud: s.filters.cloud.join(', '), account: s.filters.account.join(', '),
    businessUnit: s.filters.businessUnit.join(', '),
  };
}
