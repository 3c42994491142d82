import type { SeriesPoint } from '@palisade/contracts/connectors';
import type { TimePoint } from '@palisade/sdk/charts';

/** The server's points as the charts take them: UTC days for a daily series, UTC minutes for finer ones. */
export function toTimePoints(points: readonly SeriesPoint[], step: 'minute' | 'hour' | 'day', rename: Record<string, string> = {}): TimePoint[] {
  return points.map((p) => ({
    day: new Date(p.at).toISOString().slice(0, step === 'day' ? 10 : 16),
    values: Object.fromEntries(Object.entries(p.values).map(([k, v]) => [rename[k] ?? k, v])),
  }));
}
