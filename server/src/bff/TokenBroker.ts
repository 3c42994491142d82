import { decodeJwt } from 'jose';
import { AppError } from '../http/AppError.js';
import { MFA_REQUIRED_GRANT_ERROR, TENANT_REQUIRED_GRANT_ERROR } from '../idp/grants.js';
import { CLAIM } from '../idp/tokenClaims.js';
import { IP_NOT_TRUSTED_GRANT_ERROR } from '../idp/trustedSignIn.js';
import { CONSOLE_CLIENT_ID, REFRESH_FAMILY_TTL_MS } from '../shared/AppContext.js';
import type { Clock } from '../shared/clock.js';
import type { SessionProfile, SessionRow, SessionStore } from './SessionStore.js';
import { UpstreamUnavailableError, type Upstream } from './Upstream.js';

export const SESSION_EXPIRED = 'Your session has expired. Log in again to continue.';
const REFRESH_MARGIN_MS = 30_000;
/** How long one instance may take to refresh a session before another tries itself. */
const REFRESH_LEASE_MS = 10_000;
const REFRESH_POLL_MS = 50;

interface TokenResponse { access_token: string; refresh_token?: string; id_token?: string; expires_in: number }

/** Talks to the IdP token endpoint for the BFF and keeps tokens in the server-side session. */
export class TokenBroker {
  private readonly inflight = new Map<string, Promise<SessionRow>>();

  constructor(private readonly upstream: Upstream, private readonly sessions: SessionStore, private readonly clock: Clock) {}

  async grant(params: Record<string, string>, clientIp: string): Promise<TokenResponse> {
    let res;
    try {
      res = await this.upstream.idp({ method: 'POST', path: '/oauth/token', body: { ...params, client_id: CONSOLE_CLIENT_ID }, clientIp });
    } catch (error) {
      if (error instanceof UpstreamUnavailableError) throw new AppError(502, 'UPSTREAM_UNAVAILABLE', 'The identity provider is unreachable', undefined, { cause: error });
      throw error;
    }
    const body = safeJson(res.body) as Partial<TokenResponse> & { error?: string; error_description?: string };
    if (res.status === 429) throw new AppError(429, 'RATE_LIMITED', body.error_description ?? 'Too many sign-in attempts');
    if (res.status === 403 && body.error === IP_NOT_TRUSTED_GRANT_ERROR) throw new AppError(403, 'IP_NOT_TRUSTED', body.error_description ?? 'Access from this address is not allowed');
    if (res.status === 403 && body.error === MFA_REQUIRED_GRANT_ERROR) throw new AppError(403, 'OTP_REQUIRED', 'Verify the one-time code sent to your email before signing in');
    if (res.status === 403 && (body.error === TENANT_REQUIRED_GRANT_ERROR || body.error === 'access_denied')) {
      throw new AppError(403, 'TENANT_NOT_ALLOWED', 'Select one of the tenants returned by the code verification', [{ path: 'tenantId', message: 'Not an allowed tenant' }]);
    }
    if (res.status !== 200 || !body.access_token) {
      throw new AppError(401, body.error ?? 'ERROR_LOGIN', body.error_description ?? 'Unable to login, please try again later');
    }
    return body as TokenResponse;
  }

  /** Values for a signed-in session built from a token response. */
  sessionValues(tokens: TokenResponse, previousRefresh?: string) {
    const now = this.clock();
    const claims = decodeJwt(tokens.id_token ?? tokens.access_token) as Record<string, unknown>;
    const str = (k: string) => (typeof claims[k] === 'string' ? (claims[k] as string) : '');
    const profile: SessionProfile = {
      user: { id: str('sub'), email: str('email'), name: str('name') },
      tenant: { id: str(CLAIM.tenantId), name: str(CLAIM.tenantName) },
      org: { id: str(CLAIM.orgId), name: str(CLAIM.orgName) },
      breakglass: claims[CLAIM.breakglass] === true,
    };
    return {
      user_id: profile.user.id, profile: JSON.stringify(profile), access_token: tokens.access_token,
      refresh_token: tokens.refresh_token ?? previousRefresh ?? null, access_expires_at: now + tokens.expires_in * 1000,
      access_refreshed_at: now, expires_at: now + REFRESH_FAMILY_TTL_MS, otp_email: null, otp_tenants: null,
      pkce_verifier: null, sso_state: null, sso_return_to: null, mfa_token: null,
    };
  }

  /** Refresh now. Concurrent callers for one session share one grant so rotation never looks like reuse. */
  refresh(row: SessionRow, clientIp: string): Promise<SessionRow> {
    const pending = this.inflight.get(row.id);
    if (pending) return pending;
    const run = (async () => {
      if (!row.refresh_token) throw new AppError(401, 'UNAUTHENTICATED', SESSION_EXPIRED);
      // Another server instance on the same database may be refreshing this session right now: use its result.
      if (!(await this.sessions.claimRefresh(row.id, row.access_refreshed_at, REFRESH_LEASE_MS))) {
        const fresh = await this.refreshedElsewhere(row);
        if (fresh) return fresh;
      }
      let tokens: TokenResponse;
      try {
        tokens = await this.grant({ grant_type: 'refresh_token', refresh_token: row.refresh_token }, clientIp);
      } catch (error) {
        if (error instanceof AppError && error.statusCode === 401) {
          await this.sessions.delete(row.id);
          throw new AppError(401, 'UNAUTHENTICATED', SESSION_EXPIRED, undefined, { cause: error });
        }
        await this.sessions.update(row.id, { refreshing_until: null });
        throw error;
      }
      const values = this.sessionValues(tokens, row.refresh_token);
      // Keep the session's absolute expiry: refreshing extends the access token, not the sign-in.
      const patch = { ...values, expires_at: row.expires_at, refreshing_until: null };
      await this.sessions.update(row.id, patch);
      return { ...row, ...patch };
    })().finally(() => this.inflight.delete(row.id));
    this.inflight.set(row.id, run);
    return run;
  }

  /** Waits (up to the lease) for the instance that claimed the refresh to store new tokens; undefined if it never does. */
  private async refreshedElsewhere(row: SessionRow): Promise<SessionRow | undefined> {
    for (let waited = 0; waited < REFRESH_LEASE_MS; waited += REFRESH_POLL_MS) {
      const current = await this.sessions.reload(row.id);
      if (!current) throw new AppError(401, 'UNAUTHENTICATED', SESSION_EXPIRED);
      if (current.access_refreshed_at !== row.access_refreshed_at && current.access_token) return current;
      await new Promise((resolve) => setTimeout(resolve, REFRESH_POLL_MS));
    }
    return undefined;
  }

  /** A usable access token for forwarding, refreshing first when it is (nearly) expired. */
  async accessToken(row: SessionRow, clientIp: string): Promise<string | undefined> {
    if (!row.access_token) return undefined;
    if ((row.access_expires_at ?? 0) - REFRESH_MARGIN_MS > this.clock()) return row.access_token;
    return (await this.refresh(row, clientIp)).access_token ?? undefined;
  }

  async revoke(row: SessionRow, clientIp: string): Promise<void> {
    if (!row.refresh_token) return;
    try {
      await this.upstream.idp({ method: 'POST', path: '/oauth/revoke', body: { token: row.refresh_token, client_id: CONSOLE_CLIENT_ID }, clientIp });
    } catch {
      // Logout must still end the local session when the IdP is unreachable.
    }
  }
}

export function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return {};
  }
}
