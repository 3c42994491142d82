import type { Clock } from '../shared/clock.js';
import { AppError } from './AppError.js';

export interface RateLimitPolicy {
  /** Failures per account per window, from every address together, before the account is refused (distributed guessing). */
  perAccount: number;
  /** Failures per account from one address per window before that address is refused for that account; default half of `perAccount`. */
  perAccountAddress?: number;
  /** Failures per address per window, across accounts, before attempts from it are slowed down (never refused outright). */
  perAddress: number;
  /** The first slowdown past `perAddress`; each further failure doubles it, up to `maxAddressDelayMs`. */
  addressDelayMs: number;
  maxAddressDelayMs: number;
  windowMs: number;
}

export const defaultRateLimitPolicy: RateLimitPolicy = {
  perAccount: 20, perAddress: 30, addressDelayMs: 250, maxAddressDelayMs: 8_000, windowMs: 60_000,
};

export type Sleep = (ms: number) => Promise<void>;
export const realSleep: Sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** An admitted attempt; `succeeded` takes back the failure it was counted as. */
export interface Attempt { succeeded(): Promise<void> }

/** Admits sign-in, code and reset attempts under the limits (in memory here; SharedRateLimiter keeps them in the database). */
export interface Limiter {
  attempt(bucket: string, account: string | undefined, address: string, options?: { countAddress?: boolean }): Promise<Attempt>;
}

interface Window { start: number; failures: number; nextSlotAt: number }

/**
 * Failure counters per (bucket, account), (bucket, account, address) and (bucket, address) in fixed windows.
 * Accounts are refused past their limits; an address is only slowed down, one attempt per growing delay, so
 * that a whole office behind one address never locks its people out for each other. Kept in memory for the
 * single-process SQLite server (a restart resetting the counters is acceptable, and it keeps hot paths off the
 * database); on PostgreSQL, where instances may share the database, SharedRateLimiter applies the same rules.
 */
export class RateLimiter implements Limiter {
  private readonly windows = new Map<string, Window>();

  constructor(private readonly policy: RateLimitPolicy, private readonly clock: Clock, private readonly sleep: Sleep = realSleep) {}

  /**
   * Admits one attempt, counted as a failure from the start so that parallel guesses cannot outrun the count;
   * throws 429 when the account is over a limit, and waits the address's slowdown before returning.
   */
  async attempt(bucket: string, account: string | undefined, address: string, options: { countAddress?: boolean } = {}): Promise<Attempt> {
    const now = this.clock();
    // The same normalisation as the user lookup (trim, lower case): padding a username must not open a new counter.
    const normalised = account?.trim().toLowerCase();
    const keys = normalised === undefined ? [] : [`${bucket}|acct|${normalised}`, `${bucket}|pair|${normalised}|${address}`];
    const limits = [this.policy.perAccount, this.policy.perAccountAddress ?? Math.ceil(this.policy.perAccount / 2)];
    if (keys.some((key, i) => this.window(key, now).failures >= limits[i]!)) {
      throw new AppError(429, 'RATE_LIMITED', `Too many ${bucket} attempts for this account, try again in a minute`);
    }
    const addressKey = options.countAddress === false ? undefined : `${bucket}|addr|${address}`;
    const addressWindow = addressKey === undefined ? undefined : this.window(addressKey, now);
    const slot = addressWindow ? this.slowdown(addressWindow, now) : { wait: 0, delay: 0 };
    if (slot.wait > this.policy.windowMs) throw new AppError(429, 'RATE_LIMITED', `Too many ${bucket} attempts from this address, try again in a minute`);
    if (addressWindow) addressWindow.nextSlotAt = now + slot.wait;
    const counted = [...keys.map((key) => this.window(key, now)), ...(addressWindow ? [addressWindow] : [])];
    for (const w of counted) w.failures += 1;
    if (slot.wait > 0) await this.sleep(slot.wait);
    let settled = false;
    return {
      succeeded: async () => {
        if (settled) return;
        settled = true;
        for (const w of counted) w.failures = Math.max(0, w.failures - 1);
        // A success gives its turn back too: the people queued behind it move up.
        if (addressWindow) addressWindow.nextSlotAt -= slot.delay;
      },
    };
  }

  /** The next attempt's slowdown from this address: none up to `perAddress` failures, then one slot per doubling delay. */
  private slowdown(w: Window, now: number): { wait: number; delay: number } {
    const over = w.failures + 1 - this.policy.perAddress;
    if (over <= 0) return { wait: 0, delay: 0 };
    const delay = Math.min(this.policy.addressDelayMs * 2 ** (over - 1), this.policy.maxAddressDelayMs);
    return { wait: Math.max(now, w.nextSlotAt) + delay - now, delay };
  }

  private window(key: string, now: number): Window {
    const current = this.windows.get(key);
    if (current && now - current.start < this.policy.windowMs) return current;
    if (this.windows.size > 50_000) this.sweep(now);
    const fresh = { start: now, failures: 0, nextSlotAt: 0 };
    this.windows.set(key, fresh);
    return fresh;
  }

  private sweep(now: number): void {
    for (const [key, window] of this.windows) if (now - window.start >= this.policy.windowMs) this.windows.delete(key);
  }
}
