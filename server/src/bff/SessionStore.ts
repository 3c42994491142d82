import type { Db } from '../db/openDatabase.js';
import type { BffSessionsTable } from '../db/schema.js';
import type { Clock } from '../shared/clock.js';
import { SecretBoxError } from '../shared/secretBox.js';
import { randomToken, sha256 } from '../shared/secrets.js';
import { openTokens, sealTokens } from './sealedTokens.js';

export const ANONYMOUS_TTL_MS = 60 * 60 * 1000;

export type SessionRow = BffSessionsTable;

export interface SessionProfile {
  user: { id: string; email: string; name: string };
  tenant: { id: string; name: string };
  org: { id: string; name: string };
  breakglass: boolean;
}

/**
 * Server-side BFF sessions. The cookie carries a random handle; only its hash is stored. The access and refresh
 * tokens are sealed at rest (AES-256-GCM, bound to the session id); rows come back from here with them opened.
 */
export class SessionStore {
  constructor(private readonly db: Db, private readonly clock: Clock) {}

  async load(handle: string | undefined): Promise<SessionRow | undefined> {
    if (!handle) return undefined;
    const row = await this.db.selectFrom('bff_sessions').selectAll().where('id', '=', sha256(handle)).executeTakeFirst();
    if (!row) return undefined;
    if (row.expires_at <= this.clock()) {
      await this.db.deleteFrom('bff_sessions').where('id', '=', row.id).execute();
      return undefined;
    }
    try {
      return await openTokens(this.db, row);
    } catch (error) {
      // Tokens that do not open here (another row's, or the key file was replaced) end the session: sign in again.
      if (!(error instanceof SecretBoxError)) throw error;
      await this.db.deleteFrom('bff_sessions').where('id', '=', row.id).execute();
      return undefined;
    }
  }

  async createAnonymous(): Promise<{ handle: string; row: SessionRow }> {
    const now = this.clock();
    const handle = randomToken();
    const row: SessionRow = {
      id: sha256(handle), csrf_token: randomToken(), user_id: null, profile: null, access_token: null, refresh_token: null,
      access_expires_at: null, access_refreshed_at: null, expires_at: now + ANONYMOUS_TTL_MS, otp_email: null, otp_tenants: null,
      pkce_verifier: null, sso_state: null, sso_return_to: null, created_at: now, mfa_token: null,
    };
    await this.db.insertInto('bff_sessions').values(row).execute();
    return { handle, row };
  }

  /** The row by its id (the handle's hash), tokens opened; undefined when it is gone. */
  async reload(id: string): Promise<SessionRow | undefined> {
    const row = await this.db.selectFrom('bff_sessions').selectAll().where('id', '=', id).executeTakeFirst();
    return row && openTokens(this.db, row);
  }

  /**
   * Takes the right to refresh the session's tokens for `leaseMs`: false when another instance holds it, or has already
   * refreshed since `seen` (the row's access_refreshed_at when it was loaded).
   */
  async claimRefresh(id: string, seen: number | null, leaseMs: number): Promise<boolean> {
    const now = this.clock();
    const claimed = await this.db.updateTable('bff_sessions').set({ refreshing_until: now + leaseMs }).where('id', '=', id)
      .where((eb) => eb.or([eb('refreshing_until', 'is', null), eb('refreshing_until', '<=', now)]))
      .where('access_refreshed_at', seen === null ? 'is' : '=', seen).executeTakeFirst();
    return Number(claimed.numUpdatedRows) === 1;
  }

  async update(id: string, patch: Partial<Omit<SessionRow, 'id'>>): Promise<void> {
    await this.db.updateTable('bff_sessions').set(await sealTokens(this.db, id, patch)).where('id', '=', id).execute();
  }

  /** Replaces the session with a fresh handle and CSRF token (session fixation defence on sign-in). */
  async rotate(oldId: string | undefined, values: Omit<SessionRow, 'id' | 'csrf_token' | 'created_at'>): Promise<{ handle: string; row: SessionRow }> {
    const handle = randomToken();
    const row: SessionRow = { ...values, id: sha256(handle), csrf_token: randomToken(), created_at: this.clock() };
    const stored = await sealTokens(this.db, row.id, row);
    await this.db.transaction().execute(async (trx) => {
      if (oldId) await trx.deleteFrom('bff_sessions').where('id', '=', oldId).execute();
      await trx.insertInto('bff_sessions').values(stored).execute();
    });
    return { handle, row };
  }

  async delete(id: string): Promise<void> {
    await this.db.deleteFrom('bff_sessions').where('id', '=', id).execute();
  }
}

export function profileOf(row: SessionRow): SessionProfile | undefined {
  return row.user_id && row.profile ? (JSON.parse(row.profile) as SessionProfile) : undefined;
}
