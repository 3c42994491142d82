import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireSubscription } from '../access/requireSubscription.js';
import type { AppContext } from '../shared/AppContext.js';
import { requireModule } from './authenticate.js';
import { STATUSES as ALERT_STATUSES } from './alerts/alertQuery.js';
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
  const cached = (tenantId: string, key: string, load: () => Promise<number>) => ctx.countCache.get(`${tenantId}|${key}`, load);

  r.get('/commondashboard/v1/totalThreats', { schema: { tags, response } }, async (request) => {
    const p = await requireModule(ctx, request, { dashboard: 'CLOUD_ALERTS' });
    return { total: await cached(p.tenantId, 'threats', async () => count(await ctx.db.selectFrom('alerts').select((eb) => eb.fn.countAll().as('n'))
      .where('tenant_id', '=', p.tenantId).where('kind', '=', 'cloud').where('status', '=', 'Open').executeTakeFirst())) };
  });

  r.get('/asset/api/v1/dashboard/cloudassetcount', { schema: { tags, response } }, async (request) => {
    const p = await requireModule(ctx, request, { dashboard: 'CLOUD_ASSETS' });
    await requireSubscription(ctx, p, 'CSPM');
    return { total: await cached(p.tenantId, 'assets', async () =>
      count(await ctx.db.selectFrom('assets').select((eb) => eb.fn.countAll().as('n')).where('tenant_id', '=', p.tenantId).executeTakeFirst())) };
  });

  r.get('/commondashboard/v1/totalIdentities', { schema: { tags, response } }, async (request) => {
    const p = await requireModule(ctx, request, { dashboard: 'CLOUD_IDENTITY' });
    await requireSubscription(ctx, p, 'CIEM');
    return { total: await cached(p.tenantId, 'identities', async () =>
      count(await ctx.db.selectFrom('identities').select((eb) => eb.fn.countAll().as('n')).where('tenant_id', '=', p.tenantId).executeTakeFirst())) };
  });

  r.post('/alerts/v1/buildtime/iacalertcount', {
    schema: { tags, body: z.object({ filters: z.object({ alertStatus: z.array(z.enum(ALERT_STATUSES)).min(1) }) }), response },
  }, async (request) => {
    const p = await requireModule(ctx, request, { dashboard: 'IAC_ALERTS' });
    await requireSubscription(ctx, p, 'IAC');
    const statuses = [...new Set(request.body.filters.alertStatus)].sort();
    return { total: await cached(p.tenantId, `iac:${statuses.join(',')}`, async () => count(await ctx.db.selectFrom('alerts').select((eb) => eb.fn.countAll().as('n'))
      .where('tenant_id', '=', p.tenantId).where('kind', '=', 'iac').where('status', 'in', statuses).executeTakeFirst())) };
  });

  r.post('/compliance/v1/benchmark/getComplianceScore', {
    schema: {
      tags, body: z.object({ benchmarkId: z.string().min(1).max(50) }),
      response: { 200: z.object({ total: z.number().int(), benchmarkId: z.string(), passed: z.number().int(), failed: z.number().int() }), ...errorResponses },
    },
  }, async (request) => {
    const p = await requireModule(ctx, request, { dashboard: 'COMPLIANCE' });
    await requireSubscription(ctx, p, 'COMPLIANCE');
    const tally = (status: 'pass' | 'fail') => cached(p.tenantId, `compliance:${status}:${request.body.benchmarkId}`, async () =>
      count(await ctx.db.selectFrom('compliance_results').select((eb) => eb.fn.countAll().as('n'))
        .where('tenant_id', '=', p.tenantId).where('benchmark_id', '=', request.body.benchmarkId).where('status', '=', status).executeTakeFirst()));
    const [passed, failed] = await Promise.all([tally('pass'), tally('fail')]);
    // The score is the percentage of passing control checks, 0 when the benchmark has no results.
    const total = passed + failed === 0 ? 0 : Math.round((passed / (passed + failed)) * 100);
    return { total, benchmarkId: request.body.benchmarkId, passed, failed };
  });

  r.get('/vulnerability/v1/totalVulnerabilities', { schema: { tags, response } }, async (request) => {
    const p = await requireModule(ctx, request, { dashboard: 'VULNERABILITY_MANAGEMENT' });
    await requireSubscription(ctx, p, 'VULNERABILITY');
    return { total: await cached(p.tenantId, 'vulnerabilities', async () => count(await ctx.db.selectFrom('vulnerabilities').select((eb) => eb.fn.countAll().as('n'))
      .where('tenant_id', '=', p.tenantId).where('status', '=', 'Open').executeTakeFirst())) };
  });
}
