import { describe, expect, it } from 'vitest';
import { computeTimeRange, TIME_RANGE_OPTIONS, type TimeRangeId } from './timeRanges';

// Wednesday 15 May 2024, 10:30:45.500 local time.
const now = new Date(2024, 4, 15, 10, 30, 45, 500);
const range = (id: TimeRangeId, at = now) => {
  const { from, to } = computeTimeRange(id, at);
  return { from: from.getTime(), to: to.getTime() };
};
const local = (...parts: [number, number, number, number?, number?]) => new Date(...(parts as [number, number, number])).getTime();

describe('time-range options', () => {
  it('offers exactly the options of spec section 9, in order', () => {
    expect(TIME_RANGE_OPTIONS.map((o) => o.label)).toEqual([
      'Last 1 minute', 'Last 2 minutes', 'Last 5 minutes', 'Last 15 minutes', 'Last 30 minutes',
      'Last 1 hour', 'Last 2 hours', 'Last 5 hours', 'Last 10 hours', 'Last 24 hours',
      'Last 1 week', 'Last 1 month',
      'Current day', 'Previous day', 'Current week', 'Previous week', 'Current month', 'Previous month',
    ]);
  });

  it.each([
    ['last-1-minute', 60_000],
    ['last-2-minutes', 120_000],
    ['last-5-minutes', 300_000],
    ['last-15-minutes', 900_000],
    ['last-30-minutes', 1_800_000],
    ['last-1-hour', 3_600_000],
    ['last-2-hours', 7_200_000],
    ['last-5-hours', 18_000_000],
    ['last-10-hours', 36_000_000],
    ['last-24-hours', 86_400_000],
    ['last-1-week', 604_800_000],
  ] as const)('%s ends now and spans %i ms', (id, span) => {
    expect(range(id)).toEqual({ from: now.getTime() - span, to: now.getTime() });
  });

  it('last 1 month goes back one calendar month, clamped to a shorter month', () => {
    expect(range('last-1-month')).toEqual({ from: local(2024, 3, 15, 10, 30) + 45_500, to: now.getTime() });
    const march31 = new Date(2024, 2, 31, 8, 0);
    expect(computeTimeRange('last-1-month', march31).from).toEqual(new Date(2024, 1, 29, 8, 0));
    const jan15 = new Date(2024, 0, 15);
    expect(computeTimeRange('last-1-month', jan15).from).toEqual(new Date(2023, 11, 15));
  });

  it('current periods run from their start to now', () => {
    expect(range('current-day')).toEqual({ from: local(2024, 4, 15), to: now.getTime() });
    expect(range('current-week')).toEqual({ from: local(2024, 4, 13), to: now.getTime() }); // Monday
    expect(range('current-month')).toEqual({ from: local(2024, 4, 1), to: now.getTime() });
  });

  it('previous periods are the whole period before', () => {
    expect(range('previous-day')).toEqual({ from: local(2024, 4, 14), to: local(2024, 4, 15) });
    expect(range('previous-week')).toEqual({ from: local(2024, 4, 6), to: local(2024, 4, 13) });
    expect(range('previous-month')).toEqual({ from: local(2024, 3, 1), to: local(2024, 4, 1) });
    expect(range('previous-month', new Date(2024, 0, 10))).toEqual({ from: local(2023, 11, 1), to: local(2024, 0, 1) });
  });

  it('weeks start on Monday, or on Sunday when asked; a Sunday belongs to the week before', () => {
    const sunday = new Date(2024, 4, 19, 9);
    expect(computeTimeRange('current-week', sunday).from).toEqual(new Date(2024, 4, 13));
    expect(computeTimeRange('current-week', sunday, 0).from).toEqual(new Date(2024, 4, 19));
  });
});
