import { zonedTime } from './nextRun.js';

/**
 * The periods a scheduled report may cover, of section 9's time ranges: rolling ones ending at the run, the whole day,
 * week or month before it, or the current one up to the run, in the schedule's zone. Not the minutes nor the hours
 * under 24: a schedule runs once a day at most, so such a report would leave out most of what happened between two runs.
 */
export const SCHEDULE_RANGES = [
  'last-24-hours', 'last-1-week', 'last-1-month', 'previous-day', 'previous-week', 'previous-month', 'current-day', 'current-week', 'current-month',
] as const;
export type ScheduleRange = (typeof SCHEDULE_RANGES)[number];

const DAY = 86_400_000;

function localDate(at: number, timeZone: string) {
  const parts = new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', month: 'numeric', day: 'numeric', weekday: 'short' }).formatToParts(new Date(at));
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  const weekday = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'].indexOf(get('weekday')) + 1;
  return { year: Number(get('year')), month: Number(get('month')), day: Number(get('day')), weekday };
}
const midnight = (year: number, month: number, day: number, timeZone: string) => {
  const d = new Date(Date.UTC(year, month - 1, day));
  return zonedTime({ year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate(), hour: 0, minute: 0 }, timeZone);
};

/** The `{from, to}` (epoch ms) a run at `at` covers; weeks start on Monday. */
export function schedulePeriod(range: ScheduleRange, at: number, timeZone: string): { from: number; to: number } {
  const today = localDate(at, timeZone);
  switch (range) {
    case 'last-24-hours': return { from: at - DAY, to: at };
    case 'last-1-week': return { from: at - 7 * DAY, to: at };
    case 'last-1-month': {
      const d = new Date(at);
      const lastDay = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), 0)).getUTCDate();
      return { from: Date.UTC(d.getUTCFullYear(), d.getUTCMonth() - 1, Math.min(d.getUTCDate(), lastDay), d.getUTCHours(), d.getUTCMinutes(), d.getUTCSeconds()), to: at };
    }
    case 'previous-day':
      return { from: midnight(today.year, today.month, today.day - 1, timeZone), to: midnight(today.year, today.month, today.day, timeZone) };
    case 'previous-week': {
      const monday = today.day - (today.weekday - 1);
      return { from: midnight(today.year, today.month, monday - 7, timeZone), to: midnight(today.year, today.month, monday, timeZone) };
    }
    case 'previous-month':
      return { from: midnight(today.year, today.month - 1, 1, timeZone), to: midnight(today.year, today.month, 1, timeZone) };
    case 'current-day': return { from: midnight(today.year, today.month, today.day, timeZone), to: at };
    case 'current-week': return { from: midnight(today.year, today.month, today.day - (today.weekday - 1), timeZone), to: at };
    case 'current-month': return { from: midnight(today.year, today.month, 1, timeZone), to: at };
  }
}
