import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { frameworkDetailOf } from '../compliance/frameworkDetail.js';
import { findTenantFramework } from '../compliance/tenantFrameworks.js';
import type { ComplianceSlice } from '../compliance/scoreFramework.js';
import { AppError, forbidden } from '../http/AppError.js';
import type { AppContext } from '../shared/AppContext.js';
import { audit, auditActor } from '../shared/audit.js';
import { principalOf } from './authenticate.js';
import { frameworkDetail, frameworkParams, sliceQuery, toSlice } from './complianceSchemas.js';
import { reportFileName } from './reports/catalogue/catalogueCsv.js';
import { renderPdf, ReportRenderError } from './reports/schedules/renderPdf.js';
import { signRenderToken, verifyRenderToken } from './reports/renderToken.js';
import type { RouteAccess } from './routeAccess.js';
import { errorResponses } from './schemas.js';

/** The one compliance route that needs no session: its render token is the credential. */
export const COMPLIANCE_RENDER_ROUTE = '/api/compliance/v1/render';
/** The compliance plugin's standalone page a headless renderer prints. */
export const COMPLIANCE_REPORT_PAGE = '/pdf-compliance-report';
/** The render token's report kind for one framework; its range is the framework id and the slice, as a query string. */
const REPORT = 'compliance-framework';

const frameworkReport = z.object({
  tenant: z.object({ name: z.string() }),
  generatedAt: z.string(),
  filters: z.object({ cloud: z.array(z.string()), accounts: z.array(z.string()), region: z.array(z.string()), businessUnit: z.array(z.string()) })
    .describe('the slice the scores were drawn for; accounts by name'),
  framework: frameworkDetail,
});

/** The query string a render token carries: the framework and its slice. */
function grantRange(frameworkId: string, slice: ComplianceSlice): string {
  const q = new URLSearchParams({ framework: frameworkId });
  for (const key of ['cloud', 'accountId', 'region', 'businessUnit'] as const) for (const v of slice[key] ?? []) q.append(key, String(v));
  return q.toString();
}

/**
 * A framework's compliance report as PDF, printed by the server's headless Chromium (as scheduled reports are) from
 * the compliance plugin's print page, with the scores of the slice the page showed.
 */
export async function complianceReportRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['compliance'];
  const pdfAccess: RouteAccess = { anyOf: [{ module: 'COMPLIANCE' }], subscription: 'COMPLIANCE', flag: 'compliance_pdf_export' };

  r.get('/compliance/v1/frameworks/:frameworkId/export.pdf', {
    config: { access: pdfAccess },
    schema: { tags, params: frameworkParams, querystring: sliceQuery, produces: ['application/pdf'],
      response: { 200: z.string().describe('The framework report as PDF'), ...errorResponses, 503: errorResponses[400] } },
  }, async (request, reply) => {
    const p = principalOf(request);
    const framework = await findTenantFramework(ctx.db, p.tenantId, request.params.frameworkId);
    const slice = toSlice(request.query);
    const { token } = await signRenderToken(ctx, { tenantId: p.tenantId, report: REPORT, range: grantRange(framework.id, slice), userId: p.userId });
    let pdf: Buffer;
    try {
      pdf = await renderPdf(`${ctx.publicOrigin}${COMPLIANCE_REPORT_PAGE}?token=${encodeURIComponent(token)}`);
    } catch (error) {
      if (error instanceof ReportRenderError) throw new AppError(503, 'UPSTREAM_UNAVAILABLE', error.message, undefined, { cause: error });
      throw error;
    }
    await audit(ctx.db, ctx.clock(), { ...auditActor(p), action: 'compliance.pdf_downloaded', target: framework.id, details: { ...request.query } });
    reply.header('content-type', 'application/pdf');
    reply.header('content-disposition', `attachment; filename="${reportFileName(`compliance-${framework.id.replace(/[^A-Za-z0-9._-]/g, '-')}`, ctx.clock(), 'pdf')}"`);
    reply.header('cache-control', 'no-store');
    return reply.send(pdf as never);
  });

  r.get('/compliance/v1/render', {
    schema: { tags, security: [], querystring: z.object({ token: z.string().max(4096).optional() }), response: { 200: frameworkReport, ...errorResponses } },
  }, async (request) => {
    const grant = await verifyRenderToken(ctx, request.query.token);
    if (grant.report !== REPORT) throw forbidden('This report link is not for a compliance framework');
    const range = new URLSearchParams(grant.range);
    const query = sliceQuery.safeParse({ cloud: range.getAll('cloud'), accountId: range.getAll('accountId'), region: range.getAll('region'), businessUnit: range.getAll('businessUnit') });
    const frameworkId = range.get('framework');
    if (!query.success || !frameworkId) throw forbidden('This report link names a framework or filters that are not valid');
    const slice = toSlice(query.data);
    const framework = await findTenantFramework(ctx.db, grant.tenantId, frameworkId);
    const now = ctx.clock();
    const [tenant, accounts, detail] = await Promise.all([
      ctx.db.selectFrom('tenants').select('name').where('id', '=', grant.tenantId).executeTakeFirstOrThrow(),
      slice.accountId?.length
        ? ctx.db.selectFrom('cloud_accounts').select('name').where('tenant_id', '=', grant.tenantId).where('id', 'in', [...slice.accountId]).orderBy('name').execute()
        : Promise.resolve([]),
      frameworkDetailOf(ctx.db, grant.tenantId, framework, slice, now),
    ]);
    return {
      tenant: { name: tenant.name }, generatedAt: new Date(now).toISOString(),
      filters: { cloud: [...(slice.cloud ?? [])], accounts: accounts.map((a) => a.name), region: [...(slice.region ?? [])], businessUnit: [...(slice.businessUnit ?? [])] },
      framework: detail,
    };
  });
}
