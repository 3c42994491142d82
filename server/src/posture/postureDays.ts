const DAY_MS = 86_400_000;

/** The UTC day (`YYYY-MM-DD`) of an instant: the history's days are UTC days. */
export const utcDay = (ms: number): string => new Date(ms).toISOString().slice(0, 10);

/** The day `n` days after `day` (before, for a negative `n`). */
export const addDays = (day: string, n: number): string => utcDay(Date.parse(`${day}T00:00:00Z`) + n * DAY_MS);

/** Every day from `first` to `last`, both included, in order. */
export function daysBetween(first: string, last: string): string[] {
  const days: string[] = [];
  for (let d = first; d <= last; d = addDays(d, 1)) days.push(d);
  return days;
}
