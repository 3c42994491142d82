import { GRAIN_MS, type Grain } from './telemetryTables.js';

/** One part of a range and the table that answers it. */
export interface Segment { grain: Grain; from: number; to: number }

const floorTo = (t: number, size: number) => Math.floor(t / size) * size;
const ceilTo = (t: number, size: number) => Math.ceil(t / size) * size;

/** The step of a range's series: minutes up to 2 hours, hours up to 8 days, days beyond. */
export function stepOf(from: number, to: number): Grain {
  const span = to - from;
  if (span <= 2 * GRAIN_MS.hour) return 'minute';
  if (span <= 8 * GRAIN_MS.day) return 'hour';
  return 'day';
}

/**
 * Splits [from, to) (rounded down to whole minutes) into the coarsest tables the step allows: whole days from the
 * daily roll-up, whole hours from the hourly one, and only the partial hours at either end from the minute samples.
 * So no range reads more than two partial hours of minute rows, and every range's totals equal its minutes' sum.
 */
export function planSegments(from: number, to: number, step: Grain = stepOf(from, to)): Segment[] {
  const start = floorTo(from, GRAIN_MS.minute);
  const end = floorTo(to, GRAIN_MS.minute);
  if (end <= start) return [];
  const split = (lo: number, hi: number, grain: Exclude<Grain, 'minute'>, inner: (lo: number, hi: number) => Segment[], edge: (lo: number, hi: number) => Segment[]): Segment[] => {
    const a = ceilTo(lo, GRAIN_MS[grain]);
    const b = floorTo(hi, GRAIN_MS[grain]);
    if (a >= b) return edge(lo, hi);
    return [...edge(lo, a), ...inner(a, b), ...edge(b, hi)];
  };
  const minutes = (lo: number, hi: number): Segment[] => (hi > lo ? [{ grain: 'minute', from: lo, to: hi }] : []);
  const hours = (lo: number, hi: number): Segment[] => (hi > lo ? [{ grain: 'hour', from: lo, to: hi }] : []);
  const days = (lo: number, hi: number): Segment[] => (hi > lo ? [{ grain: 'day', from: lo, to: hi }] : []);
  if (step === 'minute') return minutes(start, end);
  if (step === 'hour') return split(start, end, 'hour', hours, minutes);
  return split(start, end, 'hour', (lo, hi) => split(lo, hi, 'day', days, hours), minutes);
}
