import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { grantKey } from '../access/accessProfile.js';
import { DASHBOARD_SUBAPPS } from '../access/catalog.js';
import { principalProfile } from '../access/principalProfile.js';
import { AppError, forbidden } from '../http/AppError.js';
import { figureDimension, figureValue, POSTURE_FIGURES } from '../posture/postureFigures.js';
import { utcDay } from '../posture/postureDays.js';
import { POSTURE_METRICS, postureMetric, type PostureMetric } from '../posture/postureMetrics.js';
import { changeOf, periodDays, readPostureSeries, tooLong, MAX_PERIOD_DAYS, type PeriodDays } from '../posture/readPostureSeries.js';
import type { AppContext } from '../shared/AppContext.js';
import { principalOf } from './authenticate.js';
import type { RouteAccess } from './routeAccess.js';
import { errorResponses } from './schemas.js';

const period = z.object({
  from: z.coerce.number().int().nonnegative().optional().describe('Start of the period, epoch ms (inclusive); a week before `to` when omitted'),
  to: z.coerce.number().int().nonnegative().optional().describe('End of the period, epoch ms (exclusive; now for a period running to now, the default)'),
});
const WEEK_MS = 7 * 86_400_000;
const change = z.object({ previousDay: z.string(), previous: z.number(), current: z.number(), delta: z.number() }).nullable();
const point = z.object({ day: z.string(), total: z.number(), values: z.record(z.string(), z.number()) });
const historyResponse = z.object({
  from: z.string(), to: z.string(),
  series: z.array(z.object({
    metric: z.string(), dimension: z.string(), points: z.array(point),
    previous: point.nullable().describe('The figure at the end of the period of the same length before (where this one began)'), change,
  })),
});
const figuresResponse = z.object({
  figures: z.array(z.object({
    key: z.string(), label: z.string(), metric: z.string(), dimension: z.string().nullable(), value: z.number().nullable(),
    unit: z.literal('%').optional(), change, href: z.string(),
  })),
});

// Any dashboard card or area whose figure the history keeps opens the routes; each metric is then checked on its own.
const ACCESS: RouteAccess = { anyOf: [...DASHBOARD_SUBAPPS.map((dashboard) => ({ dashboard })), ...[...new Set(POSTURE_METRICS.map((m) => m.gate.module))].map((module) => ({ module }))] };

/**
 * The posture history: daily time series of the posture metrics and the figures that matter most, each with its
 * change since the period of the same length before. Every metric is read only by a caller who may see the figure it
 * comes from (the dashboard card or the area, and the area's subscription), and only for the caller's tenant.
 */
export async function postureRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['dashboard'];

  async function readable(request: FastifyRequest): Promise<(metric: PostureMetric) => boolean> {
    const p = principalOf(request);
    const [profile, tenant] = await Promise.all([principalProfile(ctx, p), ctx.db.selectFrom('tenants').select('subscriptions').where('id', '=', p.tenantId).executeTakeFirst()]);
    const bought = new Set(tenant ? (JSON.parse(tenant.subscriptions) as string[]) : []);
    return ({ gate }) => !!profile && (profile.grants.has(grantKey({ dashboard: gate.dashboard })) || profile.grants.has(grantKey({ module: gate.module })))
      && (!gate.subscription || bought.has(gate.subscription));
  }
  function periodOf(query: { from?: number; to?: number }): PeriodDays {
    const to = query.to ?? ctx.clock();
    const from = query.from ?? to - WEEK_MS;
    if (to <= from) throw new AppError(400, 'VALIDATION_FAILED', 'The period must end after it starts (to > from)', [{ path: 'to', message: 'must be after from' }]);
    const days = periodDays(from, to, ctx.clock());
    if (tooLong(days)) throw new AppError(400, 'VALIDATION_FAILED', `The period may cover at most ${MAX_PERIOD_DAYS} days`, [{ path: 'from', message: 'too long ago' }]);
    return days;
  }
  const series = async (tenantId: string, metric: PostureMetric, days: PeriodDays) =>
    readPostureSeries(ctx.db, tenantId, metric.key, days, { day: utcDay(ctx.clock()), values: await metric.collect(ctx.db, tenantId) });

  r.get('/commondashboard/v1/posture/history', {
    config: { access: ACCESS },
    schema: {
      tags, description: 'Daily points of posture metrics over a period (UTC days; today is live), with the change since the period of the same length before.',
      querystring: period.extend({
        metrics: z.string().max(500).optional().describe(`Comma-separated among ${POSTURE_METRICS.map((m) => m.key).join(', ')}; every metric the caller may read when omitted`),
      }),
      response: { 200: historyResponse, ...errorResponses },
    },
  }, async (request) => {
    const keys = [...new Set((request.query.metrics ?? '').split(',').map((k) => k.trim()).filter(Boolean))];
    const unknown = keys.filter((k) => !postureMetric(k));
    if (unknown.length) {
      throw new AppError(400, 'VALIDATION_FAILED', `Unknown posture metric ${unknown.map((k) => `"${k}"`).join(', ')}`, [{ path: 'metrics', message: `must be among ${POSTURE_METRICS.map((m) => m.key).join(', ')}` }]);
    }
    const days = periodOf(request.query);
    const may = await readable(request);
    const metrics = keys.length ? keys.map((k) => postureMetric(k)!) : POSTURE_METRICS.filter(may);
    const refused = metrics.find((m) => !may(m));
    if (refused) throw forbidden(`Your group has no access to the posture metric ${refused.key} (needs DASHBOARD ${refused.gate.dashboard} or ${refused.gate.module}${refused.gate.subscription ? `, and the ${refused.gate.subscription} subscription` : ''})`);
    const { tenantId } = principalOf(request);
    const all = await Promise.all(metrics.map(async (m) => {
      const s = await series(tenantId, m, days);
      return { metric: m.key, dimension: m.dimension, points: s.points, previous: s.previous, change: changeOf(s) };
    }));
    return { from: days.first, to: days.last, series: all };
  });

  r.get('/commondashboard/v1/posture/figures', {
    config: { access: ACCESS },
    schema: {
      tags, description: 'The posture figures that matter most that the caller may see, at the end of the period, each with its change since the period before.',
      querystring: period, response: { 200: figuresResponse, ...errorResponses },
    },
  }, async (request) => {
    const days = periodOf(request.query);
    const may = await readable(request);
    const { tenantId } = principalOf(request);
    const wanted = POSTURE_FIGURES.filter((f) => { const m = postureMetric(f.metric); return m && may(m); });
    const loaded = new Map(await Promise.all([...new Set(wanted.map((f) => f.metric))].map(async (key) => [key, await series(tenantId, postureMetric(key)!, days)] as const)));
    return {
      figures: wanted.map((f) => {
        const s = loaded.get(f.metric)!;
        const end = s.points.at(-1);
        const dimension = end ? figureDimension(f.pick, end) : undefined;
        return {
          key: f.key, label: f.label, metric: f.metric, dimension: dimension ?? null, value: end ? figureValue(end, dimension) : null,
          ...(f.unit ? { unit: f.unit } : {}), change: changeOf(s, (p) => figureValue(p, dimension)), href: f.href,
        };
      }),
    };
  });
}
