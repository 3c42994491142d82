import type { Clock } from '../shared/clock.js';
import { randomToken, sha256 } from '../shared/secrets.js';

/** How long the proof of a verified one-time code may be exchanged for tokens. */
export const MFA_TOKEN_TTL_MS = 5 * 60 * 1000;

/**
 * Proofs that a user has just verified a one-time code (`mfa_token`): the password-realm grant of an organisation
 * that requires codes issues tokens only with one. Single use, short lived, kept only as a hash and only in memory
 * (a restart asks for a new code, like a lost rate-limit window).
 */
export class MfaTokens {
  private readonly pending = new Map<string, { userId: string; expiresAt: number }>();

  constructor(private readonly clock: Clock) {}

  issue(userId: string): string {
    const now = this.clock();
    for (const [hash, entry] of this.pending) if (entry.expiresAt <= now) this.pending.delete(hash);
    const token = randomToken();
    this.pending.set(sha256(token), { userId, expiresAt: now + MFA_TOKEN_TTL_MS });
    return token;
  }

  /** Spends the token: true when it was issued to `userId` and has not expired or been used. */
  consume(token: string, userId: string): boolean {
    const hash = sha256(token);
    const entry = this.pending.get(hash);
    if (!entry || entry.userId !== userId) return false;
    this.pending.delete(hash);
    return entry.expiresAt > this.clock();
  }
}
