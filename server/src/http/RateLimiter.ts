import type { Clock } from '../shared/clock.js';
import { AppError } from './AppError.js';

export interface RateLimitPolicy { perAccount: number; perAddress: number; windowMs: number }

export const defaultRateLimitPolicy: RateLimitPolicy = { perAccount: 10, perAddress: 30, windowMs: 60_000 };

/**
 * Fixed-window counters per (bucket, key). Kept in memory: a restart resetting the counters
 * is acceptable for a single-process server, and it keeps hot paths off the database.
 */
export class RateLimiter {
  private readonly windows = new Map<string, { start: number; count: number }>();

  constructor(private readonly policy: RateLimitPolicy, private readonly clock: Clock) {}

  /** Counts one attempt for the account and for the address; throws 429 once either is over its limit. */
  hit(bucket: string, account: string | undefined, address: string): void {
    // The same normalisation as the user lookup (trim, lower case): padding a username must not open a new counter.
    const overAccount = account !== undefined && this.count(`${bucket}|acct|${account.trim().toLowerCase()}`) > this.policy.perAccount;
    const overAddress = this.count(`${bucket}|addr|${address}`) > this.policy.perAddress;
    if (overAccount || overAddress) {
      throw new AppError(429, 'RATE_LIMITED', `Too many ${bucket} attempts, try again in a minute`);
    }
  }

  private count(key: string): number {
    const now = this.clock();
    const current = this.windows.get(key);
    if (!current || now - current.start >= this.policy.windowMs) {
      if (this.windows.size > 50_000) this.sweep(now);
      this.windows.set(key, { start: now, count: 1 });
      return 1;
    }
    current.count += 1;
    return current.count;
  }

  private sweep(now: number): void {
    for (const [key, window] of this.windows) if (now - window.start >= this.policy.windowMs) this.windows.delete(key);
  }
}
