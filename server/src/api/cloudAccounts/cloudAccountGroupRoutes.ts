import { accountGroupRequest } from '@palisade/contracts/cloudAccounts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError, notFound } from '../../http/AppError.js';
import { audit, auditActor } from '../../shared/audit.js';
import type { AppContext } from '../../shared/AppContext.js';
import { principalOf } from '../authenticate.js';
import type { RouteAccess } from '../routeAccess.js';
import { errorResponses } from '../schemas.js';
import { listGroups } from './cloudAccountStore.js';

const groups = z.object({ groups: z.array(z.string()) });

/** Account groups: make one (before any account is in it) and rename one with every account in it. Assigning is the account's PATCH. */
export async function cloudAccountGroupRoutes(app: FastifyInstance, ctx: AppContext, access: { read: { access: RouteAccess }; write: { access: RouteAccess } }): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['cloud-accounts'];
  const base = '/cloud-account/api/v1/groups';
  const exists = async (tenantId: string, name: string) => (await listGroups(ctx.db, tenantId)).includes(name);

  r.get(base, { config: access.read, schema: { tags, response: { 200: groups, ...errorResponses } } }, async (request) => ({ groups: await listGroups(ctx.db, principalOf(request).tenantId) }));

  r.post(base, { config: access.write, schema: { tags, body: accountGroupRequest, response: { 201: groups, ...errorResponses } } }, async (request, reply) => {
    const p = principalOf(request);
    const { name } = request.body;
    if (await exists(p.tenantId, name)) throw new AppError(409, 'CONFLICT', `Account group ${name} already exists`);
    const now = ctx.clock();
    await ctx.db.transaction().execute(async (trx) => {
      await trx.insertInto('cloud_account_groups').values({ tenant_id: p.tenantId, name, created_at: now }).execute();
      await audit(trx, now, { ...auditActor(p), action: 'cloud_account_group.create', target: `cloud_account_group:${name}`, after: { name } });
    });
    return reply.code(201).send({ groups: await listGroups(ctx.db, p.tenantId) });
  });

  r.patch(`${base}/:name`, { config: access.write, schema: { tags, params: z.object({ name: z.string() }), body: accountGroupRequest, response: { 200: groups, ...errorResponses } } }, async (request) => {
    const p = principalOf(request);
    const from = request.params.name;
    const to = request.body.name;
    if (!(await exists(p.tenantId, from))) throw notFound(`Account group ${from} was not found`);
    if (to !== from && (await exists(p.tenantId, to))) throw new AppError(409, 'CONFLICT', `Account group ${to} already exists`);
    const now = ctx.clock();
    await ctx.db.transaction().execute(async (trx) => {
      await trx.deleteFrom('cloud_account_groups').where('tenant_id', '=', p.tenantId).where('name', '=', from).execute();
      await trx.insertInto('cloud_account_groups').values({ tenant_id: p.tenantId, name: to, created_at: now }).execute();
      await trx.updateTable('cloud_accounts').set({ group_name: to }).where('tenant_id', '=', p.tenantId).where('group_name', '=', from).execute();
      await audit(trx, now, { ...auditActor(p), action: 'cloud_account_group.rename', target: `cloud_account_group:${to}`, before: { name: from }, after: { name: to } });
    });
    return { groups: await listGroups(ctx.db, p.tenantId) };
  });
}
