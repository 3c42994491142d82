import { describe, expect, it } from 'vitest';
import { createPrng } from './prng.js';

describe('createPrng', () => {
  it('repeats the same sequence for the same seed', () => {
    const a = createPrng(42);
    const b = createPrng(42);
    const seqA = Array.from({ length: 5 }, () => a.int(0, 1000));
    expect(Array.from({ length: 5 }, () => b.int(0, 1000))).toEqual(seqA);
    expect(new Set(seqA).size).toBeGreaterThan(1);
  });

  it('stays within bounds', () => {
    const r = createPrng(7);
    for (let i = 0; i < 1000; i++) {
      const v = r.int(3, 5);
      expect(v).toBeGreaterThanOrEqual(3);
      expect(v).toBeLessThanOrEqual(5);
    }
  });
});
