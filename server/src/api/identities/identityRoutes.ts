import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../http/AppError.js';
import { grantOf, type PolicyRef } from '../../identities/identityPermissions.js';
import type { AppContext } from '../../shared/AppContext.js';
import { principalOf } from '../authenticate.js';
import type { RouteAccess } from '../routeAccess.js';
import { errorResponses } from '../schemas.js';
import { credentialRoutes } from './credentialRoutes.js';
import { currentPolicy, lineDiff, suggestedPolicy } from './leastPrivilege.js';
import { whoCanReach } from './identityReach.js';
import { identityFilters, identitySearch } from './identityQuery.js';
import { identityCsvHeaderLine, identityCsvLine, toIdentity } from './identityRow.js';
import { identityDetailResponse, identityFacetsResponse, identityPageResponse, leastPrivilegeResponse, reachResponse } from './identitySchemas.js';
import { findIdentity, identityExportRows, identityFacets, identityPage, resolvePolicies } from './identityStore.js';

const idParam = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });
const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

/** Cloud identities (CIEM): list, filter menus, CSV, detail with effective permissions, least privilege, and who can reach an asset (module CLOUD_IDENTITY, subscription CIEM; tenant from the token only). */
export async function identityRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['identities'];
  const ok = <T extends z.ZodType>(schema: T) => ({ 200: schema, ...errorResponses });
  const read: { access: RouteAccess } = { access: { anyOf: [{ module: 'CLOUD_IDENTITY' }], subscription: 'CIEM' } };
  await credentialRoutes(app, ctx, read);

  r.get('/identity/api/v1/identities', { config: read, schema: { tags, querystring: identitySearch, response: ok(identityPageResponse) } }, async (request) => {
    const { page, pageSize, ...filters } = request.query;
    const { rows, total } = await identityPage(ctx.db, principalOf(request).tenantId, filters, ctx.clock(), page, pageSize);
    return { items: rows.map(toIdentity), total, page, pageSize, pageCount: Math.ceil(total / pageSize) };
  });

  r.get('/identity/api/v1/identities/facets', { config: read, schema: { tags, querystring: identityFilters, response: ok(identityFacetsResponse) } },
    async (request) => identityFacets(ctx.db, principalOf(request).tenantId, request.query, ctx.clock()));

  r.get('/identity/api/v1/identities/export.csv', {
    config: read, schema: { tags, querystring: identityFilters, produces: ['text/csv'], response: { 200: z.string().describe('CSV with a header row, streamed'), ...errorResponses } },
  }, async (request, reply) => {
    const tenantId = principalOf(request).tenantId;
    const filters = request.query;
    async function* lines() {
      yield identityCsvHeaderLine();
      for await (const rows of identityExportRows(ctx.db, tenantId, filters, ctx.clock())) yield rows.map((row) => identityCsvLine(toIdentity(row))).join('');
    }
    reply.header('content-type', 'text/csv; charset=utf-8');
    reply.header('content-disposition', `attachment; filename="cloud-identities-${new Date(ctx.clock()).toISOString().slice(0, 10)}.csv"`);
    reply.header('cache-control', 'no-store');
    return reply.send(Readable.from(lines()) as never);
  });

  async function loaded(tenantId: string, id: number) {
    const row = await findIdentity(ctx.db, tenantId, id);
    if (!row) throw notFound(`Identity ${id} does not exist`);
    const policies = await resolvePolicies(ctx.db, tenantId, JSON.parse(row.policies) as PolicyRef[]);
    return { row, policies, grant: grantOf(policies), used: new Set(JSON.parse(row.used_actions) as string[]) };
  }

  r.get('/identity/api/v1/identities/:id', { config: read, schema: { tags, params: idParam, response: ok(identityDetailResponse) } }, async (request) => {
    const { row, policies, grant, used } = await loaded(principalOf(request).tenantId, request.params.id);
    const services = new Map<string, { action: string; resources: string[]; conditional: boolean; used: boolean }[]>();
    for (const e of grant.effective) services.set(e.service, [...(services.get(e.service) ?? []), { action: e.action, resources: e.resources, conditional: e.conditional, used: used.has(e.action) }]);
    const keys = JSON.parse(row.access_keys) as { id: string; createdAt: number; status: string; lastUsed: number | null }[];
    return {
      identity: toIdentity(row),
      attachedPolicies: policies.map((p) => ({ id: p.ref.policy, name: p.name, cloud: p.cloud, ...(p.ref.scope ? { scope: p.ref.scope } : {}), document: p.document })),
      accessKeys: keys.map((k) => ({ id: k.id, createdAt: iso(k.createdAt)!, status: k.status, lastUsed: iso(k.lastUsed) })),
      trust: JSON.parse(row.trust) as { principals: string[]; external: string[]; crossAccount: string[] },
      effective: [...services].map(([service, permissions]) => ({ service, granted: permissions.length, used: permissions.filter((p) => p.used).length, permissions })),
    };
  });

  r.get('/identity/api/v1/identities/:id/least-privilege', { config: read, schema: { tags, params: idParam, response: ok(leastPrivilegeResponse) } }, async (request) => {
    const { row, policies, grant, used } = await loaded(principalOf(request).tenantId, request.params.id);
    const current = currentPolicy(policies);
    const suggested = suggestedPolicy(row.cloud, row.name, grant.effective, used);
    return { current, suggested, diff: lineDiff(JSON.stringify(current, null, 2), JSON.stringify(suggested, null, 2)),
      removedActions: grant.effective.filter((e) => !used.has(e.action)).map((e) => e.action), keptActions: grant.effective.filter((e) => used.has(e.action)).map((e) => e.action) };
  });

  r.get('/identity/api/v1/assets/:id/reach', { config: read, schema: { tags, params: idParam, response: ok(reachResponse) } }, async (request) => {
    const tenantId = principalOf(request).tenantId;
    const asset = await ctx.db.selectFrom('assets').select(['id', 'name', 'resource_id', 'account_id', 'cloud', 'service']).where('tenant_id', '=', tenantId)
      .where('id', '=', request.params.id).executeTakeFirst();
    if (!asset) throw notFound(`Asset ${request.params.id} does not exist`);
    return { asset: { id: Number(asset.id), name: asset.name, resourceId: asset.resource_id }, identities: await whoCanReach(ctx.db, tenantId, asset) };
  });
}
