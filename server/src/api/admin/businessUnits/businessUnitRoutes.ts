import { businessUnitRequest } from '@palisade/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../../shared/AppContext.js';
import { audit, auditActor } from '../../../shared/audit.js';
import { principalOf } from '../../authenticate.js';
import { errorResponses } from '../../schemas.js';
import { accountAssignments, createUnit, deleteUnit, findUnit, listUnits, updateUnit } from './businessUnitStore.js';

const base = '/admin/v1/business-units';
const idParams = z.object({ id: z.string().min(1).max(100) });

/** Business units: name, description and the cloud accounts they hold (module BUSINESS_UNIT_MANAGEMENT, flag business_units). */
export async function businessUnitRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['administration'];
  const ok = { 200: z.looseObject({}), 201: z.looseObject({}), ...errorResponses };
  const one = async (db: typeof ctx.db, tenantId: string, id: string) => (await listUnits(db, tenantId, id))[0]!;

  r.get(base, { schema: { tags, response: ok } }, async (request) => {
    const p = principalOf(request);
    return { items: await listUnits(ctx.db, p.tenantId) };
  });

  r.get(`${base}/accounts`, { schema: { tags, response: ok } }, async (request) => {
    const p = principalOf(request);
    return { items: await accountAssignments(ctx.db, p.tenantId) };
  });

  r.get(`${base}/:id`, { schema: { tags, params: idParams, response: ok } }, async (request) => {
    const p = principalOf(request);
    await findUnit(ctx.db, p.tenantId, request.params.id);
    return one(ctx.db, p.tenantId, request.params.id);
  });

  r.post(base, { schema: { tags, body: businessUnitRequest, response: ok } }, async (request, reply) => {
    const p = principalOf(request);
    const now = ctx.clock();
    const created = await ctx.db.transaction().execute(async (trx) => {
      const id = await createUnit(trx, p.tenantId, request.body, now);
      const after = await one(trx, p.tenantId, id);
      await audit(trx, now, { ...auditActor(p), action: 'business_unit.create', target: `business_unit:${id}`, after });
      return after;
    });
    return reply.code(201).send(created);
  });

  r.put(`${base}/:id`, { schema: { tags, params: idParams, body: businessUnitRequest, response: ok } }, async (request) => {
    const p = principalOf(request);
    const now = ctx.clock();
    return ctx.db.transaction().execute(async (trx) => {
      const unit = await findUnit(trx, p.tenantId, request.params.id);
      const before = await one(trx, p.tenantId, unit.id);
      await updateUnit(trx, unit, request.body, now);
      const after = await one(trx, p.tenantId, unit.id);
      await audit(trx, now, { ...auditActor(p), action: 'business_unit.update', target: `business_unit:${unit.id}`, before, after });
      return after;
    });
  });

  r.delete(`${base}/:id`, { schema: { tags, params: idParams, response: ok } }, async (request) => {
    const p = principalOf(request);
    const now = ctx.clock();
    await ctx.db.transaction().execute(async (trx) => {
      const unit = await findUnit(trx, p.tenantId, request.params.id);
      const before = await one(trx, p.tenantId, unit.id);
      await deleteUnit(trx, unit);
      await audit(trx, now, { ...auditActor(p), action: 'business_unit.delete', target: `business_unit:${unit.id}`, before });
    });
    return { deleted: request.params.id };
  });
}
