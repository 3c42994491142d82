import { formatChartNumber, formatDay } from './chartData';
import type { TrendChange } from './usePostureHistory';

/** Props of {@link TrendDelta}. */
export interface TrendDeltaProps {
  change: TrendChange;
  /** Which way is good news: `lower` (the default), `higher`, or `neither` (no colour). */
  better?: 'higher' | 'lower' | 'neither';
  /** `%`: the change is in percentage points. */
  unit?: '%';
}

/** The sentence a change reads as, e.g. `Up 12 since Nov 17, 2026.` */
export function describeChange(change: TrendChange, unit?: '%'): string {
  if (!change) return 'No earlier figure to compare with in this period.';
  const since = formatDay(change.previousDay, true);
  const size = `${formatChartNumber(Math.abs(change.delta))}${unit ? ' percentage points' : ''}`;
  if (change.delta === 0) return `No change since ${since}.`;
  return `${change.delta > 0 ? 'Up' : 'Down'} ${size} since ${since}, from ${formatChartNumber(change.previous, unit)} to ${formatChartNumber(change.current, unit)}.`;
}

/**
 * The change of a figure since the previous period: ▲ or ▼ and the number,
 * coloured as good or bad news, with the full sentence for screen readers
 * (the arrow itself is not read).
 *
 * @example
 * ```tsx
 * <TrendDelta change={{ previousDay: '2026-11-17', previous: 100, current: 112, delta: 12 }} />
 * ```
 */
export function TrendDelta({ change, better = 'lower', unit }: TrendDeltaProps) {
  const direction = !change || change.delta === 0 ? 'flat' : change.delta > 0 ? 'up' : 'down';
  const tone = direction === 'flat' || better === 'neither' ? 'neutral' : (direction === 'down') === (better === 'lower') ? 'good' : 'bad';
  const mark = direction === 'up' ? '▲' : direction === 'down' ? '▼' : '●';
  return (
    <span className="pl-trend-delta" data-tone={tone} data-delta={change?.delta ?? ''}>
      <span aria-hidden="true">
        {mark} {change ? `${formatChartNumber(Math.abs(change.delta))}${unit ? ' pts' : ''}` : '–'}
      </span>
      <span className="pl-visually-hidden">{describeChange(change, unit)}</span>
    </span>
  );
}
