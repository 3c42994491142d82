/** Median of `values` (the mean of the two middle ones for an even count); NaN for none. */
export function median(values: readonly number[]): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/** The run whose `key` is the median one (the lower middle for an even count), to show as typical. */
export function medianRun<T>(runs: readonly T[], key: (run: T) => number): T {
  const sorted = [...runs].sort((a, b) => key(a) - key(b));
  const run = sorted[Math.floor((sorted.length - 1) / 2)];
  if (run === undefined) throw new Error('no runs');
  return run;
}

export const kb = (bytes: number): string => `${(bytes / 1024).toFixed(1)} KB`;
export const ms = (value: number): string => (Number.isFinite(value) ? `${value.toFixed(value < 100 ? 1 : 0)} ms` : 'n/a');
