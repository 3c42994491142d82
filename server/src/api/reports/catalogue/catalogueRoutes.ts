import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../../shared/AppContext.js';
import { principalOf } from '../../authenticate.js';
import type { RouteAccess } from '../../routeAccess.js';
import { errorResponses } from '../../schemas.js';
import { catalogueCsv, reportFileName } from './catalogueCsv.js';
import { catalogueReport } from './catalogueReport.js';
import { CATALOGUE_REPORTS, catalogueQuery, catalogueReportSchema, toReportSlice } from './catalogueSchemas.js';

/** The same gates as the Analytics area's console route: module, subscription and flag. */
export const ANALYTICS_ACCESS: RouteAccess = { anyOf: [{ module: 'ANALYTICS' }], subscription: 'ANALYTICS', flag: 'analytics' };

const params = z.object({ report: z.enum(CATALOGUE_REPORTS) });

/** The reports catalogue: each report over a period and filters, as JSON for the page and as CSV for export. */
export async function catalogueRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['reports'];

  r.get('/reports/v1/catalogue/:report', {
    config: { access: ANALYTICS_ACCESS },
    schema: { tags, params, querystring: catalogueQuery, response: { 200: catalogueReportSchema, ...errorResponses } },
  }, async (request) => catalogueReport(ctx, principalOf(request).tenantId, request.params.report, toReportSlice(request.query)));

  r.get('/reports/v1/catalogue/:report/export.csv', {
    config: { access: ANALYTICS_ACCESS },
    schema: { tags, params, querystring: catalogueQuery, produces: ['text/csv'], response: { 200: z.string().describe('The report as CSV'), ...errorResponses } },
  }, async (request, reply) => {
    const report = await catalogueReport(ctx, principalOf(request).tenantId, request.params.report, toReportSlice(request.query));
    reply.header('content-type', 'text/csv; charset=utf-8');
    reply.header('content-disposition', `attachment; filename="${reportFileName(report.report, ctx.clock(), 'csv')}"`);
    reply.header('cache-control', 'no-store');
    return catalogueCsv(report);
  });
}
