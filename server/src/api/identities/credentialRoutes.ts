import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../shared/AppContext.js';
import { principalOf } from '../authenticate.js';
import type { RouteAccess } from '../routeAccess.js';
import { errorResponses } from '../schemas.js';
import { accessKeyPage, accessKeySearch, KEY_FLAGS, roleAssignmentPage, roleAssignmentSearch, SCOPE_LEVELS } from './credentialStore.js';

const account = z.object({ id: z.number(), name: z.string() });
const paged = { total: z.number(), page: z.number(), pageSize: z.number() };
export const accessKeyPageResponse = z.object({
  items: z.array(z.object({ identityId: z.number(), keyId: z.string(), principal: z.string(), principalType: z.string(), cloud: z.string(), account,
    status: z.string(), createdAt: z.string(), ageDays: z.number(), lastUsed: z.string().nullable(), flags: z.array(z.enum(KEY_FLAGS)) })),
  ...paged,
});
export const roleAssignmentPageResponse = z.object({
  items: z.array(z.object({ identityId: z.number(), principal: z.string(), principalType: z.string(), account, role: z.object({ id: z.string(), name: z.string() }),
    scope: z.string(), scopeLevel: z.enum(SCOPE_LEVELS) })),
  ...paged,
  /** Each assigned role with its assignments under the other filters, for the role menu. */
  roles: z.array(z.object({ value: z.string(), label: z.string(), count: z.number() })),
});

/** Access keys and Azure role assignments as inventories of their own, with the identities' access (module CLOUD_IDENTITY, subscription CIEM). */
export async function credentialRoutes(app: FastifyInstance, ctx: AppContext, read: { access: RouteAccess }): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['identities'];
  r.get('/identity/api/v1/access-keys', { config: read, schema: { tags, querystring: accessKeySearch, response: { 200: accessKeyPageResponse, ...errorResponses } } },
    async (request) => accessKeyPage(ctx.db, principalOf(request).tenantId, request.query, ctx.clock()));
  r.get('/identity/api/v1/role-assignments', {
    config: read, schema: { tags, querystring: roleAssignmentSearch, response: { 200: roleAssignmentPageResponse, ...errorResponses } },
  }, async (request) => roleAssignmentPage(ctx.db, principalOf(request).tenantId, request.query));
}
