import { describe, expect, it } from 'vitest';
import { scheduleInput } from './scheduleSchemas.js';
import { SCHEDULE_RANGES, schedulePeriod, type ScheduleRange } from './schedulePeriod.js';

const iso = (ms: number) => new Date(ms).toISOString();
const span = (range: ScheduleRange, at: string, zone: string) => Object.values(schedulePeriod(range, Date.parse(at), zone)).map(iso);

describe('the periods a schedule may cover', () => {
  it('offers section 9\'s ranges that fit a report sent at most once a day, and none of the minutes or hours', () => {
    expect(SCHEDULE_RANGES).toEqual([
      'last-24-hours', 'last-1-week', 'last-1-month', 'previous-day', 'previous-week', 'previous-month', 'current-day', 'current-week', 'current-month',
    ]);
  });

  it('the current day, week and month run from their local start in the schedule zone to the run', () => {
    // Thursday 26 November 2026, 09:30 in New York (UTC-5).
    const run = '2026-11-26T14:30:00.000Z';
    expect(span('current-day', run, 'America/New_York')).toEqual(['2026-11-26T05:00:00.000Z', run]);
    expect(span('current-week', run, 'America/New_York')).toEqual(['2026-11-23T05:00:00.000Z', run]);
    expect(span('current-month', run, 'America/New_York')).toEqual(['2026-11-01T04:00:00.000Z', run]);
    // The month began under daylight saving time (UTC-4): its start is 04:00 UTC. In Tokyo (UTC+9) it is already 23:30.
    expect(span('current-day', run, 'Asia/Tokyo')).toEqual(['2026-11-25T15:00:00.000Z', run]);
  });

  it('a run on the first day of a week or month covers that day so far', () => {
    const run = '2026-06-01T06:00:00.000Z'; // Monday 1 June 2026, 08:00 in Berlin (UTC+2)
    expect(span('current-week', run, 'Europe/Berlin')).toEqual(['2026-05-31T22:00:00.000Z', run]);
    expect(span('current-month', run, 'Europe/Berlin')).toEqual(['2026-05-31T22:00:00.000Z', run]);
  });

  it('refuses a current period at 00:00, when it has just begun, naming the time field', () => {
    const base = {
      name: 'Month to date', report: 'alerts-trend', range: 'current-month', frequency: 'daily', time: '00:00', timeZone: 'UTC',
      recipients: ['ciso@acme.test'], format: 'csv',
    };
    const refused = scheduleInput.safeParse(base);
    expect(refused.success).toBe(false);
    expect(refused.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['time', 'At 00:00 the current period has just begun: choose a later time, or the previous day, week or month'],
    ]);
    expect(scheduleInput.safeParse({ ...base, time: '00:01' }).success).toBe(true);
    expect(scheduleInput.safeParse({ ...base, range: 'previous-month' }).success).toBe(true);
    expect(scheduleInput.safeParse({ ...base, range: 'last-15-minutes' }).success).toBe(false);
  });
});
