import { integrationRequest } from '@palisade/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { IntegrationConfig } from '@palisade/contracts';
import { AppError } from '../../../http/AppError.js';
import type { AppContext } from '../../../shared/AppContext.js';
import { audit, auditActor } from '../../../shared/audit.js';
import { principalOf } from '../../authenticate.js';
import { errorResponses } from '../../schemas.js';
import { deliverTest } from './deliverTest.js';
import { openSecret } from '../../../shared/secretBox.js';
import { createIntegration, findIntegration, listIntegrations, updateIntegration, viewOf } from './integrationStore.js';

const base = '/admin/v1/integrations';
const idParams = z.object({ id: z.string().min(1).max(100) });

/** Slack, Jira, generic webhook and email integrations: configure, test, enable, disable, delete (module INTEGRATIONS). */
export async function integrationRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['administration'];
  const ok = { 200: z.looseObject({}), 201: z.looseObject({}), ...errorResponses };

  r.get(base, { schema: { tags, response: ok } }, async (request) => {
    const p = principalOf(request);
    return { items: await listIntegrations(ctx.db, p.tenantId) };
  });

  r.get(`${base}/:id`, { schema: { tags, params: idParams, response: ok } }, async (request) => {
    const p = principalOf(request);
    return viewOf(ctx.db, await findIntegration(ctx.db, p.tenantId, request.params.id));
  });

  r.post(base, { schema: { tags, body: integrationRequest, response: ok } }, async (request, reply) => {
    const p = principalOf(request);
    const now = ctx.clock();
    const view = await ctx.db.transaction().execute(async (trx) => {
      const row = await createIntegration(trx, p.tenantId, request.body, now);
      const created = await viewOf(trx, row);
      await audit(trx, now, { ...auditActor(p), action: 'integration.create', target: `integration:${row.id}`, after: created });
      return created;
    });
    return reply.code(201).send(view);
  });

  r.put(`${base}/:id`, { schema: { tags, params: idParams, body: integrationRequest, response: ok } }, async (request) => {
    const p = principalOf(request);
    const now = ctx.clock();
    return ctx.db.transaction().execute(async (trx) => {
      const row = await findIntegration(trx, p.tenantId, request.params.id);
      const before = await viewOf(trx, row);
      const after = await viewOf(trx, await updateIntegration(trx, row, request.body, now));
      await audit(trx, now, { ...auditActor(p), action: 'integration.update', target: `integration:${row.id}`, before, after });
      return after;
    });
  });

  for (const [verb, enabled] of [['enable', 1], ['disable', 0]] as const) {
    r.post(`${base}/:id/${verb}`, { schema: { tags, params: idParams, response: ok } }, async (request) => {
      const p = principalOf(request);
      const now = ctx.clock();
      return ctx.db.transaction().execute(async (trx) => {
        const row = await findIntegration(trx, p.tenantId, request.params.id);
        await trx.updateTable('integrations').set({ enabled, updated_at: now }).where('id', '=', row.id).where('tenant_id', '=', p.tenantId).execute();
        const after = await viewOf(trx, { ...row, enabled, updated_at: now });
        await audit(trx, now, { ...auditActor(p), action: `integration.${verb}`, target: `integration:${row.id}`,
          before: { name: row.name, enabled: row.enabled === 1 }, after: { name: row.name, enabled: enabled === 1 } });
        return after;
      });
    });
  }

  r.delete(`${base}/:id`, { schema: { tags, params: idParams, response: ok } }, async (request) => {
    const p = principalOf(request);
    const now = ctx.clock();
    await ctx.db.transaction().execute(async (trx) => {
      const row = await findIntegration(trx, p.tenantId, request.params.id);
      const before = await viewOf(trx, row);
      await trx.deleteFrom('integrations').where('id', '=', row.id).where('tenant_id', '=', p.tenantId).execute();
      await audit(trx, now, { ...auditActor(p), action: 'integration.delete', target: `integration:${row.id}`, before });
    });
    return { deleted: request.params.id };
  });

  // A test sends even when the integration is disabled: it is how an administrator checks it before turning it on.
  r.post(`${base}/:id/test`, { schema: { tags, params: idParams, response: ok } }, async (request) => {
    const p = principalOf(request);
    const row = await findIntegration(ctx.db, p.tenantId, request.params.id);
    const at = ctx.clock();
    const secrets = await openSecret(ctx.db, row.secret_cipher, row.id).catch((cause: unknown) => {
      throw new AppError(409, 'CONFLICT', `The secrets of integration ${row.name} cannot be read; save them again`, undefined, { cause });
    });
    const outcome = await deliverTest(ctx.db, JSON.parse(row.config) as IntegrationConfig, secrets,
      { integrationName: row.name, tenantName: p.tenantName, sentBy: p.email, at }, ctx.allowInternalTargets);
    const status = outcome.ok ? 'success' : 'failure';
    await ctx.db.transaction().execute(async (trx) => {
      await trx.updateTable('integrations').set({ last_test_at: at, last_test_status: status, last_test_message: outcome.message })
        .where('id', '=', row.id).where('tenant_id', '=', p.tenantId).execute();
      await audit(trx, at, { ...auditActor(p), action: 'integration.test', target: `integration:${row.id}`,
        after: { name: row.name, status, message: outcome.message } });
    });
    return { at, status, message: outcome.message };
  });
}
