import { type OutboundFetch, outboundRefusal } from '../../http/guardedFetch.js';

/** A registry's answer to the connection test: its repositories and tags, or a refusal with the field it is about. */
export type RegistryOutcome = { ok: true; repositories: { name: string; tags: string[] }[] } | { ok: false; field: string; code: string; message: string };

/** How the console signs in: Basic credentials traded at the token endpoint (extra headers for AWS sessions), or a bearer token as is. */
export type RegistryCredentials = { kind: 'basic'; user: string; secret: string; headers?: Record<string, string>; field: string } | { kind: 'token'; token: string; field: string } | { kind: 'anonymous' };

/** Repositories listed at most, so one huge registry cannot hold the test for minutes. */
const MAX_REPOSITORIES = 200;

class RegistryRefusal extends Error {
  override name = 'RegistryRefusal';
  constructor(readonly field: string, readonly code: string, message: string) { super(message); }
}

/** The `WWW-Authenticate: Bearer realm=…,service=…,scope=…` challenge's parameters. */
export function parseChallenge(header: string | null): Record<string, string> | null {
  if (!header || !/^Bearer\s/i.test(header)) return null;
  return Object.fromEntries([...header.slice(7).matchAll(/(\w+)="([^"]*)"/g)].map((m) => [m[1]!.toLowerCase(), m[2]!]));
}

const redirected = (res: Response) => new RegistryRefusal('url', 'Redirected',
  `The registry redirects to ${res.headers.get('location') ?? 'another address'}: enter the address it redirects to`);

const registryError = async (res: Response) => {
  const body = await res.json().catch(() => null) as { errors?: { code?: string; message?: string }[] } | null;
  return body?.errors?.[0] ?? { code: `HTTP${res.status}`, message: res.statusText };
};

/**
 * Docker Registry HTTP API v2 with token authentication, as a client does it: `GET /v2/`, on its 401 the challenge's
 * realm (only on the registry's own origin: credentials never follow a challenge elsewhere) for a bearer token, then
 * `_catalog` and each repository's `tags/list`, asking for a new token when a call's scope needs one. `fetch` is
 * `guardedFetch` for a user's address, so each connection's address is checked as it is made.
 */
export async function probeRegistry(base: string, credentials: RegistryCredentials, fetch: OutboundFetch = globalThis.fetch): Promise<RegistryOutcome> {
  const origin = new URL(base).origin;
  let bearer = credentials.kind === 'token' ? credentials.token : '';
  const secretField = credentials.kind === 'anonymous' ? 'credentials' : credentials.field;
  const fetchToken = async (challenge: Record<string, string>) => {
    if (credentials.kind !== 'basic') throw new RegistryRefusal(secretField, 'UNAUTHORIZED', 'The registry asks to sign in: enter credentials');
    const realm = new URL(challenge.realm ?? '');
    if (realm.origin !== origin) throw new RegistryRefusal('url', 'RealmElsewhere', `The registry sends sign-ins to ${realm.origin}, not its own origin: credentials are not sent there`);
    if (challenge.service) realm.searchParams.set('service', challenge.service);
    if (challenge.scope) realm.searchParams.set('scope', challenge.scope);
    const res = await fetch(realm, { headers: { authorization: `Basic ${Buffer.from(`${credentials.user}:${credentials.secret}`).toString('base64')}`, ...credentials.headers },
      redirect: 'manual', signal: AbortSignal.timeout(10_000) });
    if (res.status >= 300 && res.status < 400) throw redirected(res);
    if (!res.ok) { const e = await registryError(res); throw new RegistryRefusal(secretField, e.code ?? 'UNAUTHORIZED', e.message ?? 'sign-in refused'); }
    const body = await res.json() as { token?: string; access_token?: string };
    bearer = body.token ?? body.access_token ?? '';
  };
  const get = async <T>(path: string): Promise<T> => {
    for (let attempt = 0; ; attempt += 1) {
      // Redirects are not followed: one could lead the server to an address its checks refused.
      const res = await fetch(`${base}${path}`, { headers: bearer ? { authorization: `Bearer ${bearer}` } : {}, redirect: 'manual', signal: AbortSignal.timeout(10_000) });
      if (res.ok) return await res.json() as T;
      if (res.status >= 300 && res.status < 400) throw redirected(res);
      if (res.status === 401 && attempt === 0) {
        const challenge = parseChallenge(res.headers.get('www-authenticate'));
        if (!challenge?.realm) throw new RegistryRefusal(secretField, 'UNAUTHORIZED', 'The registry refused the token');
        await fetchToken(challenge);
        continue;
      }
      const e = await registryError(res);
      if (res.status === 404 && path === '/v2/') throw new RegistryRefusal('url', 'UnknownRegistry', e.message ?? 'no registry answers at this address');
      if (res.status === 401 || res.status === 403) throw new RegistryRefusal('permissions', e.code ?? 'DENIED', e.message ?? 'access denied');
      throw new RegistryRefusal('url', e.code ?? `HTTP${res.status}`, e.message ?? res.statusText);
    }
  };
  try {
    await get('/v2/');
    const catalog = await get<{ repositories?: string[] }>(`/v2/_catalog?n=${MAX_REPOSITORIES}`);
    const repositories = [];
    for (const name of (catalog.repositories ?? []).slice(0, MAX_REPOSITORIES)) {
      const listed = await get<{ tags?: string[] | null }>(`/v2/${name}/tags/list`);
      repositories.push({ name, tags: listed.tags ?? [] });
    }
    return { ok: true, repositories };
  } catch (error) {
    if (error instanceof RegistryRefusal) return { ok: false, field: error.field, code: error.code, message: error.message };
    const refused = outboundRefusal(error);
    if (refused) return { ok: false, field: 'url', code: 'InternalAddress', message: `The registry address ${refused.message}` };
    return { ok: false, field: 'url', code: 'RegistryUnreachable', message: `The registry did not answer: ${(error as Error).message}` };
  }
}
