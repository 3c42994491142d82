import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { DashboardSubApp } from '../access/catalog.js';
import type { AppContext } from '../shared/AppContext.js';
import { principalOf } from './authenticate.js';
import type { RouteAccess, Subscription } from './routeAccess.js';
import { STATUSES as ALERT_STATUSES } from './alerts/alertQuery.js';
import { countAssets } from './assets/assetStore.js';
import { benchmarkScore } from '../compliance/benchmarkScore.js';
import { errorResponses, totalResponse } from './schemas.js';

/**
 * The six dashboard card counts; each needs its DASHBOARD sub-app and, but
 * for threats, its area's subscription, and reads only the caller's tenant.
 */
export async function dashboardRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['dashboard'];
  const response = { 200: totalResponse, ...errorResponses };
  const count = (n: { n: number | string | bigint } | undefined) => Number(n?.n ?? 0);
  // Counts are cached per tenant and query for a few seconds: the dashboard polls them and exact freshness is not needed.
  const card = (dashboard: DashboardSubApp, subscription?: Subscription): { access: RouteAccess } =>
    ({ access: { anyOf: [{ dashboard }], ...(subscription ? { subscription } : {}) } });
  const cached = (tenantId: string, key: string, load: () => Promise<number>) => ctx.countCache.get(`${tenantId}|${key}`, load);

  r.get('/commondashboard/v1/totalThreats', { config: card('CLOUD_ALERTS'), schema: { tags, response } }, async (request) => {
    const p = principalOf(request);
    return { total: await cached(p.tenantId, 'threats', async () => count(await ctx.db.selectFrom('alerts').select((eb) => eb.fn.countAll().as('n'))
      .where('tenant_id', '=', p.tenantId).where('kind', '=', 'cloud').where('status', '=', 'Open').executeTakeFirst())) };
  });

  r.get('/asset/api/v1/dashboard/cloudassetcount', { config: card('CLOUD_ASSETS', 'CSPM'), schema: { tags, response } }, async (request) => {
    const p = principalOf(request);
    // The same count as the inventory's total with no filter.
    return { total: await cached(p.tenantId, 'assets', () => countAssets(ctx.db, p.tenantId, {})) };
  });

  r.get('/commondashboard/v1/totalIdentities', { config: card('CLOUD_IDENTITY', 'CIEM'), schema: { tags, response } }, async (request) => {
    const p = principalOf(request);
    return { total: await cached(p.tenantId, 'identities', async () =>
      count(await ctx.db.selectFrom('identities').select((eb) => eb.fn.countAll().as('n')).where('tenant_id', '=', p.tenantId).executeTakeFirst())) };
  });

  r.post('/alerts/v1/buildtime/iacalertcount', {
    config: card('IAC_ALERTS', 'IAC'),
    schema: { tags, body: z.object({ filters: z.object({ alertStatus: z.array(z.enum(ALERT_STATUSES)).min(1) }) }), response },
  }, async (request) => {
    const p = principalOf(request);
    const statuses = [...new Set(request.body.filters.alertStatus)].sort();
    return { total: await cached(p.tenantId, `iac:${statuses.join(',')}`, async () => count(await ctx.db.selectFrom('alerts').select((eb) => eb.fn.countAll().as('n'))
      .where('tenant_id', '=', p.tenantId).where('kind', '=', 'iac').where('status', 'in', statuses).executeTakeFirst())) };
  });

  r.post('/compliance/v1/benchmark/getComplianceScore', {
    config: card('COMPLIANCE', 'COMPLIANCE'),
    schema: {
      tags, body: z.object({ benchmarkId: z.string().min(1).max(50) }),
      response: { 200: z.object({ total: z.number().int(), benchmarkId: z.string(), passed: z.number().int(), failed: z.number().int() }), ...errorResponses },
    },
  }, async (request) => {
    const p = principalOf(request);
    // Not cached: the summary table makes it cheap, and the compliance page must show the same figure at once.
    const scored = await benchmarkScore(ctx.db, p.tenantId, request.body.benchmarkId, ctx.clock());
    // A benchmark the server does not ship scores 0, as one without results did.
    return { total: scored?.score ?? 0, benchmarkId: request.body.benchmarkId, passed: scored?.passed ?? 0, failed: scored?.failed ?? 0 };
  });

  r.get('/vulnerability/v1/totalVulnerabilities', { config: card('VULNERABILITY_MANAGEMENT', 'VULNERABILITY'), schema: { tags, response } }, async (request) => {
    const p = principalOf(request);
    return { total: await cached(p.tenantId, 'vulnerabilities', async () => count(await ctx.db.selectFrom('vulnerability_status_counts').select((eb) => eb.fn.sum<number>('n').as('n'))
      .where('tenant_id', '=', p.tenantId).where('status', '=', 'Open').executeTakeFirst())) };
  });
}
