import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { forbidden } from '../../../http/AppError.js';
import type { AppContext } from '../../../shared/AppContext.js';
import { audit, auditActor } from '../../../shared/audit.js';
import { newId } from '../../../shared/secrets.js';
import { principalOf } from '../../authenticate.js';
import { newApiKeySecret } from '../../admin/apiKeys/apiKeySecret.js';
import type { RouteAccess } from '../../routeAccess.js';
import { errorResponses } from '../../schemas.js';

const DAY_MS = 86_400_000;
const TOKEN_DAYS = 90;
const LOCAL_ACCESS: RouteAccess = { anyOf: [{ module: 'WORKSTATIONS_AND_IDE' }], subscription: 'IAC' };
/** The role of local tokens: the workstations module alone, which opens the IaC uploads and nothing else. */
const localRoleId = (tenantId: string) => `rol_${tenantId}_iac_local_uploads`;

/**
 * `POST /iac/api/v1/local/tokens`: an API key for the CLI on a workstation. It is an ordinary API key (listed and revoked
 * on the API keys page) whose role holds only WORKSTATIONS_AND_IDE, so it can upload and list IaC scans and nothing more.
 */
export async function localTokenRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().post('/iac/api/v1/local/tokens', {
    config: { access: LOCAL_ACCESS },
    schema: { tags: ['iac'], response: { 201: z.object({ id: z.string(), name: z.string(), prefix: z.string(), expiresAt: z.iso.datetime(), key: z.string() }), ...errorResponses } },
  }, async (request, reply) => {
    const p = principalOf(request);
    if (p.apiKey) throw forbidden('An API key cannot create a token for local scans: sign in as a person');
    const now = ctx.clock();
    const roleId = localRoleId(p.tenantId);
    const id = newId('key');
    const secret = newApiKeySecret();
    const name = `Local IaC scans: ${p.email} (${new Date(now).toISOString().slice(0, 16).replace('T', ' ')})`;
    const expiresAt = now + TOKEN_DAYS * DAY_MS;
    await ctx.db.transaction().execute(async (trx) => {
      const role = await trx.selectFrom('roles').select('id').where('id', '=', roleId).executeTakeFirst();
      if (!role) {
        await trx.insertInto('roles').values({ id: roleId, tenant_id: p.tenantId, name: 'IaC local uploads', builtin: 0,
          description: 'Tokens for local IaC scans: uploads scanner results from workstations, nothing else' }).execute();
        await trx.insertInto('role_modules').values({ role_id: roleId, module_id: 'WORKSTATIONS_AND_IDE', parent_id: '' }).execute();
      }
      await trx.insertInto('api_keys').values({
        id, tenant_id: p.tenantId, name, prefix: secret.prefix, secret_hash: secret.hash, role_id: roleId, created_by: p.userId, created_by_api_key_id: null,
        created_at: now, expires_at: expiresAt, last_used_at: null, revoked_at: null, revoked_by: null,
      }).execute();
      await audit(trx, now, { ...auditActor(p), action: 'api_key.create', target: `api_key:${id}`,
        after: { name, prefix: secret.prefix, role: 'IaC local uploads', expiresAt, status: 'active' } });
    });
    reply.code(201).header('cache-control', 'no-store');
    return { id, name, prefix: secret.prefix, expiresAt: new Date(expiresAt).toISOString(), key: secret.key };
  });
}
