import { groupRequest, inviteUserRequest, updateUserRequest, userListQuery } from '@palisade/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { markGrantable } from '../../../access/grantCeiling.js';
import type { AppContext } from '../../../shared/AppContext.js';
import { principalOf } from '../../authenticate.js';
import { errorResponses } from '../../schemas.js';
import { createGroup, deleteGroup, updateGroup } from './groupChanges.js';
import { deleteUser, inviteUser, setUserEnabled, updateUser } from './userLifecycle.js';
import { effectiveAccess, findTenantUser, listGroups, listUsers } from './userStore.js';

/**
 * Administration, users and groups (module ADMINISTRATORS_AND_GROUPS): the
 * tenant's users and groups. Looking needs the module; changes also
 * MANAGE_ADMINISTRATION. Every change drops the tenant's cached access
 * profiles, so it counts from the affected user's next access load.
 */
export async function usersRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['administration: users and groups'];
  const ok = { 200: z.looseObject({}), 201: z.looseObject({}), 409: errorResponses[400], ...errorResponses };
  const idParams = z.object({ id: z.string().min(1).max(80) });

  r.get('/admin/v1/users', { schema: { tags, querystring: userListQuery, response: ok } }, async (request) => {
    const p = principalOf(request);
    return { users: await listUsers(ctx.db, p.tenantId, request.query) };
  });

  r.get('/admin/v1/users/:id', { schema: { tags, params: idParams, response: ok } }, async (request) => {
    const p = principalOf(request);
    const user = await findTenantUser(ctx.db, p.tenantId, request.params.id);
    return { user: { ...user, access: await effectiveAccess(ctx.db, p.tenantId, user.id, await ctx.pluginModules()) } };
  });

  r.post('/admin/v1/users', { schema: { tags, body: inviteUserRequest, response: ok } }, async (request, reply) => {
    const p = principalOf(request);
    const outcome = await inviteUser(ctx, p, request.body);
    return reply.code(201).send(outcome);
  });

  r.put('/admin/v1/users/:id', { schema: { tags, params: idParams, body: updateUserRequest, response: ok } }, async (request) => {
    const p = principalOf(request);
    return { user: await updateUser(ctx, p, request.params.id, request.body) };
  });

  r.post('/admin/v1/users/:id/disable', { schema: { tags, params: idParams, response: ok } }, async (request) => {
    const p = principalOf(request);
    return { user: await setUserEnabled(ctx, p, request.params.id, false) };
  });

  r.post('/admin/v1/users/:id/enable', { schema: { tags, params: idParams, response: ok } }, async (request) => {
    const p = principalOf(request);
    return { user: await setUserEnabled(ctx, p, request.params.id, true) };
  });

  r.delete('/admin/v1/users/:id', { schema: { tags, params: idParams, response: ok } }, async (request) => {
    const p = principalOf(request);
    return deleteUser(ctx, p, request.params.id);
  });

  r.get('/admin/v1/groups', { schema: { tags, response: ok } }, async (request) => {
    const p = principalOf(request);
    const groups = await listGroups(ctx.db, p.tenantId);
    // Invite and user forms offer only groups within the caller's role (the server refuses the others anyway).
    const roles = await markGrantable(ctx, p, [...new Map(groups.map((g) => [g.role.id, { id: g.role.id }])).values()]);
    const grantable = new Set(roles.filter((r) => r.grantable).map((r) => r.id));
    return { groups: groups.map((g) => ({ ...g, grantable: grantable.has(g.role.id) })) };
  });

  // The roles a group may get; here too so a users admin without ROLE_MANAGEMENT can still pick one (grantable: within the caller's role).
  r.get('/admin/v1/groups/roles', { schema: { tags, response: ok } }, async (request) => {
    const p = principalOf(request);
    const roles = await ctx.db.selectFrom('roles').select(['id', 'name']).where('tenant_id', '=', p.tenantId).orderBy('name').execute();
    return { roles: await markGrantable(ctx, p, roles) };
  });

  r.post('/admin/v1/groups', { schema: { tags, body: groupRequest, response: ok } }, async (request, reply) => {
    const p = principalOf(request);
    return reply.code(201).send({ group: await createGroup(ctx, p, request.body) });
  });

  r.put('/admin/v1/groups/:id', { schema: { tags, params: idParams, body: groupRequest, response: ok } }, async (request) => {
    const p = principalOf(request);
    return { group: await updateGroup(ctx, p, request.params.id, request.body) };
  });

  r.delete('/admin/v1/groups/:id', { schema: { tags, params: idParams, response: ok } }, async (request) => {
    const p = principalOf(request);
    await deleteGroup(ctx, p, request.params.id);
    return { deleted: true };
  });
}
