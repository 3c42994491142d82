import { SESSION_LOG_FILTERS, SESSION_LOG_SORTS } from '@palisade/contracts/connectors';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { Readable } from 'node:stream';
import { z } from 'zod';
import { AppError } from '../../../http/AppError.js';
import type { AppContext } from '../../../shared/AppContext.js';
import { principalOf } from '../../authenticate.js';
import { errorResponses } from '../../schemas.js';
import { healthListQuery } from './healthList.js';
import { type SessionLogQuery, sessionLogCsv, sessionLogPage } from './sessionLog.js';
import { dnsView, health, overview, sessionInsights, trafficView } from './telemetryViews.js';
import { TRAFFIC_METHODS } from './telemetryTables.js';

/** Longest range a screen may ask for: the section 9 ranges reach back at most two months (previous month). */
const MAX_RANGE_MS = 62 * 86_400_000;

const range = z.object({
  from: z.coerce.number().int().nonnegative().describe('Start, epoch ms (inclusive)'),
  to: z.coerce.number().int().nonnegative().describe('End, epoch ms (exclusive)'),
});
const list = z.string().max(2_000).optional().transform((v) => (v ? v.split(',').map((s) => s.trim()).filter(Boolean) : undefined));
const sessionQuery = range.extend({
  ...Object.fromEntries(SESSION_LOG_FILTERS.map((f) => [f, list])) as Record<(typeof SESSION_LOG_FILTERS)[number], typeof list>,
  sort: z.enum(SESSION_LOG_SORTS).default('startedAt'), dir: z.enum(['asc', 'desc']).default('desc'),
  page: z.coerce.number().int().min(1).max(1_000_000).default(1), pageSize: z.coerce.number().int().min(1).max(200).default(50),
  after: z.string().max(200).regex(/^-?\d+~\S+$/, 'A cursor from the previous page (nextCursor)').optional(),
});

function checked<T extends { from: number; to: number }>(q: T): T {
  if (q.to <= q.from) throw new AppError(400, 'VALIDATION_FAILED', 'The range must end after it starts (to > from)', [{ path: 'to', message: 'must be after from' }]);
  if (q.to - q.from > MAX_RANGE_MS) throw new AppError(400, 'VALIDATION_FAILED', 'The range may cover at most 62 days', [{ path: 'from', message: 'too long ago' }]);
  return q;
}

/**
 * The connector telemetry under /api/connectors/v1/telemetry (the area's module and flag; the tenant is the caller's):
 * the dashboard, monitoring, traffic, DNS and session insights over a range, and the session log with its CSV export.
 * Each range is answered from the coarsest roll-up that fits it (see telemetryRange.ts); `range.segments` says which.
 */
export function telemetryRoutes(app: FastifyInstance, ctx: AppContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['connectors'];
  const ok = { 200: z.looseObject({}), ...errorResponses };
  const base = '/connectors/v1/telemetry';
  r.get(`${base}/overview`, { schema: { tags, querystring: range, response: ok } }, async (request) => {
    const q = checked(request.query);
    return { ...(await overview(ctx.db, principalOf(request).tenantId, ctx.clock(), q.from, q.to)) };
  });
  r.get(`${base}/health`, { schema: { tags, querystring: range.extend(healthListQuery.shape), response: ok } }, async (request) => {
    const q = checked(request.query);
    return { ...(await health(ctx.db, principalOf(request).tenantId, ctx.clock(), q.from, q.to, q)) };
  });
  r.get(`${base}/traffic`, {
    schema: { tags, querystring: range.extend({ method: z.enum(TRAFFIC_METHODS).optional(), location: z.string().max(120).optional(), connector: z.string().max(80).optional() }), response: ok },
  }, async (request) => {
    const q = checked(request.query);
    return { ...(await trafficView(ctx.db, principalOf(request).tenantId, ctx.clock(), q.from, q.to, q)) };
  });
  r.get(`${base}/dns`, { schema: { tags, querystring: range, response: ok } }, async (request) => {
    const q = checked(request.query);
    return { ...(await dnsView(ctx.db, principalOf(request).tenantId, ctx.clock(), q.from, q.to)) };
  });
  r.get(`${base}/sessions`, { schema: { tags, querystring: range, response: ok } }, async (request) => {
    const q = checked(request.query);
    return { ...(await sessionInsights(ctx.db, principalOf(request).tenantId, ctx.clock(), q.from, q.to)) };
  });
  r.get('/connectors/v1/sessions', { schema: { tags, querystring: sessionQuery, response: ok } }, async (request) => {
    const q = checked(request.query) as SessionLogQuery;
    return { ...(await sessionLogPage(ctx.db, principalOf(request).tenantId, q)) };
  });
  r.get('/connectors/v1/sessions/export.csv', {
    schema: { tags, querystring: sessionQuery, produces: ['text/csv'], response: { 200: z.string().describe('CSV with a header row, streamed'), ...errorResponses } },
  }, async (request, reply) => {
    const q = checked(request.query) as SessionLogQuery;
    reply.header('content-type', 'text/csv; charset=utf-8');
    reply.header('content-disposition', `attachment; filename="connector-sessions-${new Date(ctx.clock()).toISOString().slice(0, 10)}.csv"`);
    reply.header('cache-control', 'no-store');
    return reply.send(Readable.from(sessionLogCsv(ctx.db, principalOf(request).tenantId, q)) as never);
  });
}
