import type { Catalogue } from '@palisade/contracts/catalogue';
import type { FastifyRequest } from 'fastify';
import type { SessionRow } from './SessionStore.js';
import { profileOf } from './SessionStore.js';
import { hostnameOf } from '../console/overridesHost.js';
import type { TokenBroker } from './TokenBroker.js';
import { readAnswer, type Upstream } from './Upstream.js';

/** One API answer as the console would have had it through `/bff/api/<path>`. */
export interface StartAnswer { status: number; body: unknown }

/** The flag request's body, as the console builds it from the catalogue (`flagRequest` in root-config). */
export interface StartFlagRequest {
  flags: Array<{ flag_key: string; default_val: boolean; filterProps: { component: string; feature: string; tenant_name: string; cloud_type: string } }>;
}

/**
 * What a signed-in console asks for first (spec section 4), answered while
 * the page is served: access (modules), tenant, the password's age, the
 * flags of every plugin the catalogue declares and the administrators'
 * messages for the page's host. The flags and the messages come with what
 * they answer (the request, the host), so the console takes them only when
 * it would have asked the same.
 */
export interface PageStart {
  access: StartAnswer;
  tenant: StartAnswer;
  passwordStatus: StartAnswer;
  flags: { request: StartFlagRequest; answer: StartAnswer } | null;
  /** The administrators' messages for the host the page was asked for (the console takes them when its host is the same). */
  adminMessages: { host: string; answer: StartAnswer };
}

/** The feature a flag belongs to when its declaration names none (the SDK's `DEFAULT_FEATURE`). */
const DEFAULT_FEATURE = 'default';

/** The body of `POST featureflag/api/v2/isenabled` for every declared flag of the catalogue; `null` when none is declared. */
export function catalogueFlagRequest(catalogue: Catalogue, tenantName: string): StartFlagRequest | null {
  const flags = catalogue.plugins.flatMap((plugin) =>
    plugin.manifest.flags.map((flag) => ({
      flag_key: flag.key,
      default_val: flag.default,
      filterProps: { component: plugin.id, feature: flag.feature ?? DEFAULT_FEATURE, tenant_name: tenantName, cloud_type: '' },
    })),
  );
  return flags.length === 0 ? null : { flags };
}

export interface PageStartDeps { broker: TokenBroker; upstream: Upstream }

/**
 * The start data of the request's own session, made with that session's
 * token, so the API checks each call as it would check the console's own.
 * `null` (the console then asks) for a session that is not signed in, or
 * when the token cannot be had or the API cannot be reached.
 */
export async function pageStart(deps: PageStartDeps, request: FastifyRequest, row: SessionRow, catalogue: Catalogue | undefined): Promise<PageStart | null> {
  const profile = profileOf(row);
  if (!row.user_id || !profile) return null;
  try {
    const token = await deps.broker.accessToken(row, request.ip);
    if (!token) return null;
    const language = request.headers['accept-language'];
    const headers: Record<string, string> = { authorization: `Bearer ${token}`, accept: 'application/json', ...(typeof language === 'string' ? { 'accept-language': language } : {}) };
    const ask = async (method: 'GET' | 'POST', path: string, body?: unknown): Promise<StartAnswer> => {
      const res = await deps.upstream.api({ method, path, headers, clientIp: request.ip, ...(body === undefined ? {} : { body }) });
      return { status: res.status, body: await readAnswer(res.body) };
    };
    const flagRequest = catalogue ? catalogueFlagRequest(catalogue, profile.tenant.name) : null;
    const host = hostnameOf(request.headers.host);
    const [access, tenant, passwordStatus, flags, adminMessages] = await Promise.all([
      ask('GET', '/tenant/rbac/api/v1/rbac/user'),
      ask('GET', '/tenant/api/v1/tenant'),
      ask('GET', '/user/api/v1/password/status'),
      flagRequest === null ? null : ask('POST', '/featureflag/api/v2/isenabled', flagRequest),
      ask('GET', `/admin-ui-messages/zpc/${encodeURIComponent(host)}`),
    ]);
    return {
      access, tenant, passwordStatus,
      flags: flagRequest === null || flags === null ? null : { request: flagRequest, answer: flags },
      adminMessages: { host, answer: adminMessages },
    };
  } catch {
    return null;
  }
}
