/**
 * Milliseconds the seed spent writing each table (generating rows excluded), plus the steps after the bulk load
 * (indexes, counts). The server logs them after a seed, so a slow table at the large scale is named, not guessed.
 */
export class SeedTimes {
  readonly ms: Record<string, number> = {};

  /** Runs `work` and adds its duration to `step`. */
  async time<T>(step: string, work: () => Promise<T>): Promise<T> {
    const started = performance.now();
    try {
      return await work();
    } finally {
      this.ms[step] = Math.round((this.ms[step] ?? 0) + performance.now() - started);
    }
  }
}
