import { sql } from 'kysely';
import type { Db } from '../db/openDatabase.js';
import type { Clock } from '../shared/clock.js';
import { AppError } from './AppError.js';
import { type Attempt, type Limiter, type RateLimitPolicy, realSleep, type Sleep } from './RateLimiter.js';

interface Window { key: string; window_start: number; failures: number; next_slot_at: number }

/**
 * RateLimiter's rules with the counters in the database (`rate_limit_windows`), for several server instances on one
 * PostgreSQL database: the limits then count the failures made through every instance. Each attempt opens (or
 * restarts) its windows and counts itself in one transaction whose row locks make parallel guesses queue up.
 */
export class SharedRateLimiter implements Limiter {
  constructor(private readonly db: Db, private readonly policy: RateLimitPolicy, private readonly clock: Clock, private readonly sleep: Sleep = realSleep) {}

  async attempt(bucket: string, account: string | undefined, address: string, options: { countAddress?: boolean } = {}): Promise<Attempt> {
    const now = this.clock();
    const normalised = account?.trim().toLowerCase();
    const accountKeys = normalised === undefined ? [] : [`${bucket}|acct|${normalised}`, `${bucket}|pair|${normalised}|${address}`];
    const limits = [this.policy.perAccount, this.policy.perAccountAddress ?? Math.ceil(this.policy.perAccount / 2)];
    const addressKey = options.countAddress === false ? undefined : `${bucket}|addr|${address}`;
    const admitted = await this.db.transaction().execute(async (trx) => {
      // Locked in key order, so two attempts never wait on each other's rows crosswise.
      const keys = [...accountKeys, ...(addressKey ? [addressKey] : [])];
      const windows = new Map<string, Window>();
      for (const key of [...keys].sort()) windows.set(key, await this.open(trx, key, now));
      if (accountKeys.some((key, i) => windows.get(key)!.failures >= limits[i]!)) {
        throw new AppError(429, 'RATE_LIMITED', `Too many ${bucket} attempts for this account, try again in a minute`);
      }
      const addressWindow = addressKey ? windows.get(addressKey) : undefined;
      const slot = addressWindow ? this.slowdown(addressWindow, now) : { wait: 0, delay: 0 };
      if (slot.wait > this.policy.windowMs) throw new AppError(429, 'RATE_LIMITED', `Too many ${bucket} attempts from this address, try again in a minute`);
      for (const w of windows.values()) {
        const nextSlotAt = w.key === addressKey ? now + slot.wait : w.next_slot_at;
        await trx.updateTable('rate_limit_windows').set({ failures: w.failures + 1, next_slot_at: nextSlotAt }).where('key', '=', w.key).execute();
      }
      return { windows: [...windows.values()], slot };
    });
    if (admitted.slot.wait > 0) await this.sleep(admitted.slot.wait);
    let settled = false;
    return {
      succeeded: async () => {
        if (settled) return;
        settled = true;
        // Only the windows it was counted in: a window that has restarted since owes it nothing.
        for (const w of admitted.windows) {
          const giveBack = w.key === addressKey ? admitted.slot.delay : 0;
          await this.db.updateTable('rate_limit_windows')
            .set({ failures: sql`CASE WHEN failures > 0 THEN failures - 1 ELSE 0 END`, next_slot_at: sql`next_slot_at - ${giveBack}` })
            .where('key', '=', w.key).where('window_start', '=', w.window_start).execute();
        }
      },
    };
  }

  /** The key's current window, locked until the transaction ends: a fresh one when there is none or it has run out. */
  private async open(trx: Db, key: string, now: number): Promise<Window> {
    const expired = sql<boolean>`${now} - rate_limit_windows.window_start >= ${this.policy.windowMs}`;
    return trx.insertInto('rate_limit_windows').values({ key, window_start: now, failures: 0, next_slot_at: 0 })
      .onConflict((oc) => oc.column('key').doUpdateSet({
        window_start: sql`CASE WHEN ${expired} THEN ${now} ELSE rate_limit_windows.window_start END`,
        failures: sql`CASE WHEN ${expired} THEN 0 ELSE rate_limit_windows.failures END`,
        next_slot_at: sql`CASE WHEN ${expired} THEN 0 ELSE rate_limit_windows.next_slot_at END`,
      }))
      .returning(['key', 'window_start', 'failures', 'next_slot_at']).executeTakeFirstOrThrow();
  }

  private slowdown(w: Window, now: number): { wait: number; delay: number } {
    const over = w.failures + 1 - this.policy.perAddress;
    if (over <= 0) return { wait: 0, delay: 0 };
    const delay = Math.min(this.policy.addressDelayMs * 2 ** (over - 1), this.policy.maxAddressDelayMs);
    return { wait: Math.max(now, w.next_slot_at) + delay - now, delay };
  }
}
