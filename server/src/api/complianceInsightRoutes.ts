import { Readable } from 'node:stream';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { complianceMatrix } from '../compliance/complianceMatrix.js';
import { complianceTrend } from '../compliance/complianceTrend.js';
import { failingAlertBatches } from '../compliance/failingAlerts.js';
import { CHECK_CLOUDS } from '../compliance/loadFrameworks.js';
import { scoreFramework } from '../compliance/scoreFramework.js';
import { findRequirement, findTenantFramework, tenantFrameworks } from '../compliance/tenantFrameworks.js';
import { AppError } from '../http/AppError.js';
import { utcDay } from '../posture/postureDays.js';
import { changeOf, MAX_PERIOD_DAYS, periodDays, tooLong } from '../posture/readPostureSeries.js';
import type { AppContext } from '../shared/AppContext.js';
import { csvCell } from './alerts/alertRow.js';
import { principalOf } from './authenticate.js';
import type { RouteAccess } from './routeAccess.js';
import { complianceFiltersResponse, complianceMatrixResponse, complianceTrendResponse, frameworkParams, requirementParams, sliceQuery, toSlice, trendPeriod } from './complianceSchemas.js';
import { errorResponses } from './schemas.js';

const MOST_FAILED = 10;
const csvRow = (cells: readonly (string | number)[]) => cells.map(csvCell).join(',') + '\r\n';
const csvSchema = { produces: ['text/csv'], response: { 200: z.string().describe('CSV with a header row, streamed'), ...errorResponses } };
const fileSafe = (s: string) => s.replace(/[^A-Za-z0-9_.-]/g, '_');

function sendCsv(reply: FastifyReply, filename: string, lines: AsyncIterable<string>) {
  reply.header('content-type', 'text/csv; charset=utf-8');
  reply.header('content-disposition', `attachment; filename="${filename}"`);
  reply.header('cache-control', 'no-store');
  return reply.send(Readable.from(lines) as never);
}

/** The compliance overview (scores per account, most-failed requirements) and the CSV exports of a framework. */
export async function complianceInsightRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['compliance'];
  const read: RouteAccess = { anyOf: [{ module: 'COMPLIANCE' }], subscription: 'COMPLIANCE' };

  r.get('/compliance/v1/matrix', {
    config: { access: read },
    schema: { tags, querystring: sliceQuery.extend({ framework: z.string().max(40).optional() }), response: { 200: complianceMatrixResponse, ...errorResponses } },
  }, async (request) => {
    const p = principalOf(request);
    const { framework, ...slice } = request.query;
    const frameworks = framework ? [await findTenantFramework(ctx.db, p.tenantId, framework)] : await tenantFrameworks(ctx.db, p.tenantId);
    const by = framework ? 'section' as const : 'framework' as const;
    const matrix = await complianceMatrix(ctx.db, p.tenantId, frameworks, { now: ctx.clock(), slice: toSlice(slice), by, checkCloud: (c) => CHECK_CLOUDS.get(c) });
    return { by, accounts: matrix.accounts, rows: matrix.rows, mostFailed: matrix.mostFailed.slice(0, MOST_FAILED) };
  });

  r.get('/compliance/v1/filters', {
    config: { access: read }, schema: { tags, description: 'The business units and regions the slice pickers offer.', response: { 200: complianceFiltersResponse, ...errorResponses } },
  }, async (request) => {
    const p = principalOf(request);
    const [summary, units] = await Promise.all([
      ctx.db.selectFrom('compliance_check_failures').select(['region', 'business_unit']).distinct().where('tenant_id', '=', p.tenantId).execute(),
      ctx.db.selectFrom('business_units').select('name').where('tenant_id', '=', p.tenantId).execute(),
    ]);
    const sorted = (values: Iterable<string>) => [...new Set(values)].filter(Boolean).sort((a, b) => a.localeCompare(b));
    return { businessUnits: sorted([...units.map((u) => u.name), ...summary.map((r) => r.business_unit)]), regions: sorted(summary.map((r) => r.region)) };
  });

  r.get('/compliance/v1/trend', {
    config: { access: read },
    schema: {
      tags, description: 'Each framework\'s daily score over a period (UTC days; today is live) in the slice, with the figure at the end of the period before.',
      querystring: sliceQuery.extend(trendPeriod), response: { 200: complianceTrendResponse, ...errorResponses },
    },
  }, async (request) => {
    const p = principalOf(request);
    const { from: fromMs, to: toMs, ...slice } = request.query;
    const now = ctx.clock();
    const to = toMs ?? now;
    const from = fromMs ?? to - 7 * 86_400_000;
    if (to <= from) throw new AppError(400, 'VALIDATION_FAILED', 'The period must end after it starts (to > from)', [{ path: 'to', message: 'must be after from' }]);
    const period = periodDays(from, to, now);
    if (tooLong(period)) throw new AppError(400, 'VALIDATION_FAILED', `The period may cover at most ${MAX_PERIOD_DAYS} days`, [{ path: 'from', message: 'too long ago' }]);
    const frameworks = await tenantFrameworks(ctx.db, p.tenantId);
    const series = await complianceTrend(ctx.db, p.tenantId, frameworks, { period, today: utcDay(now), now, slice: toSlice(slice) });
    return { from: period.first, to: period.last, series: [{ metric: series.metric, dimension: 'framework', points: series.points, previous: series.previous, change: changeOf(series) }] };
  });

  r.get('/compliance/v1/frameworks/:frameworkId/requirements.csv', {
    config: { access: read }, schema: { tags, params: frameworkParams, querystring: sliceQuery, ...csvSchema },
  }, async (request, reply) => {
    const p = principalOf(request);
    const framework = await findTenantFramework(ctx.db, p.tenantId, request.params.frameworkId);
    const scored = await scoreFramework(ctx.db, p.tenantId, framework, { now: ctx.clock(), slice: toSlice(request.query) });
    const sections = new Map(framework.sections.map((s) => [s.id, s.title]));
    async function* lines() {
      yield csvRow(['Section', 'Requirement', 'Title', 'State', 'Checks', 'Failing checks', 'Open alerts', 'Attestation', 'Attested by', 'Attestation expires']);
      for (const req of scored.requirements) {
        const a = req.attestation;
        yield csvRow([sections.get(req.sectionId) ?? req.sectionId, req.id, req.title, req.state, req.checks.join('; '), req.failingChecks.join('; '), req.openAlerts,
          a ? `${a.verdict}: ${a.evidence}` : '', a?.attestedBy ?? '', a ? new Date(a.expiresAt).toISOString().slice(0, 10) : '']);
      }
    }
    return sendCsv(reply, `${fileSafe(framework.id)}-requirements-${new Date(ctx.clock()).toISOString().slice(0, 10)}.csv`, lines());
  });

  r.get('/compliance/v1/frameworks/:frameworkId/requirements/:requirementId/resources.csv', {
    config: { access: read }, schema: { tags, params: requirementParams, querystring: sliceQuery, ...csvSchema },
  }, async (request, reply) => {
    const p = principalOf(request);
    const framework = await findTenantFramework(ctx.db, p.tenantId, request.params.frameworkId);
    const requirement = findRequirement(framework, request.params.requirementId);
    const slice = toSlice(request.query);
    async function* lines() {
      yield csvRow(['Alert', 'Check', 'Title', 'Severity', 'Resource', 'Account', 'Cloud', 'Region', 'Business unit', 'Asset']);
      for await (const rows of failingAlertBatches(ctx.db, p.tenantId, requirement.checks, slice)) {
        yield rows.map((a) => csvRow([a.ref, a.rule_id, a.title, a.severity, a.resource, a.account_name, a.cloud, a.region, a.business_unit, a.asset_id ?? ''])).join('');
      }
    }
    return sendCsv(reply, `${fileSafe(framework.id)}-${fileSafe(requirement.id)}-failing-resources.csv`, lines());
  });
}
