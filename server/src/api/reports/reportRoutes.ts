import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { forbidden } from '../../http/AppError.js';
import type { AppContext } from '../../shared/AppContext.js';
import { audit, auditActor } from '../../shared/audit.js';
import { principalOf } from '../authenticate.js';
import { errorResponses } from '../schemas.js';
import { catalogueRoutes } from './catalogue/catalogueRoutes.js';
import { executiveReport, executiveReportSchema } from './executiveReport.js';
import { isReportRange, REPORT_RANGE_IDS } from './reportRanges.js';
import { signRenderToken, verifyRenderToken } from './renderToken.js';
import { catalogueReport } from './catalogue/catalogueReport.js';
import { catalogueQuery, catalogueReportSchema, toReportSlice } from './catalogue/catalogueSchemas.js';
import { scheduleRoutes } from './schedules/scheduleRoutes.js';
import { renderPdf, ReportRenderError } from './schedules/renderPdf.js';
import { reportFileName } from './catalogue/catalogueCsv.js';
import { AppError } from '../../http/AppError.js';

/** The one API route that needs no session: its render token is the credential. */
export const REPORT_RENDER_ROUTE = '/api/reports/v1/render';
/** The console page a headless renderer prints (spec section 2). */
export const REPORT_PAGE = '/pdf-scheduled-reports';
/** The executive report has its own module (spec section 6): the analytics area alone does not show it. */
const EXECUTIVE = { anyOf: [{ module: 'EXECUTIVE_REPORT' as const }], subscription: 'ANALYTICS' as const, flag: 'analytics' };

/** Scheduled-report rendering: a signed-in user mints a short-lived link; the renderer reads the report with it, signed out. */
export async function reportRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['reports'];
  await catalogueRoutes(app, ctx);
  await scheduleRoutes(app, ctx);

  r.post('/reports/v1/renderTokens', {
    config: { access: { anyOf: EXECUTIVE.anyOf } },
    schema: {
      tags,
      body: z.object({ report: z.literal('executive'), range: z.enum(REPORT_RANGE_IDS) }),
      response: { 200: z.object({ url: z.string(), expiresAt: z.string() }), ...errorResponses },
    },
  }, async (request) => {
    const p = principalOf(request);
    const { report, range } = request.body;
    const { token, expiresAt } = await signRenderToken(ctx, { tenantId: p.tenantId, report, range, userId: p.userId });
    await audit(ctx.db, ctx.clock(), {
      ...auditActor(p), action: 'report.render_link_created', target: `report:${report}`,
      details: { range, expiresAt: new Date(expiresAt).toISOString() },
    });
    return { url: `${REPORT_PAGE}?token=${encodeURIComponent(token)}`, expiresAt: new Date(expiresAt).toISOString() };
  });

  // The executive report on screen: the same gates as its console route (module, subscription, flag).
  r.get('/reports/v1/executive', {
    config: { access: EXECUTIVE },
    schema: { tags, querystring: z.object({ range: z.enum(REPORT_RANGE_IDS) }), response: { 200: executiveReportSchema, ...errorResponses } },
  }, async (request) => {
    return executiveReport(ctx, principalOf(request).tenantId, request.query.range);
  });

  // The executive report as a PDF, printed by the server's headless Chromium from a render link of the caller's tenant.
  r.get('/reports/v1/executive/export.pdf', {
    config: { access: EXECUTIVE },
    schema: { tags, querystring: z.object({ range: z.enum(REPORT_RANGE_IDS) }), produces: ['application/pdf'], response: { 200: z.string().describe('The report as PDF'), ...errorResponses, 503: errorResponses[400] } },
  }, async (request, reply) => {
    const p = principalOf(request);
    const { token } = await signRenderToken(ctx, { tenantId: p.tenantId, report: 'executive', range: request.query.range, userId: p.userId });
    let pdf: Buffer;
    try {
      pdf = await renderPdf(`${ctx.publicOrigin}${REPORT_PAGE}?token=${encodeURIComponent(token)}`);
    } catch (error) {
      if (error instanceof ReportRenderError) throw new AppError(503, 'UPSTREAM_UNAVAILABLE', error.message, undefined, { cause: error });
      throw error;
    }
    await audit(ctx.db, ctx.clock(), { ...auditActor(p), action: 'report.pdf_downloaded', target: 'report:executive', details: { range: request.query.range } });
    reply.header('content-type', 'application/pdf');
    reply.header('content-disposition', `attachment; filename="${reportFileName('executive-report', ctx.clock(), 'pdf')}"`);
    reply.header('cache-control', 'no-store');
    return reply.send(pdf as never);
  });

  r.get('/reports/v1/render', {
    schema: {
      tags, security: [],
      querystring: z.object({ token: z.string().max(4096).optional() }),
      response: { 200: z.union([executiveReportSchema, catalogueReportSchema]), ...errorResponses },
    },
  }, async (request) => {
    const grant = await verifyRenderToken(ctx, request.query.token);
    if (grant.report === 'compliance-framework') throw forbidden('This report link is for a compliance framework report, not an analytics one');
    if (grant.report !== 'executive') {
      const query = catalogueQuery.safeParse(Object.fromEntries(new URLSearchParams(grant.range)));
      if (!query.success) throw forbidden('This report link names a period or filters that are not valid');
      return catalogueReport(ctx, grant.tenantId, grant.report, toReportSlice(query.data));
    }
    if (!isReportRange(grant.range)) throw forbidden(`Unknown report range ${grant.range}`);
    return executiveReport(ctx, grant.tenantId, grant.range);
  });
}
