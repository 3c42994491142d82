/** When a schedule runs: every day, on a weekday (1 = Monday … 7 = Sunday) or on a day of the month, at a wall-clock time in an IANA time zone. */
export type ScheduleTiming =
  | { frequency: 'daily'; time: string; timeZone: string }
  | { frequency: 'weekly'; weekday: number; time: string; timeZone: string }
  | { frequency: 'monthly'; dayOfMonth: number; time: string; timeZone: string };

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** The wall-clock fields of an instant in a time zone. */
function wallClock(at: number, timeZone: string) {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone, hourCycle: 'h23', year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric', second: 'numeric',
  }).formatToParts(new Date(at));
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  return { year: get('year'), month: get('month'), day: get('day'), hour: get('hour'), minute: get('minute'), second: get('second') };
}

/** How far the zone's wall clock is ahead of UTC at an instant. */
function offsetAt(at: number, timeZone: string): number {
  const w = wallClock(at, timeZone);
  return Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second) - Math.floor(at / 1000) * 1000;
}

/**
 * The instant a wall-clock time happens in a zone. A time that happens twice (clocks go back) is the first of them; a
 * time that never happens (clocks go forward) is moved forward by the gap, as a wall clock that was not changed would
 * read it (02:30 on the day clocks jump from 02:00 to 03:00 is 03:30).
 */
export function zonedTime(local: { year: number; month: number; day: number; hour: number; minute: number }, timeZone: string): number {
  const asUtc = Date.UTC(local.year, local.month - 1, local.day, local.hour, local.minute);
  const before = asUtc - offsetAt(asUtc - DAY / 2, timeZone);
  const after = asUtc - offsetAt(asUtc + DAY / 2, timeZone);
  const exact = [before, after].filter((t) => {
    const w = wallClock(t, timeZone);
    return w.hour === local.hour && w.minute === local.minute && w.day === new Date(asUtc).getUTCDate();
  });
  return exact.length > 0 ? Math.min(...exact) : before;
}

/** Whether a time zone name is one this runtime knows (IANA names such as `Europe/Berlin`). */
export function isTimeZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

/** `HH:MM`, 00:00 to 23:59. */
export const TIME_OF_DAY = /^([01]\d|2[0-3]):[0-5]\d$/;

/** The first run strictly after `after` (epoch ms). A monthly day past a month's end runs on that month's last day. */
export function nextRun(timing: ScheduleTiming, after: number): number {
  const [hour, minute] = timing.time.split(':').map(Number) as [number, number];
  const today = wallClock(after, timing.timeZone);
  // Enough days to reach the next month's day even from the 1st of a 31-day month.
  for (let i = 0; i <= 62; i += 1) {
    const date = new Date(Date.UTC(today.year, today.month - 1, today.day + i));
    const [year, month, day] = [date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate()];
    if (timing.frequency === 'weekly' && (date.getUTCDay() || 7) !== timing.weekday) continue;
    if (timing.frequency === 'monthly') {
      const lastDay = new Date(Date.UTC(year, month, 0)).getUTCDate();
      if (day !== Math.min(timing.dayOfMonth, lastDay)) continue;
    }
    const at = zonedTime({ year, month, day, hour, minute }, timing.timeZone);
    if (at > after) return at;
  }
  throw new RangeError(`No run of the ${timing.frequency} schedule at ${timing.time} ${timing.timeZone} within two months`);
}
