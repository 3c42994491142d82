/** mulberry32: tiny, fast, deterministic; good enough for demo data. */
export function createPrng(seed: number) {
  let a = seed >>> 0;
  const next = (): number => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (min: number, maxInclusive: number) => min + Math.floor(next() * (maxInclusive - min + 1)),
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T,
    /** Picks by weight, e.g. [['Open', 6], ['Resolved', 3]]. */
    weighted: <T>(items: readonly (readonly [T, number])[]): T => {
      const sum = items.reduce((s, [, w]) => s + w, 0);
      let r = next() * sum;
      for (const [item, w] of items) if ((r -= w) < 0) return item;
      return items[items.length - 1]![0];
    },
  };
}
export type Prng = ReturnType<typeof createPrng>;
