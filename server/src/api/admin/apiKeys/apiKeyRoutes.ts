import { createApiKeyRequest } from '@palisade/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { assertRoleWithinCaller, markGrantable } from '../../../access/grantCeiling.js';
import { AppError, notFound } from '../../../http/AppError.js';
import type { AppContext } from '../../../shared/AppContext.js';
import { audit, auditActor } from '../../../shared/audit.js';
import { newId } from '../../../shared/secrets.js';
import { principalOf } from '../../authenticate.js';
import { errorResponses } from '../../schemas.js';
import { newApiKeySecret } from './apiKeySecret.js';
import { auditImage, findApiKey, listApiKeys } from './apiKeyStore.js';

const DAY_MS = 86_400_000;
const idParams = z.object({ id: z.string().min(1).max(80) });

/**
 * API keys (module API_KEYS, flag api_key_management): list, create (the
 * secret is in the create answer only), revoke. A key authenticates /api/*
 * calls with `X-API-Key` (see apiKeyAuth).
 */
export async function apiKeyRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['administration: API keys'];
  const ok = { 200: z.looseObject({}), ...errorResponses };

  r.get('/admin/v1/api-keys', { schema: { tags, response: ok } }, async (request) => {
    const p = principalOf(request);
    return { items: await listApiKeys(ctx.db, p.tenantId, ctx.clock()) };
  });

  // The roles a key may get: the tenant's roles (the role admin page may be closed to whoever manages keys), each marked
  // grantable when it gives nothing beyond the caller's own role.
  r.get('/admin/v1/api-keys/roles', { schema: { tags, response: ok } }, async (request) => {
    const p = principalOf(request);
    const roles = await ctx.db.selectFrom('roles').select(['id', 'name']).where('tenant_id', '=', p.tenantId).orderBy('name').execute();
    return { items: await markGrantable(ctx, p, roles) };
  });

  r.post('/admin/v1/api-keys', { schema: { tags, body: createApiKeyRequest, response: { 201: z.looseObject({}), ...errorResponses, 409: errorResponses[400] } } },
    async (request, reply) => {
      const p = principalOf(request);
      const { name, roleId, expiresInDays } = request.body;
      const now = ctx.clock();
      const role = await ctx.db.selectFrom('roles').select(['id', 'name']).where('id', '=', roleId).where('tenant_id', '=', p.tenantId).executeTakeFirst();
      if (!role) throw new AppError(400, 'VALIDATION_FAILED', `Role ${roleId} does not exist in this tenant`, [{ path: 'roleId', message: 'Choose a role of this tenant' }]);
      await assertRoleWithinCaller(ctx, p, role.id, `API key "${name}" with role ${role.name}`, 'roleId');
      const same = await ctx.db.selectFrom('api_keys').leftJoin('users', 'users.id', 'api_keys.created_by')
        .leftJoin('api_keys as minting', 'minting.id', 'api_keys.created_by_api_key_id').select(['users.email', 'minting.name as minting_name'])
        .where('api_keys.tenant_id', '=', p.tenantId).where('api_keys.name', '=', name).where('api_keys.revoked_at', 'is', null)
        .where((eb) => eb.or([eb('api_keys.expires_at', 'is', null), eb('api_keys.expires_at', '>', now)])).executeTakeFirst();
      if (same) {
        const message = `An active API key named "${name}" already exists (created by ${same.minting_name !== null ? `API key "${same.minting_name}"` : same.email ?? 'a deleted user'})`;
        throw new AppError(409, 'CONFLICT', message, [{ path: 'name', message }]);
      }
      const id = newId('key');
      const secret = newApiKeySecret();
      await ctx.db.transaction().execute(async (trx) => {
        await trx.insertInto('api_keys').values({
          id, tenant_id: p.tenantId, name, prefix: secret.prefix, secret_hash: secret.hash, role_id: role.id, created_by: p.userId,
          created_by_api_key_id: p.apiKey?.id ?? null,
          created_at: now, expires_at: now + expiresInDays * DAY_MS, last_used_at: null, revoked_at: null, revoked_by: null,
        }).execute();
        await audit(trx, now, {
          ...auditActor(p), action: 'api_key.create', target: `api_key:${id}`,
          after: { name, prefix: secret.prefix, role: role.name, expiresAt: now + expiresInDays * DAY_MS, status: 'active' },
        });
      });
      const apiKey = await findApiKey(ctx.db, p.tenantId, id, now);
      reply.code(201).header('cache-control', 'no-store');
      return { apiKey, key: secret.key };
    });

  r.post('/admin/v1/api-keys/:id/revoke', { schema: { tags, params: idParams, response: { ...ok, 409: errorResponses[400] } } }, async (request) => {
    const p = principalOf(request);
    const now = ctx.clock();
    const before = await findApiKey(ctx.db, p.tenantId, request.params.id, now);
    if (!before) throw notFound(`API key ${request.params.id} not found`);
    if (before.status === 'revoked') throw new AppError(409, 'CONFLICT', `API key "${before.name}" (${before.prefix}) is already revoked`);
    await ctx.db.transaction().execute(async (trx) => {
      await trx.updateTable('api_keys').set({ revoked_at: now, revoked_by: p.userId })
        .where('id', '=', before.id).where('tenant_id', '=', p.tenantId).execute();
      await audit(trx, now, {
        ...auditActor(p), action: 'api_key.revoke', target: `api_key:${before.id}`,
        before: auditImage(before), after: { ...auditImage(before), status: 'revoked' },
      });
    });
    return { apiKey: await findApiKey(ctx.db, p.tenantId, before.id, now) };
  });
}
