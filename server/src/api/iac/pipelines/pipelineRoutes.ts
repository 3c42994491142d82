import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../../http/AppError.js';
import type { AppContext } from '../../../shared/AppContext.js';
import { audit, auditActor } from '../../../shared/audit.js';
import { newId } from '../../../shared/secrets.js';
import { principalOf } from '../../authenticate.js';
import { errorResponses } from '../../schemas.js';
import { PIPELINE_POLICIES } from '../ingest/verdict.js';
import { vcsAccess } from '../vcs/vcsRoutes.js';
import { PIPELINE_PROVIDERS, pipelineSnippet } from './pipelineSnippet.js';

const pipeline = z.object({
  id: z.string(), provider: z.enum(PIPELINE_PROVIDERS), name: z.string(), repository: z.string(), policy: z.enum(PIPELINE_POLICIES),
  snippet: z.string().describe('The CI step that scans and uploads with the palisade-iac CLI'), lastRun: z.object({ at: z.iso.datetime(), outcome: z.enum(['pass', 'fail']) }).nullable(),
}).meta({ id: 'CicdPipeline' });
const fields = {
  name: z.string().trim().min(1, 'Name the pipeline').max(100), repository: z.string().trim().min(1, 'Name the repository it builds (owner/name)').max(300),
  policy: z.enum(PIPELINE_POLICIES).describe('critical: fail the build on critical findings; high: on high and critical; never'),
};

/** CI/CD pipelines (module VERSION_CONTROL_AND_CICD_SYSTEMS): each with its snippet and pass/fail policy. */
export async function pipelineRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['iac'];
  const base = '/iac/api/v1/pipelines';
  const consoleUrl = new URL(ctx.issuer).origin;
  const list = async (tenantId: string) => {
    const rows = await ctx.db.selectFrom('cicd_pipelines').selectAll().where('tenant_id', '=', tenantId).orderBy('name').orderBy('id').execute();
    const runs = await ctx.db.selectFrom('iac_uploads').select(['pipeline_id', 'report', 'created_at']).where('tenant_id', '=', tenantId).where('pipeline_id', '!=', '')
      .orderBy('created_at', 'desc').limit(500).execute();
    return rows.map((p) => {
      const run = runs.find((u) => u.pipeline_id === p.id);
      return { id: p.id, provider: p.provider, name: p.name, repository: p.repository, policy: p.policy, snippet: pipelineSnippet(p, consoleUrl),
        lastRun: run ? { at: new Date(Number(run.created_at)).toISOString(), outcome: (JSON.parse(run.report) as { verdict: { outcome: 'pass' | 'fail' } }).verdict.outcome } : null };
    });
  };
  const one = async (tenantId: string, id: string) => {
    const found = (await list(tenantId)).find((p) => p.id === id);
    if (!found) throw notFound(`Pipeline ${id} was not found`);
    return found;
  };

  r.get(base, { config: { access: vcsAccess('VIEW_VERSION_CONTROL_AND_CICD_SYSTEMS') }, schema: { tags, response: { 200: z.object({ items: z.array(pipeline) }), ...errorResponses } } },
    async (request) => ({ items: await list(principalOf(request).tenantId) }));

  r.post(base, {
    config: { access: vcsAccess('ADD_CICD_PIPELINE') },
    schema: { tags, body: z.object({ provider: z.enum(PIPELINE_PROVIDERS), ...fields }).strict(), response: { 201: pipeline, ...errorResponses } },
  }, async (request, reply) => {
    const p = principalOf(request);
    const now = ctx.clock();
    const id = newId('pip');
    await ctx.db.insertInto('cicd_pipelines').values({ id, tenant_id: p.tenantId, ...request.body, created_at: now, updated_at: now }).execute();
    await audit(ctx.db, now, { ...auditActor(p), action: 'pipeline.create', target: `pipeline:${id}`, details: request.body });
    return reply.status(201).send(await one(p.tenantId, id));
  });

  r.patch(`${base}/:id`, {
    config: { access: vcsAccess('EDIT_CICD_PIPELINE') },
    schema: { tags, params: z.object({ id: z.string().max(64) }), body: z.object({ name: fields.name.optional(), repository: fields.repository.optional(), policy: fields.policy.optional() }).strict(),
      response: { 200: pipeline, ...errorResponses } },
  }, async (request) => {
    const p = principalOf(request);
    const now = ctx.clock();
    const changed = await ctx.db.updateTable('cicd_pipelines').set({ ...request.body, updated_at: now }).where('tenant_id', '=', p.tenantId).where('id', '=', request.params.id).executeTakeFirst();
    if (Number(changed.numUpdatedRows) === 0) throw notFound(`Pipeline ${request.params.id} was not found`);
    await audit(ctx.db, now, { ...auditActor(p), action: 'pipeline.update', target: `pipeline:${request.params.id}`, details: request.body });
    return one(p.tenantId, request.params.id);
  });

  r.delete(`${base}/:id`, {
    config: { access: vcsAccess('DELETE_CICD_PIPELINE') },
    schema: { tags, params: z.object({ id: z.string().max(64) }), response: { 204: z.null(), ...errorResponses } },
  }, async (request, reply) => {
    const p = principalOf(request);
    const gone = await ctx.db.deleteFrom('cicd_pipelines').where('tenant_id', '=', p.tenantId).where('id', '=', request.params.id).executeTakeFirst();
    if (Number(gone.numDeletedRows) === 0) throw notFound(`Pipeline ${request.params.id} was not found`);
    await audit(ctx.db, ctx.clock(), { ...auditActor(p), action: 'pipeline.delete', target: `pipeline:${request.params.id}`, details: {} });
    return reply.status(204).send(null);
  });
}
