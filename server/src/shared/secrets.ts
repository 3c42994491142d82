import { createHash, randomBytes, randomInt, randomUUID, scrypt, timingSafeEqual } from 'node:crypto';
import { promisify } from 'node:util';

type ScryptOptions = { N: number; r: number; p: number; maxmem: number };
const scryptAsync = promisify(scrypt) as (password: string, salt: Buffer, keylen: number, options: ScryptOptions) => Promise<Buffer>;

/** scrypt's cost for new password hashes: N = 2^17, r = 8, p = 1 (about 128 MiB and a few hundred ms per hash). */
export const PASSWORD_HASH_COST = 2 ** 17;
const R = 8;
const P = 1;
/** Stored hashes with a larger N than this are refused rather than computed (a tampered row must not exhaust memory). */
const MAX_COST = 2 ** 20;

let currentCost = PASSWORD_HASH_COST;

/**
 * Sets N for new password hashes in this process. Only tests lower it (hashing at 2^17 per sign-in would make
 * the suites slow); a stored hash is always verified with the N it was made with.
 */
export function setPasswordHashCost(cost: number): void {
  if (!Number.isInteger(Math.log2(cost)) || cost < 2 ** 10 || cost > MAX_COST) throw new RangeError(`scrypt cost ${cost} is not a power of two between 2^10 and 2^20`);
  currentCost = cost;
}

export function newId(prefix: string): string {
  return `${prefix}_${randomUUID().replaceAll('-', '')}`;
}

export function randomToken(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
}

/** Six digits, uniformly random. */
export function randomDigits(length = 6): string {
  return Array.from({ length }, () => randomInt(10)).join('');
}

/** Stored form of bearer-like secrets (refresh tokens, codes, session ids): never the raw value. */
export function sha256(value: string): string {
  return createHash('sha256').update(value).digest('base64url');
}

// scrypt needs 128 * N * r bytes; Node's default limit (32 MiB) is below that from N = 2^15.
const scryptOptions = (N: number): ScryptOptions => ({ N, r: R, p: P, maxmem: 128 * N * R + 16 * 1024 * 1024 });

export async function hashPassword(password: string, salt = randomBytes(16), cost = currentCost): Promise<string> {
  const key = await scryptAsync(password, salt, 32, scryptOptions(cost));
  return `scrypt$${cost}$${salt.toString('base64url')}$${key.toString('base64url')}`;
}

/**
 * A hash of the current cost that no password matches (its key is random bytes, not scrypt's output): checking a
 * password against it spends the same scrypt time as a real account, without computing a hash first.
 */
export function unmatchableHash(): string {
  return `scrypt$${currentCost}$${randomBytes(16).toString('base64url')}$${randomBytes(32).toString('base64url')}`;
}

/** The N a stored hash was made with, when it is a hash this server can verify. */
function costOf(stored: string): number | undefined {
  const n = Number(stored.split('$')[1]);
  return Number.isInteger(n) && n >= 2 && n <= MAX_COST && Number.isInteger(Math.log2(n)) ? n : undefined;
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, , salt, hash] = stored.split('$');
  const n = costOf(stored);
  if (scheme !== 'scrypt' || !n || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64url');
  const actual = await scryptAsync(password, Buffer.from(salt, 'base64url'), expected.length, scryptOptions(n));
  return timingSafeEqual(actual, expected);
}

/** Whether a stored hash was made with a lower cost than new hashes get (rehashed at the next successful sign-in). */
export function needsRehash(stored: string): boolean {
  return (costOf(stored) ?? 0) < currentCost;
}

export function safeEqual(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}
