import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError, notFound } from '../../http/AppError.js';
import type { AppContext } from '../../shared/AppContext.js';
import { principalOf } from '../authenticate.js';
import type { RouteAccess } from '../routeAccess.js';
import { errorResponses } from '../schemas.js';
import { ALERT_ACTIONS, applyAlertAction } from './alertActions.js';
import { alertDetail } from './alertDetail.js';
import { alertFilters, alertSearch, KINDS } from './alertQuery.js';
import { csvHeaderLine, csvLine, toAlert } from './alertRow.js';
import { exportRows, findByRef, groupByPolicy, neighbours, searchPage } from './alertStore.js';
import { alertFacets } from './alertFacets.js';
import { actionResponse, detailResponse, facetsResponse, groupByPolicyResponse, ignoreRulesResponse, searchResponse } from './alertSchemas.js';
import { deleteIgnoreRule, listIgnoreRules } from './ignoreRules.js';
import { isFlagOn } from '../../access/isFlagOn.js';
import { ALERTS_READ, alertScope, inScope, onlyKind, requireKind } from './alertScope.js';

/** The action permission that resolve, ignore and reopen need (admins and analysts have it, the viewer does not). */
export const MANAGE_ALERTS = 'MANAGE_ALERTS';

const actionBody = z.object({
  ids: z.array(z.string().min(1).max(40)).min(1).max(500),
  action: z.enum(ALERT_ACTIONS),
  reason: z.string().trim().max(500).optional(),
  createIgnoreRule: z.boolean().optional(),
}).strict().superRefine((body, issue) => {
  if (body.action === 'ignore' && !body.reason) issue.addIssue({ code: 'custom', path: ['reason'], message: 'A reason is required to ignore alerts' });
  if (body.createIgnoreRule && body.action !== 'ignore') issue.addIssue({ code: 'custom', path: ['createIgnoreRule'], message: 'Only ignore can create an ignore rule' });
});

/**
 * Alert list, group-by, detail, actions and CSV export (tenant from the token only). The ALERTS module opens every kind;
 * the IAC_ALERTS dashboard sub-app alone opens IaC alerts only, on every route (see {@link alertScope}).
 */
export async function alertRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['alerts'];
  const ok = <T extends z.ZodType>(schema: T) => ({ 200: schema, ...errorResponses });
  const read: RouteAccess = ALERTS_READ;
  const change: RouteAccess = { ...read, action: MANAGE_ALERTS };
  const ignoreRulesOn = { flag: 'ignore_rules' } as const;

  r.post('/alerts/v1/search', { config: { access: read }, schema: { tags, body: alertSearch, response: ok(searchResponse) } }, async (request) => {
    const p = principalOf(request);
    const now = ctx.clock();
    const { page, pageSize, ...filters } = request.body;
    requireKind(await alertScope(ctx, request), filters.kind);
    const { rows, total } = await searchPage(ctx.db, p.tenantId, filters, page, pageSize, now);
    return { items: rows.map((row) => toAlert(row, now)), total, page, pageSize, pageCount: Math.ceil(total / pageSize) };
  });

  r.post('/alerts/v1/groupByPolicy', { config: { access: read }, schema: { tags, body: alertFilters, response: ok(groupByPolicyResponse) } }, async (request) => {
    const p = principalOf(request);
    requireKind(await alertScope(ctx, request), request.body.kind);
    return { groups: await groupByPolicy(ctx.db, p.tenantId, request.body, ctx.clock()) };
  });

  r.get('/alerts/v1/facets', { config: { access: read }, schema: { tags, querystring: z.object({ kind: z.enum(KINDS).default('cloud') }).strict(), response: ok(facetsResponse) } },
    async (request) => {
      const p = principalOf(request);
      requireKind(await alertScope(ctx, request), request.query.kind);
      return alertFacets(ctx.db, p.tenantId, request.query.kind);
    });

  r.get('/alerts/v1/alerts/export.csv', {
    config: { access: read },
    schema: { tags, querystring: alertFilters, produces: ['text/csv'], response: { 200: z.string().describe('CSV with a header row, streamed'), ...errorResponses } },
  }, async (request, reply) => {
    const p = principalOf(request);
    const now = ctx.clock();
    const filters = request.query;
    requireKind(await alertScope(ctx, request), filters.kind);
    async function* lines() {
      yield csvHeaderLine();
      for await (const rows of exportRows(ctx.db, p.tenantId, filters, now)) yield rows.map((row) => csvLine(toAlert(row, now))).join('');
    }
    const day = new Date(now).toISOString().slice(0, 10);
    reply.header('content-type', 'text/csv; charset=utf-8');
    reply.header('content-disposition', `attachment; filename="${filters.kind}-alerts-${day}.csv"`);
    reply.header('cache-control', 'no-store');
    return reply.send(Readable.from(lines()) as never);
  });

  r.get('/alerts/v1/alerts/:id', {
    config: { access: read },
    schema: { tags, params: z.object({ id: z.string().min(1).max(40) }), querystring: alertFilters, response: ok(detailResponse) },
  }, async (request) => {
    const p = principalOf(request);
    const now = ctx.clock();
    const scope = await alertScope(ctx, request);
    requireKind(scope, request.query.kind);
    const row = await findByRef(ctx.db, p.tenantId, request.params.id);
    // An alert of a kind out of the caller's scope is answered as a missing one: its id tells nothing.
    if (!row || !inScope(scope, row.kind)) throw notFound(`Alert ${request.params.id} does not exist`);
    const [detail, around] = await Promise.all([alertDetail(ctx.db, row, now), neighbours(ctx.db, p.tenantId, request.query, row, now)]);
    return { ...detail, ...around };
  });

  r.post('/alerts/v1/alerts/actions', { config: { access: change }, schema: { tags, body: actionBody, response: ok(actionResponse) } }, async (request) => {
    const p = principalOf(request);
    if (request.body.createIgnoreRule && !(await isFlagOn(ctx.db, p.tenantId, 'ignore_rules'))) {
      throw new AppError(400, 'VALIDATION_FAILED', 'Ignore rules are turned off for this tenant', [{ path: 'createIgnoreRule', message: 'Ignore rules are off' }]);
    }
    const scope = onlyKind(await alertScope(ctx, request));
    const outcome = await applyAlertAction(ctx.db, { ...p, displayName: p.name || p.email }, request.body, ctx.clock(), scope);
    // The dashboard's alert figures change with statuses: the next count is computed afresh.
    if (outcome.succeeded > 0) ctx.countCache.deletePrefix(`${p.tenantId}|`);
    return outcome;
  });

  r.get('/alerts/v1/ignoreRules', { config: { access: { ...read, ...ignoreRulesOn } }, schema: { tags, response: ok(ignoreRulesResponse) } }, async (request) => {
    const p = principalOf(request);
    return { rules: await listIgnoreRules(ctx.db, p.tenantId, onlyKind(await alertScope(ctx, request))) };
  });

  r.delete('/alerts/v1/ignoreRules/:id', { config: { access: { ...change, ...ignoreRulesOn } }, schema: { tags, params: z.object({ id: z.string().min(1).max(60) }), response: { 204: z.null(), ...errorResponses } } },
    async (request, reply) => {
      const p = principalOf(request);
      if (!(await deleteIgnoreRule(ctx.db, p, request.params.id, ctx.clock(), onlyKind(await alertScope(ctx, request))))) throw notFound(`Ignore rule ${request.params.id} does not exist`);
      return reply.code(204).send(null);
    });
}
