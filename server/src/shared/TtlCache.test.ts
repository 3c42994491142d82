import { describe, expect, it } from 'vitest';
import { TtlCache } from './TtlCache.js';

describe('TtlCache', () => {
  it('reuses a value within the TTL, reloads after it and after delete', async () => {
    let now = 0;
    let loads = 0;
    const cache = new TtlCache<number>(1000, () => now);
    const load = async () => ++loads;
    expect(await cache.get('a', load)).toBe(1);
    expect(await cache.get('a', load)).toBe(1);
    now = 1000;
    expect(await cache.get('a', load)).toBe(2);
    cache.delete('a');
    expect(await cache.get('a', load)).toBe(3);
  });

  it('shares one load between concurrent misses and forgets failures', async () => {
    let loads = 0;
    const cache = new TtlCache<number>(1000, () => 0);
    let release = (): void => undefined;
    const gate = new Promise<void>((r) => (release = r));
    const slow = async () => (await gate, ++loads);
    const both = Promise.all([cache.get('k', slow), cache.get('k', slow)]);
    release();
    const [a, b] = await both;
    expect([a, b, loads]).toEqual([1, 1, 1]);
    await expect(cache.get('x', () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(await cache.get('x', async () => 7)).toBe(7);
  });

  it('drops entries by prefix', async () => {
    const cache = new TtlCache<string>(1000, () => 0);
    await cache.get('t1|a', async () => 'old');
    cache.deletePrefix('t1|');
    expect(await cache.get('t1|a', async () => 'new')).toBe('new');
  });
});
