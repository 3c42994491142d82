import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../shared/AppContext.js';
import { principalOf } from '../authenticate.js';
import type { RouteAccess } from '../routeAccess.js';
import { errorResponses } from '../schemas.js';
import { SCAN_UPLOAD_LIMIT } from '../vulnerabilities/vulnerabilityUploadRoutes.js';
import { IAC_FORMATS, IAC_SOURCES, type IacUploadReport, ingestIac } from './ingest/ingestIac.js';
import { PIPELINE_POLICIES } from './ingest/verdict.js';

const UPLOADS_LISTED = 50;
const problem = z.object({ line: z.number().int().nullable(), path: z.string(), reason: z.string() });
const counts = z.object({ Critical: z.number().int(), High: z.number().int(), Medium: z.number().int(), Low: z.number().int() });
export const iacUploadReportSchema = z.object({
  id: z.string(), format: z.enum(IAC_FORMATS), scanner: z.string(), fileName: z.string(), repository: z.string(), branch: z.string(), commit: z.string(),
  pullRequest: z.number().int().nullable(), accepted: z.number().int().describe('Findings recorded: created plus seen again'), created: z.number().int(),
  updated: z.number().int(), resolved: z.number().int().describe("Open alerts of this repository and branch from the same scanner that the file no longer lists"),
  bySeverity: counts, unrated: z.number().int().describe('Findings the file gave no severity (open-source Checkov without a platform key): recorded as Medium'),
  rejected: z.array(problem).describe('What was left out, with the line and JSON path in the file and why (at most 1,000)'),
  verdict: z.object({ policy: z.enum(PIPELINE_POLICIES), outcome: z.enum(['pass', 'fail']), reason: z.string() }), createdAt: z.iso.datetime(),
}).meta({ id: 'IacUploadReport' });

/** Who may upload and read IaC scans: the VCS and CI/CD area, or the workstations area (local scans). */
export const IAC_UPLOAD_ACCESS: RouteAccess = { anyOf: [{ module: 'VERSION_CONTROL_AND_CICD_SYSTEMS' }, { module: 'WORKSTATIONS_AND_IDE' }], subscription: 'IAC' };

/**
 * IaC scanner uploads: the file is the raw request body, so a CI job posts it as is with its API key
 * (`curl --data-binary @results.sarif -H 'x-api-key: …' '…/iac/api/v1/uploads?format=sarif&repository=acme/api&branch=main'`).
 */
export async function iacUploadRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'string', bodyLimit: SCAN_UPLOAD_LIMIT }, (_request, body, done) => done(null, body));
    const r = scope.withTypeProvider<ZodTypeProvider>();
    const tags = ['iac'];
    r.post('/iac/api/v1/uploads', {
      config: { access: IAC_UPLOAD_ACCESS },
      bodyLimit: SCAN_UPLOAD_LIMIT,
      schema: {
        tags,
        querystring: z.object({
          format: z.enum(IAC_FORMATS), fileName: z.string().trim().min(1).max(200).default('upload'),
          repository: z.string().trim().min(1, 'Name the repository the scan is of (owner/name)').max(300),
          branch: z.string().trim().min(1).max(255).default('main'), commit: z.string().trim().max(64).regex(/^[0-9a-fA-F]*$/, 'A commit is a hexadecimal SHA').default(''),
          pullRequest: z.coerce.number().int().positive().max(2_147_483_647).optional(), source: z.enum(IAC_SOURCES).default('ci'),
          pipeline: z.string().trim().max(64).optional().describe("The pipeline's id: its pass/fail policy gives the verdict"),
          developer: z.string().trim().max(200).default(''), machine: z.string().trim().max(200).default(''),
        }).strict(),
        body: z.string().min(1, 'The request body is the scanner file: it is empty'),
        response: { 201: iacUploadReportSchema, ...errorResponses },
      },
    }, async (request, reply) => {
      const q = request.query;
      const report = await ingestIac(ctx.db, ctx.clock(), principalOf(request), {
        format: q.format, fileName: q.fileName, repository: q.repository, branch: q.branch, commit: q.commit.toLowerCase(), pullRequest: q.pullRequest,
        source: q.source, pipelineId: q.pipeline || undefined, developer: q.developer, machine: q.machine, body: request.body,
      });
      ctx.countCache.deletePrefix(`${principalOf(request).tenantId}|`);
      return reply.status(201).send(report);
    });

    r.get('/iac/api/v1/uploads', {
      config: { access: IAC_UPLOAD_ACCESS },
      schema: { tags, querystring: z.object({ source: z.enum(IAC_SOURCES).optional(), repository: z.string().max(300).optional() }).strict(),
        response: { 200: z.object({ items: z.array(iacUploadReportSchema.extend({ source: z.enum(IAC_SOURCES), developer: z.string(), machine: z.string() })) }), ...errorResponses } },
    }, async (request) => {
      let q = ctx.db.selectFrom('iac_uploads').select(['report', 'source', 'developer', 'machine']).where('tenant_id', '=', principalOf(request).tenantId);
      if (request.query.source) q = q.where('source', '=', request.query.source);
      if (request.query.repository) q = q.where('repository', '=', request.query.repository);
      const rows = await q.orderBy('created_at', 'desc').orderBy('id', 'desc').limit(UPLOADS_LISTED).execute();
      // Reports stored before unrated findings were counted have none.
      const reportOf = (json: string) => ({ unrated: 0, ...(JSON.parse(json) as Omit<IacUploadReport, 'unrated'>) });
      return { items: rows.map((row) => ({ ...reportOf(row.report), source: row.source, developer: row.developer, machine: row.machine })) };
    });
  });
}
