import { describe, expect, it } from 'vitest';
import { isTimeZone, nextRun } from './nextRun.js';

const at = (iso: string) => Date.parse(iso);
const iso = (ms: number) => new Date(ms).toISOString();

describe('nextRun', () => {
  it('daily at 09:00 in Berlin: the hour in UTC moves when summer time starts', () => {
    const timing = { frequency: 'daily', time: '09:00', timeZone: 'Europe/Berlin' } as const;
    expect(iso(nextRun(timing, at('2026-03-27T09:00:00Z')))).toBe('2026-03-28T08:00:00.000Z');
    expect(iso(nextRun(timing, at('2026-03-28T08:00:00Z')))).toBe('2026-03-29T07:00:00.000Z');
  });

  it('a time that does not exist on the spring-forward day runs an hour later by the wall clock', () => {
    const timing = { frequency: 'daily', time: '02:30', timeZone: 'Europe/Berlin' } as const;
    expect(iso(nextRun(timing, at('2026-03-28T12:00:00Z')))).toBe('2026-03-29T01:30:00.000Z');
  });

  it('a time that happens twice on the fall-back day runs once, at the first', () => {
    const timing = { frequency: 'daily', time: '02:30', timeZone: 'Europe/Berlin' } as const;
    const first = nextRun(timing, at('2026-10-24T12:00:00Z'));
    expect(iso(first)).toBe('2026-10-25T00:30:00.000Z');
    expect(iso(nextRun(timing, first))).toBe('2026-10-26T01:30:00.000Z');
  });

  it('weekly on Monday at 08:00 in New York, across the US change of clocks', () => {
    const timing = { frequency: 'weekly', weekday: 1, time: '08:00', timeZone: 'America/New_York' } as const;
    expect(iso(nextRun(timing, at('2026-03-06T00:00:00Z')))).toBe('2026-03-09T12:00:00.000Z');
    expect(iso(nextRun(timing, at('2026-02-27T00:00:00Z')))).toBe('2026-03-02T13:00:00.000Z');
  });

  it('weekly: a run due exactly now is next week', () => {
    const timing = { frequency: 'weekly', weekday: 2, time: '10:00', timeZone: 'UTC' } as const;
    expect(iso(nextRun(timing, at('2026-11-24T10:00:00Z')))).toBe('2026-12-01T10:00:00.000Z');
    expect(iso(nextRun(timing, at('2026-11-24T09:59:00Z')))).toBe('2026-11-24T10:00:00.000Z');
  });

  it('monthly on the 31st runs on the last day of shorter months', () => {
    const timing = { frequency: 'monthly', dayOfMonth: 31, time: '06:00', timeZone: 'Asia/Kolkata' } as const;
    expect(iso(nextRun(timing, at('2026-02-01T00:00:00Z')))).toBe('2026-02-28T00:30:00.000Z');
    expect(iso(nextRun(timing, at('2026-02-28T00:30:00Z')))).toBe('2026-03-31T00:30:00.000Z');
    expect(iso(nextRun(timing, at('2026-03-31T00:30:00Z')))).toBe('2026-04-30T00:30:00.000Z');
  });

  it('southern hemisphere: Sydney leaves summer time in April', () => {
    const timing = { frequency: 'daily', time: '09:00', timeZone: 'Australia/Sydney' } as const;
    expect(iso(nextRun(timing, at('2026-04-03T12:00:00Z')))).toBe('2026-04-03T22:00:00.000Z');
    expect(iso(nextRun(timing, at('2026-04-04T12:00:00Z')))).toBe('2026-04-04T23:00:00.000Z');
  });

  it('a zone 5 h 45 min ahead: midnight in Kathmandu is the evening before in UTC', () => {
    expect(iso(nextRun({ frequency: 'daily', time: '00:00', timeZone: 'Asia/Kathmandu' }, at('2026-11-24T00:00:00Z')))).toBe('2026-11-24T18:15:00.000Z');
  });

  it('knows IANA zone names', () => {
    expect(isTimeZone('Europe/Berlin')).toBe(true);
    expect(isTimeZone('Mars/Olympus_Mons')).toBe(false);
  });
});

describe('schedulePeriod', () => {
  it('the previous day, week and month are whole local ones in the schedule zone', async () => {
    const { schedulePeriod } = await import('./schedulePeriod.js');
    const run = at('2026-11-24T07:00:00Z'); // Tuesday 08:00 in Berlin
    const span = (r: Parameters<typeof schedulePeriod>[0]) => Object.values(schedulePeriod(r, run, 'Europe/Berlin')).map(iso);
    expect(span('previous-day')).toEqual(['2026-11-22T23:00:00.000Z', '2026-11-23T23:00:00.000Z']);
    expect(span('previous-week')).toEqual(['2026-11-15T23:00:00.000Z', '2026-11-22T23:00:00.000Z']);
    expect(span('previous-month')).toEqual(['2026-09-30T22:00:00.000Z', '2026-10-31T23:00:00.000Z']);
    expect(span('last-1-week')).toEqual(['2026-11-17T07:00:00.000Z', '2026-11-24T07:00:00.000Z']);
  });
});
