import { assetListQuery } from '@palisade/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../shared/AppContext.js';
import { principalOf } from '../authenticate.js';
import { errorResponses } from '../schemas.js';

/** The cloud assets list: a page of the tenant's assets, filtered by business unit (through its accounts) and type (module CLOUD_ASSETS). */
export async function assetRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get('/asset/api/v1/assets', { config: { access: { anyOf: [{ module: 'CLOUD_ASSETS' }] } }, schema: { tags: ['assets'], querystring: assetListQuery, response: { 200: z.looseObject({}), ...errorResponses } } }, async (request) => {
    const p = principalOf(request);
    const { page, pageSize, businessUnit, type } = request.query;
    let q = ctx.db.selectFrom('assets as s').innerJoin('cloud_accounts as a', 'a.id', 's.account_id')
      .leftJoin('business_unit_accounts as bua', 'bua.account_id', 's.account_id')
      .leftJoin('business_units as bu', (join) => join.onRef('bu.id', '=', 'bua.business_unit_id').on('bu.tenant_id', '=', p.tenantId))
      .where('s.tenant_id', '=', p.tenantId);
    if (businessUnit) q = q.where('bu.name', '=', businessUnit);
    if (type) q = q.where('s.type', '=', type);
    const [rows, total, types, units] = await Promise.all([
      q.select(['s.id', 's.name', 's.type', 's.region', 's.created_at', 'a.id as account_id', 'a.name as account_name', 'a.provider', 'bu.name as unit'])
        .orderBy('s.name').orderBy('s.id').limit(pageSize).offset((page - 1) * pageSize).execute(),
      q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst(),
      ctx.db.selectFrom('assets').select('type').distinct().where('tenant_id', '=', p.tenantId).orderBy('type').execute(),
      ctx.db.selectFrom('business_units').select('name').where('tenant_id', '=', p.tenantId).orderBy('name').execute(),
    ]);
    return {
      items: rows.map((row) => ({ id: row.id, name: row.name, type: row.type, region: row.region, createdAt: row.created_at,
        account: { id: row.account_id, name: row.account_name, provider: row.provider }, businessUnit: row.unit ?? null })),
      total: Number(total?.n ?? 0), page, pageSize, types: types.map((t) => t.type), businessUnits: units.map((u) => u.name),
    };
  });
}
