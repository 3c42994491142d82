import { ROLE_ACTIONS, ROLE_DASHBOARD_APPS, ROLE_MODULES, roleRequest, type RoleCatalogView } from '@palisade/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../../shared/AppContext.js';
import { principalOf } from '../../authenticate.js';
import { errorResponses } from '../../schemas.js';
import { createRole, deleteRole, updateRole } from './roleChanges.js';
import { findRole, listRoles } from './roleStore.js';

/**
 * Administration, roles (module ROLE_MANAGEMENT, flag user_roles): a checklist
 * of module ids (dashboard sub-apps first), the deployed plugins' own module
 * ids and action permissions per role.
 * Built-in roles are read only; a role in use cannot be deleted.
 */
export async function rolesRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['administration: roles'];
  const ok = { 200: z.looseObject({}), 201: z.looseObject({}), 409: errorResponses[400], ...errorResponses };
  const idParams = z.object({ id: z.string().min(1).max(80) });

  r.get('/admin/v1/roles/catalog', { schema: { tags, response: ok } }, async (request) => {
    principalOf(request);
    const catalog: RoleCatalogView = { dashboard: ROLE_DASHBOARD_APPS, modules: ROLE_MODULES, actions: ROLE_ACTIONS, pluginModules: [...(await ctx.pluginModules()).values()] };
    return { ...catalog };
  });

  r.get('/admin/v1/roles', { schema: { tags, response: ok } }, async (request) => {
    const p = principalOf(request);
    return { roles: await listRoles(ctx.db, p.tenantId, await ctx.pluginModules()) };
  });

  r.get('/admin/v1/roles/:id', { schema: { tags, params: idParams, response: ok } }, async (request) => {
    const p = principalOf(request);
    return { role: await findRole(ctx.db, p.tenantId, request.params.id, await ctx.pluginModules()) };
  });

  r.post('/admin/v1/roles', { schema: { tags, body: roleRequest, response: ok } }, async (request, reply) => {
    const p = principalOf(request);
    return reply.code(201).send({ role: await createRole(ctx, p, request.body) });
  });

  r.put('/admin/v1/roles/:id', { schema: { tags, params: idParams, body: roleRequest, response: ok } }, async (request) => {
    const p = principalOf(request);
    return { role: await updateRole(ctx, p, request.params.id, request.body) };
  });

  r.delete('/admin/v1/roles/:id', { schema: { tags, params: idParams, response: ok } }, async (request) => {
    const p = principalOf(request);
    await deleteRole(ctx, p, request.params.id);
    return { deleted: true };
  });
}
