import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { AZURE_DEMO_APPS, AZURE_SUBSCRIPTIONS, AZURE_TENANT } from './demoCloud.js';

/** Fixed, so that every instance of the server accepts every other's tokens. */
const TOKEN_KEY = 'palisade-stand-in-cloud-azure-tokens';
const GUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function issueToken(appId: string, now: number): string {
  const payload = Buffer.from(JSON.stringify({ appid: appId, tid: AZURE_TENANT, exp: Math.floor(now / 1000) + 3600 })).toString('base64url');
  return `${payload}.${createHmac('sha256', TOKEN_KEY).update(payload).digest('base64url')}`;
}

function readToken(header: string | undefined, now: number): { appid: string } | null {
  const [payload = '', signature = ''] = (header ?? '').replace(/^Bearer /, '').split('.');
  const expected = Buffer.from(createHmac('sha256', TOKEN_KEY).update(payload).digest('base64url'));
  if (!payload || expected.length !== Buffer.from(signature).length || !timingSafeEqual(expected, Buffer.from(signature))) return null;
  const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { appid: string; exp: number };
  return claims.exp * 1000 > now ? claims : null;
}

/** The stand-in Azure: Entra ID's client-credentials token endpoint and Resource Manager's subscription GET. */
export async function azureRoutes(app: FastifyInstance, prefix: string): Promise<void> {
  app.post<{ Params: { tenant: string } }>(`${prefix}/login/:tenant/oauth2/v2.0/token`, async (request, reply) => {
    const form = new URLSearchParams(String(request.body ?? ''));
    const aad = (status: number, error: string, code: number, description: string) => reply.code(status).send({
      error, error_description: `AADSTS${code}: ${description} Trace ID: ${randomUUID()}`, error_codes: [code], timestamp: new Date().toISOString(),
    });
    const tenant = request.params.tenant;
    if (form.get('grant_type') !== 'client_credentials') return aad(400, 'unsupported_grant_type', 70003, 'The app requested an unsupported grant type.');
    if (tenant !== AZURE_TENANT) return aad(400, 'invalid_request', 90002, `Tenant '${tenant}' not found. Check to make sure you have the correct tenant ID and are signing into the correct cloud.`);
    const clientId = form.get('client_id') ?? '';
    const client = AZURE_DEMO_APPS[clientId];
    if (!client || client.tenant !== tenant) return aad(400, 'unauthorized_client', 700016, `Application with identifier '${clientId}' was not found in the directory '${tenant}'.`);
    if (form.get('client_secret') !== client.secret) {
      return aad(401, 'invalid_client', 7000215, `Invalid client secret provided. Ensure the secret being sent in the request is the client secret value, not the client secret ID, for a secret added to app '${clientId}'.`);
    }
    return reply.send({ token_type: 'Bearer', expires_in: 3599, ext_expires_in: 3599, access_token: issueToken(clientId, Date.now()) });
  });

  app.get<{ Params: { id: string } }>(`${prefix}/management/subscriptions/:id`, async (request, reply) => {
    const armError = (status: number, code: string, message: string) => reply.code(status).send({ error: { code, message } });
    const claims = readToken(request.headers.authorization, Date.now());
    if (!claims) return armError(401, 'InvalidAuthenticationToken', 'The access token is invalid.');
    const id = request.params.id;
    if (!GUID.test(id)) return armError(400, 'InvalidSubscriptionId', `The provided subscription identifier '${id}' is malformed or invalid.`);
    const subscription = AZURE_SUBSCRIPTIONS.find((s) => s.id === id);
    if (!subscription) return armError(404, 'SubscriptionNotFound', `The subscription '${id}' could not be found.`);
    const app = AZURE_DEMO_APPS[claims.appid]!;
    if (!app.readerOn.includes(id)) {
      return armError(403, 'AuthorizationFailed', `The client '${claims.appid}' with object id '${app.objectId}' does not have authorization to perform action 'Microsoft.Resources/subscriptions/read' over scope '/subscriptions/${id}' or the scope is invalid. If access was recently granted, please refresh your credentials.`);
    }
    return reply.send({ id: `/subscriptions/${id}`, subscriptionId: id, tenantId: subscription.tenantId, displayName: subscription.displayName, state: 'Enabled' });
  });
}
