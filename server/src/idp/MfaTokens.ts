import type { Db } from '../db/openDatabase.js';
import type { Clock } from '../shared/clock.js';
import { randomToken, sha256 } from '../shared/secrets.js';

/** How long the proof of a verified one-time code may be exchanged for tokens. */
export const MFA_TOKEN_TTL_MS = 5 * 60 * 1000;

/**
 * Proofs that a user has just verified a one-time code (`mfa_token`): the password-realm grant of an organisation
 * that requires codes issues tokens only with one. Single use, short lived, kept only as a hash, in the database so
 * that a code verified through one server instance is accepted by another.
 */
export class MfaTokens {
  constructor(private readonly db: Db, private readonly clock: Clock) {}

  async issue(userId: string): Promise<string> {
    const token = randomToken();
    await this.db.insertInto('mfa_tokens').values({ token_hash: sha256(token), user_id: userId, expires_at: this.clock() + MFA_TOKEN_TTL_MS }).execute();
    return token;
  }

  /** Spends the token: true when it was issued to `userId` and has not expired or been used (one delete: one winner). */
  async consume(token: string, userId: string): Promise<boolean> {
    const spent = await this.db.deleteFrom('mfa_tokens').where('token_hash', '=', sha256(token)).where('user_id', '=', userId)
      .returning('expires_at').executeTakeFirst();
    return spent !== undefined && spent.expires_at > this.clock();
  }
}
