import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { mayCall, principalOf } from './awsCredentials.js';
import { AZURE_DEMO_APPS } from './demoCloud.js';
import { DEMO_REGISTRIES } from './demoRegistries.js';

/** Signs the stand-in's bearer tokens: fixed, so every instance of the server accepts every other's. */
const TOKEN_KEY = 'palisade-stand-in-registry-tokens';
const TOKEN_TTL_S = 300;

interface Grant { host: string; user: string; pull: boolean; exp: number }
const sign = (payload: string) => createHmac('sha256', TOKEN_KEY).update(payload).digest('base64url');
const issue = (grant: Grant) => { const payload = Buffer.from(JSON.stringify(grant)).toString('base64url'); return `${payload}.${sign(payload)}`; };
function grantOf(token: string, host: string): Grant | null {
  const [payload, mac] = token.split('.');
  if (!payload || !mac || mac.length !== sign(payload).length || !timingSafeEqual(Buffer.from(mac), Buffer.from(sign(payload)))) return null;
  const grant = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Grant;
  return grant.host === host && grant.exp * 1000 > Date.now() ? grant : null;
}

const errors = (reply: FastifyReply, status: number, code: string, message: string) => reply.code(status).send({ errors: [{ code, message, detail: null }] });

function basic(request: FastifyRequest): { user: string; secret: string } | null {
  const match = /^Basic\s+(.+)$/i.exec(request.headers.authorization ?? '');
  if (!match) return null;
  const plain = Buffer.from(match[1]!, 'base64').toString('utf8');
  const at = plain.indexOf(':');
  return at < 0 ? null : { user: plain.slice(0, at), secret: plain.slice(at + 1) };
}

/** Who the Basic credentials are on this host, and whether they may pull; null when the registry would refuse them. */
function signIn(host: string, request: FastifyRequest): { user: string; pull: boolean } | null {
  const registry = DEMO_REGISTRIES[host]!;
  const given = basic(request);
  if (!given) return null;
  const ecr = /^(\d{12})\.dkr\.ecr\./.exec(host);
  if (ecr) {
    // As ECR's GetAuthorizationToken would: the AWS identity of the key (or assumed role) must be of this account.
    const principal = principalOf(given.user, request.headers['x-amz-security-token'] as string | undefined);
    if (!principal || principal.secret !== given.secret || principal.account !== ecr[1]) return null;
    return { user: principal.arn, pull: mayCall(principal, 'ecr:BatchGetImage') };
  }
  if (host.endsWith('.azurecr.io')) {
    const app = AZURE_DEMO_APPS[given.user];
    return app && app.secret === given.secret ? { user: given.user, pull: true } : null;
  }
  if (registry.users[given.user] !== given.secret) return null;
  return { user: given.user, pull: !registry.noPull.includes(given.user) };
}

/**
 * Stand-in container registries speaking the Docker Registry HTTP API v2 with token authentication, by host:
 * `GET …/<host>/v2/` answers 401 with a `WWW-Authenticate: Bearer realm=…` challenge, the realm (`…/<host>/token`)
 * trades Basic credentials for a bearer token, and `_catalog` and `<name>/tags/list` list what the token may pull.
 */
export async function registryRoutes(app: FastifyInstance, prefix: string): Promise<void> {
  const known = (request: FastifyRequest<{ Params: { host: string } }>, reply: FastifyReply) => {
    if (DEMO_REGISTRIES[request.params.host]) return true;
    void errors(reply, 404, 'NAME_UNKNOWN', `no registry is served at ${request.params.host}`);
    return false;
  };
  const challenge = (request: FastifyRequest<{ Params: { host: string } }>, reply: FastifyReply, scope: string, error?: string) => {
    const host = request.params.host;
    const realm = `${request.protocol}://${request.host}${prefix}/${host}/token`;
    return reply.code(401).header('www-authenticate', `Bearer realm="${realm}",service="${host}",scope="${scope}"${error ? `,error="${error}"` : ''}`)
      .send({ errors: [{ code: 'UNAUTHORIZED', message: 'authentication required', detail: null }] });
  };
  const bearer = (request: FastifyRequest<{ Params: { host: string } }>) => {
    const match = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '');
    return match ? grantOf(match[1]!, request.params.host) : null;
  };

  app.get<{ Params: { host: string } }>(`${prefix}/:host/token`, async (request, reply) => {
    if (!known(request, reply)) return reply;
    const who = signIn(request.params.host, request);
    if (!who) return errors(reply, 401, 'UNAUTHORIZED', 'incorrect username or password');
    const token = issue({ host: request.params.host, user: who.user, pull: who.pull, exp: Math.floor(Date.now() / 1000) + TOKEN_TTL_S });
    return { token, access_token: token, expires_in: TOKEN_TTL_S, issued_at: new Date().toISOString() };
  });

  app.get<{ Params: { host: string } }>(`${prefix}/:host/v2/`, async (request, reply) => {
    if (!known(request, reply)) return reply;
    if (!bearer(request)) return challenge(request, reply, '');
    return {};
  });

  app.get<{ Params: { host: string; '*': string } }>(`${prefix}/:host/v2/*`, async (request, reply) => {
    if (!known(request, reply)) return reply;
    const path = request.params['*'];
    const tags = /^(.+)\/tags\/list$/.exec(path);
    const scope = path === '_catalog' ? 'registry:catalog:*' : tags ? `repository:${tags[1]}:pull` : '';
    if (!scope) return errors(reply, 404, 'UNSUPPORTED', 'the operation is unsupported');
    const grant = bearer(request);
    if (!grant) return challenge(request, reply, scope);
    if (!grant.pull) return errors(reply, 403, 'DENIED', 'requested access to the resource is denied');
    const repositories = DEMO_REGISTRIES[request.params.host]!.repositories;
    if (!tags) return { repositories: Object.keys(repositories).sort() };
    const listed = repositories[tags[1]!];
    if (!listed) return errors(reply, 404, 'NAME_UNKNOWN', `repository name not known to registry: ${tags[1]}`);
    return { name: tags[1], tags: listed };
  });
}
