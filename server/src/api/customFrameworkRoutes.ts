import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ALERT_POLICIES } from '../demo/alertCatalog.js';
import { KNOWN_CHECKS, shippedFrameworks } from '../compliance/loadFrameworks.js';
import { parseFramework, type Framework } from '../compliance/parseFramework.js';
import { tenantFrameworks } from '../compliance/tenantFrameworks.js';
import { AppError, notFound } from '../http/AppError.js';
import type { AppContext } from '../shared/AppContext.js';
import { audit, auditActor } from '../shared/audit.js';
import { principalOf } from './authenticate.js';
import type { RouteAccess } from './routeAccess.js';
import { createdFramework, frameworkParams } from './complianceSchemas.js';
import { errorBody, errorResponses } from './schemas.js';

const composed = z.record(z.string(), z.unknown()).describe('The framework as an object: id, name, version, description, sections → requirements → checks');
const createBody = z.object({
  source: z.string().min(1).max(1_000_000).optional().describe('A framework file (JSON text); problems name its line and field'),
  framework: composed.optional(),
}).strict();
const checkList = z.object({ checks: z.array(z.object({ id: z.string(), title: z.string(), cloud: z.string(), category: z.string() })) });

/** The feature flag that gates uploading, composing, editing and deleting custom frameworks. */
export const CUSTOM_FRAMEWORKS_FLAG = 'compliance_custom_benchmarks';

/** Parses a framework file or a composed one; a problem names the field (and the line, for a file). */
function parsed(input: { source?: string; framework?: unknown }, id?: string): Framework {
  if ((input.source === undefined) === (input.framework === undefined)) {
    throw new AppError(400, 'VALIDATION_FAILED', 'Send the framework either as a file (source) or composed (framework)', [{ path: 'source', message: 'one of source or framework' }]);
  }
  const text = input.source ?? JSON.stringify(id ? { ...(input.framework as object), id } : input.framework, null, 2);
  const result = parseFramework(text, input.source !== undefined ? 'uploaded file' : 'composed framework', KNOWN_CHECKS);
  if (result.ok) return result.framework;
  const file = input.source !== undefined;
  throw new AppError(400, 'VALIDATION_FAILED',
    `The framework is invalid: ${result.problems.map((x) => `${file ? `line ${x.line}, ` : ''}${x.field || 'document'}: ${x.message}`).join('; ')}`,
    result.problems.map((x) => ({ path: x.field, message: file ? `line ${x.line}: ${x.message}` : x.message })));
}

/**
 * Custom frameworks: an administrator who may change administration uploads a framework file or composes one from the
 * alert policies' checks, then edits or deletes it. Each change is audited; a tenant sees and changes only its own.
 * The shipped frameworks cannot be changed.
 */
export async function customFrameworkRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['compliance'];
  // With the flag off the tenant has no custom-framework authoring at all (404 naming the flag); frameworks made before stay readable.
  const change: RouteAccess = { anyOf: [{ module: 'ADMINISTRATION' }], action: 'MANAGE_ADMINISTRATION', lookOnly: true, subscription: 'COMPLIANCE', flag: CUSTOM_FRAMEWORKS_FLAG };
  const customRow = async (tenantId: string, id: string) => {
    if (shippedFrameworks().some((f) => f.id === id)) throw new AppError(400, 'VALIDATION_FAILED', `${id} is shipped with the console and cannot be changed`);
    const row = await ctx.db.selectFrom('compliance_frameworks').select(['id', 'body']).where('tenant_id', '=', tenantId).where('id', '=', id).executeTakeFirst();
    if (!row) throw notFound(`No custom compliance framework "${id}"`);
    return row;
  };

  r.get('/compliance/v1/checks', {
    config: { access: { anyOf: [{ module: 'COMPLIANCE' }], subscription: 'COMPLIANCE', flag: CUSTOM_FRAMEWORKS_FLAG } },
    schema: { tags, description: 'The checks (alert policies) a framework requirement may name.', response: { 200: checkList, ...errorResponses } },
  }, async () => ({ checks: ALERT_POLICIES.map((p) => ({ id: p.id, title: p.title, cloud: p.provider, category: p.category })) }));

  r.post('/compliance/v1/frameworks', {
    config: { access: change }, schema: { tags, body: createBody, response: { 201: createdFramework, ...errorResponses, 409: errorBody } },
  }, async (request, reply) => {
    const p = principalOf(request);
    const now = ctx.clock();
    const framework = parsed(request.body);
    if ((await tenantFrameworks(ctx.db, p.tenantId)).some((f) => f.id === framework.id)) {
      throw new AppError(409, 'CONFLICT', `A framework with the id "${framework.id}" exists already`, [{ path: 'id', message: 'already taken' }]);
    }
    const body = request.body.source ?? JSON.stringify(framework, null, 2);
    await ctx.db.transaction().execute(async (trx) => {
      await trx.insertInto('compliance_frameworks').values({ tenant_id: p.tenantId, id: framework.id, body, created_by: p.email || p.userId, created_at: now }).execute();
      await audit(trx, now, { ...auditActor(p), action: 'compliance.framework.create', target: framework.id, after: { name: framework.name } });
    });
    return reply.code(201).send({ id: framework.id, name: framework.name });
  });

  r.put('/compliance/v1/frameworks/:frameworkId', {
    config: { access: change },
    schema: { tags, params: frameworkParams, body: z.object({ framework: composed }).strict(), response: { 200: createdFramework, ...errorResponses } },
  }, async (request) => {
    const p = principalOf(request);
    const now = ctx.clock();
    const row = await customRow(p.tenantId, request.params.frameworkId);
    const framework = parsed({ framework: request.body.framework }, row.id);
    const before = parseFramework(row.body, row.id, KNOWN_CHECKS);
    await ctx.db.transaction().execute(async (trx) => {
      await trx.updateTable('compliance_frameworks').set({ body: JSON.stringify(framework, null, 2) }).where('tenant_id', '=', p.tenantId).where('id', '=', row.id).execute();
      await audit(trx, now, { ...auditActor(p), action: 'compliance.framework.update', target: row.id,
        before: before.ok ? { name: before.framework.name, requirements: before.framework.sections.flatMap((s) => s.requirements).length } : undefined,
        after: { name: framework.name, requirements: framework.sections.flatMap((s) => s.requirements).length } });
    });
    return { id: framework.id, name: framework.name };
  });

  r.delete('/compliance/v1/frameworks/:frameworkId', {
    config: { access: change }, schema: { tags, params: frameworkParams, response: { 204: z.null(), ...errorResponses } },
  }, async (request, reply) => {
    const p = principalOf(request);
    const now = ctx.clock();
    const row = await customRow(p.tenantId, request.params.frameworkId);
    await ctx.db.transaction().execute(async (trx) => {
      await trx.deleteFrom('compliance_attestations').where('tenant_id', '=', p.tenantId).where('framework_id', '=', row.id).execute();
      await trx.deleteFrom('compliance_frameworks').where('tenant_id', '=', p.tenantId).where('id', '=', row.id).execute();
      await audit(trx, now, { ...auditActor(p), action: 'compliance.framework.delete', target: row.id });
    });
    return reply.code(204).send(null);
  });
}
