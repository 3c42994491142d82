import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/openDatabase.js';
import type { Limiter } from '../http/RateLimiter.js';
import type { MfaTokens } from '../idp/MfaTokens.js';
import type { SigningKey } from '../idp/signingKey.js';
import type { AccessProfile } from '../access/accessProfile.js';
import type { InstalledModules } from '../access/pluginModules.js';
import type { Clock } from './clock.js';
import type { TtlCache } from './TtlCache.js';

/** Everything a route module needs, created once per server. */
export interface AppContext {
  db: Db;
  clock: Clock;
  signingKey: SigningKey;
  limiter: Limiter;
  /** Proofs of verified one-time codes, spent by the password-realm grant. */
  mfa: MfaTokens;
  /** Access and id token lifetime: short, because an access token stays valid after its refresh family is revoked. */
  accessTokenTtlS: number;
  /** Waits; injected so tests can see a delay without spending it. */
  sleep: (ms: number) => Promise<void>;
  log: FastifyBaseLogger;
  demo: boolean;
  /** Whether URLs administrators type (webhooks, SSO metadata) may point at internal addresses. */
  allowInternalTargets: boolean;
  issuer: string;
  /** Dashboard aggregates per tenant (a few seconds stale at most). */
  countCache: TtlCache<number>;
  /** Access profiles per user and tenant; dropped on group switch. */
  profileCache: TtlCache<AccessProfile | undefined>;
  /** Module ids the deployed plugins declare (read from the same catalogue the console gets). */
  pluginModules: () => Promise<InstalledModules>;
  /** Origin of links in emails: configured, or the listen origin; never a request's Host header. */
  publicOrigin: string;
}

export const profileKey = (userId: string, tenantId: string) => `${tenantId}|${userId}`;

/** The default and the longest access-token lifetime (PALISADE_ACCESS_TOKEN_TTL_SECONDS may shorten it). */
export const ACCESS_TOKEN_TTL_S = 5 * 60;
export const REFRESH_FAMILY_TTL_MS = 12 * 60 * 60 * 1000;
export const OTP_TTL_MS = 10 * 60 * 1000;
export const OTP_MAX_ATTEMPTS = 5;
export const API_AUDIENCE = 'palisade-api';
export const CONSOLE_CLIENT_ID = 'palisade-console';
