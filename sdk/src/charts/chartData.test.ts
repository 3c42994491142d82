import { describe, expect, it } from 'vitest';
import { categoryTable, summarizeCategories, summarizeTime, timeTable } from './chartData';
import { summarizeSparkline } from './Sparkline';
import { describeChange } from './TrendDelta';
import { contrastRatio, CHART_PALETTE, SEVERITY_COLORS } from './palette';

const points = [
  { day: '2026-11-22', values: { Critical: 12, High: 1_040 } },
  { day: '2026-11-23', values: { Critical: 9, High: 1_100 } },
  { day: '2026-11-24', values: { Critical: 15, High: 998 } },
];

describe('text alternatives', () => {
  it('sums up categories with every value and the total, and says when there is nothing', () => {
    expect(summarizeCategories('Open alerts by severity', [{ label: 'Critical', value: 12 }, { label: 'High', value: 1_040 }]))
      .toBe('Open alerts by severity: Critical 12, High 1,040; 1,052 in all.');
    expect(summarizeCategories('Scores', [{ label: 'CIS', value: 71 }], '%')).toBe('Scores: CIS 71%.');
    expect(summarizeCategories('Open alerts by severity', [])).toBe('Open alerts by severity: no data.');
  });

  it('tables categories with the same numbers the drawing shows', () => {
    expect(categoryTable([{ label: 'aws', value: 1_200 }, { label: 'azure', value: 300 }], 'Assets'))
      .toEqual({ columns: ['', 'Assets'], rows: [['aws', '1,200'], ['azure', '300']] });
  });

  it('sums up a time series by its period and each series from first to last day', () => {
    expect(summarizeTime('Open alerts by severity', points, ['Critical', 'High']))
      .toBe('Open alerts by severity, Nov 22 to Nov 24, 2026: Critical from 12 to 15, High from 1,040 to 998.');
    expect(summarizeTime('Open alerts by severity', [points[0]!], ['Critical'])).toBe('Open alerts by severity, Nov 22, 2026: Critical 12.');
    expect(summarizeTime('Open alerts by severity', [], ['Critical'])).toBe('Open alerts by severity: no data for this period.');
  });

  it('tables a time series a row per day, with the total of stacked series', () => {
    expect(timeTable(points, ['Critical', 'High'], { total: true })).toEqual({
      columns: ['Day', 'Critical', 'High', 'Total'],
      rows: [['Nov 22, 2026', '12', '1,040', '1,052'], ['Nov 23, 2026', '9', '1,100', '1,109'], ['Nov 24, 2026', '15', '998', '1,013']],
    });
    expect(timeTable([], ['Critical'])).toEqual({ columns: ['Day', 'Critical'], rows: [] });
  });

  it('tables and sums up a series finer than a day by its UTC times', () => {
    const minutes = [{ day: '2026-11-24T09:58', values: { ZIA: 40 } }, { day: '2026-11-24T09:59', values: { ZIA: 52 } }];
    expect(timeTable(minutes, ['ZIA'])).toEqual({ columns: ['Time', 'ZIA'], rows: [['Nov 24, 2026, 09:58 UTC', '40'], ['Nov 24, 2026, 09:59 UTC', '52']] });
    expect(summarizeTime('Sessions', minutes, ['ZIA'])).toBe('Sessions, Nov 24, 09:58 UTC to Nov 24, 2026, 09:59 UTC: ZIA from 40 to 52.');
  });

  it('sums up a sparkline with its ends, highest and lowest', () => {
    expect(summarizeSparkline('Open alerts', [{ day: '2026-11-22', value: 120 }, { day: '2026-11-23', value: 150 }, { day: '2026-11-24', value: 131 }]))
      .toBe('Open alerts, Nov 22 to Nov 24, 2026: from 120 to 131; highest 150 on Nov 23, lowest 120 on Nov 22.');
    expect(summarizeSparkline('Open alerts', [{ day: '2026-11-24', value: 131 }])).toBe('Open alerts on Nov 24, 2026: 131.');
    expect(summarizeSparkline('Open alerts', [])).toBe('Open alerts: no data for this period.');
  });

  it('reads a change as a sentence', () => {
    expect(describeChange({ previousDay: '2026-11-17', previous: 1_000, current: 1_120, delta: 120 })).toBe('Up 120 since Nov 17, 2026, from 1,000 to 1,120.');
    expect(describeChange({ previousDay: '2026-11-17', previous: 80, current: 77, delta: -3 }, '%')).toBe('Down 3 percentage points since Nov 17, 2026, from 80% to 77%.');
    expect(describeChange({ previousDay: '2026-11-17', previous: 5, current: 5, delta: 0 })).toBe('No change since Nov 17, 2026.');
    expect(describeChange(null)).toBe('No earlier figure to compare with in this period.');
  });
});

describe('colours', () => {
  it('measures contrast as WCAG does', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBe(21);
    expect(contrastRatio('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
  });

  it('keeps every series and severity colour at 4.5:1 or more against the white card, above the 3:1 graphics need', () => {
    for (const color of [...CHART_PALETTE, ...Object.values(SEVERITY_COLORS)]) expect(contrastRatio(color, '#ffffff')).toBeGreaterThanOrEqual(4.5);
  });
});
