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
 * Where each finer grain's rows begin: minute rows from `minute` (a whole hour), hour rows from `hour` (a whole day).
 * Before them only the coarser table holds the telemetry (the retention rule dropped the finer rows, or they were never kept).
 */
export interface GrainFloors { minute: number; hour: number }
const NO_FLOORS: GrainFloors = { minute: -Infinity, hour: -Infinity };

/**
 * Splits [from, to) (rounded down to whole minutes) into the coarsest tables the step allows: whole days from the
 * daily roll-up, whole hours from the hourly one, and only the partial hours at either end from the minute samples.
 * So no range reads more than two partial hours of minute rows, and every range's totals equal its minutes' sum.
 * A part before `floors` has no finer rows: it is read whole from the coarser table (the hour or day it falls in).
 */
export function planSegments(from: number, to: number, step: Grain = stepOf(from, to), floors: GrainFloors = NO_FLOORS): Segment[] {
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
  const planned = step === 'minute' ? minutes(start, end)
    : step === 'hour' ? split(start, end, 'hour', hours, minutes)
      : split(start, end, 'hour', (lo, hi) => split(lo, hi, 'day', days, hours), minutes);
  return coarsenBefore(coarsenBefore(planned, 'minute', 'hour', floors.minute), 'hour', 'day', floors.hour);
}

/** Reads the parts of `grain` segments before `floor` from the whole `coarser` buckets they fall in, each bucket once. */
function coarsenBefore(segments: readonly Segment[], grain: Grain, coarser: Grain, floor: number): Segment[] {
  const size = GRAIN_MS[coarser];
  const parts = segments.flatMap((seg): Segment[] => {
    if (seg.grain !== grain || seg.from >= floor) return [seg];
    const cut = ceilTo(Math.min(seg.to, floor), size);
    return [{ grain: coarser, from: floorTo(seg.from, size), to: cut }, { grain, from: cut, to: seg.to }];
  });
  // In order, each starts where the one before ended (a whole bucket may already cover it); neighbours of a grain merge.
  const out: Segment[] = [];
  for (const seg of parts) {
    const last = out.at(-1);
    const from = last ? Math.max(seg.from, last.to) : seg.from;
    if (seg.to <= from) continue;
    if (last && last.grain === seg.grain && last.to === from) last.to = seg.to;
    else out.push({ ...seg, from });
  }
  return out;
}

/**
 * A part of a range's per-connector totals: `grain` rows over [from, to); or, `rest`, each connector's rest row at
 * `from` (its telemetry from there to `to`, the end of the coarser bucket), for a connector without one its rows.
 */
export interface TotalsPart extends Segment { rest?: true }

/**
 * The parts a range's totals (one sum per connector, no series) are read from. A range that runs to now (no sample at
 * or after `to`: `newest`, the tenant's newest minute, is before it) reads per connector one rest row for its first
 * partial hour, one for the rest of that day, then its whole days: about 30 rows for a month, 2 for the last hour
 * (a partial hour or day before the finer rows begin is read whole, from the coarser rest row or day).
 * Any other range is split as coarsely as it allows — whole days, whole hours, minutes only for the partial hour at
 * each end. Either way the totals are the sum of the range's minute samples.
 */
export function planTotals(from: number, to: number, floors: GrainFloors = NO_FLOORS, newest: number | null = null): TotalsPart[] {
  const start = floorTo(from, GRAIN_MS.minute);
  const end = floorTo(to, GRAIN_MS.minute);
  if (end <= start) return [];
  if (newest === null || newest + GRAIN_MS.minute > end) return planSegments(from, to, 'day', floors);
  const parts: TotalsPart[] = [];
  let at = start;
  for (const [grain, until] of [['minute', 'hour'], ['hour', 'day']] as const) {
    if (at >= end || at % GRAIN_MS[until] === 0) continue;
    if (at < floors[grain]) {
      // Before the finer rows begin, the range's first partial bucket is read whole, as the series reads it (see
      // coarsenBefore); past a part already read, the coarse split answers.
      if (parts.length) return planSegments(from, to, 'day', floors);
      at = floorTo(at, GRAIN_MS[until]);
      continue;
    }
    parts.push({ grain, from: at, to: ceilTo(at, GRAIN_MS[until]), rest: true });
    at = ceilTo(at, GRAIN_MS[until]);
  }
  if (at < end) parts.push({ grain: 'day', from: at, to: ceilTo(end, GRAIN_MS.day) });
  return parts;
}
