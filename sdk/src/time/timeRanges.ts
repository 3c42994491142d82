/**
 * The time-range options of spec section 9, in the order they are offered:
 * last 1, 2, 5, 15, 30 minutes; 1, 2, 5, 10, 24 hours; 1 week; 1 month;
 * current and previous day, week and month.
 */
export const TIME_RANGE_OPTIONS = [
  { id: 'last-1-minute', label: 'Last 1 minute' },
  { id: 'last-2-minutes', label: 'Last 2 minutes' },
  { id: 'last-5-minutes', label: 'Last 5 minutes' },
  { id: 'last-15-minutes', label: 'Last 15 minutes' },
  { id: 'last-30-minutes', label: 'Last 30 minutes' },
  { id: 'last-1-hour', label: 'Last 1 hour' },
  { id: 'last-2-hours', label: 'Last 2 hours' },
  { id: 'last-5-hours', label: 'Last 5 hours' },
  { id: 'last-10-hours', label: 'Last 10 hours' },
  { id: 'last-24-hours', label: 'Last 24 hours' },
  { id: 'last-1-week', label: 'Last 1 week' },
  { id: 'last-1-month', label: 'Last 1 month' },
  { id: 'current-day', label: 'Current day' },
  { id: 'previous-day', label: 'Previous day' },
  { id: 'current-week', label: 'Current week' },
  { id: 'previous-week', label: 'Previous week' },
  { id: 'current-month', label: 'Current month' },
  { id: 'previous-month', label: 'Previous month' },
] as const;

/** One of {@link TIME_RANGE_OPTIONS}' ids. */
export type TimeRangeId = (typeof TIME_RANGE_OPTIONS)[number]['id'];

/** A time range: `from` inclusive, `to` exclusive for past periods and `now` for the others. */
export interface TimeRange {
  from: Date;
  to: Date;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const LAST: Partial<Record<TimeRangeId, number>> = {
  'last-1-minute': MINUTE,
  'last-2-minutes': 2 * MINUTE,
  'last-5-minutes': 5 * MINUTE,
  'last-15-minutes': 15 * MINUTE,
  'last-30-minutes': 30 * MINUTE,
  'last-1-hour': HOUR,
  'last-2-hours': 2 * HOUR,
  'last-5-hours': 5 * HOUR,
  'last-10-hours': 10 * HOUR,
  'last-24-hours': 24 * HOUR,
  'last-1-week': 7 * 24 * HOUR,
};

const startOfDay = (d: Date) => new Date(d.getFullYear(), d.getMonth(), d.getDate());
const addDays = (d: Date, n: number) => new Date(d.getFullYear(), d.getMonth(), d.getDate() + n);
const startOfWeek = (d: Date, weekStartsOn: number) => addDays(startOfDay(d), -((d.getDay() - weekStartsOn + 7) % 7));
const startOfMonth = (d: Date, offset = 0) => new Date(d.getFullYear(), d.getMonth() + offset, 1);

/**
 * The `{from, to}` of an option at `now`, in the local time zone. "Current"
 * periods run from the start of the day, week or month to now; "previous"
 * periods are the whole day, week or month before. Weeks start on Monday
 * unless `weekStartsOn` says otherwise (0 = Sunday). "Last 1 month" is the
 * same date one calendar month earlier (clamped to that month's last day).
 *
 * @example
 * ```ts
 * const { from, to } = computeTimeRange('last-15-minutes', new Date());
 * ```
 */
export function computeTimeRange(id: TimeRangeId, now: Date, weekStartsOn = 1): TimeRange {
  const span = LAST[id];
  if (span !== undefined) return { from: new Date(now.getTime() - span), to: new Date(now) };
  switch (id) {
    case 'last-1-month': {
      const lastDay = new Date(now.getFullYear(), now.getMonth(), 0).getDate();
      const from = new Date(now);
      from.setDate(1);
      from.setMonth(now.getMonth() - 1);
      from.setDate(Math.min(now.getDate(), lastDay));
      return { from, to: new Date(now) };
    }
    case 'current-day':
      return { from: startOfDay(now), to: new Date(now) };
    case 'previous-day':
      return { from: addDays(startOfDay(now), -1), to: startOfDay(now) };
    case 'current-week':
      return { from: startOfWeek(now, weekStartsOn), to: new Date(now) };
    case 'previous-week': {
      const start = startOfWeek(now, weekStartsOn);
      return { from: addDays(start, -7), to: start };
    }
    case 'current-month':
      return { from: startOfMonth(now), to: new Date(now) };
    case 'previous-month':
      return { from: startOfMonth(now, -1), to: startOfMonth(now) };
    default:
      throw new RangeError(`Unknown time range "${id as string}"`);
  }
}
