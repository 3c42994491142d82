import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { loadAccessProfile } from '../../access/accessProfile.js';
import { findUserById, tenantWithOrg } from '../../access/directory.js';
import { AppError, forbidden } from '../../http/AppError.js';
import { type AppContext, profileKey } from '../../shared/AppContext.js';
import { audit, auditActor } from '../../shared/audit.js';
import { principalOf } from '../authenticate.js';
import { SIGNED_IN } from '../routeAccess.js';
import { errorResponses } from '../schemas.js';

const groupRef = z.object({ id: z.string(), name: z.string() });
const moduleEntry = z.object({ id: z.string(), submodules: z.array(z.object({ id: z.string() })).optional() });

const rbacUserResponse = z.object({
  emailid: z.string(), name: z.string(), idpusernotfound: z.boolean(), isJITNotEnabled: z.boolean(), isGroupChanged: z.boolean(),
  breakglass: z.boolean(), modules: z.array(moduleEntry), actions: z.array(z.string()), group: groupRef.nullable(), groups: z.array(groupRef),
});

const tenantResponse = z.object({
  id: z.string(), name: z.string(), customerType: z.string(), region: z.string(), eusaAccepted: z.boolean(),
  subscriptions: z.array(z.string()), organization: groupRef,
});

/** Tenant info, the agreement, the caller's access-control info and group switching. */
export async function tenantRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['tenant'];

  r.get('/tenant/api/v1/tenant', { config: { access: SIGNED_IN }, schema: { tags, response: { 200: tenantResponse, ...errorResponses } } }, async (request) => {
    const p = principalOf(request);
    const tenant = await tenantWithOrg(ctx.db, p.tenantId);
    if (!tenant) throw new AppError(404, 'NOT_FOUND', `Tenant ${p.tenantId} not found`);
    return {
      id: tenant.id, name: tenant.name, customerType: tenant.customer_type, region: tenant.region, eusaAccepted: tenant.eusa_accepted === 1,
      subscriptions: JSON.parse(tenant.subscriptions) as string[], organization: { id: tenant.org_id, name: tenant.org_name },
    };
  });

  r.post('/tenant/api/v1/tenant/eusa/accept', {
    config: { access: SIGNED_IN },
    schema: { tags, response: { 200: z.object({ eusaAccepted: z.literal(true), message: z.string() }), ...errorResponses } },
  }, async (request) => {
    const p = principalOf(request);
    const now = ctx.clock();
    const before = await ctx.db.selectFrom('tenants').select('eusa_accepted').where('id', '=', p.tenantId).executeTakeFirst();
    await ctx.db.updateTable('tenants').set({ eusa_accepted: 1, eusa_accepted_at: now }).where('id', '=', p.tenantId).execute();
    await audit(ctx.db, now, { ...auditActor(p), action: 'tenant.eusa_accepted', target: `tenant:${p.tenantName || p.tenantId}`,
      before: { eusaAccepted: before?.eusa_accepted === 1 }, after: { eusaAccepted: true } });
    return { eusaAccepted: true as const, message: 'EUSA Accepted Successfully' };
  });

  r.get('/tenant/rbac/api/v1/rbac/user', { config: { access: SIGNED_IN }, schema: { tags, response: { 200: rbacUserResponse, ...errorResponses } } }, async (request) => {
    const p = principalOf(request);
    const [user, profile] = await Promise.all([findUserById(ctx.db, p.userId), ctx.pluginModules().then((installed) => loadAccessProfile(ctx.db, p.userId, p.tenantId, installed))]);
    if (!user || !profile) throw new AppError(404, 'NOT_FOUND', 'identity user not found');
    return {
      emailid: user.email, name: user.name, idpusernotfound: false, isJITNotEnabled: false, isGroupChanged: profile.isGroupChanged,
      breakglass: user.breakglass === 1, modules: profile.modules, actions: profile.actions, group: profile.group, groups: profile.groups,
    };
  });

  r.post('/tenant/rbac/api/v1/tenant/user/group/switch', {
    config: { access: SIGNED_IN },
    schema: {
      tags, body: z.object({ groupid: z.string().min(1) }),
      response: { 200: z.object({ group: groupRef, isGroupChanged: z.boolean() }), ...errorResponses },
    },
  }, async (request) => {
    const p = principalOf(request);
    const profile = await loadAccessProfile(ctx.db, p.userId, p.tenantId, await ctx.pluginModules());
    const target = profile?.groups.find((g) => g.id === request.body.groupid);
    if (!target) throw forbidden(`You are not a member of group ${request.body.groupid} in this tenant`);
    const current = profile?.group ?? null;
    await ctx.db.updateTable('memberships').set({ current_group_id: target.id, group_changed: 1 })
      .where('user_id', '=', p.userId).where('tenant_id', '=', p.tenantId).execute();
    ctx.profileCache.delete(profileKey(p.userId, p.tenantId));
    await audit(ctx.db, ctx.clock(), { ...auditActor(p), action: 'rbac.group_switched', target: `user:${p.email}`,
      before: { group: current && { id: current.id, name: current.name } }, after: { group: { id: target.id, name: target.name } } });
    return { group: target, isGroupChanged: true };
  });
}
