import { describe, expect, it } from 'vitest';
import { type RateLimitPolicy, RateLimiter } from './RateLimiter.js';

const policy = (overrides: Partial<RateLimitPolicy>): RateLimitPolicy => ({
  perAccount: 100, perAccountAddress: 100, perAddress: 100, addressDelayMs: 100, maxAddressDelayMs: 800, windowMs: 1000, ...overrides,
});

/** A limiter whose waits are recorded instead of spent. */
function limiterWith(overrides: Partial<RateLimitPolicy>, clock: () => number = () => 0) {
  const waits: number[] = [];
  const limiter = new RateLimiter(policy(overrides), clock, async (ms) => { waits.push(ms); });
  return { limiter, waits };
}

describe('RateLimiter', () => {
  it('refuses an account past its failures from every address together, and admits it again after the window', async () => {
    let now = 0;
    const { limiter } = limiterWith({ perAccount: 2 }, () => now);
    await limiter.attempt('login', 'a@x.test', '1.1.1.1');
    await limiter.attempt('login', 'A@x.test', '1.1.1.2');
    await expect(limiter.attempt('login', 'a@x.test', '1.1.1.3')).rejects.toThrow(/Too many login attempts for this account/);
    now = 1000;
    await expect(limiter.attempt('login', 'a@x.test', '1.1.1.3')).resolves.toBeDefined();
  });

  it('refuses an account from one address past its pair limit while the account stays open from elsewhere', async () => {
    const { limiter } = limiterWith({ perAccountAddress: 2 });
    await limiter.attempt('login', 'admin@acme.test', '1.1.1.1');
    await limiter.attempt('login', ' Admin@Acme.test', '1.1.1.1');
    await expect(limiter.attempt('login', ' admin@acme.test ', '1.1.1.1')).rejects.toThrow(/Too many login attempts/);
    await expect(limiter.attempt('login', 'admin@acme.test', '1.1.1.2')).resolves.toBeDefined();
  });

  it('counts only failures: attempts that succeed are taken back, so colleagues signing in never add up', async () => {
    const { limiter, waits } = limiterWith({ perAccount: 1, perAccountAddress: 1, perAddress: 1 });
    for (let i = 0; i < 50; i++) (await limiter.attempt('login', `user${i}@office.test`, '10.0.0.1')).succeeded();
    for (let i = 0; i < 3; i++) (await limiter.attempt('login', 'same@office.test', '10.0.0.1')).succeeded();
    expect(waits).toEqual([]);
  });

  it('slows an address down progressively past its failures, one attempt per doubling delay, instead of refusing its accounts', async () => {
    let now = 0;
    const { limiter, waits } = limiterWith({ perAddress: 2, addressDelayMs: 100, maxAddressDelayMs: 400, windowMs: 1000 }, () => now);
    for (let i = 0; i < 5; i++) await limiter.attempt('login', `user${i}@office.test`, '10.0.0.1');
    // Two free failures; then each attempt waits for the previous one's slot plus a doubled delay: 100, then 200, then 400.
    expect(waits).toEqual([100, 300, 700]);
    // Only a queue longer than the window is refused; another address is not affected at all.
    await expect(limiter.attempt('login', 'user5@office.test', '10.0.0.1')).rejects.toThrow(/from this address/);
    await expect(limiter.attempt('login', 'user5@office.test', '10.0.0.2')).resolves.toBeDefined();
    // Someone who waited their turn gets in after the capped delay.
    now = 700;
    await limiter.attempt('login', 'user6@office.test', '10.0.0.1');
    expect(waits).toEqual([100, 300, 700, 400]);
    // A new window starts without slowdown.
    now = 1000;
    await limiter.attempt('login', 'user7@office.test', '10.0.0.1');
    expect(waits).toHaveLength(4);
  });
});
