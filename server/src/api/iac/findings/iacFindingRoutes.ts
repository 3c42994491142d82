import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../../http/AppError.js';
import type { AppContext } from '../../../shared/AppContext.js';
import { principalOf } from '../../authenticate.js';
import { alertDetail } from '../../alerts/alertDetail.js';
import { alertFilters, alertFilterShape, type AlertFilters } from '../../alerts/alertQuery.js';
import { csvHeaderLine, csvLine, toAlert } from '../../alerts/alertRow.js';
import { alertSchema, detailResponse } from '../../alerts/alertSchemas.js';
import { exportRows, findByRef, neighbours, searchPage } from '../../alerts/alertStore.js';
import { errorResponses } from '../../schemas.js';
import { IAC_UPLOAD_ACCESS } from '../iacUploadRoutes.js';

export const IAC_FINDING_SORTS = ['severity', 'status', 'policy', 'repository', 'branch', 'filePath', 'resource', 'firstSeen', 'lastSeen'] as const;
const s = alertFilterShape;
const findingFilters = {
  severity: s.severity, status: s.status, policy: s.policy, repository: s.repository, branch: s.branch, q: s.q,
  sort: z.enum(IAC_FINDING_SORTS).default('lastSeen'), dir: s.dir,
};
const filterQuery = z.object(findingFilters).strict();
const searchQuery = z.object({ ...findingFilters, page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(200).default(50) }).strict();
const findingSchema = alertSchema.extend({ remediation: z.string().describe("The scanner's fix or guideline") }).meta({ id: 'IacFinding' });

/** Only IaC alerts, whatever else the query says. */
const iacOnly = (q: z.infer<typeof filterQuery>): AlertFilters => alertFilters.parse({ ...q, kind: 'iac' });

/**
 * The IaC area's own findings (IaC alerts), for whoever holds an IaC module: the scans' results beside the uploads,
 * by repository and branch. List, CSV and detail; the alert actions stay in Alerts.
 */
export async function iacFindingRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['iac'];
  const config = { access: IAC_UPLOAD_ACCESS };

  r.get('/iac/api/v1/findings', {
    config, schema: { tags, querystring: searchQuery, response: { 200: z.object({ items: z.array(findingSchema), total: z.number().int(), page: z.number().int(),
      pageSize: z.number().int(), pageCount: z.number().int() }).meta({ id: 'IacFindingPage' }), ...errorResponses } },
  }, async (request) => {
    const tenantId = principalOf(request).tenantId;
    const now = ctx.clock();
    const { page, pageSize, ...filters } = request.query;
    const { rows, total } = await searchPage(ctx.db, tenantId, iacOnly(filters), page, pageSize, now);
    const ids = rows.map((row) => Number(row.id));
    const details = ids.length === 0 ? [] : await ctx.db.selectFrom('iac_alert_details').select(['alert_id', 'remediation', 'guideline'])
      .where('tenant_id', '=', tenantId).where('alert_id', 'in', ids).execute();
    const fix = new Map(details.map((d) => [Number(d.alert_id), d.remediation || d.guideline]));
    return { items: rows.map((row) => ({ ...toAlert(row, now), remediation: fix.get(Number(row.id)) ?? '' })), total, page, pageSize, pageCount: Math.ceil(total / pageSize) };
  });

  r.get('/iac/api/v1/findings/export.csv', {
    config, schema: { tags, querystring: filterQuery, produces: ['text/csv'], response: { 200: z.string().describe('CSV with a header row, streamed'), ...errorResponses } },
  }, async (request, reply) => {
    const tenantId = principalOf(request).tenantId;
    const now = ctx.clock();
    const filters = iacOnly(request.query);
    async function* lines() {
      yield csvHeaderLine();
      for await (const rows of exportRows(ctx.db, tenantId, filters, now)) yield rows.map((row) => csvLine(toAlert(row, now))).join('');
    }
    reply.header('content-type', 'text/csv; charset=utf-8');
    reply.header('content-disposition', `attachment; filename="iac-findings-${new Date(now).toISOString().slice(0, 10)}.csv"`);
    reply.header('cache-control', 'no-store');
    return reply.send(Readable.from(lines()) as never);
  });

  r.get('/iac/api/v1/findings/:id', {
    config, schema: { tags, params: z.object({ id: z.string().min(1).max(40) }), querystring: filterQuery, response: { 200: detailResponse, ...errorResponses } },
  }, async (request) => {
    const tenantId = principalOf(request).tenantId;
    const now = ctx.clock();
    const row = await findByRef(ctx.db, tenantId, request.params.id);
    // A cloud alert is not an IaC finding: the same answer as for one that does not exist.
    if (!row || row.kind !== 'iac') throw notFound(`IaC finding ${request.params.id} does not exist`);
    const [detail, around] = await Promise.all([alertDetail(ctx.db, row, now), neighbours(ctx.db, tenantId, iacOnly(request.query), row, now)]);
    return { ...detail, ...around };
  });
}
