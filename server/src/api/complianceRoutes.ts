import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { failingAlertsQuery } from '../compliance/failingAlerts.js';
import { shippedFrameworks } from '../compliance/loadFrameworks.js';
import { frameworkDetailOf } from '../compliance/frameworkDetail.js';
import { scoreFrameworks } from '../compliance/scoreFramework.js';
import { findRequirement, findTenantFramework, tenantFrameworks } from '../compliance/tenantFrameworks.js';
import { AppError } from '../http/AppError.js';
import type { AppContext } from '../shared/AppContext.js';
import { audit, auditActor } from '../shared/audit.js';
import { MANAGE_ALERTS } from './alerts/alertRoutes.js';
import { principalOf } from './authenticate.js';
import type { RouteAccess } from './routeAccess.js';
import { complianceInsightRoutes } from './complianceInsightRoutes.js';
import { complianceReportRoutes } from './complianceReportRoutes.js';
import { customFrameworkRoutes } from './customFrameworkRoutes.js';
import {
  attestationResponse, failingResources, frameworkDetail, frameworkList, frameworkParams, requirementParams, sliceQuery, toSlice,
} from './complianceSchemas.js';
import { errorResponses } from './schemas.js';

const attestationBody = z.object({
  verdict: z.enum(['met', 'not_met']), evidence: z.string().trim().min(1, 'Say what shows the verdict').max(2000),
  expiresAt: z.number().int().positive(),
}).strict();

/**
 * The COMPLIANCE area: frameworks with their scores (sliced by cloud, account, region, business unit), one framework's
 * requirements, a requirement's failing resources, attestations of manual requirements and custom frameworks.
 * Every read and write is bound to the caller's tenant.
 */
export async function complianceRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['compliance'];
  const read: RouteAccess = { anyOf: [{ module: 'COMPLIANCE' }], subscription: 'COMPLIANCE' };
  const frameworkOf = (tenantId: string, id: string) => findTenantFramework(ctx.db, tenantId, id);

  r.get('/compliance/v1/frameworks', { config: { access: read }, schema: { tags, querystring: sliceQuery, response: { 200: frameworkList, ...errorResponses } } }, async (request) => {
    const p = principalOf(request);
    const now = ctx.clock();
    const frameworks = await tenantFrameworks(ctx.db, p.tenantId);
    const shipped = new Set(shippedFrameworks().map((f) => f.id));
    const scores = await scoreFrameworks(ctx.db, p.tenantId, frameworks, { now, slice: toSlice(request.query) });
    return { frameworks: frameworks.map((f, i) => {
      const { requirements: _r, ...score } = scores[i]!;
      return { id: f.id, name: f.name, version: f.version, custom: !shipped.has(f.id), ...score };
    }) };
  });

  r.get('/compliance/v1/frameworks/:frameworkId', {
    config: { access: read }, schema: { tags, params: frameworkParams, querystring: sliceQuery, response: { 200: frameworkDetail, ...errorResponses } },
  }, async (request) => {
    const p = principalOf(request);
    const framework = await frameworkOf(p.tenantId, request.params.frameworkId);
    return frameworkDetailOf(ctx.db, p.tenantId, framework, toSlice(request.query), ctx.clock());
  });

  r.get('/compliance/v1/frameworks/:frameworkId/requirements/:requirementId/resources', {
    config: { access: read }, schema: { tags, params: requirementParams, querystring: sliceQuery, response: { 200: failingResources, ...errorResponses } },
  }, async (request) => {
    const p = principalOf(request);
    const framework = await frameworkOf(p.tenantId, request.params.frameworkId);
    const requirement = findRequirement(framework, request.params.requirementId);
    if (requirement.checks.length === 0) return { resources: [], truncated: false };
    const LIMIT = 200;
    const rows = await failingAlertsQuery(ctx.db, p.tenantId, requirement.checks, toSlice(request.query)).limit(LIMIT + 1).execute();
    return { truncated: rows.length > LIMIT, resources: rows.slice(0, LIMIT).map((row) => ({
      alertRef: row.ref, resource: row.resource, check: row.rule_id, title: row.title, severity: row.severity, accountId: row.account_id,
      accountName: row.account_name, cloud: row.cloud, region: row.region, businessUnit: row.business_unit, assetId: row.asset_id,
    })) };
  });

  r.put('/compliance/v1/frameworks/:frameworkId/requirements/:requirementId/attestation', {
    // Attesting changes a score the way resolving or ignoring an alert does: the same action, so a compliance auditor
    // (COMPLIANCE without it) reviews attestations but cannot make them.
    config: { access: { ...read, action: MANAGE_ALERTS, lookOnly: true } }, schema: { tags, params: requirementParams, body: attestationBody, response: { 200: attestationResponse, ...errorResponses } },
  }, async (request) => {
    const p = principalOf(request);
    const now = ctx.clock();
    const framework = await frameworkOf(p.tenantId, request.params.frameworkId);
    const requirement = findRequirement(framework, request.params.requirementId);
    if (requirement.checks.length > 0) {
      throw new AppError(400, 'VALIDATION_FAILED', `Requirement ${requirement.id} of ${framework.name} is checked automatically; only manual requirements are attested`);
    }
    if (request.body.expiresAt <= now) throw new AppError(400, 'VALIDATION_FAILED', 'The attestation must expire in the future', [{ path: 'expiresAt', message: 'Pick a date after today' }]);
    const row = { tenant_id: p.tenantId, framework_id: framework.id, requirement_id: requirement.id, verdict: request.body.verdict,
      evidence: request.body.evidence, expires_at: request.body.expiresAt, attested_by: p.email || p.userId, attested_at: now };
    await ctx.db.transaction().execute(async (trx) => {
      await trx.insertInto('compliance_attestations').values(row)
        .onConflict((oc) => oc.columns(['tenant_id', 'framework_id', 'requirement_id']).doUpdateSet({
          verdict: row.verdict, evidence: row.evidence, expires_at: row.expires_at, attested_by: row.attested_by, attested_at: row.attested_at,
        })).execute();
      await audit(trx, now, { ...auditActor(p), action: 'compliance.attest', target: `${framework.id}/${requirement.id}`,
        after: { verdict: row.verdict, evidence: row.evidence, expiresAt: new Date(row.expires_at).toISOString() } });
    });
    return { verdict: row.verdict, evidence: row.evidence, expiresAt: row.expires_at, attestedBy: row.attested_by, attestedAt: now };
  });

  await complianceInsightRoutes(app, ctx);
  await customFrameworkRoutes(app, ctx);
  await complianceReportRoutes(app, ctx);
}
