import { describe, expect, it } from 'vitest';
import { RateLimiter } from './RateLimiter.js';

describe('RateLimiter', () => {
  it('refuses the attempt past the per-account limit and allows again after the window', () => {
    let now = 0;
    const limiter = new RateLimiter({ perAccount: 2, perAddress: 100, windowMs: 1000 }, () => now);
    limiter.hit('login', 'a@x.test', '1.1.1.1');
    limiter.hit('login', 'A@x.test', '1.1.1.2');
    expect(() => limiter.hit('login', 'a@x.test', '1.1.1.3')).toThrow(/Too many login attempts/);
    now = 1000;
    expect(() => limiter.hit('login', 'a@x.test', '1.1.1.3')).not.toThrow();
  });

  it('counts a padded or differently cased account as the same account', () => {
    const limiter = new RateLimiter({ perAccount: 2, perAddress: 100, windowMs: 1000 }, () => 0);
    limiter.hit('login', 'admin@acme.test', '1.1.1.1');
    limiter.hit('login', ' Admin@Acme.test', '1.1.1.1');
    expect(() => limiter.hit('login', ' admin@acme.test ', '1.1.1.1')).toThrow(/Too many login attempts/);
  });

  it('limits per address across accounts', () => {
    const limiter = new RateLimiter({ perAccount: 100, perAddress: 1, windowMs: 1000 }, () => 0);
    limiter.hit('otp', 'a@x.test', '9.9.9.9');
    expect(() => limiter.hit('otp', 'b@x.test', '9.9.9.9')).toThrow();
    expect(() => limiter.hit('otp', 'b@x.test', '9.9.9.8')).not.toThrow();
  });
});
